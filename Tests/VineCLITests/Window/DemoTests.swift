import Foundation
import XCTest

/// `vine demo` plays the built-in demo in a window when there is a display.
/// (Without one it exports headlessly; ExportTests cover the exporter it uses.)
final class DemoTests: FolderTestCase {
    func testDemoPlaysInAWindowAndQuitsOnEscape() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let vine = try BackgroundVine(["demo"], environment: display.environment, currentDirectory: folder)
        let window = try display.waitForWindow(titled: "demo")
        try vine.waitForFrame("the demo at 2 s") { $0.time >= 2 }
        let shot = try display.screenshot(of: window, to: folder.appendingPathComponent("demo.png"))
        XCTAssertGreaterThan(Set(shot.bytes).count, 16, "the window shows a drawing, not a blank canvas")
        try display.quitWithEscape(vine, in: window)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("vine-demo").path),
            "with a display, the demo exports nothing")
    }
}
