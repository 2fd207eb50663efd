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
        XCTAssertEqual(KeyBindings.drawing(.letter("z"), [.command, .shift]), .redo)
        XCTAssertEqual(KeyBindings.drawing(.letter("y"), .command), .redo)
        XCTAssertEqual(KeyBindings.drawing(.letter("r"), .alt), .reseed)
        XCTAssertEqual(KeyBindings.drawing(.letter("l"), []), .adjust(.leafSize, steps: 1))
        XCTAssertEqual(KeyBindings.drawing(.letter("l"), .shift), .adjust(.leafSize, steps: -1))
        XCTAssertEqual(KeyBindings.drawing(.letter("w"), []), .adjust(.vineWidth, steps: 1))
        XCTAssertEqual(KeyBindings.drawing(.letter("y"), []), .nextSymmetry)
        XCTAssertEqual(KeyBindings.drawing(.letter("k"), []), .toggleLook)
        XCTAssertEqual(KeyBindings.drawing(.letter("c"), []), .nextColor)
        XCTAssertEqual(KeyBindings.drawing(.letter("m"), []), .marker)
        XCTAssertEqual(KeyBindings.drawing(.f1, []), .toggleHelp)
        XCTAssertEqual(KeyBindings.drawing(.slash, .shift), .toggleHelp)
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
        XCTAssertEqual(KeyBindings.playback(.leftBracket, []), .jumpMarker(-1))
        XCTAssertEqual(KeyBindings.playback(.rightBracket, []), .jumpMarker(1))
    }
}
