import Foundation
import VineCore

/// Whole-file writes that readers never see half done: write a temporary file
/// next to the target, then `rename` it over the target.
enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    ///
    /// Throws ``RenderError/cannotCreate(path:reason:)`` when the temporary file cannot
    /// be created or renamed, and ``RenderError/io(path:reason:)`` when writing fails
    /// part-way; the temporary file is removed in both cases.
    static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: ErrorWording.reason(errno: errno)) }
        do throws(RenderError) {
            try writeAll(bytes, to: fd, path: path)
            guard close(fd) == 0 else { throw .io(path: path, reason: ErrorWording.reason(errno: errno)) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = ErrorWording.reason(errno: errno)
            unlink(temporary)
            throw .cannotCreate(path: path, reason: reason)
        }
    }

    /// Writes every byte of `bytes` to the open file `fd`, retrying short writes and interrupts.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(RenderError) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, reason: ErrorWording.reason(errno: errno))
            }
            offset += written
        }
    }

    /// ``writeAll(_:to:path:)`` for an array of bytes.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(RenderError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(RenderError) in try writeAll(buffer, to: fd, path: path) }
        }
        try result.get()
    }

    /// Creates `directory` and any missing parents, like `mkdir -p`; returns 0, or the
    /// `errno` of the call that failed (e.g. `ENOTDIR` when a parent is a file), which
    /// Foundation's `createDirectory` does not report.
    static func makeDirectories(_ directory: String) -> Int32 {
        if mkdir(directory, 0o777) == 0 { return 0 }
        var error = errno
        if error == ENOENT {
            let parent = (directory as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != directory else { return error }
            let parentError = makeDirectories(parent)
            guard parentError == 0 else { return parentError }
            if mkdir(directory, 0o777) == 0 { return 0 }
            error = errno
        }
        var status = stat()
        if error == EEXIST, stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return 0 }
        return error
    }

    /// Throws ``RenderError/cannotCreate(path:reason:)`` unless files can be created in the
    /// folder that would hold `path`: it exists, is a folder, and is writable.
    static func checkFolder(of path: String) throws(RenderError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw .cannotCreate(path: path, reason: ErrorWording.reason(errno: errno))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreate(path: path, reason: ErrorWording.reason(errno: ENOTDIR))
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw .cannotCreate(path: path, reason: ErrorWording.reason(errno: errno))
        }
    }
}
