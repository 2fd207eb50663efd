import Foundation
import TestPixels
import XCTest

/// `vine export --loop`: every looping output keeps the loop frame rule (``LoopSeam``: a
/// loop of N frames shows frames 0 … N − 1, frame N would be frame 0, so none shows twice at
/// the seam and the step across it is no larger than the largest inside) in PNG frames,
/// MP4, WebM and GIF decoded by ffmpeg, Lottie rendered by rlottie, and the animated SVG
/// and player in Chromium, with wind (its period fitted to the loop) and every ending.
final class LoopExportTests: AnimationExportTestCase {
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    /// The first 4 s (a vine growing and swaying) keep the tests quick.
    private let options = ["--to", "4", "--size", "320x200", "--fps", "10", "--wind", "10,2", "--quiet"]

    /// The sum of absolute byte differences between `a` and `b`.
    private func change(_ a: [UInt8], _ b: [UInt8]) -> Int { Pixels.change(a, b) }

    /// Asserts that `frames` loop seamlessly (``LoopSeam``).
    private func assertSeamless(_ frames: [[UInt8]], label: String, file: StaticString = #filePath, line: UInt = #line)
    {
        LoopSeam.assertSeamless(frames, label: label, file: file, line: line)
    }

    /// The frames of the video at `path`, decoded by ffmpeg as 320 × 200 RGB.
    private func decoded(_ path: String) throws -> [[UInt8]] {
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"), "ffmpeg is not installed (Scripts/setup installs it)")
        let raw = self.path("decoded.rgb")
        let result = try runTool(ffmpeg, ["-v", "error", "-y", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", raw])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        let size = 320 * 200 * 3
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    func testPNGFramesLoopSeamlesslyWithEveryEnding() throws {
        for ending in ["fade", "ungrow", "wither"] {
            let folder = path("frames-\(ending)")
            try vine(["export", fingers, "--out", folder, "--loop", "--loop-end", ending] + options)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let frames = try names.map { try RGBImage(png: URL(fileURLWithPath: folder + "/" + $0)).bytes }
            assertSeamless(frames, label: "\(ending) frames")
            guard ending == "wither" else { continue }
            // Each leaf falls from its own stream: the same frames on every run, on any number of threads.
            let again = path("frames-wither-again")
            try vine(["export", fingers, "--out", again, "--loop", "--loop-end", ending, "--jobs", "3"] + options)
            for name in names {
                let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
                let b = try Data(contentsOf: URL(fileURLWithPath: again + "/" + name))
                XCTAssertTrue(a == b, "\(name) differs with --jobs 3")
            }
        }
    }

    func testVideosLoopSeamlessly() throws {
        for (format, ending) in [
            ("mp4", "ungrow"), ("webm", "fade"), ("gif", "fade"), ("mp4", "wither"), ("gif", "wither"),
        ] {
            let video = path("loop-\(ending).\(format)")
            try vine(["export", fingers, "--out", video, "--loop", "--loop-end", ending] + options)
            assertSeamless(try decoded(video), label: "\(format) \(ending)")
        }
        let ffprobe = try XCTUnwrap(toolPath("ffprobe"))
        let gif = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path("loop-fade.gif"))), as: UTF8.self)
        XCTAssertFalse(ffprobe.isEmpty)
        XCTAssertTrue(gif.contains("NETSCAPE2.0"), "the GIF loops forever")
    }

    func testLottieLoopsInRlottieLikeTheFrames() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: python), "\(python) is missing: Scripts/setup")
        // Every ending in the classic look, and the natural look's leaves withering too.
        for (ending, look) in [
            ("fade", "classic"), ("ungrow", "classic"), ("wither", "classic"), ("wither", "natural"),
        ] {
            let arguments = ["--loop", "--loop-end", ending, "--look", look] + options
            let folder = path("png-\(ending)-\(look)")
            try vine(["export", fingers, "--out", folder] + arguments)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let json = path("loop-\(ending)-\(look).json")
            try vine(["export", fingers, "--out", json] + arguments)
            let last = names.count - 1
            // The first two and last two frames, one inside the ending and its neighbour.
            let frames = [0, 1, last - 8, last - 7, last - 1, last]
            let out = path("rlottie-\(ending)-\(look)")
            let result = try runTool(python, [check, "render", json, out] + frames.map(String.init))
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            // `op` is the number of frames the PNG export writes: a player following the
            // specification (lottie-web) shows frames 0 … op − 1, the closing frame left out.
            // rlottie plays `op` too (its count is one more), so only `.tgs` ends `op` on the last frame.
            XCTAssertEqual(
                (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])?[
                    "op"] as? Int,
                names.count, "\(ending): op")
            var images: [Int: RGBImage] = [:]
            for frame in frames {
                let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)-\(frame).bgra"))
                images[frame] = RGBImage(bgra: data, width: 320, height: 200)
                let png = try RGBImage(png: URL(fileURLWithPath: folder + "/" + names[frame]))
                let match = FrameMatch(expected: png, actual: images[frame]!)
                if ending == "fade", frame > 1 {
                    // Half-faded ink straddles the ink threshold: the mean difference alone.
                    XCTAssertLessThanOrEqual(match.meanDifference, FrameMatch.maxMeanDifference, "fade frame \(frame)")
                } else {
                    match.assertMatches(leaves: [], label: "\(ending) \(look) lottie frame \(frame)")
                }
            }
            // Every frame rlottie plays: 0 … op, the closing frame too.
            let (steps, seam) = try rlottieSteps(json)
            XCTAssertEqual(steps.count, names.count, "\(ending): rlottie plays op too")
            LoopSeam.assertSeamless(steps: steps, seam: seam, label: "\(ending) \(look) rlottie")
        }
    }

    /// A plain `.json` fade without wind, whose last steps are its largest: rlottie plays
    /// its closing frame (`op`) too, there half a step of the fade on, so that it crosses the
    /// seam in no larger a step than one inside and shows no frame twice, in every recording.
    func testAPlainJSONFadeCrossesItsSeamInRlottieWithoutALargerStep() throws {
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let text = path("ana.vine")
        try vine(["text", "Ana", "--out", text, "--seed", "7"])
        for (name, recording, size) in [
            ("fingers", fingers, "320x200"), ("demo", demo, "640x400"), ("text", text, "320x200"),
        ] {
            let json = path("fade-\(name).json")
            try vine([
                "export", recording, "--out", json, "--loop", "--loop-end", "fade", "--to", "4", "--size", size,
                "--fps",
                "10", "--quiet",
            ])
            let (steps, seam) = try rlottieSteps(json)
            LoopSeam.assertSeamless(steps: steps, seam: seam, label: "\(name) fade rlottie")
            XCTAssertGreaterThan(seam, 0, "\(name): the closing frame is not the first again")
        }
    }

    func testAnimatedSVGAndPlayerLoopInChromiumLikeTheFrames() throws {
        // At 640 × 400: at a quarter of the canvas, stalks are so thin that the frames' soft
        // shadow alone carries some of their pixels past the ink threshold, which pages
        // without a shadow leave under it (3 % of a withered drawing's ink).
        let options = self.options.map { $0 == "320x200" ? "640x400" : $0 }
        for ending in ["fade", "ungrow", "wither"] {
            let folder = path("svg-frames-\(ending)")
            try vine(["export", fingers, "--out", folder, "--loop", "--loop-end", ending] + options)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let last = names.count - 1
            let svg = path("loop-\(ending).svg")
            try vine(["export", fingers, "--out", svg, "--loop", "--loop-end", ending] + options)
            let html = path("loop-\(ending).html")
            try vine(["export", fingers, "--out", html, "--loop", "--loop-end", ending] + options)
            let markup = try String(contentsOfFile: svg, encoding: .utf8)
                .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            XCTAssertTrue(markup.contains("<script><![CDATA["), "the standalone SVG repeats by its own clock")
            let page = path("svg-\(ending).html")
            try ("<!DOCTYPE html><html><body style=\"margin:0\">" + markup + "</body></html>")
                .write(toFile: page, atomically: true, encoding: .utf8)
            // The loop's length is frames ÷ fps: it shows the first frame again.
            let length = Double(names.count) / 10
            // Inside the ending: for a wither, leaves falling before the vines fade (0.4 and 0.45 through it).
            let inside = ending == "wither" ? last - 12 : last - 5
            let times = [(0, 0.0)] + [inside, inside + 1, last - 1, last].map { ($0, Double($0) / 10) } + [(0, length)]
            for (kind, url) in [("svg", page), ("html", html)] {
                var shots: [RGBImage] = []
                for (frame, time) in times {
                    let shot = try HeadlessChromium.screenshot(
                        "file://\(url)#t=\(time)", width: 640, height: 400, windowHeight: kind == "html" ? 460 : 400,
                        folder: self.folder)
                    shots.append(shot)
                    let png = try RGBImage(png: URL(fileURLWithPath: folder + "/" + names[frame]))
                    let match = FrameMatch(expected: png, actual: shot)
                    // Inside the ending only the mean: half-faded ink straddles the ink
                    // threshold, and ungrowing frames show the growth between frames, where
                    // the stems' sample steps are placed to the nearest frame.
                    // Withering leaves turn and fall there while the vines are opaque: every check holds.
                    if frame != 0, ending != "wither" {
                        XCTAssertLessThanOrEqual(match.meanDifference, FrameMatch.maxMeanDifference, "\(kind) \(time)")
                    } else {
                        match.assertMatches(leaves: [], label: "\(ending) \(kind) t=\(time)")
                    }
                }
                LoopSeam.assertSeamless(
                    steps: [change(shots[1].bytes, shots[2].bytes), change(shots[3].bytes, shots[4].bytes)],
                    seam: change(shots[4].bytes, shots[0].bytes), label: "\(ending) \(kind) in Chromium")
            }
        }
    }

    func testWindPeriodIsFittedToTheLoopAndSaidOnce() throws {
        let arguments = ["export", fingers, "--out", path("wind.svg"), "--loop", "--loop-end"]
        let options = self.options.filter { $0 != "--quiet" }
        for ending in ["fade", "wither"] {
            let result = try runVine(arguments + [ending] + options)
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stderr.split(separator: "\n").filter { $0.contains("wind period") }
            // 70 frames at 10 fps and the closing one: 7 s of time going on, 3.5 sways of 2 s round to 4 of 1.75 s.
            XCTAssertEqual(lines, ["vine: wind period 2 s → 1.75 s: a whole number of sways in the loop's 7 s"])
        }
        for extra in [["ungrow"], ["fade", "--quiet"]] {
            let result = try runVine(arguments + extra + options)
            XCTAssertFalse(result.stderr.contains("wind period"), "\(extra): \(result.stderr)")
        }
    }

    /// A loop ending before the recording does holds and leaves the drawing as it stands at
    /// `--to`: its hold shows what the recording cut there shows, not the events after it.
    func testLoopHoldsTheDrawingAsItStandsAtItsEnd() throws {
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let size = ["--size", "320x200", "--quiet"]
        let folder = path("cut")
        try vine(
            ["export", demo, "--out", folder, "--to", "6", "--loop", "--loop-hold", "1", "--fps", "10"] + size)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let held = try RGBImage(png: URL(fileURLWithPath: folder + "/" + names[69]))
        // The recording's events up to 6 s, a recording of its own.
        let lines = try String(contentsOfFile: demo, encoding: .utf8).split(separator: "\n")
        let kept = lines.prefix(1) + lines.dropFirst().filter { Double($0.dropFirst().prefix { $0 != "," })! <= 6 }
        let cut = path("cut.vine")
        try Data((kept.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: cut))
        try vine(["export", cut, "--at", "6.9", "--out", path("cut.png")] + size)
        try vine(["export", demo, "--at", "6.9", "--out", path("whole.png")] + size)
        let expected = try RGBImage(png: URL(fileURLWithPath: path("cut.png")))
        XCTAssertEqual(held.differingPixels(from: expected), 0, "the hold at 6.9 s shows the drawing cut at 6 s")
        let whole = try RGBImage(png: URL(fileURLWithPath: path("whole.png")))
        XCTAssertGreaterThan(held.differingPixels(from: whole), 0, "the recording goes on drawing after 6 s")
    }

    func testLoopOptionsAreChecked() throws {
        for arguments in [["--loop", "--at", "3"], ["--loop", "--hold", "1"], ["--loop-end", "fade"]] {
            let result = try runVine(["export", fingers, "--out", path("x.png")] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
        }
    }

    func testEndingsThatEmptyTheCanvasMustStartOnAnEmptyOne() throws {
        for ending in ["fade", "wither"] {
            let result = try runVine(
                ["export", fingers, "--out", path("\(ending).gif"), "--loop", "--loop-end", ending, "--from", "3"]
                    + options)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(result.stderr.contains("could not be its first"), result.stderr)
            XCTAssertTrue(result.stderr.contains("--loop-end ungrow"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("\(ending).gif")))
        }
        let frames = path("ungrow")
        let ungrow = try runVine(
            ["export", fingers, "--out", frames, "--loop", "--loop-end", "ungrow", "--from", "3"] + options)
        XCTAssertEqual(ungrow.status, 0, ungrow.stderr)
        // An ungrow from a late start plays back towards what it started on: its closing
        // frame (not shown) is the first.
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        let images = try names.map { try RGBImage(png: URL(fileURLWithPath: frames + "/" + $0)).bytes }
        assertSeamless(images, label: "ungrow from 3 s")
    }
}
