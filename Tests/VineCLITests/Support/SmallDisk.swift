import Foundation
import XCTest

/// A tmpfs of a few kilobytes mounted for one test, to fill up on purpose; unmounted
/// (lazily, so open files do not stop it) when released. Needs root, as CI has: the test
/// is skipped otherwise.
final class SmallDisk {
    /// The mounted folder.
    let folder: URL

    /// Mounts a tmpfs of `kilobytes` KiB on a new temporary folder.
    init(kilobytes: Int) throws {
        guard getuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mounted = try runTool("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        guard mounted.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw XCTSkip("cannot mount a tmpfs: \(String(decoding: mounted.stderr, as: UTF8.self))")
        }
    }

    deinit {
        _ = try? runTool("/usr/bin/umount", ["-l", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Fills every free byte with a file called `filler`; remove it to give the space back.
    @discardableResult
    func fill() throws -> URL {
        let filler = folder.appendingPathComponent("filler")
        let descriptor = open(filler.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 512)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        XCTAssertEqual(errno, ENOSPC, "filling the disk stopped for another reason")
        return filler
    }
}
