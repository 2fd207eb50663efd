import VineWindow
import XCTest

/// The keys of `vine draw` and `vine play`.
final class KeyBindingsTests: XCTestCase {
    func testDrawingKeys() {
        XCTAssertEqual(KeyBindings.drawing(.letter("z"), .command), .undo)
        XCTAssertNil(KeyBindings.drawing(.letter("z"), []))
        XCTAssertEqual(KeyBindings.drawing(.delete, []), .clear)
        XCTAssertEqual(KeyBindings.drawing(.backspace, []), .clear)
        XCTAssertEqual(KeyBindings.drawing(.letter("h"), []), .toggleHandles)
        XCTAssertEqual(KeyBindings.drawing(.tab, []), .toggleStatus)
        XCTAssertEqual(KeyBindings.drawing(.letter("s"), []), .snapshot)
        XCTAssertNil(KeyBindings.drawing(.letter("s"), .command))
        XCTAssertEqual(KeyBindings.drawing(.escape, []), .quit)
        XCTAssertEqual(KeyBindings.drawing(.letter("q"), []), .quit)
        XCTAssertNil(KeyBindings.drawing(.space, []), "playback keys do nothing while drawing")
    }

    func testPlaybackKeys() {
        XCTAssertEqual(KeyBindings.playback(.space, []), .togglePause)
        XCTAssertEqual(KeyBindings.playback(.left, []), .seek(-1))
        XCTAssertEqual(KeyBindings.playback(.right, []), .seek(1))
        XCTAssertEqual(KeyBindings.playback(.left, .shift), .seek(-5))
        XCTAssertEqual(KeyBindings.playback(.right, .shift), .seek(5))
        XCTAssertEqual(KeyBindings.playback(.plus, []), .scaleSpeed(2))
        XCTAssertEqual(KeyBindings.playback(.minus, []), .scaleSpeed(0.5))
        XCTAssertEqual(KeyBindings.playback(.letter("l"), []), .toggleLoop)
        XCTAssertEqual(KeyBindings.playback(.home, []), .restart)
        XCTAssertEqual(KeyBindings.playback(.letter("h"), []), .toggleHandles)
        XCTAssertEqual(KeyBindings.playback(.escape, []), .quit)
        XCTAssertNil(KeyBindings.playback(.letter("z"), .command), "a replay cannot be edited")
        XCTAssertNil(KeyBindings.playback(.delete, []))
    }
}
