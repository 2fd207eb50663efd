import Foundation
import XCTest

final class ExportProgressTests: FolderTestCase {
    func testProgressGoesToStderrUnlessQuiet() throws {
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let loud = try runVine([
            "export", demo, "--out", folder.appendingPathComponent("a").path, "--size", "32x20", "--fps", "2",
        ])
        XCTAssertEqual(loud.status, 0, loud.stderr)
        XCTAssertTrue(loud.stderr.contains("49 frames in"), loud.stderr)
        let quiet = try runVine([
            "export", demo, "--out", folder.appendingPathComponent("b").path, "--size", "32x20", "--fps", "2",
            "--quiet",
        ])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testInterruptStopsTheExportWithStatus130AndNoPartialFiles() throws {
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let frames = folder.appendingPathComponent("interrupt")
        let process = Process()
        process.executableURL = vineExecutable
        process.arguments = ["export", demo, "--out", frames.path, "--size", "640x400", "--fps", "240", "--quiet"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while (try? FileManager.default.contentsOfDirectory(atPath: frames.path).count) ?? 0 < 3, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        XCTAssertFalse(names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        XCTAssertLessThan(names.count, 5761, "stopped before the end")
    }
}
