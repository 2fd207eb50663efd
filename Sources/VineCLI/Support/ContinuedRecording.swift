import Foundation
import VineCore
import VineExport
import VineSystem

/// A recording reopened to draw more (`vine draw --continue`): its timeline as it ended,
/// then (``openForAppending()``) a writer appending to the same file. Nothing is written
/// before that, so a session that fails to start leaves the file as it was.
///
/// The file stays valid whatever happens: a final line cut short by a killed writer
/// (which the reader dropped with a warning) is cut off before anything is appended, and
/// a complete final line without its newline gets one, so appended lines start on a line
/// of their own. The writer then keeps the file up to date through faults as it does for
/// a new recording.
struct ContinuedRecording {
    /// Every event of the file, applied.
    let timeline: Timeline
    /// The file's path.
    private let path: String
    /// The reader, at the end of the file.
    private let reader: RecordingReader

    /// Reads the recording at `path` to its end; the header's settings must not be
    /// overridden (`overrides` must change nothing).
    init(path: String, overrides: OverrideOptions) throws(Failure) {
        guard path != "-" else {
            throw Failure(code: .usage, message: "--continue needs a file, not standard input")
        }
        if let container = EmbeddedRecording.Container(path: path) {
            throw Failure(
                code: .usage,
                message:
                    "--continue appends to a .vine file; \(path) is a .\(container.rawValue) export: continue the .vine it was exported from"
            )
        }
        var input = try RecordingInput(path: path)
        let header = input.reader.header
        guard try overrides.header(overriding: header) == header else {
            throw Failure(
                code: .usage,
                message: "--continue draws with the recording's own settings; drop the overrides (use the setting keys)"
            )
        }
        timeline = try input.timeline(under: header)
        reader = input.reader
        self.path = path
    }

    /// Opens the file for appending, ending it cleanly first (see
    /// ``/VineSystem/RecordingWriter/init(continuing:after:flushInterval:retryInterval:)``);
    /// returns a writer that checks events as following the file's.
    func openForAppending() throws(Failure) -> RecordingWriter {
        do {
            return try RecordingWriter(continuing: path, after: reader)
        } catch {
            throw Failure(code: .cannotCreate, message: error.description)
        }
    }
}
