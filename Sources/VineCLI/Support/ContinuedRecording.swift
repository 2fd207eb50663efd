import Foundation
import VineCore

/// A recording reopened to draw more (`vine draw --continue`): its timeline as it ended,
/// then (``openForAppending()``) a writer appending to the same file. Nothing is written
/// before that, so a session that fails to start leaves the file as it was.
///
/// The file stays valid whatever happens: a final line cut short by a killed writer
/// (which the reader dropped with a warning) is cut off before anything is appended, and
/// a complete final line without its newline gets one, so appended lines start on a line
/// of their own.
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
        var input = try RecordingInput(path: path)
        let header = input.reader.header
        guard try overrides.applied(to: header) == header else {
            throw Failure(
                code: .usage,
                message: "--continue draws with the recording's own settings; drop the overrides (use the setting keys)"
            )
        }
        timeline = try input.timeline(overrides: overrides)
        reader = input.reader
        self.path = path
    }

    /// Opens the file for appending, ending it cleanly first; returns a writer that checks
    /// events as following the file's.
    func openForAppending() throws(Failure) -> RecordingWriter {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(
                code: .cannotCreate, message: "\(path): cannot open for writing: \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try Self.endCleanly(descriptor: descriptor, dropsLastLine: !reader.warnings.isEmpty)
            try handle.seekToEnd()
        } catch {
            throw Failure(code: .ioError, message: "\(path): cannot prepare for appending: \(error)")
        }
        return RecordingWriter(appendingTo: handle, after: reader)
    }

    /// Makes the file end with a newline: cuts off the unterminated last line when the
    /// reader dropped it, else terminates it.
    private static func endCleanly(descriptor: Int32, dropsLastLine: Bool) throws {
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0 else { return }
        var byte: UInt8 = 0
        guard pread(descriptor, &byte, 1, size - 1) == 1 else { throw POSIXError(.EIO) }
        guard byte != 0x0A else { return }
        guard dropsLastLine else {
            guard write(descriptor, [0x0A], 1) == 1 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return
        }
        var end = size
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while end > 0 {
            let start = max(0, end - off_t(chunk.count))
            let count = Int(end - start)
            guard pread(descriptor, &chunk, count, start) == count else { throw POSIXError(.EIO) }
            if let newline = chunk[..<count].lastIndex(of: 0x0A) {
                guard ftruncate(descriptor, start + off_t(newline) + 1) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                return
            }
            end = start
        }
    }
}
