import VineWindow
import XCTest

/// The playback clock: position as a function of wall time under pause, seek,
/// speed, loop and restart.
final class PlaybackClockTests: XCTestCase {
    func testPlaysInRealTimeAndStopsAtTheEnd() {
        let clock = PlaybackClock(duration: 10, wall: 100)
        XCTAssertEqual(clock.position(at: 100), 0)
        XCTAssertEqual(clock.position(at: 103.5), 3.5)
        XCTAssertEqual(clock.position(at: 250), 10)
        XCTAssertFalse(clock.isFinished(at: 109))
        XCTAssertTrue(clock.isFinished(at: 110))
    }

    func testPauseHoldsThePositionAndResumeContinuesFromIt() {
        var clock = PlaybackClock(duration: 10, wall: 0)
        clock.togglePause(at: 2)
        XCTAssertTrue(clock.isPaused)
        XCTAssertEqual(clock.position(at: 7), 2)
        clock.togglePause(at: 7)
        XCTAssertEqual(clock.position(at: 8), 3)
    }

    func testResumingAtTheEndPlaysAgainFromZero() {
        var clock = PlaybackClock(duration: 4, wall: 0)
        clock.togglePause(at: 9)
        XCTAssertFalse(clock.isPaused)
        XCTAssertEqual(clock.position(at: 10), 1)
    }

    func testSeekIsClampedToTheRecording() {
        var clock = PlaybackClock(duration: 10, wall: 0)
        clock.seek(by: 5, at: 1)
        XCTAssertEqual(clock.position(at: 1), 6)
        clock.seek(by: -30, at: 1)
        XCTAssertEqual(clock.position(at: 1), 0)
        clock.seek(by: 30, at: 1)
        XCTAssertEqual(clock.position(at: 1), 10)
    }

    func testSeekWhilePausedStaysPaused() {
        var clock = PlaybackClock(duration: 10, wall: 0)
        clock.togglePause(at: 3)
        clock.seek(by: -1, at: 4)
        XCTAssertEqual(clock.position(at: 9), 2)
    }

    func testSpeedScalesFromTheCurrentPositionWithinLimits() {
        var clock = PlaybackClock(duration: 100, speed: 2, wall: 0)
        XCTAssertEqual(clock.position(at: 1), 2)
        clock.scaleSpeed(by: 0.5, at: 1)
        XCTAssertEqual(clock.position(at: 3), 4)
        for _ in 0..<20 { clock.scaleSpeed(by: 2, at: 3) }
        XCTAssertEqual(clock.speed, PlaybackClock.speeds.upperBound)
        for _ in 0..<40 { clock.scaleSpeed(by: 0.5, at: 3) }
        XCTAssertEqual(clock.speed, PlaybackClock.speeds.lowerBound)
    }

    func testLoopRestsOnTheLastFrameThenStartsOver() {
        let clock = PlaybackClock(duration: 4, looping: true, wall: 0)
        XCTAssertEqual(clock.position(at: 4.5), 4)
        XCTAssertEqual(clock.position(at: 4 + PlaybackClock.loopRest + 0.25), 0.25)
        XCTAssertFalse(clock.isFinished(at: 100))
    }

    func testTogglingLoopOffAfterWrappingKeepsThePosition() {
        var clock = PlaybackClock(duration: 4, looping: true, wall: 0)
        clock.toggleLoop(at: 6)
        XCTAssertFalse(clock.isLooping)
        XCTAssertEqual(clock.position(at: 6), 1)
        XCTAssertEqual(clock.position(at: 7), 2)
    }

    func testRestartGoesToZeroAndKeepsPauseAndSpeed() {
        var clock = PlaybackClock(duration: 10, speed: 4, wall: 0)
        clock.togglePause(at: 1)
        clock.restart(at: 2)
        XCTAssertTrue(clock.isPaused)
        XCTAssertEqual(clock.position(at: 5), 0)
        XCTAssertEqual(clock.speed, 4)
    }

    func testPlayingStartsRestartsAndLoopsAtTheStart() {
        var clock = PlaybackClock(duration: 10, start: 6, looping: true, wall: 0)
        XCTAssertEqual(clock.position(at: 0), 6)
        XCTAssertEqual(clock.position(at: 3), 9)
        XCTAssertEqual(clock.position(at: 4.5), 10, "resting on the last frame")
        XCTAssertEqual(clock.position(at: 6), 7, "looped back to the start")
        clock.seek(by: -20, at: 6)
        XCTAssertEqual(clock.position(at: 6), 0, "seeking reaches 0")
        clock.restart(at: 7)
        XCTAssertEqual(clock.position(at: 7), 6)
        XCTAssertEqual(PlaybackClock(duration: 2, start: 5, wall: 0).position(at: 0), 2, "clamped to the duration")
    }
}
