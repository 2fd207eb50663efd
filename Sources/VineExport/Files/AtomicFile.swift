import Foundation
import VineCore
import VineRender
import VineSystem

/// The one way Vine writes a whole output file (a still, a frame, a video, a snapshot),
/// so that readers never see it half done and nothing but a regular file is replaced.
///
/// The rules, the same for every kind of output:
/// - The folder that holds the path must already exist (Vine never creates parents;
///   a folder of frames is itself created, inside an existing folder).
/// - A missing path or a regular file gets a temporary file next to it
///   (`.NAME.PID.tmp`), renamed over it when complete; a replaced file keeps its
///   permissions.
/// - A symbolic link is followed (chains too, even to a target that does not exist yet),
///   and its target is written as above: the link stays a link.
/// - A FIFO or a character device (`/dev/null`, a terminal) is written in place, never
///   replaced; output that must be complete before it is sent (a video) is staged in the
///   system's temporary folder first.
/// - Anything else (a folder, a socket, a block device) is refused.
///
/// Writes go straight to the file (``write(_:to:)``); a producer that needs a path of its
/// own (ffmpeg, Cairo) writes ``temporaryPath`` and then calls ``commit()`` or ``discard()``.
public struct AtomicFile: Sendable {
    /// The path as given.
    public let path: String
    /// Where the bytes finally go: `path` with every symbolic link followed.
    public let target: String
    /// Whether ``target`` is a FIFO or a character device, written in place.
    public let inPlace: Bool
    /// The file the producer writes; ``commit()`` moves (or, in place, copies) it to ``target``.
    public let temporaryPath: String

    /// Stages a write of `path`: resolves it by the rules above and creates an empty
    /// ``temporaryPath`` for the producer.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when `path` may not be written.
    public init(path: String) throws(RenderError) {
        let resolved = try Self.resolve(path)
        self.path = path
        target = resolved.target
        inPlace = resolved.inPlace
        if inPlace {
            let name = Self.split(target).name
            temporaryPath = Self.join(
                NSTemporaryDirectory(), ".vine-\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        } else {
            temporaryPath = Self.temporaryPath(for: target)
        }
        let fd = try Self.createTemporary(temporaryPath, like: resolved.mode, path: path)
        close(fd)
    }

    /// Moves the finished ``temporaryPath`` to ``target`` (or copies it into a FIFO or
    /// device) and removes it.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the rename fails and
    /// ``/VineRender/RenderError/io(path:reason:)`` when copying fails part-way.
    public func commit() throws(RenderError) {
        defer { unlink(temporaryPath) }
        if inPlace {
            let source = open(temporaryPath, O_RDONLY | O_CLOEXEC)
            guard source >= 0 else { throw .io(path: path, reason: Self.lastError) }
            defer { close(source) }
            let destination = try Self.openInPlace(target, path: path)
            defer { close(destination) }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw .io(path: path, reason: Self.lastError) }
                if count == 0 { break }
                let result = buffer.withUnsafeBytes { bytes in
                    Result { () throws(RenderError) in
                        try Self.writeAll(
                            UnsafeRawBufferPointer(rebasing: bytes[0..<count]), to: destination, path: path)
                    }
                }
                try result.get()
            }
        } else {
            guard rename(temporaryPath, target) == 0 else { throw .cannotCreate(path: path, reason: Self.lastError) }
        }
    }

    /// Removes ``temporaryPath``; ``target`` stays as it was.
    public func discard() {
        unlink(temporaryPath)
    }

    /// Writes `bytes` to standard output when `path` is `-`, else to the file at `path` as
    /// ``write(_:to:)`` does.
    public static func write(_ bytes: [UInt8], toFileOrStandardOutput path: String) throws(RenderError) {
        if path == "-" {
            try writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
        } else {
            try write(bytes, to: path)
        }
    }

    /// Writes `bytes` to `path` by the rules above.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the file cannot be created or
    /// renamed, and ``/VineRender/RenderError/io(path:reason:)`` when writing fails part-way; a
    /// temporary file is removed in both cases.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let resolved = try resolve(path)
        if resolved.inPlace {
            let fd = try openInPlace(resolved.target, path: path)
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: path)
            return
        }
        let temporary = temporaryPath(for: resolved.target)
        let fd = try createTemporary(temporary, like: resolved.mode, path: path)
        do throws(RenderError) {
            try writeAll(bytes, to: fd, path: path)
            guard close(fd) == 0 else { throw .io(path: path, reason: lastError) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, resolved.target) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw .cannotCreate(path: path, reason: reason)
        }
    }

    /// Makes `folder` ready to receive files: an existing folder (or a link to one) is used
    /// as it is; a missing one is created, if the folder holding it exists.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when `folder` is something else,
    /// its parent is missing, or it is not writable.
    public static func prepareFolder(_ folder: String) throws(RenderError) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotCreate(path: folder, reason: "exists and is not a folder")
            }
        } else {
            guard errno == ENOENT else { throw .cannotCreate(path: folder, reason: lastError) }
            var link = stat()
            if lstat(folder, &link) == 0 {
                throw .cannotCreate(path: folder, reason: "is a symbolic link to nothing")
            }
            try checkParent(of: folder)
            if mkdir(folder, 0o777) != 0 {
                let (code, reason) = (errno, lastError)
                // Another shard of the same export may have made it in the meantime.
                guard code == EEXIST, stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                    throw .cannotCreate(path: folder, reason: reason)
                }
            }
        }
        guard access(folder, W_OK | X_OK) == 0 else { throw .cannotCreate(path: folder, reason: lastError) }
    }

    /// Writes every byte of `bytes` to the open file `fd`, retrying short writes and interrupts.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(RenderError) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, reason: lastError)
            }
            offset += written
        }
    }

    /// ``writeAll(_:to:path:)`` for an array of bytes.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(RenderError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(RenderError) in try writeAll(buffer, to: fd, path: path) }
        }
        try result.get()
    }

    // MARK: Resolving

    /// `path` with its links followed, whether it is written in place, and the mode of
    /// the regular file it replaces (nil when there is none).
    private static func resolve(_ path: String) throws(RenderError) -> (target: String, inPlace: Bool, mode: mode_t?) {
        var target = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0 else {
                guard errno == ENOENT else { throw .cannotCreate(path: path, reason: lastError) }
                try checkParent(of: target, reportedAs: path)
                return (target, false, nil)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(of: target, path: path)
            case S_IFREG:
                try checkParent(of: target, reportedAs: path)
                return (target, false, status.st_mode & 0o7777)
            case S_IFIFO, S_IFCHR:
                return (target, true, nil)
            case S_IFDIR:
                throw .cannotCreate(path: path, reason: "is a folder")
            default:
                throw .cannotCreate(
                    path: path, reason: "is not a regular file, FIFO or character device (only those are written)")
            }
        }
        throw .cannotCreate(path: path, reason: ErrorWording.reason(errno: ELOOP))
    }

    /// Where the symbolic link at `link` points, relative targets taken from its folder.
    private static func linkTarget(of link: String, path: String) throws(RenderError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else { throw .cannotCreate(path: path, reason: lastError) }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        return Self.join(Self.split(link).folder, destination)
    }

    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` unless the folder holding `path`
    /// exists, is a folder, and is writable: the one rule for parents.
    private static func checkParent(of path: String, reportedAs shown: String? = nil) throws(RenderError) {
        let parent = Self.split(path).folder
        let folder = parent.isEmpty ? "." : parent
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw .cannotCreate(
                path: shown ?? path,
                reason: errno == ENOENT ? "the folder \(folder) does not exist (it is not created)" : lastError)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreate(path: shown ?? path, reason: ErrorWording.reason(errno: ENOTDIR))
        }
        guard access(folder, W_OK | X_OK) == 0 else { throw .cannotCreate(path: shown ?? path, reason: lastError) }
    }

    // MARK: Files

    /// `.NAME.PID.tmp` next to `target`.
    private static func temporaryPath(for target: String) -> String {
        let (folder, name) = split(target)
        return join(folder, ".\(name).\(getpid()).tmp")
    }

    /// `path` cut at its last slash, trailing slashes aside: the folder ("" for a bare
    /// name, "/" at the root) and the name. (Foundation's `NSString` path functions trap on
    /// a one-character name on Linux.)
    static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed != "/" else { return ("/", "/") }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// `name` in `folder` ("" for the current one).
    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Creates `temporary` afresh for writing, with `mode` when given.
    private static func createTemporary(_ temporary: String, like mode: mode_t?, path: String) throws(RenderError)
        -> Int32
    {
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError) }
        if let mode { fchmod(fd, mode) }
        return fd
    }

    /// Opens the FIFO or device `target` for writing, without creating or truncating it.
    private static func openInPlace(_ target: String, path: String) throws(RenderError) -> Int32 {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: lastError) }
        return fd
    }

    /// The text of the current `errno`.
    private static var lastError: String { ErrorWording.reason(errno: errno) }
}
