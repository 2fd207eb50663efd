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

    func testCacheMemoryIsCheckedAndChangesNoPixel() throws {
        let garden = packageRoot.appendingPathComponent("Recordings/garden.vine").path
        for (bad, words) in [("0", "--cache-memory must be 1…1048576 MiB, not 0."), ("lots", "'lots' is invalid")] {
            for command in ["export", "play", "draw"] {
                let result = try runVine([command, garden, "--cache-memory", bad])
                XCTAssertEqual(result.status, 64, "\(command) --cache-memory \(bad)")
                XCTAssertTrue(result.stderr.contains(words), result.stderr)
            }
        }
        var frames: [[String]] = []
        for budget in ["1", "4096"] {
            let out = path("frames-\(budget)")
            let result = try runVine([
                "export", garden, "--out", out, "--size", "320x200", "--from", "20", "--to", "20.5", "--quiet",
                "--cache-memory", budget,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            frames.append(
                try names.map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)).base64EncodedString() })
        }
        XCTAssertEqual(frames[0].count, 31)
        XCTAssertTrue(frames[0] == frames[1], "the smallest budget paints the frames of a generous one")
    }
}
