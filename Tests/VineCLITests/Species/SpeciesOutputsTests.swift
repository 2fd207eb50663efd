import Foundation
import TestPixels
import VineCore
import XCTest

/// Every built-in species, and one defined only in a file of the tests, in every output kind:
/// PNG frames, video, GIF, SVG and PDF stills, animated SVG, the player, Lottie, `.tgs` and
/// dotLottie, all of `Recordings/demo.vine`. Their vector animations match their PNG frames
/// (without soft shadows, at 1280 × 800 and 10 fps) in rlottie, in lottie-web (svg and canvas
/// renderers) and in Chromium (``FrameMatch``). Stills of any two built-ins differ in a
/// property of their ink that does not depend on the seed.
final class SpeciesOutputsTests: AnimationExportTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
    private let fixture = packageRoot.appendingPathComponent("Tests/SpeciesFiles/sea-pea.json").path
    private let size = (width: 1280, height: 800)
    /// The frames checked in the players, at 10 fps: growing and grown.
    private let checked = [120, 230]

    /// Every built-in species' name.
    private var builtIns: [String] { Species.builtIns.map(\.name) }

    func testTheListNamesAtLeastEightSpeciesTheLooksFirst() throws {
        let result = try runVine(["species", "--list"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertGreaterThanOrEqual(builtIns.count, 8)
        XCTAssertEqual(Array(builtIns.prefix(2)), ["classic", "natural"])
        for name in builtIns { XCTAssertTrue(names.contains(name), "\(name) listed: \(result.stdout)") }
    }

    func testEveryBuiltInSpeciesWritesEveryOutputKind() throws {
        for name in builtIns { try assertWritesEveryOutputKind(["--species", name], label: name) }
    }

    func testASpeciesFromAFileAloneWritesEveryOutputKind() throws {
        try assertWritesEveryOutputKind(["--species", fixture], label: "sea-pea (file)")
    }

    func testEveryBuiltInSpeciesMatchesItsFramesInRlottieLottieWebAndChromium() throws {
        for name in builtIns where name != "classic" && name != "natural" {
            try assertPlayersMatchFrames(["--species", name], label: name)
        }
    }

    func testASpeciesFromAFileAloneMatchesItsFramesInThePlayers() throws {
        try assertPlayersMatchFrames(["--species", fixture], label: "sea-pea (file)")
    }

    /// A recording written with a species file keeps the plant: its frames are the same
    /// bytes after the file is deleted.
    func testARecordingMadeWithASpeciesFileReplaysIdenticallyAfterTheFileIsDeleted() throws {
        let plant = path("sea-pea.json")
        try FileManager.default.copyItem(atPath: fixture, toPath: plant)
        let recording = path("written.vine")
        try vine(["text", "Pea", "--out", recording, "--species", plant, "--seed", "11"])
        let before = path("before")
        try vine(["export", recording, "--out", before, "--fps", "4", "--size", "320x200", "--quiet"])
        try FileManager.default.removeItem(atPath: plant)
        let after = path("after")
        try vine(["export", recording, "--out", after, "--fps", "4", "--size", "320x200", "--quiet"])
        let natural = path("natural")
        try vine([
            "export", recording, "--out", natural, "--fps", "4", "--size", "320x200", "--quiet", "--look", "natural",
        ])
        let names = try FileManager.default.contentsOfDirectory(atPath: before).sorted()
        XCTAssertGreaterThan(names.count, 10)
        XCTAssertEqual(names, try FileManager.default.contentsOfDirectory(atPath: after).sorted())
        var differing = 0
        for name in names {
            let old = try Data(contentsOf: URL(fileURLWithPath: "\(before)/\(name)"))
            XCTAssertTrue(old == (try Data(contentsOf: URL(fileURLWithPath: "\(after)/\(name)"))), name)
            if old != (try Data(contentsOf: URL(fileURLWithPath: "\(natural)/\(name)"))) { differing += 1 }
        }
        XCTAssertGreaterThan(differing, names.count / 2, "the sea pea, not the natural look")
    }

    /// For each pair of built-ins, some property of the ink of a still of the grown demo
    /// (its mean red, green or blue, how much of the canvas it covers, how thin its lines
    /// are) differs between the two by more than it varies between three seeds of either.
    func testStillsOfAnyTwoBuiltInSpeciesDifferBeyondTheirSeedSpread() throws {
        var spreads: [String: [InkProperties]] = [:]
        for name in builtIns {
            spreads[name] = try [3, 1234, 987_654].map { seed in
                let png = path("\(name)-\(seed).png")
                try vine([
                    "export", demo, "--out", png, "--at", "25", "--size", "640x400", "--no-shadow", "--species", name,
                    "--seed", String(seed),
                ])
                return InkProperties(try RGBImage(png: URL(fileURLWithPath: png)))
            }
        }
        for (i, a) in builtIns.enumerated() {
            for b in builtIns[(i + 1)...] {
                let first = try XCTUnwrap(spreads[a])
                let second = try XCTUnwrap(spreads[b])
                let apart = InkProperties.names.indices.contains { p in
                    let x = first.map { $0.values[p] }
                    let y = second.map { $0.values[p] }
                    let gap = max(y.min()! - x.max()!, x.min()! - y.max()!)
                    return gap > max(x.max()! - x.min()!, y.max()! - y.min()!)
                }
                XCTAssertTrue(
                    apart,
                    "\(a) and \(b) are told apart by no ink property: \(a) \(first.map(\.values)), \(b) \(second.map(\.values))"
                )
            }
        }
    }

    /// Exports the demo with `options` to every output kind and checks each file.
    private func assertWritesEveryOutputKind(_ options: [String], label: String) throws {
        let common = ["--size", "320x200", "--quiet"] + options
        let frames = path("frames-\(UUID().uuidString)")
        try vine(["export", demo, "--out", frames, "--fps", "1"] + common)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }
        XCTAssertGreaterThan(pngs.count, 20, label)
        let clip = ["--fps", "5", "--to", "6"] + common
        let still = ["--at", "20"] + common
        let animation = ["--fps", "10"] + common
        // A Telegram sticker is 512 × 512, at most 3 s and 64 KB: the growth's first 2.9 s.
        let sticker = ["--from", "0", "--to", "2.9", "--quiet"] + options
        let outputs: [(name: String, arguments: [String], magic: String?)] = [
            ("clip.mp4", clip, nil), ("clip.webm", clip, nil), ("clip.gif", clip, "GIF8"),
            ("still.svg", still, "<?xml"), ("still.pdf", still, "%PDF"), ("still.png", still, nil),
            ("anim.svg", animation, "<?xml"), ("page.html", animation, "<!DOCTYPE html>"),
            ("anim.json", animation, "{"),
            ("anim.lottie", animation, "PK"), ("sticker.tgs", sticker, nil),
        ]
        for output in outputs {
            let file = path("\(UUID().uuidString)-\(output.name)")
            try vine(["export", demo, "--out", file] + output.arguments)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            XCTAssertGreaterThan(bytes.count, 100, "\(label): \(output.name)")
            if let magic = output.magic {
                XCTAssertTrue(bytes.starts(with: Array(magic.utf8)), "\(label): \(output.name) starts with \(magic)")
            }
        }
    }

    /// Matches the demo's Lottie (rlottie, lottie-web's svg and canvas renderers), animated
    /// SVG and player (Chromium) exported with `options` against its PNG frames.
    private func assertPlayersMatchFrames(_ options: [String], label: String) throws {
        let common = ["--fps", "10", "--size", "\(size.width)x\(size.height)", "--no-shadow", "--quiet"] + options
        let json = path("\(UUID().uuidString).json")
        let svg = path("\(UUID().uuidString).svg")
        let html = path("\(UUID().uuidString).html")
        for out in [json, svg, html] { try vine(["export", demo, "--out", out] + common) }
        /// PNG frame `frame`: the still at its time, the same pixels as that frame of a PNG
        /// sequence (ExportTests.testPNGStillIsOneFrameOfTheSequence).
        func png(_ frame: Int) throws -> RGBImage {
            let still = path("\(UUID().uuidString).png")
            try vine(["export", demo, "--out", still, "--at", String(Double(frame) / 10)] + common)
            return try RGBImage(png: URL(fileURLWithPath: still))
        }
        let rlottie = try rlottieFrames(json, frames: checked)
        let page = path("page-\(UUID().uuidString).html")
        let written = try runTool(python, [check, "web", json, page] + checked.map(String.init))
        XCTAssertEqual(written.status, 0, String(decoding: written.stdout + written.stderr, as: UTF8.self))
        let web = try HeadlessChromium.screenshot(
            URL(fileURLWithPath: page).absoluteString, width: checked.count * size.width, height: 2 * size.height,
            windowHeight: 2 * size.height, folder: folder)
        for (column, frame) in checked.enumerated() {
            let expected = try png(frame)
            let time = Double(frame) / 10
            let frames: [(String, RGBImage)] = [
                ("rlottie", try XCTUnwrap(rlottie[frame])),
                ("lottie-web svg", web.tile(x: column * size.width, y: 0, width: size.width, height: size.height)),
                (
                    "lottie-web canvas",
                    web.tile(x: column * size.width, y: size.height, width: size.width, height: size.height)
                ),
                (
                    "animated SVG in Chromium",
                    try screenshot(svg: svg, at: time, width: size.width, height: size.height)
                ),
                (
                    "player in Chromium",
                    try HeadlessChromium.screenshot(
                        "file://\(html)#t=\(time)", width: size.width, height: size.height,
                        windowHeight: size.height + 60, folder: folder)
                ),
            ]
            for (player, actual) in frames {
                FrameMatch(expected: expected, actual: actual).assertMatches(
                    leaves: [], label: "\(label): \(player) frame \(frame)")
            }
        }
    }
}

/// Properties of a still's ink (pixels more than ``FrameMatch/inkThreshold`` from the
/// background in some channel) that a species decides and the seed hardly moves.
private struct InkProperties {
    /// What each value is.
    static let names = ["mean red", "mean green", "mean blue", "coverage", "thinness"]
    /// The values, in the order of ``names``: mean channels 0–255, the fraction of pixels
    /// that are ink, and the fraction of ink pixels with a non-ink pixel two pixels away
    /// (high for thin lines, low for broad leaves).
    var values: [Double]

    init(_ image: RGBImage) {
        let background = Array(image.bytes[0..<3])
        let count = image.width * image.height
        let ink = Pixels.ink(image.bytes, channels: 3, background: background, threshold: FrameMatch.inkThreshold)
        let sums = Pixels.sums(image.bytes, channels: 3, where: ink)
        let inkCount = ink.filter { $0 }.count
        let edges = Pixels.edges(ink, width: image.width, height: image.height, distance: 2)
        let n = Double(max(inkCount, 1))
        values = [sums[0] / n, sums[1] / n, sums[2] / n, Double(inkCount) / Double(count), Double(edges) / n]
    }
}
