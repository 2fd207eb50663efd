import VineVector

/// The `.vine` recording a picture or an animation carries, so that it opens as the drawing
/// it was exported from.
///
/// `vine export` writes the recording into a PNG still (``PNGRecording``), an SVG still or
/// animated SVG (``/VineVector/SVGRecording``), a PDF (``PDFRecording``) and a dotLottie file
/// (``LottiePackage``), unless told not to; ``extract(from:as:)`` reads it back. What comes
/// back is untrusted text for the strict `.vine` reader.
public enum EmbeddedRecording {
    /// The kinds of file that carry a recording.
    public enum Container: String, CaseIterable, Sendable {
        /// A PNG still: an `iTXt` chunk.
        case png
        /// An SVG still or animated SVG: the root's `<metadata>`.
        case svg
        /// A PDF: an embedded file.
        case pdf
        /// A dotLottie file: a zip entry.
        case dotLottie = "lottie"

        /// The container a file named `path` is by its extension (any case); nil for any other,
        /// a `.vine` recording included.
        public init?(path: String) {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            self.init(rawValue: path[path.index(after: dot)...].lowercased())
        }

        /// Where in such a file the recording is, for messages.
        var place: String {
            switch self {
            case .png: "an iTXt chunk with the keyword \"\(PNGRecording.keyword)\""
            case .svg: "a <\(SVGRecording.element)> element in the SVG's <metadata>"
            case .pdf: "an embedded file \(PDFRecording.fileName) (/EmbeddedFiles)"
            case .dotLottie: "a zip entry \(LottiePackage.recordingName)"
            }
        }
    }

    /// A file that carries no recording, or a damaged one.
    public struct Missing: Error, Sendable {
        /// What is wrong and what was expected, without the file's name.
        public let message: String

        /// The error for a recording that is there but cannot be read: `problem` says why.
        static func damaged(_ problem: String) -> Missing {
            Missing(message: "its Vine recording is damaged: \(problem)")
        }
    }

    /// The name recordings are given inside a file that has names for its parts.
    static let fileName = "recording.vine"

    /// The largest recording read back: 256 MiB, above any recording within the reader's
    /// limits, so that a file that unpacks to more is refused before it fills memory.
    public static let maxSize = 1 << 28

    /// The largest file read for its recording: 1 GiB, above any picture `vine export` writes.
    public static let maxFileSize = 1 << 30

    /// The recording `file` (the bytes of a `container`) carries.
    ///
    /// Throws ``Missing`` saying what was expected when it carries none or its recording cannot
    /// be unpacked; nothing in `file` is trusted.
    public static func extract(from file: [UInt8], as container: Container) throws(Missing) -> [UInt8] {
        let found: [UInt8]? =
            switch container {
            case .png: try PNGRecording.recording(in: file)
            case .svg: try SVGRecording.recording(in: file)
            case .pdf: try PDFRecording.recording(in: file)
            case .dotLottie: try LottiePackage.recording(in: file)
            }
        guard let recording = found else {
            throw Missing(
                message:
                    "no Vine recording inside: expected \(container.place), which vine export writes (unless --no-embed)"
            )
        }
        return recording
    }
}
