import CSDL2
import Foundation
import VineCore
import VineGeometry
import VineSystem
import VineWindow
import XCTest

/// SDL's input events as the window sessions see them: touch fingers become
/// pointers 1, 2, … at once, the mouse is pointer 0, and the mouse events SDL
/// synthesizes from touches are dropped. Xvfb has no touch device, so the tests
/// push SDL's own finger events into a real window's queue.
final class TouchInputTests: FolderTestCase {
    /// The running test's display: released, which stops its Xvfb, when the test ends (a
    /// teardown block that held it would keep it, as XCTest keeps its blocks).
    private var display: VirtualDisplay?

    /// Starts an 800 × 600 virtual display that this process's SDL opens windows on
    /// (`DISPLAY`) until the test ends.
    private func useVirtualDisplay() throws {
        let display = try VirtualDisplay(width: 800, height: 600)
        let previous = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", display.name, 1)
        self.display = display
        addTeardownBlock { [weak self] in
            if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
            self?.display = nil
        }
    }

    func testFingersAreSeparatePointersAndTheMouseIsZero() throws {
        try useVirtualDisplay()
        let window = try SDLWindow(title: "touch", width: 400, height: 200)
        XCTAssertEqual(window.pixelSize.width, 400)
        XCTAssertEqual(window.pixelSize.height, 200)
        var pump = EventPump()
        _ = pump.poll(window)

        push(finger: SDL_FINGERDOWN, id: 7_000_001, x: 0.25, y: 0.5, pressure: 0.5)
        push(finger: SDL_FINGERDOWN, id: 9_000_002, x: 0.75, y: 0.5, pressure: 1)
        push(finger: SDL_FINGERMOTION, id: 7_000_001, x: 0.5, y: 0.25, pressure: 0.5)
        push(mouseButton: SDL_MOUSEBUTTONDOWN, which: UInt32.max, x: 200, y: 50)
        push(finger: SDL_FINGERUP, id: 7_000_001, x: 0.5, y: 0.25, pressure: 0)
        push(finger: SDL_FINGERDOWN, id: 5_000_003, x: 0.1, y: 0.1, pressure: 0.25)
        push(mouseButton: SDL_MOUSEBUTTONDOWN, which: 0, x: 10, y: 20)
        push(mouseButton: SDL_MOUSEBUTTONUP, which: 0, x: 11, y: 21)

        XCTAssertEqual(
            pump.poll(window),
            [
                .pointerDown(pointer: 1, at: Point(x: 100, y: 100), pressure: 0.5),
                .pointerDown(pointer: 2, at: Point(x: 300, y: 100), pressure: 1),
                .pointerMove(pointer: 1, to: Point(x: 200, y: 50), pressure: 0.5),
                .pointerUp(pointer: 1, at: Point(x: 200, y: 50), pressure: 0),
                .pointerDown(
                    pointer: 1, at: Point(x: Double(Float(0.1)) * 400, y: Double(Float(0.1)) * 200), pressure: 0.25),
                .pointerDown(pointer: 0, at: Point(x: 10.5, y: 20.5), pressure: nil),
                .pointerUp(pointer: 0, at: Point(x: 11.5, y: 21.5), pressure: nil),
            ])
    }

    /// Two fingers drawing at once in `vine draw`'s session record two vines, one
    /// per finger, each with its own pointer id and samples.
    func testTwoFingersDrawTwoVinesAtOnce() throws {
        try useVirtualDisplay()
        let path = folder.appendingPathComponent("touch.vine").path

        let header = RecordingHeader(width: 400, height: 200)
        let session = try DrawSession(
            timeline: Timeline(header: header), fileName: "touch.vine", snapshotStem: folder.path,
            showsStatus: false
        ) { _ in }
        let writer = try RecordingWriter(header: header, creating: path)
        push(finger: SDL_FINGERDOWN, id: 41, x: 0.1, y: 0.2, pressure: 0.5)
        push(finger: SDL_FINGERDOWN, id: 42, x: 0.1, y: 0.8, pressure: 0.5)
        for step in 1...20 {
            let x = 0.1 + Float(step) * 0.04
            push(finger: SDL_FINGERMOTION, id: 41, x: x, y: 0.2, pressure: 0.5)
            push(finger: SDL_FINGERMOTION, id: 42, x: x, y: 0.8, pressure: 0.5)
        }
        push(finger: SDL_FINGERUP, id: 41, x: 0.9, y: 0.2, pressure: 0)
        push(finger: SDL_FINGERUP, id: 42, x: 0.9, y: 0.8, pressure: 0)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(SDL_PushEvent(&quit), 1)
        try session.run(recordingTo: writer)
        try writer.close()

        let info = try runVine(["info", "--json", path])
        XCTAssertEqual(info.status, 0, info.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let vines = try XCTUnwrap(json["vines"] as? [[String: Any]])
        XCTAssertEqual(vines.map { $0["pointer"] as? Int }, [1, 2])
        XCTAssertEqual(vines.map { $0["samples"] as? Int }, [22, 22])
        XCTAssertTrue(vines.allSatisfy { ($0["branches"] as? [Any])?.isEmpty == false }, "both vines branch")
    }

    /// Queues a touch-finger event; `x`, `y` are normalized to 0…1 across the window.
    private func push(finger type: SDL_EventType, id: Int64, x: Float, y: Float, pressure: Float) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = pressure
        XCTAssertEqual(SDL_PushEvent(&event), 1)
    }

    /// Queues a left-button mouse event from mouse `which` (`UInt32.max`: synthesized from a touch).
    private func push(mouseButton type: SDL_EventType, which: UInt32, x: Int32, y: Int32) {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        event.button.y = y
        XCTAssertEqual(SDL_PushEvent(&event), 1)
    }
}
