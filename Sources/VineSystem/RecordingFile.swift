import Foundation

/// The file a recording goes to, kept complete through the faults of an ordinary desktop:
/// a full disk, a quota, an I/O error, a file size limit, the file deleted or moved.
///
/// Every byte of the recording stays in memory (``bytes``, whole lines only); ``sync()``
/// brings the file up to date with it. When a write fails, the part of a line it left at
/// the end is cut back (`ftruncate`) to the last whole line, so the file is a valid
/// recording at every moment, and the cause is kept in ``failure`` until a later
/// ``sync()`` succeeds and catches up. Before writing, ``sync()`` checks that the path
/// still names the open file: when the file was deleted or moved, the whole recording is
/// written again at the path (counted in ``recreations``), unless another file took its
/// place, which is never overwritten. Not thread-safe (``RecordingWriter`` locks around it).
final class RecordingFile {
    /// The path the recording belongs at.
    let path: String
    /// The whole recording so far.
    private(set) var bytes: [UInt8] = []
    /// Why the file is behind ``bytes``, in plain words; nil when it is not.
    private(set) var failure: String?
    /// How many times the file was found gone from its path and written again there.
    private(set) var recreations = 0
    /// How many of ``bytes`` are in the file.
    private var written = 0
    private var descriptor: Int32
    private var identity: (device: UInt64, inode: UInt64)

    /// Creates the file at `path`, which must not exist.
    init(creating path: String) throws(RecordingFileError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "already exists" : ErrorWording.reason(errno: errno)
            throw RecordingFileError(path: path, action: "cannot create", reason: reason)
        }
        self.descriptor = descriptor
        var status = stat()
        fstat(descriptor, &status)
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Opens the existing recording at `path` to append to it, keeping its bytes: when it
    /// does not end in a newline, its unterminated last line is cut off if
    /// `dropsUnterminatedLine` (the reader dropped it as cut short), else it gets its newline.
    init(continuing path: String, dropsUnterminatedLine: Bool) throws(RecordingFileError) {
        self.path = path
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw RecordingFileError(path: path, action: "cannot open", reason: ErrorWording.reason(errno: errno))
        }
        self.descriptor = descriptor
        var status = stat()
        fstat(descriptor, &status)
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw RecordingFileError(path: path, action: "cannot read", reason: ErrorWording.reason(errno: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        written = bytes.count
        guard let last = bytes.last, last != UInt8(ascii: "\n") else { return }
        if dropsUnterminatedLine {
            written = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            bytes.removeSubrange(written...)
            guard ftruncate(descriptor, off_t(written)) == 0 else {
                throw RecordingFileError(path: path, action: "cannot write", reason: ErrorWording.reason(errno: errno))
            }
        } else {
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Whether the file holds every byte appended.
    var isComplete: Bool { failure == nil && written == bytes.count && descriptor >= 0 }

    /// Adds whole lines to the recording in memory; ``sync()`` writes them.
    func append(_ lines: some Sequence<UInt8>) {
        bytes.append(contentsOf: lines)
    }

    /// Brings the file up to date, writing it again at its path if it is gone; on failure
    /// keeps the cause in ``failure`` (and the file cut back to whole lines).
    func sync() {
        if descriptor < 0 || isGoneFromPath() {
            guard reopen() else { return }
        }
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(written))
            }
            if count < 0 {
                if errno == EINTR { continue }
                fail(errno)
                return
            }
            written += count
        }
        failure = nil
    }

    /// Closes the file.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Writes the whole recording to a new file at `path` (which must not exist) and
    /// flushes it to the disk; a failed attempt leaves no file.
    func writeCopy(to path: String) throws(RecordingFileError) {
        let copy = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard copy >= 0 else {
            let reason = errno == EEXIST ? "already exists" : ErrorWording.reason(errno: errno)
            throw RecordingFileError(path: path, action: "cannot create", reason: reason)
        }
        var offset = 0
        var error: Int32 = 0
        while offset < bytes.count, error == 0 {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(copy, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count >= 0 {
                offset += count
            } else if errno != EINTR {
                error = errno
            }
        }
        if error == 0, fsync(copy) != 0 { error = errno }
        if Glibc.close(copy) != 0, error == 0 { error = errno }
        guard error == 0 else {
            unlink(path)
            throw RecordingFileError(path: path, action: "cannot write", reason: ErrorWording.reason(errno: error))
        }
    }

    /// Notes `code` as the failure and cuts a partly written last line back.
    private func fail(_ code: Int32) {
        failure = ErrorWording.reason(errno: code)
        let whole = bytes[..<written].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        if whole < written, ftruncate(descriptor, off_t(whole)) == 0 { written = whole }
    }

    /// Whether the open file was deleted or moved: it has no name, or the path names another file.
    private func isGoneFromPath() -> Bool {
        var open = stat()
        if fstat(descriptor, &open) == 0, open.st_nlink == 0 { return true }
        var named = stat()
        guard stat(path, &named) == 0 else { return errno == ENOENT || errno == ENOTDIR }
        return UInt64(named.st_dev) != identity.device || UInt64(named.st_ino) != identity.inode
    }

    /// Creates the file at its path again, to be written from the start; false (with
    /// ``failure`` set) when it cannot be created or another file is there.
    private func reopen() -> Bool {
        close()
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            failure =
                errno == EEXIST
                ? "the file was replaced by another one, which is left alone" : ErrorWording.reason(errno: errno)
            return false
        }
        self.descriptor = descriptor
        var status = stat()
        fstat(descriptor, &status)
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        written = 0
        recreations += 1
        return true
    }
}
