import XCTest

@testable import VineGeometry

/// SVG path data read by VineGeometry's parser, which the SVG importer and species files share.
final class PathDataParserTests: XCTestCase {
    func testCommandsRelativeAndRepeated() throws {
        let path = try PathDataParser.parse("M0 0 1 0 l0 1 h-1 z", maxCommands: 10, maxMagnitude: 10)
        XCTAssertEqual(
            path.elements,
            [
                .move(Point(x: 0, y: 0)), .line(Point(x: 1, y: 0)), .line(Point(x: 1, y: 1)), .line(Point(x: 0, y: 1)),
                .close, .move(Point(x: 0, y: 0)),
            ])
    }

    func testAnArcEndsExactlyAtItsPoint() throws {
        let path = try PathDataParser.parse("M1 0 A1 1 0 0 1 -1 0", maxCommands: 10, maxMagnitude: 10)
        guard case .cubic(_, _, let end) = path.elements.last else { return XCTFail("no cubic") }
        XCTAssertEqual(end, Point(x: -1, y: 0))
        XCTAssertGreaterThanOrEqual(path.elements.count, 1 + 8)
    }

    func testErrorsNameTheCharacter() {
        let cases: [(String, Int, Double, PathDataError)] = [
            ("L1 0", 10, 10, PathDataError(character: 2, message: "expected a moveto (M or m) first")),
            ("M0 0 L1 x", 10, 10, PathDataError(character: 9, message: "expected a number")),
            (
                "M0 0 L5 0", 10, 4,
                PathDataError(character: 7, message: "expected a number of magnitude at most 4, not 5,")
            ),
            ("M0 0 L1 0 L2 0", 2, 10, PathDataError(character: 11, message: "more than 2 commands")),
            ("M0 0 A1 1 0 2 0 1 1", 10, 10, PathDataError(character: 13, message: "expected an arc flag (0 or 1)")),
        ]
        for (data, commands, magnitude, expected) in cases {
            XCTAssertThrowsError(try PathDataParser.parse(data, maxCommands: commands, maxMagnitude: magnitude)) {
                XCTAssertEqual($0 as? PathDataError, expected, data)
            }
        }
        XCTAssertEqual(
            PathDataError(character: 3, message: "expected a number").description, "expected a number at character 3")
    }
}
