import Foundation
import VineVector
import XCTest

/// `vine export --out x.svg` (no `--at`) and `--out x.html`: the animated SVG (its markup in a
/// bare page that seeks its animations) and the player page (`#t=`), loaded in headless
/// Chromium at several times, match the PNG stills of those times (``FrameMatch``), in both
/// looks, with undo, erase and clear. A missing Chromium fails the tests.
final class AnimatedSVGExportTests: AnimationExportTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path

    /// The PNG still of `recording` (`fingers` by default) at `time`, at the canvas size.
    private func still(_ time: Double, of recording: String? = nil, extra: [String] = []) throws -> RGBImage {
        let png = path("still-\(time).png")
        try vine(["export", recording ?? fingers, "--at", String(time), "--out", png, "--quiet"] + extra)
        return try RGBImage(png: URL(fileURLWithPath: png))
    }

    /// Exports `recording` (`width` × `height`) as a player page and as an animated SVG,
    /// screenshots the page at `pageTimes` and the SVG at `svgTimes`, and matches them
    /// against the stills of those times.
    private func assertMatchesStills(
        _ recording: String, width: Int, height: Int, pageTimes: [Double], svgTimes: [Double],
        leavesUnknown: [Double] = []
    ) throws {
        func leaves(_ time: Double) throws -> [SceneLeaf] {
            leavesUnknown.contains(time) ? [] : try SceneLeaf.leaves(of: recording, at: time, scale: 1)
        }
        let html = path("page.html")
        try vine(["export", recording, "--out", html, "--fps", "30", "--from", "0", "--quiet"])
        for time in pageTimes {
            let shot = try HeadlessChromium.screenshot(
                "file://\(html)#t=\(time)", width: width, height: height, windowHeight: height + 60,
                folder: folder)
            FrameMatch(expected: try still(time, of: recording), actual: shot)
                .assertMatches(leaves: try leaves(time), label: "\(recording) html t=\(time)")
        }
        let svg = path("anim.svg")
        try vine(["export", recording, "--out", svg, "--from", "0", "--quiet"])
        for time in svgTimes {
            let shot = try screenshot(svg: svg, at: time, width: width, height: height)
            FrameMatch(expected: try still(time, of: recording), actual: shot)
                .assertMatches(leaves: try leaves(time), label: "\(recording) svg t=\(time)")
        }
    }

    func testPlayerPageSeekedInChromiumMatchesStills() throws {
        let html = path("player.html")
        try vine(["export", fingers, "--out", html, "--fps", "30", "--from", "0", "--quiet"])
        let page = try String(contentsOfFile: html, encoding: .utf8)
        for needle in ["<svg", "id=\"play\"", "type=\"range\"", "data-speed=\"2\""] {
            XCTAssertTrue(page.contains(needle), "the page has \(needle)")
        }
        let external = try NSRegularExpression(pattern: #"(src|href)="(https?:)?//"#)
        XCTAssertNil(
            external.firstMatch(in: page, range: NSRange(page.startIndex..., in: page)), "nothing loads from a network")
        // Undo at 5.5, clear at 9.5: frames on both sides.
        for time in [2.0, 5.4, 5.6, 9.4, 9.6] {
            let shot = try HeadlessChromium.screenshot(
                "file://\(html)#t=\(time)", width: 1280, height: 800, windowHeight: 860, folder: folder)
            FrameMatch(expected: try still(time), actual: shot)
                .assertMatches(leaves: try SceneLeaf.leaves(of: fingers, at: time, scale: 1), label: "html t=\(time)")
        }
    }

    func testAnimatedSVGPlaysInChromiumLikeTheStills() throws {
        let svg = path("anim.svg")
        try vine(["export", fingers, "--out", svg, "--from", "0", "--quiet"])
        let xmllint = try XCTUnwrap(toolPath("xmllint"), "xmllint is not installed (Scripts/setup installs it)")
        XCTAssertEqual(try runTool(xmllint, ["--noout", svg]).status, 0, "well-formed XML")
        for time in [3.0, 14.4, 19.0] {
            let shot = try screenshot(svg: svg, at: time, width: 1280, height: 800)
            FrameMatch(expected: try still(time), actual: shot)
                .assertMatches(leaves: try SceneLeaf.leaves(of: fingers, at: time, scale: 1), label: "svg t=\(time)")
        }
    }

    func testNaturalLookInThePlayerAndTheSVGMatchesStills() throws {
        let handwriting = packageRoot.appendingPathComponent("Recordings/handwriting.vine").path
        // Growing and unfolding leaves, a flower opening (tap at 23.25), the end.
        try assertMatchesStills(handwriting, width: 1100, height: 500, pageTimes: [12, 23.6], svgTimes: [5, 27.5])
    }

    func testEraseUndoAndClearInBothLooksMatchStills() throws {
        // Erase at 7.5, undo at 10.5, clear at 11.5, undo of the clear at 12.5.
        for look in ["natural", "classic"] {
            try assertMatchesStills(
                try erasingRecording(look: look), width: 640, height: 400, pageTimes: [7.4, 7.6, 10.6, 12.6],
                svgTimes: [10.4, 11.6, 12.6], leavesUnknown: [11.6])
        }
    }

    func testFlatStyleWithOutlineColourInThePlayer() throws {
        let extra = ["--no-gradient", "--leaf-outline", "#335522", "--leaf-fill", "#CCE0A0", "--vine-width", "6"]
        let html = path("flat.html")
        try vine(["export", fingers, "--out", html, "--fps", "30", "--from", "0", "--quiet"] + extra)
        let shot = try HeadlessChromium.screenshot(
            "file://\(html)#t=4", width: 1280, height: 800, windowHeight: 860, folder: folder)
        FrameMatch(expected: try still(4, extra: extra), actual: shot)
            .assertMatches(leaves: try SceneLeaf.leaves(of: fingers, at: 4, scale: 1), label: "flat html t=4")
    }

    func testStillWithAtStaysAStill() throws {
        try vine(["export", fingers, "--out", path("still.svg"), "--at", "5"])
        let text = try String(contentsOfFile: path("still.svg"), encoding: .utf8)
        XCTAssertFalse(text.contains("@keyframes"))
        try vine(["export", fingers, "--out", path("anim.svg"), "--to", "5", "--quiet"])
        XCTAssertTrue(try String(contentsOfFile: path("anim.svg"), encoding: .utf8).contains("@keyframes"))
    }
}
