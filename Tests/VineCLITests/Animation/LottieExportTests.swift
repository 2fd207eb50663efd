import Foundation
import XCTest

/// `vine export --out x.json`: a Lottie file that validates against the Lottie
/// specification's schema and that rlottie, an independent renderer, draws like the PNG
/// stills (``FrameMatch``), in both looks, with undo, erase and clear. Needs the virtualenv
/// Scripts/setup makes (.build/python); a missing tool fails the tests.
final class LottieExportTests: AnimationExportTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let handwriting = packageRoot.appendingPathComponent("Recordings/handwriting.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: python),
            "\(python) is missing: Scripts/setup makes it (lottie-specs, rlottie-python, jsonschema)")
    }

    /// The Lottie JSON at `file` as an object.
    private func document(_ file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Validates `file` against the schema of lottie-specs 0.5.2.
    private func assertValid(_ file: String, line: UInt = #line) throws {
        let result = try runTool(python, [check, "validate", file])
        XCTAssertEqual(
            result.status, 0, "schema validation: \(String(decoding: result.stdout + result.stderr, as: UTF8.self))",
            line: line)
    }

    /// Exports `recording` as Lottie at 10 fps, validates it, renders `times` with rlottie
    /// and matches each against `vine export --at` (the same time, the same size).
    private func assertMatchesStills(
        _ recording: String, times: [Double], extra: [String] = [], to: Double? = nil, validate: Bool = false,
        leavesUnknown: [Double] = []
    ) throws {
        let json = path("anim.json")
        let end = to.map { ["--to", String($0)] } ?? []
        try vine(["export", recording, "--out", json, "--fps", "10", "--from", "0", "--quiet"] + extra + end)
        if validate { try assertValid(json) }
        let frames = times.map { Int(($0 * 10).rounded()) }
        let images = try rlottieFrames(json, frames: frames)
        for (time, frame) in zip(times, frames) {
            let png = path("still-\(frame).png")
            try vine(["export", recording, "--at", String(time), "--out", png, "--quiet"] + extra)
            let match = FrameMatch(expected: try RGBImage(png: URL(fileURLWithPath: png)), actual: images[frame]!)
            let leaves = leavesUnknown.contains(time) ? [] : try SceneLeaf.leaves(of: recording, at: time, scale: 1)
            match.assertMatches(leaves: leaves, label: "\(recording) t=\(time)")
        }
    }

    func testFingersWithUndoAndClearMatchesStillsInRlottie() throws {
        // Undo at 5.5, clear at 9.5, undo at 14.5: frames on both sides of each.
        try assertMatchesStills(fingers, times: [0.8, 2, 5.4, 5.6, 9.4, 9.6, 14.4, 14.6, 19])
    }

    func testValidatesAgainstTheSpecificationSchema() throws {
        // The first 6 s (three vines, an undo) keep the slow validator quick; the flat
        // style's test validates the other shapes (plain fills, outline apart).
        let json = path("schema.json")
        try vine(["export", fingers, "--out", json, "--to", "6", "--quiet"])
        try assertValid(json)
        let lottie = try document(json)
        let layers = try XCTUnwrap(lottie["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.filter { $0["ty"] as? Int == 4 }.count, 5, "four vines and the background")
    }

    func testDemoMatchesStillsInRlottie() throws {
        // The undo at 20 removes the last vine.
        try assertMatchesStills(demo, times: [3.3, 19.9, 20.1])
    }

    /// A drawing given `--within` a star, whose stems the star cuts into pieces (each classic
    /// piece trimmed by its own reveal), matches its frames in both looks.
    func testStemsCutByABoundMatchStillsInRlottie() throws {
        let star = path("star.svg")
        try Data(ShapeBoundsTests.shapes[3].svg.utf8).write(to: URL(fileURLWithPath: star))
        let times = [3.3, 12, 19.9]
        for look in ["classic", "natural"] {
            try assertMatchesStills(
                demo, times: times, extra: ["--within", star, "--look", look], to: 20, validate: true,
                leavesUnknown: times)
        }
    }

    func testFlatStyleAndOutlineColourMatchStills() throws {
        try assertMatchesStills(
            fingers, times: [1.5, 4],
            extra: ["--no-gradient", "--leaf-outline", "#335522", "--leaf-fill", "#CCE0A0", "--vine-width", "6"],
            to: 4, validate: true)
    }

    func testFramesFollowTheScheduleOptions() throws {
        // floor((9 − 3)·12/2) + 1 = 37 moving frames, round(0.5·12) = 6 held.
        let json = path("schedule.json")
        try vine([
            "export", fingers, "--out", json, "--fps", "12", "--from", "3", "--to", "9", "--speed", "2", "--hold",
            "0.5", "--quiet",
        ])
        let lottie = try document(json)
        XCTAssertEqual(lottie["fr"] as? Double, 12)
        XCTAssertEqual(lottie["ip"] as? Int, 0)
        XCTAssertEqual(lottie["op"] as? Int, 43)
        try vine([
            "export", fingers, "--out", path("frames"), "--fps", "12", "--from", "3", "--to", "9", "--speed",
            "2",
            "--hold", "0.5", "--quiet",
        ])
        let images = try rlottieFrames(json, frames: [0, 10, 36, 42])
        for frame in [0, 10, 36, 42] {
            let png = URL(fileURLWithPath: path(String(format: "frames/frame-%06d.png", frame)))
            let time = min(3 + Double(frame) * 2 / 12, 9)
            FrameMatch(expected: try RGBImage(png: png), actual: images[frame]!)
                .assertMatches(leaves: try SceneLeaf.leaves(of: fingers, at: time, scale: 1), label: "frame \(frame)")
        }
    }

    func testIdleLimitShortensTheAnimationLikeFrames() throws {
        let json = path("idle.json")
        try vine(["export", fingers, "--out", json, "--fps", "10", "--idle-limit", "0.2", "--quiet"])
        try vine([
            "export", fingers, "--out", path("idle/"), "--fps", "10", "--idle-limit", "0.2", "--quiet",
        ])
        let count = try FileManager.default.contentsOfDirectory(atPath: path("idle")).count
        XCTAssertEqual(try document(json)["op"] as? Int, count)
        let frame = count / 2
        let images = try rlottieFrames(json, frames: [frame])
        let png = URL(fileURLWithPath: path(String(format: "idle/frame-%06d.png", frame)))
        FrameMatch(expected: try RGBImage(png: png), actual: images[frame]!)
            .assertMatches(leaves: [], label: "idle-limited frame \(frame)")
    }

    func testNaturalLookMatchesStillsInRlottieAndValidates() throws {
        // Growing, unfolding and grown leaves, a flower opening (tap at 23.25) and the end.
        try assertMatchesStills(handwriting, times: [5, 12, 23.6, 27.5])
        let json = path("natural.json")
        try vine(["export", handwriting, "--out", json, "--to", "6", "--quiet"])
        try assertValid(json)
    }

    func testEraseUndoAndClearInBothLooksMatchStillsInRlottie() throws {
        // Erase at 7.5, undo at 10.5, clear at 11.5, undo of the clear at 12.5: frames on
        // both sides of each.
        for look in ["natural", "classic"] {
            let recording = try erasingRecording(look: look)
            try assertMatchesStills(
                recording, times: [7.4, 7.6, 10.4, 10.6, 11.4, 11.6, 12.6], validate: look == "natural",
                leavesUnknown: [11.6])
        }
    }

    func testColoursArePaintedAtTheFramesLevels() throws {
        // The background of the classic look (no track matte): the same 8-bit levels as the PNG.
        let json = path("colours.json")
        try vine(["export", fingers, "--out", json, "--fps", "10", "--to", "1", "--look", "classic", "--quiet"])
        let image = try XCTUnwrap(try rlottieFrames(json, frames: [0])[0])
        let png = path("colours.png")
        try vine(["export", fingers, "--at", "0", "--out", png, "--look", "classic", "--quiet"])
        XCTAssertEqual(Array(image.bytes[0..<3]), Array(try RGBImage(png: URL(fileURLWithPath: png)).bytes[0..<3]))
    }

    func testNaturalDemoIsAtMostHalfItsFormerSizeGzipped() throws {
        // Issue 24: 1.07 MB (137 KB gzipped) before, 594 KB (63 KB) now; the classic file
        // (534 KB, 32 KB) must not grow.
        for (look, bytes, gzipped) in [("natural", 600_000, 68_500), ("classic", 534_000, 32_000)] {
            let json = path("\(look).json")
            try vine(["export", demo, "--out", json, "--look", look, "--quiet"])
            let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: json)[.size] as? Int)
            let compressed = try runTool("/usr/bin/gzip", ["-9", "-c", json]).stdout.count
            XCTAssertLessThanOrEqual(size, bytes, "\(look) Lottie of demo.vine")
            XCTAssertLessThanOrEqual(compressed, gzipped, "\(look) Lottie of demo.vine, gzipped")
        }
    }

    func testOutputIsCompactAndDeterministic() throws {
        try vine(["export", fingers, "--out", path("a.json"), "--quiet"])
        try vine(["export", fingers, "--format", "lottie", "--out", path("b"), "--quiet"])
        let a = try Data(contentsOf: URL(fileURLWithPath: path("a.json")))
        XCTAssertEqual(a, try Data(contentsOf: URL(fileURLWithPath: path("b"))))
        let text = String(decoding: a, as: UTF8.self)
        XCTAssertNil(text.range(of: #"\d\.\d{5,}"#, options: .regularExpression), "no more digits than show")
    }
}
