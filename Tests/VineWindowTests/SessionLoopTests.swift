import VineGeometry
import XCTest

@testable import VineWindow

/// The shared event loop's decisions: where each input goes, and when it sleeps.
final class SessionLoopTests: XCTestCase {
    private let halve = { (pixel: Point) in Point(x: pixel.x / 2, y: pixel.y / 2) }

    private func route(_ input: InputEvent, capturing: Bool = false) -> SessionLoop.Route<DrawCommand> {
        SessionLoop.route(input, capturesKeys: capturing, command: KeyBindings.drawing, canvasPoint: halve)
    }

    func testClosingTheWindowOrASignalQuitsEvenWhileTyping() {
        XCTAssertEqual(route(.quit), .quit)
        XCTAssertEqual(route(.quit, capturing: true), .quit)
        XCTAssertEqual(route(.key(.escape, [])), .quit)
        XCTAssertEqual(route(.key(.letter("q"), [])), .quit)
    }

    func testSharedViewCommandsStayInTheLoop() {
        XCTAssertEqual(route(.key(.tab, [])), .view(.toggleStatus))
        XCTAssertEqual(route(.key(.letter("h"), [])), .view(.toggleHandles))
        XCTAssertEqual(route(.key(.f1, [])), .view(.toggleHelp))
        XCTAssertEqual(route(.key(.letter("s"), [])), .view(.snapshot))
        XCTAssertEqual(route(.key(.letter("e"), .command)), .view(.export))
        XCTAssertEqual(route(.resized), .redraw)
        XCTAssertEqual(route(.exposed), .redraw)
    }

    func testSessionCommandsAndPointersGoToTheSessionInCanvasPoints() {
        XCTAssertEqual(route(.key(.letter("z"), .command)), .command(.undo))
        XCTAssertEqual(route(.key(.letter("m"), [])), .command(.marker))
        XCTAssertEqual(route(.key(.other, [])), .ignore)
        XCTAssertEqual(
            route(.pointerDown(pointer: 1, at: Point(x: 10, y: 20), pressure: 0.5)),
            .session(.pointerDown(pointer: 1, at: Point(x: 5, y: 10), pressure: 0.5)))
        XCTAssertEqual(route(.hover(at: Point(x: 4, y: 4), alt: true)), .session(.hover(Point(x: 2, y: 2))))
        XCTAssertEqual(route(.hover(at: Point(x: 4, y: 4), alt: false)), .session(.hover(nil)))
        XCTAssertEqual(route(.altClick(at: Point(x: 8, y: 2))), .session(.altClick(at: Point(x: 4, y: 1))))
        XCTAssertEqual(route(.drop("/tmp/a.vine")), .session(.drop("/tmp/a.vine")))
    }

    func testWhileTypingKeysAndTextGoToTheSessionAsTheyAre() {
        XCTAssertEqual(route(.key(.escape, []), capturing: true), .session(.key(.escape, [])))
        XCTAssertEqual(route(.key(.letter("s"), []), capturing: true), .session(.key(.letter("s"), [])))
        XCTAssertEqual(route(.key(.tab, []), capturing: true), .session(.key(.tab, [])))
        XCTAssertEqual(route(.text("é"), capturing: true), .session(.text("é")))
        XCTAssertEqual(route(.text("s")), .ignore, "text typed with no field open is dropped")
    }

    func testSleepsOnlyWhenIdleWakingForTheStatusLinesClock() {
        XCTAssertNil(SessionLoop.sleep(idle: false, now: 3, statusTick: 3.5))
        XCTAssertNil(SessionLoop.sleep(idle: false, now: 3, statusTick: nil))
        XCTAssertEqual(SessionLoop.sleep(idle: true, now: 3, statusTick: 3.25), 0.25)
        XCTAssertEqual(SessionLoop.sleep(idle: true, now: 3, statusTick: nil), 1)
        XCTAssertEqual(SessionLoop.sleep(idle: true, now: 3, statusTick: 9), 1, "a quit signal is noticed within 1 s")
        XCTAssertEqual(SessionLoop.sleep(idle: true, now: 3, statusTick: 2), 0.001, "a tick passed: wake at once")
    }

    func testIdleOnceTheFrameOnScreenIsFinal() {
        for rendering in [false, true] {
            for settled in [false, true] {
                XCTAssertFalse(SessionLoop.isIdle(.moving, rendering: rendering, settled: settled))
                XCTAssertEqual(SessionLoop.isIdle(.settling, rendering: rendering, settled: settled), settled)
                XCTAssertEqual(SessionLoop.isIdle(.frozen, rendering: rendering, settled: settled), !rendering)
            }
        }
    }
}
