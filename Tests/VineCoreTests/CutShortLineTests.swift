import VineCore
import XCTest

/// A final line without a newline is dropped with a warning only when it was cut short
/// (its JSON ends before its value does); a complete but invalid final line is an error.
final class CutShortLineTests: XCTestCase {
    private let down = #"[0,"down",0,10,20]"#

    func testEveryProperPrefixOfAFinalEventIsDroppedWithAWarning() throws {
        let line = Array(#"[0.5,"move",0,100.25,-2e1,0.5]"#.utf8)
        for cut in 1..<line.count {
            let text = minimalHeader + "\n" + down + "\n" + String(decoding: line[..<cut], as: UTF8.self)
            let (events, warnings) = try readAll(text)
            XCTAssertEqual(events.count, 1, "cut at \(cut)")
            XCTAssertEqual(warnings.map(\.line), [3], "cut at \(cut)")
        }
    }

    func testCompleteFinalEventWithoutNewlineIsRead() throws {
        let (events, warnings) = try readAll(minimalHeader + "\n" + down)
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(warnings, [])
    }

    func testFinalLineNestedTooDeeplyIsAnError() {
        let error = readingError(minimalHeader + "\n" + String(repeating: "[", count: 1000))
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.message, "invalid JSON at column 5: nesting deeper than 4 levels, found '['")
    }

    func testFinalLineWithANumberTooLargeIsAnError() {
        let error = readingError(minimalHeader + "\n" + #"[0,"down",0,5,-1e309]"#)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.message, "invalid JSON at column 15: number -1e309 is too large for a double")
    }

    func testFinalLineWithTextAfterTheValueIsAnError() {
        let error = readingError(minimalHeader + "\n" + down + "]")
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(
            error?.message, "invalid JSON at column 19: expected the end of the line after the value, found ']'")
    }

    func testEveryProperPrefixOfTheHeaderIsAnError() {
        let header = Array(minimalHeader.utf8)
        for cut in 1..<header.count {
            let error = readingError(MemoryByteSource(Array(header[..<cut])))
            XCTAssertEqual(error?.line, 1, "cut at \(cut)")
        }
    }
}
