import XCTest

@testable import VineExport
@testable import VineVector

final class AnimationClockTests: XCTestCase {
    func testFirstFrameShowingATimeAgreesWithTheSchedule() {
        let schedule = FrameSchedule(from: 0.5, to: 2.5, fps: 4, speed: 2, hold: 1)
        let clock = AnimationClock(schedule: schedule)
        XCTAssertEqual(clock.lastMovingFrame, 4)
        XCTAssertEqual(clock.frameCount, 9)
        for t in stride(from: 0.0, through: 3, by: 0.125) {
            let first = clock.firstFrame(showing: t)
            let expected =
                (0..<schedule.movingFrameCount).first { schedule.time(ofFrame: $0) >= t } ?? schedule.frameCount
            XCTAssertEqual(first, expected, "t = \(t)")
        }
        XCTAssertEqual(clock.frame(at: 1.5), 2)
        XCTAssertEqual(clock.frame(at: 9), 4, "times after the last moving frame are cut there")
        XCTAssertEqual(clock.frame(at: 0), 0)
    }
}
