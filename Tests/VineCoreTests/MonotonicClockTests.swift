import Foundation
import VineCore
import VineSystem
import XCTest

/// The project's one clock: starts at 0, never goes back, follows real time.
final class MonotonicClockTests: XCTestCase {
    func testStartsAtZeroAndAdvancesWithRealTime() {
        let clock = MonotonicClock()
        let first = clock.now
        XCTAssertGreaterThanOrEqual(first, 0)
        XCTAssertLessThan(first, 0.5)
        Thread.sleep(forTimeInterval: 0.05)
        let second = clock.now
        XCTAssertGreaterThanOrEqual(second - first, 0.05)
        XCTAssertGreaterThanOrEqual(clock.now, second)
    }

    func testDurationsInSeconds() {
        XCTAssertEqual(MonotonicClock.seconds(.milliseconds(1500)), 1.5)
        XCTAssertEqual(MonotonicClock.seconds(.nanoseconds(-250)), -250e-9, accuracy: 1e-18)
    }
}
