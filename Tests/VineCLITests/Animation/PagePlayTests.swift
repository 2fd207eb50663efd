import Foundation
import VineVector
import XCTest

/// `vine export --play view|scroll|hover`: growth driven by the page, checked in headless
/// Chromium driven as a person would (`Scripts/page-check`: scrolling the page, moving
/// the pointer) with the drawing inline, as an `<object>` and the player in an `<iframe>`.
/// The shown time is read from the drawing's animations (inline) or from the
/// `{vineTime: S}` messages a framed drawing sends the page holding it.
final class PagePlayTests: AnimationExportTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let pageCheck = packageRoot.appendingPathComponent("Scripts/page-check").path
    /// 41 frames at 10 fps.
    private let options = ["--to", "4", "--size", "320x200", "--fps", "10", "--quiet"]
    private let duration = 4.1

    /// The drawing exported with `--play mode` as `.svg` and `.html`, and the pages holding
    /// it (below `above` pixels of page, above 1500 more): inline, as an `<object>` and the
    /// player in an `<iframe>`, each with `place()` giving `[top, bottom, innerHeight,
    /// shown time]` and `settled()` the same once it has not changed for a quarter of a second.
    private func pages(_ mode: String, above: Int, extra: [String] = []) throws -> [(kind: String, url: String)] {
        let name = ([mode] + extra).joined(separator: "-")
        let svg = path("\(name).svg")
        let html = path("\(name).html")
        try vine(["export", fingers, "--out", svg, "--play", mode] + extra + options)
        try vine(["export", fingers, "--out", html, "--play", mode] + extra + options)
        let markup = try String(contentsOfFile: svg, encoding: .utf8)
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        let elements = [
            ("inline", markup.replacingOccurrences(of: "<svg ", with: "<svg id=\"d\" ")),
            (
                "object",
                "<object id=\"d\" data=\"\(svg)\" type=\"image/svg+xml\" width=\"320\" height=\"200\" style=\"display:block\"></object>"
            ),
            (
                "iframe",
                "<iframe id=\"d\" src=\"\(html)\" width=\"320\" height=\"260\" style=\"display:block;border:0\"></iframe>"
            ),
        ]
        let script = """
            <script>
            window.shown = null;
            addEventListener("message", e => { if (e.data && typeof e.data.vineTime === "number") window.shown = e.data.vineTime; });
            function read() {
              const d = document.getElementById("d");
              if (d.tagName.toLowerCase() !== "svg") return window.shown;
              const a = d.getAnimations({subtree: true});
              return a.length ? a[0].currentTime / 1000 : null;
            }
            window.place = () => { const r = document.getElementById("d").getBoundingClientRect(); return [r.top, r.bottom, innerHeight, read()]; };
            window.settled = async () => {
              let last = JSON.stringify(place()), same = 0;
              for (let i = 0; i < 200 && same < 5; i++) {
                await new Promise(done => setTimeout(done, 50));
                const now = JSON.stringify(place());
                same = now === last ? same + 1 : 0;
                last = now;
              }
              return place();
            };
            </script>
            """
        return try elements.map { kind, element in
            let page = path("\(name)-\(kind).html")
            try
                ("<!DOCTYPE html><html><body style=\"margin:0\"><div style=\"height:\(above)px\"></div>" + element
                + "<div style=\"height:1500px\"></div>" + script + "</body></html>")
                .write(toFile: page, atomically: true, encoding: .utf8)
            return (kind, "file://" + page)
        }
    }

    /// What `Scripts/page-check` keeps of `steps` on `url` in a 400 × 600 window.
    private func drive(_ url: String, _ steps: [[Any]]) throws -> [Any] {
        let input = path("steps-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: input))
        let result = try runTool(
            "/bin/sh", ["-c", "\"$0\" \"$1\" \"$2\" 400 600 < \"$3\"", python, pageCheck, url, input], timeLimit: 300)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [Any])
    }

    /// `[top, bottom, innerHeight, shown]` readings of `drive`'s kept values.
    private func placings(_ kept: [Any]) -> [[Double]] {
        kept.compactMap { ($0 as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }.filter { $0.count == 4 }
    }

    func testScrollFollowsTheDrawingsPassageThroughTheViewport() throws {
        let down = Array(stride(from: 0, through: 1700, by: 100))
        let up = Array(stride(from: 1600, through: 0, by: -200))
        var steps: [[Any]] = []
        // Each reading once the page has held still for a quarter of a second (a busy machine draws frames late).
        for y in down + up { steps += [["eval", "void scrollTo(0, \(y))"], ["eval", "settled()"]] }
        for (kind, url) in try pages("scroll", above: 1000) {
            let readings = placings(try drive(url, steps))
            XCTAssertEqual(readings.count, down.count + up.count, kind)
            guard readings.count == down.count + up.count else { continue }
            let shownDown = readings.prefix(down.count).map { $0[3] }
            let shownUp = readings.suffix(up.count).map { $0[3] }
            for (index, reading) in readings.enumerated() {
                let (top, bottom, height, shown) = (reading[0], reading[1], reading[2], reading[3])
                if top >= height {
                    XCTAssertEqual(shown, 0, accuracy: 1e-6, "\(kind) \(index): not entered yet: the first frame")
                }
                if bottom <= 0 {
                    XCTAssertEqual(shown, duration, accuracy: 1e-3, "\(kind) \(index): left: the last frame")
                }
            }
            for (a, b) in zip(shownDown, shownDown.dropFirst()) {
                XCTAssertLessThanOrEqual(a, b + 1e-9, "\(kind): scrolling down never goes back: \(shownDown)")
            }
            for (a, b) in zip(shownUp, shownUp.dropFirst()) {
                XCTAssertGreaterThanOrEqual(a + 1e-9, b, "\(kind): scrolling up plays back: \(shownUp)")
            }
            XCTAssertTrue(
                shownDown.contains { $0 > 0.2 && $0 < duration - 0.2 }, "\(kind): growth between: \(shownDown)")
            XCTAssertTrue(shownUp.contains { $0 > 0.2 && $0 < duration - 0.2 }, "\(kind): growth between: \(shownUp)")
            XCTAssertEqual(shownUp.last ?? -1, 0, accuracy: 1e-6, "\(kind): back at the top, the first frame")
        }
    }

    /// A loop scrolled past ends on its last frame (6.9 s of 70 frames), not on the frame
    /// after it, which would be the first again.
    func testScrollingPastALoopEndsOnItsLastFrame() throws {
        // In steps, as a person scrolls: a drawing in a frame of another origin that jumps from
        // below the viewport to above it without showing cannot tell where it went.
        var steps: [[Any]] = []
        for y in stride(from: 200, through: 1400, by: 200) {
            steps += [["eval", "void scrollTo(0, \(y))"], ["eval", "settled()"]]
        }
        for (kind, url) in try pages("scroll", above: 1000, extra: ["--loop"]) {
            let readings = placings(try drive(url, steps))
            XCTAssertEqual(readings.count, 7, kind)
            guard let reading = readings.last else { continue }
            XCTAssertLessThanOrEqual(reading[1], 0, "\(kind): scrolled past")
            XCTAssertEqual(reading[3], 6.9, accuracy: 1e-3, "\(kind): the loop's last frame")
        }
    }

    func testViewStartsGrowthOnlyOnceHalfTheDrawingIsOnScreen() throws {
        // Out of view, then a quarter in view (top 50 px above the viewport's bottom), then all of it.
        let steps: [[Any]] = [
            ["wait", 1500], ["eval", "place()"],
            ["eval", "void scrollTo(0, 1000 - innerHeight + 50)"], ["wait", 1000], ["eval", "place()"],
            ["eval", "void scrollTo(0, 1000 - innerHeight / 2)"], ["wait", 1500], ["eval", "place()"],
        ]
        for (kind, url) in try pages("view", above: 1000) {
            let readings = placings(try drive(url, steps))
            XCTAssertEqual(readings.count, 3, kind)
            guard readings.count == 3 else { continue }
            XCTAssertEqual(readings[0][3], 0, accuracy: 1e-6, "\(kind): nothing grows out of view")
            XCTAssertEqual(readings[1][3], 0, accuracy: 1e-6, "\(kind): nothing grows with a quarter in view")
            XCTAssertGreaterThan(readings[2][3], 0.5, "\(kind): it grows once in view: \(readings)")
        }
    }

    func testHoverGrowsUnderThePointerAndUngrowsWhenItLeaves() throws {
        let steps: [[Any]] = [
            ["mouse", 380, 500], ["wait", 1000], ["eval", "place()"],
            ["mouse", 160, 100], ["wait", 1000], ["eval", "place()"],
            ["wait", 800], ["eval", "place()"],
            ["mouse", 380, 500], ["wait", 800], ["eval", "place()"],
        ]
        for (kind, url) in try pages("hover", above: 0) {
            let shown = placings(try drive(url, steps)).map { $0[3] }
            XCTAssertEqual(shown.count, 4, kind)
            guard shown.count == 4 else { continue }
            XCTAssertEqual(shown[0], 0, accuracy: 1e-6, "\(kind): nothing grows before the pointer comes")
            XCTAssertGreaterThan(shown[1], 0.3, "\(kind): it grows under the pointer: \(shown)")
            XCTAssertGreaterThan(shown[2], shown[1], "\(kind): and goes on growing: \(shown)")
            XCTAssertLessThan(shown[3], shown[2], "\(kind): it ungrows once the pointer leaves: \(shown)")
        }
    }

    func testPlayIsRefusedForOutputsItCannotDrive() throws {
        for out in ["x.json", "x.gif", "frames"] {
            let result = try runVine(["export", fingers, "--out", path(out), "--play", "scroll"] + options)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(
                result.stderr.contains("--play scroll drives an animated SVG or the HTML player"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path(out)))
        }
    }
}
