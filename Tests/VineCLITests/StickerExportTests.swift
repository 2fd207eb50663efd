import Foundation
import XCTest

/// `vine export --format tgs|dotlottie|webm-sticker`: packages for chats and the web. A
/// `.tgs` passes python-lottie's Telegram sticker checks and keeps Telegram's limits; a
/// `.lottie` unzips to a manifest and the same animation as the `.json`; a WebM sticker keeps
/// its limits (ffprobe); what breaks a limit is a usage error and writes nothing. Needs the
/// virtualenv Scripts/setup makes (.build/python) and ffmpeg.
final class StickerExportTests: AnimationExportTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    private let garden = packageRoot.appendingPathComponent("Recordings/garden.vine").path
    private let handwriting = packageRoot.appendingPathComponent("Recordings/handwriting.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path

    /// The JSON object in `data`.
    private func object(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Runs `vine arguments`, expecting a usage error (64) whose message contains `words`, and no `out`.
    private func assertRefused(_ arguments: [String], out: String, saying words: [String], line: UInt = #line) throws {
        let result = try runVine(arguments)
        XCTAssertEqual(result.status, 64, "vine \(arguments.joined(separator: " ")): \(result.stderr)", line: line)
        for word in words {
            XCTAssertTrue(result.stderr.contains(word), "\(word) in: \(result.stderr)", line: line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written", line: line)
    }

    func testTelegramStickersPassPythonLottieAndKeepTheLimits() throws {
        for (recording, look) in [(handwriting, "natural"), (demo, "classic")] {
            let tgs = path("sticker-\(look).tgs")
            let result = try runVine(["export", recording, "--look", look, "--out", tgs, "--fit"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("--fit: speed"), "says how it fitted: \(result.stderr)")
            let verdict = try runTool(python, [check, "tgs", tgs])
            let findings = String(decoding: verdict.stdout + verdict.stderr, as: UTF8.self)
            XCTAssertEqual(verdict.status, 0, "python-lottie: \(findings)")
            // The natural look's one track matte is a note ("not officially supported"),
            // not among the features Telegram forbids; nothing else is reported.
            for finding in findings.split(separator: "\n") {
                XCTAssertTrue(finding.hasPrefix("Note:") && finding.contains("Mattes"), String(finding))
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: tgs))
            XCTAssertLessThanOrEqual(bytes.count, 64 * 1024)
            XCTAssertEqual(Array(bytes.prefix(2)), [0x1F, 0x8B], "gzip")
            let unzipped = try runTool("/bin/gzip", ["-dc", tgs])
            XCTAssertEqual(unzipped.status, 0)
            let lottie = try object(unzipped.stdout)
            XCTAssertEqual(lottie["tgs"] as? Int, 1)
            XCTAssertEqual(lottie["w"] as? Int, 512)
            XCTAssertEqual(lottie["h"] as? Int, 512)
            XCTAssertEqual(lottie["fr"] as? Double, 60)
            XCTAssertEqual(lottie["ip"] as? Int, 0)
            XCTAssertEqual(lottie["op"] as? Int, 180, "fitted to exactly 3 s")
        }
    }

    /// `--loop --fit`: the loop stays seamless, its hold and ending trimmed to fit: every
    /// frame rlottie plays keeps the loop frame rule (``LoopSeam``).
    func testFittedLoopingStickerStaysSeamless() throws {
        let tgs = path("loop.tgs")
        let result = try runVine(["export", demo, "--out", tgs, "--loop", "--loop-end", "wither", "--fit"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "--fit: the loop's hold trimmed from 1 s to 0.5 s; its wither trimmed from 2 s to 1 s; speed "),
            result.stderr)
        XCTAssertEqual(try runTool(python, [check, "tgs", tgs]).status, 0)
        let unzipped = try runTool("/bin/gzip", ["-dc", tgs])
        let json = path("loop.json")
        try unzipped.stdout.write(to: URL(fileURLWithPath: json))
        // rlottie, Telegram's player, plays frames ip … op (both): 180 frames, 3 s.
        XCTAssertEqual(try object(unzipped.stdout)["op"] as? Int, 179)
        let (steps, seam) = try rlottieSteps(json)
        XCTAssertEqual(steps.count, 179)
        LoopSeam.assertSeamless(steps: steps, seam: seam, label: "fitted wither .tgs in rlottie")
    }

    func testStickerAt30FPSWithAShortRange() throws {
        let tgs = path("short.tgs")
        try vine(["export", handwriting, "--out", tgs, "--fps", "30", "--from", "0", "--to", "2.5", "--quiet"])
        XCTAssertEqual(try runTool(python, [check, "tgs", tgs]).status, 0)
        let lottie = try object(try runTool("/bin/gzip", ["-dc", tgs]).stdout)
        XCTAssertEqual(lottie["fr"] as? Double, 30)
        XCTAssertEqual(lottie["op"] as? Int, 76, "floor(2.5 · 30) + 1 frames, as asked")
    }

    func testStickerOverALimitIsAUsageErrorNamingItAndWritesNothing() throws {
        let tgs = path("long.tgs")
        try assertRefused(
            ["export", demo, "--out", tgs], out: tgs, saying: ["at most 3 s", "too long", "--fit"])
        try assertRefused(
            ["export", garden, "--look", "natural", "--out", tgs, "--fit"], out: tgs,
            saying: ["at most 64 KB", "too many", "even at 30 fps"])
        try assertRefused(["export", demo, "--out", tgs, "--size", "300x300"], out: tgs, saying: ["512x512"])
        try assertRefused(["export", demo, "--out", tgs, "--fps", "25"], out: tgs, saying: ["60 or 30 fps"])
        try assertRefused(
            ["export", demo, "--out", tgs, "--loop", "--loop-end", "ungrow", "--fit"], out: tgs,
            saying: ["--loop-end ungrow", "cannot remap time", "fade or wither"])
        let webm = path("sticker.webm")
        try assertRefused(
            ["export", demo, "--format", "webm-sticker", "--out", webm, "--size", "640x400"], out: webm,
            saying: ["longer side exactly 512"])
        try assertRefused(
            ["export", demo, "--format", "webm-sticker", "--out", webm, "--fps", "60"], out: webm,
            saying: ["30 fps"])
        let json = path("fit.json")
        try assertRefused(["export", demo, "--out", json, "--fit"], out: json, saying: ["--fit"])
    }

    func testDotLottieUnzipsToAManifestAndTheSameAnimation() throws {
        let package = path("vine.lottie")
        let json = path("vine.json")
        try vine(["export", fingers, "--out", package, "--to", "6", "--quiet"])
        try vine(["export", fingers, "--out", json, "--to", "6", "--quiet"])
        let folder = path("unpacked")
        let unpacked = try runTool(python, [check, "unpack", package, folder])
        XCTAssertEqual(unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
        let manifest = try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/manifest.json")))
        let animations = try XCTUnwrap(manifest["animations"] as? [[String: Any]])
        XCTAssertEqual(animations.count, 1)
        XCTAssertEqual(animations[0]["id"] as? String, "vine")
        XCTAssertEqual(animations[0]["loop"] as? Bool, true)
        XCTAssertEqual(animations[0]["speed"] as? Double, 1)
        let animation = "\(folder)/animations/vine.json"
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: animation)), try Data(contentsOf: URL(fileURLWithPath: json)),
            "the .json, byte for byte")
        let valid = try runTool(python, [check, "validate", animation])
        XCTAssertEqual(valid.status, 0, String(decoding: valid.stdout, as: UTF8.self))
        let rendered = try runTool(python, [check, "render", animation, path("frame"), "100"])
        let reference = try runTool(python, [check, "render", json, path("reference"), "100"])
        XCTAssertEqual(rendered.status, 0)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path("frame-100.bgra"))),
            try Data(contentsOf: URL(fileURLWithPath: path("reference-100.bgra"))), "rlottie draws it as the .json")
        XCTAssertEqual(reference.status, 0)
    }

    func testWebMStickerKeepsItsLimits() throws {
        let webm = path("sticker.webm")
        let result = try runVine(["export", demo, "--format", "webm-sticker", "--out", webm, "--fit", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let probe = try runTool(
            try XCTUnwrap(toolPath("ffprobe"), "ffprobe (Scripts/setup installs ffmpeg)"),
            [
                "-v", "error", "-show_entries",
                "stream=codec_type,codec_name,width,height,r_frame_rate:format=duration",
                "-of", "json", webm,
            ])
        XCTAssertEqual(probe.status, 0)
        let info = try object(probe.stdout)
        let streams = try XCTUnwrap(info["streams"] as? [[String: Any]])
        XCTAssertEqual(streams.count, 1, "one video stream, no audio")
        XCTAssertEqual(streams[0]["codec_name"] as? String, "vp9")
        XCTAssertEqual(streams[0]["width"] as? Int, 512, "the longer side")
        XCTAssertEqual(streams[0]["height"] as? Int, 320)
        XCTAssertEqual(streams[0]["r_frame_rate"] as? String, "30/1")
        let format = try XCTUnwrap(info["format"] as? [String: Any])
        let duration = try XCTUnwrap(Double(try XCTUnwrap(format["duration"] as? String)))
        XCTAssertLessThanOrEqual(duration, 3.0)
        let bytes = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: webm)[.size] as? Int)
        XCTAssertLessThanOrEqual(bytes, 256 * 1024)
    }
}
