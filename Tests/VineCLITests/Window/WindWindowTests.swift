import Foundation
import XCTest

/// `vine play --wind` in a real SDL window on a virtual X display: paused and seeked to
/// whole seconds after growth, the window shows exactly what `vine export --at` renders
/// with the same wind, though every grown branch moves from frame to frame.
final class WindWindowTests: AnimationExportTestCase {
    func testPausedWindowMatchesExportWithWind() throws {
        let recording = try erasingRecording(look: "natural")
        let display = try VirtualDisplay(width: 1024, height: 768)
        let vine = try BackgroundVine(
            ["play", recording, "--wind", "12,1", "--no-status"], environment: display.environment)
        let window = try display.waitForWindow(titled: "erase-natural.vine")
        try display.focus(window, of: vine)
        // Pause, go back to 0 (exactly), then seek whole seconds.
        XCTAssertEqual(try display.press(["space", "Home"], in: window, of: vine).time, 0)
        var shots: [(Double, RGBImage)] = []
        for time in [6.0, 7.0] {
            let shown = try display.press(Array(repeating: "Right", count: time == 6 ? 6 : 1), in: window, of: vine)
            XCTAssertEqual(shown.time, time, "the paused window's time")
            shots.append(
                (time, try display.screenshot(of: window, to: folder.appendingPathComponent("window-\(time).png"))))
        }
        try display.xdotool(["windowfocus", window, "key", "q"])
        let result = try XCTUnwrap(vine.waitForExit(), "vine play did not quit on Q")
        XCTAssertEqual(result.status, 0, result.stderr)
        for (time, shown) in shots {
            let png = path("export-\(time).png")
            try self.vine([
                "export", recording, "--at", "\(time)", "--size", "640x400", "--wind", "12,1", "--out", png,
                "--quiet",
            ])
            XCTAssertEqual(
                shown.differingPixels(from: try RGBImage(png: URL(fileURLWithPath: png))), 0,
                "the window at \(time) s differs from export --at")
        }
        XCTAssertGreaterThan(shots[0].1.differingPixels(from: shots[1].1), 100, "the branches swayed")
    }
}
