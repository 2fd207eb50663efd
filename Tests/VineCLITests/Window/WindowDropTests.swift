import Foundation
import XCTest

/// Files dropped on a window, and `vine` with no arguments, in a real SDL window on a
/// virtual X display (Xvfb). xdotool cannot drag a file, so the drop goes through the
/// window's documented test hook: `VINE_TEST_DROP` names the file and SIGUSR1 pushes it as
/// SDL's drop event.
final class WindowDropTests: FolderTestCase {
    /// A recording dropped on `vine play` plays instead, from its start; its last frame
    /// equals `vine export --at` its end at the window's size.
    func testARecordingDroppedOnPlayPlays() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let first = path("first.vine")
        let dropped = path("dropped.vine")
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent("Recordings/demo.vine").path, toPath: first)
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent("Scripts/Desktop/icon.vine").path, toPath: dropped)
        var environment = display.environment
        environment["VINE_TEST_DROP"] = dropped
        let vine = try BackgroundVine(["play", first, "--no-status"], environment: environment)
        _ = try display.waitForWindow(titled: "first.vine")
        try vine.waitForTrace("a first frame") { $0.hasPrefix("frame ") }
        let mark = vine.traceMark
        vine.send(SIGUSR1)
        XCTAssertTrue(vine.waitForStderr(containing: "vine: playing \(dropped)"), vine.stderrSoFar)
        let window = try display.waitForWindow(titled: "dropped.vine")
        let end = try vine.waitUntilShown(after: mark, input: "drop")
        XCTAssertEqual(end.time, 2.7, accuracy: 0.05, "the dropped recording holds still at its end")
        let shown = try display.screenshot(of: window, to: folder.appendingPathComponent("shown.png"))
        let png = folder.appendingPathComponent("export.png")
        let export = try runVine([
            "export", dropped, "--at", "2.7", "--size", "\(shown.width)x\(shown.height)", "--out", png.path, "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(shown.differingPixels(from: try RGBImage(png: png)), 0, "the dropped recording's end")
        try display.quitWithEscape(vine, in: window)
    }

    /// A recording dropped on `vine draw` is refused with a message; drawing goes on.
    func testARecordingDroppedOnDrawIsRefused() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        var environment = display.environment
        environment["VINE_TEST_DROP"] = packageRoot.appendingPathComponent("Scripts/Desktop/icon.vine").path
        let vine = try BackgroundVine(
            ["draw", "--out", path("drawing.vine"), "--size", "640x400"], environment: environment)
        let window = try display.waitForWindow(titled: "drawing.vine")
        try vine.waitForTrace("a first frame") { $0.hasPrefix("frame ") }
        vine.send(SIGUSR1)
        XCTAssertTrue(
            vine.waitForStderr(containing: "icon.vine not opened: a drawing window records one drawing"),
            vine.stderrSoFar)
        try display.quitWithEscape(vine, in: window)
        XCTAssertEqual(try runVine(["check", path("drawing.vine")]).status, 0)
    }

    /// `vine` alone opens a new drawing when there is a display, and prints the help otherwise.
    func testVineAloneDrawsWithADisplayAndPrintsHelpWithout() throws {
        var bare = ProcessInfo.processInfo.environment
        bare.removeValue(forKey: "DISPLAY")
        bare.removeValue(forKey: "WAYLAND_DISPLAY")
        let help = try runVine([], environment: bare)
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("SUBCOMMANDS:"), help.stdout)

        let display = try VirtualDisplay(width: 1024, height: 768)
        let vine = try BackgroundVine([], environment: display.environment, currentDirectory: folder)
        let window = try display.waitForWindow(titled: "vine draw")
        try display.quitWithEscape(vine, in: window)
        let drawings = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vine") }
        XCTAssertEqual(drawings.count, 1, "\(drawings)")
    }
}
