import Foundation
import XCTest

/// Vine's Lottie files in the players people use, each frame matched against the PNG frames
/// of the same export without soft shadows (``FrameMatch``, the rlottie tests' tolerance), at
/// 320 × 200 and 10 fps:
///
/// - lottie-web 5.7.5 (the copy pylottie ships, taken at test time, never committed) in
///   Debian's headless Chromium, with the svg and the canvas renderer, one page (and one
///   browser run) per file showing every frame checked (``Scripts/lottie-check web``);
/// - ThorVG (thorvg-python), the engine of the dotLottie players: the `.json`, the animation
///   inside a `.lottie` and each built-in theme, against frames drawn in that theme's colours;
/// - Qt 6's Lottie player (`Qt.labs.lottieqt`) under Xvfb, with `--lottie-compat qt`: the
///   classic look and fade and wither loops; the natural look and ungrowing loops are refused.
///
/// Files: classic, wind, natural and each loop ending.
final class LottiePlayersTests: AnimationExportTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
    private let size = (width: 320, height: 200)

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: python),
            "\(python) is missing: Scripts/setup makes it (pylottie, thorvg-python)")
    }

    /// An export of demo.vine: the Lottie file (`extension`, with `lottie` options) and
    /// the PNG frames of the same options but those, their count, and the frames to check:
    /// three of growth, or in a loop one of growth, one of its hold and two of its ending
    /// (one of a fade, early: late in a fade most of their pixels fall under
    /// ``FrameMatch/inkThreshold``).
    private struct Export {
        var file: String
        var pngs: String
        var frameCount: Int
        var checked: [Int]
    }

    private func export(
        _ options: [String], lottie: [String] = [], as name: String, recording: String? = nil,
        size: (width: Int, height: Int)? = nil, frames: [Int]? = nil
    ) throws -> Export {
        let size = size ?? self.size
        // No soft shadows in the frames: no Lottie has them, and at 320 × 200 the shadows of
        // demo.vine's many vines alone come near the tolerance.
        let common = ["--fps", "10", "--size", "\(size.width)x\(size.height)", "--no-shadow", "--quiet"] + options
        let file = path(name)
        let pngs = path("frames-\(UUID().uuidString)")
        try vine(["export", recording ?? demo, "--out", file] + common + lottie)
        try vine(["export", recording ?? demo, "--out", pngs] + common)
        let count = try FileManager.default.contentsOfDirectory(atPath: pngs).filter { $0.hasSuffix(".png") }.count
        let checked =
            frames
            ?? (!options.contains("--loop")
                ? [30, 100, 200]
                : options.contains("fade")
                    ? [100, count - 25, count - 18] : [100, count - 25, count - 15, count - 10])
        return Export(file: file, pngs: pngs, frameCount: count, checked: checked)
    }

    /// PNG frame `frame` of `export`.
    private func png(_ export: Export, _ frame: Int) throws -> RGBImage {
        try RGBImage(png: URL(fileURLWithPath: "\(export.pngs)/frame-\(String(format: "%06d", frame)).png"))
    }

    /// Asserts that `frames` (frame → image) match `export`'s PNG frames; from frame
    /// `fading` on only in the mean difference (half-faded ink straddles the ink threshold,
    /// as in the rlottie loop tests).
    private func assertMatches(
        _ frames: [Int: RGBImage], _ export: Export, player: String, fading: Int = .max,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for frame in export.checked {
            let actual = try XCTUnwrap(frames[frame], "\(player): no frame \(frame)", file: file, line: line)
            let match = FrameMatch(expected: try png(export, frame), actual: actual)
            let label = "\(player) \((export.file as NSString).lastPathComponent) frame \(frame)"
            guard frame >= fading else {
                match.assertMatches(leaves: [], label: label, file: file, line: line)
                continue
            }
            print("\(label): mean difference \(String(format: "%.2f", match.meanDifference)) (fading)")
            XCTAssertLessThanOrEqual(match.meanDifference, FrameMatch.maxMeanDifference, label, file: file, line: line)
        }
    }

    /// `export`'s checked frames in lottie-web: the svg renderer's and the canvas renderer's.
    private func lottieWeb(_ export: Export) throws -> (svg: [Int: RGBImage], canvas: [Int: RGBImage]) {
        let page = path("page-\(UUID().uuidString).html")
        let written = try runTool(python, [check, "web", export.file, page] + export.checked.map(String.init))
        XCTAssertEqual(written.status, 0, String(decoding: written.stdout + written.stderr, as: UTF8.self))
        let columns = export.checked.count
        let shot = try HeadlessChromium.screenshot(
            URL(fileURLWithPath: page).absoluteString, width: columns * size.width, height: 2 * size.height,
            windowHeight: 2 * size.height, folder: folder)
        var svg: [Int: RGBImage] = [:]
        var canvas: [Int: RGBImage] = [:]
        for (column, frame) in export.checked.enumerated() {
            svg[frame] = shot.tile(x: column * size.width, y: 0, width: size.width, height: size.height)
            canvas[frame] = shot.tile(x: column * size.width, y: size.height, width: size.width, height: size.height)
        }
        return (svg, canvas)
    }

    /// Frames `frames` of the Lottie JSON `file` drawn by ThorVG, with the slot values `slots`.
    private func thorvg(_ file: String, frames: [Int], slots: String? = nil) throws -> [Int: RGBImage] {
        let out = path("thorvg-\(UUID().uuidString)")
        let options = slots.map { ["--slots", $0] } ?? []
        let result = try runTool(python, [check, "thorvg", file, out] + options + frames.map(String.init))
        let text = String(decoding: result.stdout, as: UTF8.self)
        XCTAssertEqual(result.status, 0, "ThorVG: \(text) \(String(decoding: result.stderr, as: UTF8.self))")
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        var images: [Int: RGBImage] = [:]
        for frame in frames {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)-\(frame).bgra"))
            images[frame] = RGBImage(bgra: data, width: numbers[0], height: numbers[1])
        }
        return images
    }

    /// The files lottie-web and ThorVG are checked with: classic, wind and each loop ending.
    private let looks: [(name: String, options: [String])] = [
        ("classic", []), ("wind", ["--wind", "12,4"]), ("ungrow", ["--loop", "--loop-end", "ungrow"]),
        ("wither", ["--loop", "--loop-end", "wither"]), ("fade", ["--loop", "--loop-end", "fade"]),
    ]

    func testLottieWebDrawsEveryFileWithBothRenderers() throws {
        for look in looks {
            var export = try export(look.options, as: "\(look.name).json")
            // The fade (the last 20 frames), every fourth frame to its end: the background
            // drawn over the vines, which both renderers draw as the PNG frames do.
            let fading = look.name == "fade" ? export.frameCount - 20 : .max
            if look.name == "fade" {
                let count = export.frameCount
                export.checked = [100, count - 25, count - 18, count - 14, count - 10, count - 6, count - 2]
            }
            let frames = try lottieWeb(export)
            try assertMatches(frames.svg, export, player: "lottie-web svg", fading: fading)
            try assertMatches(frames.canvas, export, player: "lottie-web canvas", fading: fading)
        }
    }

    func testLottieWebDrawsTheNaturalLookWithBothRenderers() throws {
        let export = try export(["--look", "natural"], as: "natural.json")
        let frames = try lottieWeb(export)
        try assertMatches(frames.svg, export, player: "lottie-web svg")
        try assertMatches(frames.canvas, export, player: "lottie-web canvas")
    }

    func testThorVGDrawsEveryFile() throws {
        for look in looks + [("natural", ["--look", "natural"])] {
            let export = try export(look.options, as: "\(look.name).json")
            try assertMatches(try thorvg(export.file, frames: export.checked), export, player: "ThorVG")
        }
    }

    /// The animation inside a `.lottie` in ThorVG, as it is and in each built-in theme: in
    /// the flat style (leaves filled with one colour, the theme's own), the frames match
    /// PNG frames drawn in the theme's colours (its background, every vine in its stem
    /// colour, leaves filled with its leaf fill at the default fill's opacity), the
    /// frame's background is the theme's and each grown leaf's centre its leaf colour.
    func testThorVGDrawsTheDotLottieInEachTheme() throws {
        let package = try export([], as: "demo.lottie", frames: [100, 200])
        let animation = try unpack(package.file)
        try assertMatches(try thorvg(animation, frames: package.checked), package, player: "ThorVG (.lottie)")
        let flat = try export(["--no-gradient"], as: "flat.lottie", frames: [100, 200])
        let themed = try unpack(flat.file)
        let plain = try thorvg(themed, frames: flat.checked)
        for theme in ["day", "night", "autumn", "mono"] {
            let file = "\((themed as NSString).deletingLastPathComponent)/../t/\(theme).json"
            let rules =
                try XCTUnwrap(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
                        as? [String: Any])[
                    "rules"] as? [[String: Any]]
            func hex(_ id: String) throws -> String {
                let rule = try XCTUnwrap(rules?.first { $0["id"] as? String == id }, "\(theme): no rule \(id)")
                XCTAssertEqual(rule["type"] as? String, "Color", "\(theme): \(id)")
                let value = try XCTUnwrap(rule["value"] as? [Double], "\(theme): the colour of \(id)")
                return "#" + value.prefix(3).map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            }
            let slots = try runTool(python, [check, "theme-slots", file])
            XCTAssertEqual(slots.status, 0, String(decoding: slots.stderr, as: UTF8.self))
            let frames = try thorvg(themed, frames: flat.checked, slots: String(decoding: slots.stdout, as: UTF8.self))
            let reference = try export(
                [
                    "--no-gradient", "--background", try hex("background"), "--vine-color", try hex("stem"),
                    "--leaf-fill", try hex("leaf-fill") + "66", "--leaf-outline", "vine",
                ], as: "\(theme).json", frames: flat.checked)
            try assertMatches(frames, reference, player: "ThorVG (.lottie, theme \(theme))")
            // Each grown leaf's centre has the theme's leaf fill (as the PNG frame shows it),
            // far closer than the file's own colours come (except in day, Vine's own).
            let leaves = try SceneLeaf.leaves(of: demo, at: 20, scale: Double(size.width) / 1280)
            XCTAssertGreaterThan(leaves.count, 100)
            let expected = try png(reference, 200)
            func leafDifference(_ image: RGBImage) -> Double {
                var sum = 0
                for leaf in leaves {
                    let pixel = (Int(leaf.y) * size.width + Int(leaf.x)) * 3
                    for channel in 0..<3 {
                        sum += abs(Int(image.bytes[pixel + channel]) - Int(expected.bytes[pixel + channel]))
                    }
                }
                return Double(sum) / Double(3 * leaves.count)
            }
            let shown = leafDifference(try XCTUnwrap(frames[200]))
            let unthemed = leafDifference(try XCTUnwrap(plain[200]))
            print("\(theme): leaf centres differ by \(shown) in the theme, \(unthemed) in the file's own colours")
            XCTAssertLessThanOrEqual(shown, 12, "\(theme): the leaves' colour at their centres")
            if theme != "day" { XCTAssertLessThan(2 * shown, unthemed, "\(theme): the leaves take its colour") }
            let corner = Array(try XCTUnwrap(frames[200]).bytes[0..<3])
            XCTAssertEqual(
                "#" + corner.map { String(format: "%02X", $0) }.joined(), try hex("background"), "\(theme)'s background"
            )
        }
    }

    /// Unzips the dotLottie file `package` (every CRC checked) into a folder of its own; the
    /// path of its animation, `a/vine.json`.
    private func unpack(_ package: String) throws -> String {
        let folder = path("unpacked-\(UUID().uuidString)")
        let result = try runTool(python, [check, "unpack", package, folder])
        XCTAssertEqual(result.status, 0, String(decoding: result.stdout + result.stderr, as: UTF8.self))
        return "\(folder)/a/vine.json"
    }

    /// Qt 6's Lottie player under Xvfb (a 640 × 400 recording at its own size: Qt draws a
    /// stroke's width in whole pixels) with `--lottie-compat qt`: the classic look, and a
    /// fade and a wither loop (each vine layer fading on its own, as Qt has no precompositions).
    func testQtDrawsTheClassicLookAndFadingLoops() throws {
        let recording = try erasingRecording(look: "classic")
        let growth = try export(
            [], lottie: ["--lottie-compat", "qt"], as: "qt.json", recording: recording, size: (640, 400),
            frames: [15, 50, 80, 100])
        try assertMatches(try qt(growth), growth, player: "Qt 6")
        for ending in ["fade", "wither"] {
            var loop = try export(
                ["--loop", "--loop-end", ending], lottie: ["--lottie-compat", "qt"], as: "qt-\(ending).json",
                recording: recording, size: (640, 400), frames: [])
            loop.checked = [50, loop.frameCount - 25, loop.frameCount - 15]
            try assertMatches(try qt(loop), loop, player: "Qt 6")
        }
    }

    /// What Qt cannot show at all is refused with `--lottie-compat qt`, saying why.
    func testQtRefusesTheNaturalLookAndAnUngrowingLoop() throws {
        let json = path("refused.json")
        for (options, words) in [
            (["--look", "natural"], ["precompositions", "--look classic"]),
            (["--loop", "--loop-end", "ungrow"], ["remap time", "fade or wither"]),
        ] {
            let result = try runVine(["export", demo, "--out", json, "--lottie-compat", "qt"] + options)
            XCTAssertEqual(result.status, 64, result.stderr)
            for word in words { XCTAssertTrue(result.stderr.contains(word), "\(word) in \(result.stderr)") }
            XCTAssertFalse(FileManager.default.fileExists(atPath: json), "nothing written")
        }
    }

    /// `export`'s checked frames drawn by Qt 6's `LottieAnimation`, side by side in one window
    /// on a virtual display, grabbed by the window itself.
    private func qt(_ export: Export) throws -> [Int: RGBImage] {
        let qml = "/usr/lib/qt6/bin/qml"
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: qml),
            "Qt 6's qml is not installed (Scripts/setup installs qml-qt6 and its Lottie module)")
        let shot = path("qt-\(UUID().uuidString).png")
        let (width, height) = (640, 400)
        let tiles = export.checked.map { "\($0)" }.joined(separator: ", ")
        // QML's imports, made so that no line of this file starts with `import` but Swift's.
        let imports = ["QtQuick", "QtQuick.Window", "Qt.labs.lottieqt 1.0"].map { "import \($0)\n" }.joined()
        let script =
            imports + """
                Window {
                    id: window; width: \(width * export.checked.count); height: \(height); visible: true; color: "black"
                    property int waiting: \(export.checked.count)
                    Row {
                        Repeater {
                            model: [\(tiles)]
                            LottieAnimation {
                                source: "\(URL(fileURLWithPath: export.file).absoluteString)"; autoPlay: false
                                width: \(width); height: \(height)
                                onStatusChanged: if (status == LottieAnimation.Ready) { gotoAndStop(modelData); window.waiting -= 1 }
                            }
                        }
                    }
                    Timer {
                        interval: 300; repeat: true; running: true
                        onTriggered: if (window.waiting == 0) {
                            stop(); window.contentItem.grabToImage(function(r) { r.saveToFile("\(shot)"); Qt.quit() })
                        }
                    }
                }
                """
        let file = path("qt-\(UUID().uuidString).qml")
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay(width: width * export.checked.count, height: height)
        var environment = display.environment
        environment["QT_QPA_PLATFORM"] = "xcb"
        let result = try runTool(qml, [file], environment: environment, timeLimit: 60)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let image = try RGBImage(png: URL(fileURLWithPath: shot))
        var frames: [Int: RGBImage] = [:]
        for (column, frame) in export.checked.enumerated() {
            frames[frame] = image.tile(x: column * width, y: 0, width: width, height: height)
        }
        return frames
    }
}

extension RGBImage {
    /// The `width` × `height` pixels at (`x`, `y`).
    func tile(x: Int, y: Int, width: Int, height: Int) -> RGBImage {
        var tile = self
        tile.width = width
        tile.height = height
        tile.bytes = []
        tile.bytes.reserveCapacity(width * height * 3)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 3
            tile.bytes += bytes[start..<(start + width * 3)]
        }
        return tile
    }
}
