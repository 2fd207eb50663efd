import VineWindow
import XCTest

/// Touch fingers become pointers 1, 2, … while they touch.
final class FingerPointersTests: XCTestCase {
    func testFingersGetTheSmallestFreeIdFromOne() {
        var fingers = FingerPointers<Int64>()
        XCTAssertEqual(fingers.down(9_000_000_001), 1)
        XCTAssertEqual(fingers.down(-5), 2)
        XCTAssertEqual(fingers.down(77), 3)
        XCTAssertEqual(fingers.id(of: -5), 2)
        XCTAssertEqual(fingers.up(-5), 2)
        XCTAssertNil(fingers.id(of: -5))
        XCTAssertEqual(fingers.down(12), 2, "a lifted finger's id is reused")
        XCTAssertEqual(fingers.down(12), 2, "a finger already down keeps its id")
        XCTAssertNil(fingers.up(404), "a finger that never touched has no id")
    }
}
