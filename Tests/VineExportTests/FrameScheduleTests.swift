import VineCore
import VineLook
import VineRender
import XCTest

@testable import VineExport
@testable import VineVector

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

    func testLoopsFitWindPeriodsToAWholeNumberOfSways() throws {
        // Growth from 0 to 4, a hold of 1 s and 2 s of leaving: 7 s of time going on.
        for ending in [LoopEnding.fade, .wither] {
            let schedule = FrameSchedule(
                from: 0, to: 4, fps: 10, loop: FrameSchedule.Loop(ending: ending, hold: 1, leave: 2))
            XCTAssertEqual(try XCTUnwrap(schedule.loopLength), 7, accuracy: 1e-9)
            XCTAssertEqual(schedule.loopPeriod(fitting: 2), 1.75, accuracy: 1e-12, "3.5 sways round to 4")
            XCTAssertEqual(schedule.loopPeriod(fitting: 2.4), 7.0 / 3, accuracy: 1e-12)
            XCTAssertEqual(schedule.loopPeriod(fitting: 60), 7, accuracy: 1e-12, "at least one sway")
            // The sway of every phase is where it began at the loop's closing frame.
            let period = schedule.loopPeriod(fitting: 2.4)
            let last = schedule.time(ofFrame: schedule.closingFrame)
            for phase in stride(from: 0.0, to: 1, by: 0.1) {
                XCTAssertEqual(Sway.wave(phase), Sway.wave(last / period + phase), accuracy: 1e-9)
            }
        }
        // Ungrowing plays the sway back to where it began: nothing to fit, as without a loop.
        let ungrow = FrameSchedule(
            from: 0.5, to: 4, fps: 10, loop: FrameSchedule.Loop(ending: .ungrow, hold: 1, leave: 2))
        XCTAssertNil(ungrow.loopLength)
        XCTAssertEqual(ungrow.loopPeriod(fitting: 2), 2)
        XCTAssertEqual(FrameSchedule(from: 0, to: 3, fps: 10).loopPeriod(fitting: 2), 2)
    }

    /// A loop of N frames shows frames 0 … N − 1; frame N, its closing frame, would show
    /// frame 0 again and is left out: no frame shows twice at the seam.
    func testALoopLeavesOutTheFrameThatWouldBeItsFirst() {
        for ending in [LoopEnding.fade, .wither, .ungrow] {
            let schedule = FrameSchedule(
                from: 0.5, to: 4, fps: 10, loop: FrameSchedule.Loop(ending: ending, hold: 1, leave: 2))
            XCTAssertEqual(schedule.closingFrame, schedule.frameCount, "\(ending)")
            // 3.5 s of growth, 1 s of hold and 2 s of ending at 10 fps, from frame 0 to the
            // closing frame 65 (an ungrow's 20 frames of ending follow its 46 moving ones).
            XCTAssertEqual(schedule.frameCount, 65, "\(ending)")
            XCTAssertEqual(schedule.duration, Double(schedule.frameCount) / 10, accuracy: 1e-12)
            XCTAssertEqual(schedule.leavingProgress(ofFrame: schedule.closingFrame), 1, "\(ending)")
            XCTAssertLessThan(schedule.leavingProgress(ofFrame: schedule.frameCount - 1)!, 1, "\(ending)")
            if ending.reversesTime {
                XCTAssertEqual(schedule.time(ofFrame: schedule.closingFrame), 0.5, accuracy: 1e-12)
                XCTAssertGreaterThan(schedule.time(ofFrame: schedule.frameCount - 1), 0.5)
            } else {
                XCTAssertEqual(schedule.time(ofFrame: schedule.closingFrame), 7, accuracy: 1e-12)
            }
        }
        let plain = FrameSchedule(from: 0, to: 1, fps: 10)
        XCTAssertEqual(plain.closingFrame, plain.frameCount - 1, "without a loop, the last frame")
    }
}
