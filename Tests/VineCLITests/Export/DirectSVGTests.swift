import Foundation
import XCTest

/// Every kind of SVG Vine writes — a still, an animated SVG in each look, a loop with each
/// ending, wind — is well-formed XML (`xmllint --noout`, libxml2's default limits) and,
/// opened directly as a file (`file://…/x.svg#t=S`, the file's own seek hook) in headless
/// Chromium and in Firefox ESR, matches the PNG frames at three times (``FrameMatch``).
final class DirectSVGTests: AnimationExportTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    /// 41 frames at 10 fps (a loop's 70), 640 × 400: at a quarter of the canvas, natural
    /// stalks are so thin that the frames' soft shadow alone carries some of their pixels
    /// past the ink threshold.
    private let options = ["--to", "4", "--size", "640x400", "--fps", "10", "--quiet"]

    /// Each kind: its name, its export options, and the frames to compare (a fading loop's
    /// frames inside the ending are compared by the mean alone: half-faded ink straddles the
    /// ink threshold).
    private let kinds: [(name: String, arguments: [String], frames: [Int], meanOnly: Set<Int>)] = [
        ("classic", [], [8, 20, 40], []),
        ("natural", ["--look", "natural"], [8, 20, 40], []),
        ("wind", ["--wind", "10,2"], [15, 30, 40], []),
        ("natural-wind", ["--look", "natural", "--wind", "10,2"], [15, 30, 40], []),
        ("loop-fade", ["--loop", "--wind", "10,2"], [20, 45, 60], [60]),
        ("loop-ungrow", ["--loop", "--loop-end", "ungrow"], [20, 45, 60], [60]),
        ("loop-wither", ["--loop", "--loop-end", "wither"], [20, 45, 57], []),
    ]

    /// Whether `xmllint --noout` (default limits) accepts `file`.
    private func assertWellFormed(_ file: String, line: UInt = #line) throws {
        let xmllint = try XCTUnwrap(toolPath("xmllint"), "xmllint is not installed (Scripts/setup installs it)")
        let result = try runTool(xmllint, ["--noout", file])
        XCTAssertEqual(result.status, 0, "\(file): \(String(decoding: result.stderr, as: UTF8.self))", line: line)
    }

    func testEverySVGIsWellFormedXML() throws {
        let still = path("still.svg")
        try vine(["export", fingers, "--at", "3", "--out", still, "--quiet"])
        try assertWellFormed(still)
        for kind in kinds {
            let svg = path("\(kind.name).svg")
            try vine(["export", fingers, "--out", svg] + kind.arguments + options)
            try assertWellFormed(svg)
        }
        for mode in ["view", "scroll", "hover"] {
            let svg = path("\(mode).svg")
            try vine(["export", fingers, "--out", svg, "--play", mode] + options)
            try assertWellFormed(svg)
        }
        // The natural look in the wind, the largest: within libxml2's 10 MB text limit, and
        // at most 3 MB (shared keyframes).
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let natural = path("demo-natural-wind.svg")
        try vine(["export", demo, "--look", "natural", "--wind", "12,4", "--out", natural, "--quiet"])
        try assertWellFormed(natural)
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: natural)[.size] as? Int)
        XCTAssertLessThanOrEqual(size, 3_000_000, "the natural wind demo's SVG")
    }

    func testEverySVGOpenedAsAFileInChromiumAndFirefoxMatchesTheFrames() throws {
        let still = path("still.svg")
        try vine(["export", fingers, "--at", "3", "--out", still, "--size", "640x400", "--quiet"])
        let stillPNG = path("still.png")
        try vine(["export", fingers, "--at", "3", "--out", stillPNG, "--size", "640x400", "--quiet"])
        let expected = try RGBImage(png: URL(fileURLWithPath: stillPNG))
        for browser in ["chromium", "firefox"] {
            let shot = try screenshot("file://\(still)", browser: browser)
            FrameMatch(expected: expected, actual: shot).assertMatches(leaves: [], label: "still in \(browser)")
        }
        for kind in kinds {
            let svg = path("\(kind.name).svg")
            try vine(["export", fingers, "--out", svg] + kind.arguments + options)
            let frames = path("\(kind.name)-frames")
            try vine(["export", fingers, "--out", frames] + kind.arguments + options)
            for frame in kind.frames {
                let png = try RGBImage(png: URL(fileURLWithPath: frames + String(format: "/frame-%06d.png", frame)))
                for browser in ["chromium", "firefox"] {
                    let shot = try screenshot("file://\(svg)#t=\(Double(frame) / 10)", browser: browser)
                    let match = FrameMatch(expected: png, actual: shot)
                    let label = "\(kind.name) frame \(frame) in \(browser)"
                    if kind.meanOnly.contains(frame) {
                        XCTAssertLessThanOrEqual(match.meanDifference, FrameMatch.maxMeanDifference, label)
                    } else {
                        match.assertMatches(leaves: [], label: label)
                    }
                }
            }
        }
    }

    /// The player page, opened as a file in Firefox ESR at `#t=S` (Chromium's are in
    /// ``AnimatedSVGExportTests`` and ``LoopExportTests``), matches the frames.
    func testPlayerOpenedAsAFileInFirefoxMatchesTheFrames() throws {
        for kind in kinds where kind.name == "natural" || kind.name == "loop-wither" {
            let html = path("\(kind.name).html")
            try vine(["export", fingers, "--out", html] + kind.arguments + options)
            let frames = path("\(kind.name)-player-frames")
            try vine(["export", fingers, "--out", frames] + kind.arguments + options)
            for frame in kind.frames {
                let png = try RGBImage(png: URL(fileURLWithPath: frames + String(format: "/frame-%06d.png", frame)))
                let shot = try HeadlessFirefox.screenshot(
                    "file://\(html)#t=\(Double(frame) / 10)", width: 640, height: 400, windowHeight: 460, folder: folder
                )
                FrameMatch(expected: png, actual: shot).assertMatches(
                    leaves: [], label: "\(kind.name) player frame \(frame) in firefox")
            }
        }
    }

    /// The top-left 640 × 400 pixels of `url` in `browser`.
    private func screenshot(_ url: String, browser: String) throws -> RGBImage {
        browser == "chromium"
            ? try HeadlessChromium.screenshot(url, width: 640, height: 400, windowHeight: 400, folder: folder)
            : try HeadlessFirefox.screenshot(url, width: 640, height: 400, folder: folder)
    }
}
