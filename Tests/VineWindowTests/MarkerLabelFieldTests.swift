import XCTest

@testable import VineWindow

/// The label field M opens while drawing.
final class MarkerLabelFieldTests: XCTestCase {
    func testTypedTextIsTheLabelBackspaceDeletesEnterConfirms() {
        var field = MarkerLabelField(time: 3.25, existing: 2)
        XCTAssertEqual(field.time, 3.25)
        XCTAssertEqual(field.defaultLabel, "marker 3")
        field.type("bud")
        field.type(" \"one\"")
        XCTAssertEqual(field.press(.backspace), .editing)
        XCTAssertEqual(field.text, "bud \"one")
        XCTAssertEqual(field.press(.letter("x")), .editing, "keys other than Backspace, Enter and Esc do nothing")
        XCTAssertEqual(field.press(.enter), .done(label: "bud \"one"))
    }

    func testEscapeOrNothingTypedKeepsTheDefaultLabel() {
        var typed = MarkerLabelField(time: 0, existing: 0)
        typed.type("leaf")
        XCTAssertEqual(typed.press(.escape), .done(label: "marker 1"))
        var blank = MarkerLabelField(time: 0, existing: 0)
        blank.type("  ")
        XCTAssertEqual(blank.label, "marker 1")
        XCTAssertEqual(blank.press(.enter), .done(label: "marker 1"))
        XCTAssertEqual(blank.press(.backspace), .editing)
    }

    func testControlCharactersAreDroppedAndLengthIsCapped() {
        var field = MarkerLabelField(time: 0, existing: 0)
        field.type("a\u{7}b\nc")
        XCTAssertEqual(field.text, "abc")
        field.type(String(repeating: "x", count: 100))
        XCTAssertEqual(field.text.count, MarkerLabelField.maximumLength)
        XCTAssertTrue(field.prompt.contains("abc"))
    }
}
