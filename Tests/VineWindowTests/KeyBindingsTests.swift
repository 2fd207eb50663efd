import VineCore
import VineWindow
import XCTest

/// The keys of `vine draw` and `vine play`.
final class KeyBindingsTests: XCTestCase {
    func testDrawingKeys() {
        XCTAssertEqual(KeyBindings.drawing(.letter("z"), .command), .session(.undo))
        XCTAssertNil(KeyBindings.drawing(.letter("z"), []))
        XCTAssertEqual(KeyBindings.drawing(.delete, []), .session(.clear))
        XCTAssertEqual(KeyBindings.drawing(.backspace, []), .session(.clear))
        XCTAssertEqual(KeyBindings.drawing(.letter("h"), []), .view(.toggleHandles))
        XCTAssertEqual(KeyBindings.drawing(.tab, []), .view(.toggleStatus))
        XCTAssertEqual(KeyBindings.drawing(.letter("s"), []), .view(.snapshot))
        XCTAssertNil(KeyBindings.drawing(.letter("s"), .command))
        XCTAssertEqual(KeyBindings.drawing(.escape, []), .quit)
        XCTAssertEqual(KeyBindings.drawing(.letter("q"), []), .quit)
        XCTAssertNil(KeyBindings.drawing(.space, []), "playback keys do nothing while drawing")
        XCTAssertEqual(KeyBindings.drawing(.letter("z"), [.command, .shift]), .session(.redo))
        XCTAssertEqual(KeyBindings.drawing(.letter("y"), .command), .session(.redo))
        XCTAssertEqual(KeyBindings.drawing(.letter("r"), .alt), .session(.reseed))
        XCTAssertEqual(KeyBindings.drawing(.letter("l"), []), .session(.adjust(.leafSize, steps: 1)))
        XCTAssertEqual(KeyBindings.drawing(.letter("l"), .shift), .session(.adjust(.leafSize, steps: -1)))
        XCTAssertEqual(KeyBindings.drawing(.letter("w"), []), .session(.adjust(.vineWidth, steps: 1)))
        XCTAssertEqual(KeyBindings.drawing(.letter("y"), []), .session(.nextSymmetry))
        XCTAssertEqual(KeyBindings.drawing(.letter("k"), []), .session(.toggleLook))
        XCTAssertEqual(KeyBindings.drawing(.letter("p"), []), .session(.nextSpecies))
        XCTAssertEqual(KeyBindings.drawing(.letter("g"), []), .session(.nextWind))
        XCTAssertEqual(KeyBindings.drawing(.letter("c"), []), .session(.nextColor))
        XCTAssertEqual(KeyBindings.drawing(.letter("m"), []), .session(.marker))
        XCTAssertEqual(KeyBindings.drawing(.f1, []), .view(.toggleHelp))
        XCTAssertEqual(KeyBindings.drawing(.slash, .shift), .view(.toggleHelp))
        XCTAssertEqual(KeyBindings.drawing(.letter("e"), .command), .view(.export))
        XCTAssertEqual(KeyBindings.drawing(.letter("e"), []), .session(.adjust(.minBranchSeparation, steps: 1)))
    }

    func testPCyclesThroughTheBuiltInSpeciesThenTheRecordingsOwn() throws {
        var own = Species.natural
        own.name = "own"
        var seen: [String] = []
        var species = Species.classic
        for _ in 0...Species.builtIns.count {
            species = KeyBindings.species(after: species, plants: [own])
            seen.append(species.name)
        }
        XCTAssertEqual(seen, Species.builtIns.dropFirst().map(\.name) + ["own", "classic"])
        XCTAssertEqual(KeyBindings.species(after: own, plants: []), .classic, "an unknown species starts the cycle")
        XCTAssertTrue(KeyBindings.help.contains { $0.contains("P species") })
    }

    func testPlaybackKeys() {
        XCTAssertEqual(KeyBindings.playback(.space, []), .session(.togglePause))
        XCTAssertEqual(KeyBindings.playback(.left, []), .session(.seek(-1)))
        XCTAssertEqual(KeyBindings.playback(.right, []), .session(.seek(1)))
        XCTAssertEqual(KeyBindings.playback(.left, .shift), .session(.seek(-5)))
        XCTAssertEqual(KeyBindings.playback(.right, .shift), .session(.seek(5)))
        XCTAssertEqual(KeyBindings.playback(.plus, []), .session(.scaleSpeed(2)))
        XCTAssertEqual(KeyBindings.playback(.minus, []), .session(.scaleSpeed(0.5)))
        XCTAssertEqual(KeyBindings.playback(.letter("l"), []), .session(.toggleLoop))
        XCTAssertEqual(KeyBindings.playback(.home, []), .session(.restart))
        XCTAssertEqual(KeyBindings.playback(.letter("h"), []), .view(.toggleHandles))
        XCTAssertEqual(KeyBindings.playback(.escape, []), .quit)
        XCTAssertNil(KeyBindings.playback(.letter("z"), .command), "a replay cannot be edited")
        XCTAssertNil(KeyBindings.playback(.delete, []))
        XCTAssertEqual(KeyBindings.playback(.leftBracket, []), .session(.jumpMarker(-1)))
        XCTAssertEqual(KeyBindings.playback(.rightBracket, []), .session(.jumpMarker(1)))
        XCTAssertEqual(KeyBindings.playback(.letter("e"), .command), .view(.export))
    }
}
