import VineCore
import XCTest

/// ``ShownNumber``: at most four decimals, trailing zeros dropped, times to the millisecond.
final class ShownNumberTests: XCTestCase {
    func testRoundsToFourDecimalsWithoutTrailingZeros() {
        XCTAssertEqual(ShownNumber.text(2), "2")
        XCTAssertEqual(ShownNumber.text(1.75), "1.75")
        XCTAssertEqual(ShownNumber.text(1 / 3), "0.3333")
        XCTAssertEqual(ShownNumber.text(6.617000000000001), "6.617")
        XCTAssertEqual(ShownNumber.text(-0.00001), "0")
        XCTAssertEqual(ShownNumber.text(1e20), "100000000000000000000")
        XCTAssertEqual(ShownNumber.text(10.87234, places: 2), "10.87")
        XCTAssertEqual(ShownNumber.text(.infinity), "inf")
    }

    func testTimesAreToTheMillisecond() {
        XCTAssertEqual(ShownNumber.seconds(4.305627267126385), "4.306 s")
        XCTAssertEqual(ShownNumber.seconds(3.3056272671263853), "3.306 s")
        XCTAssertEqual(ShownNumber.seconds(2), "2 s")
        XCTAssertEqual(ShownNumber.seconds(1.7500001), "1.75 s")
    }
}
