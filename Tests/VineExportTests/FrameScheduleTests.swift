import XCTest

@testable import VineExport

final class FrameScheduleTests: XCTestCase {
    func testFrameCountFollowsTheFormula() {
        XCTAssertEqual(FrameSchedule(from: 0, to: 2, fps: 60).frameCount, 121)
        XCTAssertEqual(FrameSchedule(from: 0, to: 0, fps: 60).frameCount, 1)
        XCTAssertEqual(FrameSchedule(from: 1, to: 2.01, fps: 10).frameCount, 11)
        XCTAssertEqual(FrameSchedule(from: 0, to: 3, fps: 10, speed: 2).frameCount, 16)
        XCTAssertEqual(FrameSchedule(from: 0, to: 1, fps: 24, speed: 0.5).frameCount, 49)
    }

    func testDecimalInputsAreNotOneFrameShort() {
        XCTAssertEqual(FrameSchedule(from: 0, to: 0.3, fps: 10).frameCount, 4)
        XCTAssertEqual(FrameSchedule(from: 0.1, to: 0.7, fps: 10).frameCount, 7)
    }

    func testFrameTimesStepBySpeedOverFps() {
        let schedule = FrameSchedule(from: 0.5, to: 2.5, fps: 4, speed: 2)
        XCTAssertEqual(schedule.frameCount, 5)
        XCTAssertEqual((0..<5).map(schedule.time(ofFrame:)), [0.5, 1.0, 1.5, 2.0, 2.5])
    }

    func testHoldAppendsRoundedCopiesOfTheLastTime() {
        let schedule = FrameSchedule(from: 0, to: 1, fps: 10, hold: 0.25)
        XCTAssertEqual(schedule.movingFrameCount, 11)
        XCTAssertEqual(schedule.holdFrames, 3)
        XCTAssertEqual(schedule.frameCount, 14)
        XCTAssertEqual((10..<14).map(schedule.time(ofFrame:)), [1, 1, 1, 1])
        XCTAssertEqual(schedule.duration, 1.4, accuracy: 1e-12)
    }

    func testLastMovingFrameDoesNotPassTo() {
        let schedule = FrameSchedule(from: 0, to: 1.05, fps: 10)
        XCTAssertEqual(schedule.frameCount, 11)
        XCTAssertEqual(schedule.time(ofFrame: 10), 1.0, accuracy: 1e-12)
    }
}
