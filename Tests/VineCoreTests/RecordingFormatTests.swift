import VineCore
import XCTest

final class RecordingFormatTests: XCTestCase {
    func testFormatVersionIsOne() {
        XCTAssertEqual(RecordingFormat.version, 1)
    }
}
