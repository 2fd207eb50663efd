import Foundation
import XCTest

/// `vine export --out x.svg` (no `--at`) and `--out x.html`: the animated SVG (its markup in a
/// bare page that seeks its animations) and the player page (`#t=`), loaded in headless
/// Chromium at several times, match the PNG
/// stills of those times (``FrameMatch``). A missing Chromium fails the tests.
final class AnimatedSVGExportTests: XCTestCase {
    private var folder: URL!
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func vine(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runVine(arguments)
        XCTAssertEqual(
            result.status, 0, "vine \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
    }

    /// The PNG still of `fingers` at `time`, 1280 × 800.
    private func still(_ time: Double, extra: [String] = []) throws -> RGBImage {
        let png = path("still-\(time).png")
        try vine(["export", fingers, "--at", String(time), "--out", png, "--quiet"] + extra)
        return try RGBImage(png: URL(fileURLWithPath: png))
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
        // The SVG's own markup in a bare page whose script pauses its CSS animations and
        // seeks them (Chromium's virtual clock is not exact on a busy machine).
        let markup = try String(contentsOfFile: svg, encoding: .utf8)
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        for time in [3.0, 14.4, 19.0] {
            let page = path("seek-\(time).html")
            let script =
                "<script>for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(time * 1000); }</script>"
            try ("<!DOCTYPE html><html><body style=\"margin:0\">" + markup + script + "</body></html>")
                .write(toFile: page, atomically: true, encoding: .utf8)
            let shot = try HeadlessChromium.screenshot(
                "file://\(page)", width: 1280, height: 800, windowHeight: 800, folder: folder)
            FrameMatch(expected: try still(time), actual: shot)
                .assertMatches(leaves: try SceneLeaf.leaves(of: fingers, at: time, scale: 1), label: "svg t=\(time)")
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
