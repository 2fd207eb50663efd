import Foundation
import VineCore
import VineGeometry
import XCTest

/// `vine draw --within`: the pen lifts where the pointer leaves the shape and comes down
/// where it comes back, so every recorded point lies inside; the shape shows faintly in
/// the window only.
final class ShapesWindowTests: FolderTestCase {
    func testDrawingLiftsThePenAtTheShapesEdgeAndShowsAGuide() throws {
        let shape = path("ring.svg")
        try Data(ShapeBoundsTests.shapes[1].svg.utf8).write(to: URL(fileURLWithPath: shape))
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("ring.vine")
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400", "--no-status", "--seed", "3", "--within", shape],
            environment: display.environment)
        let window = try display.waitForWindow(titled: "ring.vine")
        try display.focus(window, of: vine)
        try display.drag(in: window, along: (0..<150).map { i in (x: 20 + i * 4, y: 200) }, of: vine)
        let shown = try display.screenshot(of: window, to: folder.appendingPathComponent("shown.png"))
        try display.xdotool(["windowfocus", window, "key", "Escape"])
        let result = try XCTUnwrap(vine.waitForExit(), "vine draw did not quit on Escape")
        XCTAssertEqual(result.status, 0, result.stderr)

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let region = try XCTUnwrap(Bounds.parseRegion(try XCTUnwrap(header["within"] as? String)) ?? nil)
        var downs = 0
        var points = 0
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            guard let kind = event[1] as? String, ["down", "move", "up"].contains(kind) else { continue }
            if kind == "down" { downs += 1 }
            points += 1
            let xy = event.compactMap { ($0 as? NSNumber)?.doubleValue }
            let point = Point(x: xy[2], y: xy[3])
            XCTAssertTrue(region.containsWithMargin(point, margin: 2), "\(kind) at \(point) is outside the ring")
        }
        XCTAssertEqual(downs, 2, "a line across a ring crosses it twice")
        XCTAssertGreaterThan(points, 20)

        let end = path("end.png")
        let exported = try runVine(["export", recording.path, "--at", "100", "--out", end, "--size", "640x400"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertGreaterThan(
            shown.differingPixels(from: try RGBImage(png: URL(fileURLWithPath: end))), 200,
            "the window shows the ring's outline as a guide; the export does not")
    }
}
