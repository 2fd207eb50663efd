import Foundation
import XCTest

/// Exporting streams frames to disk: peak memory does not grow with the number of frames.
final class ExportMemoryTests: FolderTestCase {
    func testPeakMemoryDoesNotGrowWithTheNumberOfFrames() throws {
        let garden = packageRoot.appendingPathComponent("Recordings/garden.vine").path
        // 320 × 200 frames are 250 KiB each: keeping 1,100 of them would take 275 MiB.
        func peak(fps: String) throws -> Int {
            let run = try runVine([
                "export", garden, "--out", folder.appendingPathComponent(fps).path, "--size", "320x200",
                "--fps", fps, "--quiet",
            ]) { nil }
            XCTAssertEqual(run.result.status, 0, run.result.stderr)
            return run.peakMemory
        }
        let short = try peak(fps: "1")
        let long = try peak(fps: "10")
        XCTAssertLessThan(
            long, short + (32 << 20), "110 frames peaked at \(short >> 20) MiB, 1,100 frames at \(long >> 20) MiB")
    }
}
