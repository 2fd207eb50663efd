import Foundation
import VineCore
import VineExport
import VineSystem

/// A recording opened for reading, from a `.vine` file or `-` (standard input), streamed, or
/// taken out of a picture or package that carries one (a `.png`, `.svg`, `.pdf` or `.lottie`
/// path, see ``/VineExport/EmbeddedRecording``) and read from memory by the same strict reader.
///
/// Every problem becomes a ``Failure``: a missing or unreadable input exits 66, bad
/// content 65 (`FILE:LINE: message`; a picture's recording is named `FILE (embedded
/// recording)`, and a picture without one is 65 saying what was expected), a read failing
/// part-way 74. Reader warnings are printed to stderr as `vine: FILE:LINE: warning: message`
/// as they occur.
struct RecordingInput {
    /// The name used in messages: the path as given, `-` for standard input, or
    /// `PATH (embedded recording)` for a picture's.
    let name: String
    /// The kind of file the recording was taken out of; nil for a `.vine` file or standard input.
    let container: EmbeddedRecording.Container?
    /// The reader; its header is already checked.
    private(set) var reader: RecordingReader
    /// The bytes read so far, kept when asked for (see ``text``).
    private let copy: ByteCopy?
    private var warningsShown = 0

    /// Opens `path` (`-` for standard input) and reads its header; with `keepingText`, what is
    /// read is kept for ``text``.
    init(path: String, limits: RecordingLimits = .standard, keepingText: Bool = false) throws(Failure) {
        container = path == "-" ? nil : EmbeddedRecording.Container(path: path)
        name = container == nil ? path : "\(path) (embedded recording)"
        let source: any ByteSource
        if path == "-" {
            source = FileHandle.standardInput
        } else {
            let handle = try Self.open(path)
            if let container {
                source = MemoryByteSource(try Self.recording(in: handle, path: path, container: container))
            } else {
                source = handle
            }
        }
        copy = keepingText ? ByteCopy(source) : nil
        let input: any ByteSource = copy ?? source
        do {
            reader = try RecordingReader(source: input, limits: limits)
        } catch {
            throw Self.failure(error, name: name)
        }
    }

    /// The recording's text as read, for an export to carry: every byte of the file or
    /// standard input, less a last line the reader dropped as cut short. Nil unless opened
    /// `keepingText`; complete once the reader reached the end.
    var text: [UInt8]? {
        guard let bytes = copy?.bytes else { return nil }
        guard !reader.warnings.isEmpty, let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return bytes }
        return Array(bytes[...lastNewline])
    }

    /// The file at `path` opened for reading; 66 when it cannot be, or is a folder.
    private static func open(_ path: String) throws(Failure) -> FileHandle {
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure(code: .noInput, message: "\(path): cannot open: \(ErrorWording.reason(errno: errno))")
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw Failure(code: .noInput, message: "\(path): is a directory, expected a .vine file")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// The recording a `container` file carries, read whole from `handle` (at most
    /// ``/VineExport/EmbeddedRecording/maxFileSize`` bytes); 65 saying what was expected when
    /// it carries none or too big a file, 74 when reading fails.
    private static func recording(
        in handle: FileHandle, path: String, container: EmbeddedRecording.Container
    ) throws(Failure) -> [UInt8] {
        var file: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do {
                chunk = try handle.read(upTo: 1 << 20)
            } catch {
                throw Failure(code: .ioError, message: "\(path): cannot read: \(ErrorWording.reason(of: error))")
            }
            if chunk.isEmpty { break }
            file += chunk
            guard file.count <= EmbeddedRecording.maxFileSize else {
                throw Failure(
                    code: .dataError,
                    message:
                        "\(path): larger than \(EmbeddedRecording.maxFileSize >> 20) MiB, expected a .\(container.rawValue) file carrying a Vine recording"
                )
            }
        }
        do {
            return try EmbeddedRecording.extract(from: file, as: container)
        } catch {
            throw Failure(code: .dataError, message: "\(path): \(error.message)")
        }
    }

    /// The next event, or nil at the end; prints any new warning first.
    mutating func next() throws(Failure) -> Event? {
        do {
            let event = try reader.next()
            showWarnings()
            return event
        } catch {
            throw Self.failure(error, name: name)
        }
    }

    /// The timeline of every remaining event under `header` (the file's header with the
    /// command line's overrides applied, see
    /// [`OverrideOptions.header(overriding:)`](<doc:OverrideOptions/header(overriding:)>))
    /// and, with an `idleLimit`, every pause longer than that many seconds cut to it.
    mutating func timeline(under header: RecordingHeader, idleLimit: Double? = nil) throws(Failure) -> Timeline {
        try timelines(under: header, idleLimit: idleLimit, end: nil, keepingCut: false).whole
    }

    /// The timeline of ``timeline(under:idleLimit:)``, the time `end` names in it (nil for
    /// none, or a marker it lacks) and, with `keepingCut`, the timeline as it stood at that
    /// time (see ``/VineCore/Timeline/reading(_:header:retime:end:keepingCut:)``; nil when
    /// nothing came after it).
    mutating func timelines(
        under header: RecordingHeader, idleLimit: Double? = nil, end: TimeMark?, keepingCut: Bool
    ) throws(Failure) -> (whole: Timeline, cut: Timeline?, end: Double?) {
        var limit = idleLimit.map { IdleLimit(limit: $0) }
        do {
            let timelines = try Timeline.reading(
                &reader, header: header, retime: { time in limit?.map(time) ?? time }, end: end,
                keepingCut: keepingCut)
            showWarnings()
            return timelines
        } catch {
            throw Self.failure(error, name: name)
        }
    }

    private mutating func showWarnings() {
        for warning in reader.warnings.dropFirst(warningsShown) {
            StandardError.print("vine: \(name):\(warning.line): warning: \(warning.message)")
        }
        warningsShown = reader.warnings.count
    }

    /// Bytes read from a source, kept as they pass.
    private final class ByteCopy: ByteSource {
        private var source: any ByteSource
        /// Every byte read so far.
        private(set) var bytes: [UInt8] = []

        init(_ source: any ByteSource) {
            self.source = source
        }

        func read(upTo count: Int) throws(ByteSourceError) -> [UInt8] {
            let chunk = try source.read(upTo: count)
            bytes += chunk
            return chunk
        }
    }

    private static func failure(_ error: RecordingError, name: String) -> Failure {
        let code: Sysexit =
            switch error.kind {
            case .malformed: .dataError
            case .unreadable: .ioError
            }
        return Failure(code: code, message: "\(name):\(error.line): \(error.message)")
    }
}

/// Loading whole recordings for the commands that replay or render them.
enum RecordingLoader {
    /// The timeline of the recording at `path` (`-` for standard input) with `overrides`
    /// applied and, with an `idleLimit`, every pause longer than that many seconds cut to
    /// it; the file is streamed, never read whole.
    static func timeline(
        path: String, overrides: OverrideOptions, idleLimit: Double? = nil, limits: RecordingLimits = .standard
    ) throws(Failure) -> Timeline {
        var input = try RecordingInput(path: path, limits: limits)
        return try input.timeline(under: overrides.header(overriding: input.reader.header), idleLimit: idleLimit)
    }
}
