import Foundation
import XCTest

/// `--wind`: grown branches sway after growth, the same in PNG frames (any number of
/// jobs, every run), in rlottie's rendering of the Lottie file and in Chromium's of the
/// animated SVG and the player page (``FrameMatch``), in both looks.
final class WindExportTests: AnimationExportTestCase {
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
    /// A strong, quick wind, so that a quarter period apart the branches stand far apart.
    private let wind = ["--wind", "12,1"]
    /// Times after vine 0 of ``erasingRecording(look:)`` has grown and its sway has eased in:
    /// a quarter period apart, and later.
    private let times = [5.0, 5.25, 6.1]

    /// The PNG still of `recording` at `time` with `extra` options.
    private func still(_ recording: String, at time: Double, extra: [String]) throws -> RGBImage {
        let png = path("still-\(time)-\(extra.joined()).png")
        try vine(["export", recording, "--at", String(time), "--out", png, "--quiet"] + extra)
        return try RGBImage(png: URL(fileURLWithPath: png))
    }

    func testGrownBranchesMoveOnlyInTheWind() throws {
        // Between 7.5 (the erase) and 8 (the next down) nothing else changes.
        let recording = try erasingRecording(look: "classic")
        let calm = try still(recording, at: 7.6, extra: [])
        XCTAssertTrue(calm.bytes == (try still(recording, at: 7.85, extra: [])).bytes, "without wind nothing moves")
        let a = try still(recording, at: 7.6, extra: wind)
        let b = try still(recording, at: 7.85, extra: wind)
        XCTAssertFalse(a.bytes == calm.bytes, "the wind bends grown branches")
        XCTAssertFalse(a.bytes == b.bytes, "and they move over time")
        XCTAssertTrue(
            (try still(recording, at: 1, extra: wind)).bytes == (try still(recording, at: 1, extra: [])).bytes,
            "growing branches do not sway")
    }

    func testFramesAreIdenticalAcrossRunsAndJobs() throws {
        for look in ["classic", "natural"] {
            let recording = try erasingRecording(look: look)
            var runs: [[Data]] = []
            for jobs in ["1", "2", "2"] {
                let folder = path("frames-\(look)-\(runs.count)")
                try vine(
                    [
                        "export", recording, "--out", folder, "--from", "4.5", "--to", "6", "--fps", "10", "--jobs",
                        jobs, "--size", "320x200", "--quiet",
                    ] + wind)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                runs.append(try names.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) })
            }
            XCTAssertEqual(runs[0].count, 16)
            XCTAssertEqual(runs[0], runs[1], "\(look): --jobs 1 and 2 agree")
            XCTAssertEqual(runs[1], runs[2], "\(look): runs agree")
            XCTAssertNotEqual(runs[0][0], runs[0][5], "\(look): frames change after growth")
        }
    }

    func testLottieMatchesStillsInRlottie() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: python), "\(python) is missing: Scripts/setup")
        for look in ["classic", "natural"] {
            let recording = try erasingRecording(look: look)
            let json = path("wind-\(look).json")
            try vine(["export", recording, "--out", json, "--fps", "20", "--from", "0", "--quiet"] + wind)
            let frames = times.map { Int(($0 * 20).rounded()) }
            let out = path("rlottie-\(look)")
            let result = try runTool(python, [check, "render", json, out] + frames.map(String.init))
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            for (time, frame) in zip(times, frames) {
                let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)-\(frame).bgra"))
                let shot = RGBImage(bgra: data, width: 640, height: 400)
                FrameMatch(expected: try still(recording, at: time, extra: wind), actual: shot)
                    .assertMatches(leaves: [], label: "\(look) lottie t=\(time)")
            }
            if look == "natural" {
                let validation = try runTool(python, [check, "validate", json])
                XCTAssertEqual(validation.status, 0, String(decoding: validation.stdout, as: UTF8.self))
            }
        }
    }

    func testAnimatedSVGAndPlayerMatchStillsInChromium() throws {
        for look in ["classic", "natural"] {
            let recording = try erasingRecording(look: look)
            let svg = path("wind-\(look).svg")
            try vine(["export", recording, "--out", svg, "--from", "0", "--quiet"] + wind)
            let html = path("wind-\(look).html")
            try vine(["export", recording, "--out", html, "--from", "0", "--quiet"] + wind)
            for time in times {
                let expected = try still(recording, at: time, extra: wind)
                let shot = try screenshot(svg: svg, at: time, width: 640, height: 400)
                FrameMatch(expected: expected, actual: shot).assertMatches(leaves: [], label: "\(look) svg t=\(time)")
                let player = try HeadlessChromium.screenshot(
                    "file://\(html)#t=\(time)", width: 640, height: 400, windowHeight: 460, folder: folder)
                FrameMatch(expected: expected, actual: player)
                    .assertMatches(leaves: [], label: "\(look) html t=\(time)")
            }
        }
    }
}
