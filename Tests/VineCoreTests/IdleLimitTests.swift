import XCTest

@testable import VineCore

final class IdleLimitTests: XCTestCase {
    func testGapsLongerThanTheLimitShrinkToIt() {
        var limit = IdleLimit(limit: 1)
        let times = [0.5, 0.8, 4.8, 5.0, 5.0, 9.0, 9.5].map { limit.map($0) }
        let expected = [0.5, 0.8, 1.8, 2.0, 2.0, 3.0, 3.5]
        for (time, want) in zip(times, expected) { XCTAssertEqual(time, want, accuracy: 1e-12) }
    }

    func testTheGapBeforeTheFirstEventCountsToo() {
        var limit = IdleLimit(limit: 2)
        XCTAssertEqual(limit.map(10), 2)
        XCTAssertEqual(limit.map(10.5), 2.5)
    }

    func testTimesWithoutLongGapsStayBitForBit() {
        var limit = IdleLimit(limit: 5)
        let times = [0.1, 0.30000000000000004, 1.7, 2.9, 7.3]
        XCTAssertEqual(times.map { limit.map($0) }, times)
    }
}
