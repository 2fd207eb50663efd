import Foundation
import XCTest

/// `vine export --format tgs|dotlottie|webm-sticker`: packages for chats and the web. A
/// `.tgs` passes python-lottie's Telegram sticker checks and keeps Telegram's limits; a
/// `.lottie` unzips to a version-2 manifest, themes and the same animation as the `.json`
/// (its colours named by role), a theme file (one copied out of a `.lottie` too) is packed
/// and a bad one refused; a WebM sticker keeps its limits (ffprobe); what breaks a limit is
/// a usage error and writes nothing. Needs the virtualenv Scripts/setup makes (.build/python)
/// and ffmpeg.
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
            XCTAssertEqual(findings.split(separator: "\n"), [], "nothing reported")
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

    /// `--fit` makes a sticker of the whole demo in every built-in species within Telegram's
    /// 64 KB, which passes python-lottie's checks and whose last frame in rlottie matches the
    /// PNG still of the drawing it ends on.
    func testEveryBuiltInSpeciesFitsTheDemoIntoATelegramSticker() throws {
        let species = try runVine(["species", "--list"]).stdout.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        XCTAssertEqual(species.count, 9, "the built-in species")
        for name in species {
            let tgs = path("\(name).tgs")
            let result = try runVine(["export", demo, "--out", tgs, "--species", name, "--fit"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            guard result.status == 0 else { continue }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: tgs))
            XCTAssertLessThanOrEqual(bytes.count, 65_536, name)
            let verdict = try runTool(python, [check, "tgs", tgs])
            XCTAssertEqual(verdict.status, 0, "\(name): \(String(decoding: verdict.stdout, as: UTF8.self))")
            let unzipped = try runTool("/bin/gzip", ["-dc", tgs])
            let json = path("\(name).json")
            try unzipped.stdout.write(to: URL(fileURLWithPath: json))
            let last = try XCTUnwrap(try object(unzipped.stdout)["op"] as? Int) - 1
            // The growth it fits: "so 24 s of the recording last 2.98 s".
            let growth = try XCTUnwrap(
                result.stderr.range(of: #"so [0-9.]+ s of"#, options: .regularExpression).map {
                    result.stderr[$0].dropFirst(3).dropLast(5)
                })
            let still = path("\(name).png")
            try vine([
                "export", demo, "--out", still, "--species", name, "--at", String(growth), "--size", "512x512",
                "--no-shadow", "--quiet",
            ])
            let frame = try XCTUnwrap(try rlottieFrames(json, frames: [last])[last])
            FrameMatch(expected: try RGBImage(png: URL(fileURLWithPath: still)), actual: frame).assertMatches(
                leaves: [], label: "\(name) .tgs in rlottie")
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

    func testDotLottieIsVersion2WithThemesAndTheSameAnimation() throws {
        let package = path("vine.lottie")
        let json = path("vine.json")
        try vine(["export", fingers, "--out", package, "--to", "6", "--quiet"])
        try vine(["export", fingers, "--out", json, "--to", "6", "--quiet"])
        let folder = path("unpacked")
        let unpacked = try runTool(python, [check, "unpack", package, folder])
        XCTAssertEqual(unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
        let manifest = try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/manifest.json")))
        XCTAssertEqual(manifest["version"] as? String, "2")
        let animations = try XCTUnwrap(manifest["animations"] as? [[String: Any]])
        XCTAssertEqual(animations.count, 1)
        XCTAssertEqual(animations[0]["id"] as? String, "vine")
        XCTAssertEqual(animations[0]["loop"] as? Bool, true)
        XCTAssertEqual(animations[0]["speed"] as? Double, 1)
        let themes = try XCTUnwrap(manifest["themes"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(themes, ["day", "night", "autumn", "mono"])
        XCTAssertEqual(animations[0]["themes"] as? [String], themes)
        for theme in themes {
            let rules = try XCTUnwrap(
                try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/t/\(theme).json")))["rules"]
                    as? [[String: Any]])
            XCTAssertEqual(
                rules.compactMap { $0["id"] as? String },
                ["background", "stem", "leaf-fill", "leaf-outline", "flower"],
                "every palette role in \(theme)")
        }
        let animation = "\(folder)/a/vine.json"
        // The .json's bytes, with each colour naming its palette role (its slot).
        let slotted = String(decoding: try Data(contentsOf: URL(fileURLWithPath: animation)), as: UTF8.self)
        let plain = String(decoding: try Data(contentsOf: URL(fileURLWithPath: json)), as: UTF8.self)
        XCTAssertEqual(
            slotted.replacing(/,"sid":"[a-z-]+"/, with: ""), plain, "the .json's bytes, its colours named by role")
        for slot in ["background", "stem", "leaf-fill"] {
            XCTAssertTrue(slotted.contains("\"sid\":\"\(slot)\""), "a colour in the role \(slot)")
        }
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

    func testThemeFileIsPackedAndShownFirst() throws {
        let theme = path("sea.json")
        try
            #"{"rules":[{"id":"background","type":"Color","value":[0.1,0.2,0.4,1]},{"id":"stem","type":"Color","value":[0.9,0.9,0.8]}]}"#
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let package = path("sea.lottie")
        try vine(["export", fingers, "--out", package, "--to", "3", "--theme", theme, "--quiet"])
        let folder = path("sea")
        let unpacked = try runTool(python, [check, "unpack", package, folder])
        XCTAssertEqual(unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
        let manifest = try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/manifest.json")))
        let animation = try XCTUnwrap((manifest["animations"] as? [[String: Any]])?.first)
        XCTAssertEqual(animation["initialTheme"] as? String, "sea")
        XCTAssertEqual(animation["themes"] as? [String], ["day", "night", "autumn", "mono", "sea"])
        let rules = try XCTUnwrap(
            try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/t/sea.json")))["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["background", "stem"])
        XCTAssertEqual(rules[1]["value"] as? [Double], [0.9, 0.9, 0.8, 1])
    }

    /// Each built-in theme copied out of a written `.lottie` (its leaf fill a `Gradient` rule),
    /// its background changed, packs again with `--theme` in place of the built-in one: the
    /// packed theme carries the new background and its other rules as they were, and ThorVG
    /// draws the animation in it on the new background.
    func testThemeCopiedOutOfADotLottiePacksAgain() throws {
        let first = path("first.lottie")
        try vine(["export", fingers, "--out", first, "--to", "3", "--quiet"])
        let folder = path("first")
        let unpacked = try runTool(python, [check, "unpack", first, folder])
        XCTAssertEqual(unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
        func rules(_ file: String) throws -> [[String: Any]] {
            try XCTUnwrap(try object(try Data(contentsOf: URL(fileURLWithPath: file)))["rules"] as? [[String: Any]])
        }
        let background = [0.1, 0.2, 0.3, 1]
        for theme in ["day", "night", "autumn", "mono"] {
            var copied = try rules("\(folder)/t/\(theme).json")
            XCTAssertEqual(
                copied.compactMap { $0["type"] as? String }, ["Color", "Color", "Gradient", "Color", "Color"])
            copied[0]["value"] = background
            let file = path("copies/\(theme).json")
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: ["rules": copied]).write(to: URL(fileURLWithPath: file))
            let package = path("\(theme)-again.lottie")
            let packed = try runVine(["export", fingers, "--out", package, "--to", "3", "--theme", file, "--quiet"])
            XCTAssertEqual(packed.status, 0, "\(theme): \(packed.stderr)")
            let again = path("\(theme)-again")
            XCTAssertEqual(try runTool(python, [check, "unpack", package, again]).status, 0)
            let manifest = try object(try Data(contentsOf: URL(fileURLWithPath: "\(again)/manifest.json")))
            let animation = try XCTUnwrap((manifest["animations"] as? [[String: Any]])?.first)
            XCTAssertEqual(animation["initialTheme"] as? String, theme)
            let themeFile = "\(again)/t/\(theme).json"
            let repacked = try rules(themeFile)
            XCTAssertEqual(repacked[0]["value"] as? [Double], background, "\(theme): the new background")
            XCTAssertEqual(repacked as NSArray, copied as NSArray, "\(theme): every rule as copied")
            let slots = try runTool(python, [check, "theme-slots", themeFile])
            XCTAssertEqual(slots.status, 0, String(decoding: slots.stderr, as: UTF8.self))
            let out = path("\(theme)-thorvg")
            let drawn = try runTool(
                python,
                [
                    check, "thorvg", "\(again)/a/vine.json", out, "--slots",
                    String(decoding: slots.stdout, as: UTF8.self), "100",
                ])
            XCTAssertEqual(drawn.status, 0, String(decoding: drawn.stdout + drawn.stderr, as: UTF8.self))
            let corner = Array(try Data(contentsOf: URL(fileURLWithPath: "\(out)-100.bgra")).prefix(3))
            for (byte, channel) in zip(corner.reversed(), background) {
                XCTAssertEqual(Double(byte), channel * 255, accuracy: 1, "\(theme): ThorVG's background \(corner)")
            }
        }
        // Leaves of one colour take the colour halfway along the copied gradient.
        let flat = path("flat.lottie")
        let file = path("copies/mono.json")
        try vine(["export", fingers, "--out", flat, "--to", "3", "--no-gradient", "--theme", file, "--quiet"])
        let unpackedFlat = path("flat")
        XCTAssertEqual(try runTool(python, [check, "unpack", flat, unpackedFlat]).status, 0)
        let leafFill = try rules("\(unpackedFlat)/t/mono.json")[2]
        XCTAssertEqual(leafFill["type"] as? String, "Color")
        let stops = try XCTUnwrap(try rules(file)[2]["value"] as? [[String: Any]]).map {
            $0["color"] as? [Double] ?? []
        }
        let halfway = zip(stops[0], stops[1]).map { (($0 + $1) / 2 * 10000).rounded() / 10000 }
        XCTAssertEqual(leafFill["value"] as? [Double], halfway + [1])
    }

    func testBadThemeFileIsRefusedAndNothingIsWritten() throws {
        let package = path("bad.lottie")
        let cases: [(String, String, Int32, [String])] = [
            ("notjson.json", "{rules", 65, ["not JSON", "expected a dotLottie theme"]),
            ("norules.json", #"{"colours":[]}"#, 65, ["no \"rules\" array"]),
            (
                "slot.json", #"{"rules":[{"id":"petal","type":"Color","value":[1,0,0]}]}"#, 65,
                ["rule 1", "'petal'", "leaf-fill"]
            ),
            ("range.json", #"{"rules":[{"id":"stem","type":"Color","value":[1,2,0]}]}"#, 65, ["rule 1", "0...1"]),
            ("type.json", #"{"rules":[{"id":"stem","type":"Scalar","value":1}]}"#, 65, ["\"Color\" or \"Gradient\""]),
            (
                "stops.json",
                #"{"rules":[{"id":"leaf-fill","type":"Gradient","value":[{"offset":0,"color":[1,0,0]}]}]}"#,
                65, ["rule 1", "'leaf-fill'", "two stops", "\"offset\":1"]
            ),
            (
                "stopcolour.json",
                #"{"rules":[{"id":"leaf-fill","type":"Gradient","value":[{"offset":0,"color":[1,0,0]},{"offset":1,"color":"red"}]}]}"#,
                65, ["rule 1", "each channel 0...1"]
            ),
            (
                "stemgradient.json",
                #"{"rules":[{"id":"stem","type":"Gradient","value":[{"offset":0,"color":[1,0,0]},{"offset":1,"color":[0,0,1]}]}]}"#,
                65, ["rule 1", "'stem'", "only 'leaf-fill'"]
            ),
            ("bad name!.json", #"{"rules":[]}"#, 64, ["letters, digits"]),
        ]
        for (name, text, status, words) in cases {
            let theme = path(name)
            try text.write(toFile: theme, atomically: true, encoding: .utf8)
            let result = try runVine(["export", fingers, "--out", package, "--to", "2", "--theme", theme])
            XCTAssertEqual(result.status, status, "\(name): \(result.stderr)")
            for word in words { XCTAssertTrue(result.stderr.contains(word), "\(name): \(word) in \(result.stderr)") }
            XCTAssertFalse(FileManager.default.fileExists(atPath: package), "\(name): nothing written")
        }
        let missing = try runVine(["export", fingers, "--out", package, "--theme", path("none.json")])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("none.json"), missing.stderr)
        let theme = path("slot.json")
        try assertRefused(
            ["export", fingers, "--out", path("x.json"), "--theme", theme], out: path("x.json"), saying: [".lottie"])
        try assertRefused(
            ["export", fingers, "--out", path("x.mp4"), "--lottie-compat", "qt"], out: path("x.mp4"),
            saying: ["--lottie-compat", ".json"])
    }

    func testDotLottieVersion1KeepsTheJSONUnderAnimations() throws {
        let package = path("v1.lottie")
        let json = path("v1.json")
        try vine(["export", fingers, "--out", package, "--to", "3", "--dotlottie-version", "1", "--quiet"])
        try vine(["export", fingers, "--out", json, "--to", "3", "--quiet"])
        let folder = path("v1")
        let unpacked = try runTool(python, [check, "unpack", package, folder])
        XCTAssertEqual(unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
        let manifest = try object(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/manifest.json")))
        XCTAssertEqual(manifest["version"] as? String, "1")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: "\(folder)/animations/vine.json")),
            try Data(contentsOf: URL(fileURLWithPath: json)), "the .json, byte for byte")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/t"), "no themes")
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
