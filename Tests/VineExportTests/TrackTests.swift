import XCTest

@testable import VineExport

final class TrackTests: XCTestCase {
    /// Frames 0…20 at 10 fps from 1 s: frame i shows 1 + i/10 s.
    private let clock = AnimationClock(schedule: FrameSchedule(from: 1, to: 3, fps: 10))

    func testLinearizedKeepsEveryWholeFrameAndDropsKeysOnALine() {
        let values = [0.0, 0.1, 0.2, 0.3, 0.5, 0.5, 0.9]
        var keys = values.enumerated().map { Track.Key(frame: Double($0.offset), value: $0.element, holds: true) }
        keys.append(Track.Key(frame: 10, value: 1, holds: true))
        let track = Track(keys: keys)
        let thinned = track.linearized(tolerance: 1e-9)
        XCTAssertEqual(thinned.keys.map(\.frame), [0, 3, 4, 5, 6, 10], "0…3 on a line, then a gap")
        XCTAssertFalse(thinned.keys[0].holds)
        for frame in 0...11 {
            XCTAssertEqual(thinned.value(atFrame: Double(frame)), track.value(atFrame: Double(frame)), accuracy: 1e-12)
        }
    }

    func testRampMatchesStrokeEndAtEveryFrame() {
        let track = Track.ramp(start: 1.25, end: 2.25, clock: clock)
        for frame in 0..<clock.frameCount {
            let t = clock.schedule.time(ofFrame: frame)
            XCTAssertEqual(track.value(atFrame: Double(frame)), min(max(t - 1.25, 0), 1), accuracy: 1e-9)
        }
    }

    func testRampIsCutWhereTheFramesBeginAndEnd() {
        let early = Track.ramp(start: 0.5, end: 1.5, clock: clock)
        XCTAssertEqual(early.keys.first, Track.Key(frame: 0, value: 0.5, holds: false))
        let late = Track.ramp(start: 2.5, end: 3.5, clock: FrameSchedule(from: 1, to: 3, fps: 10, hold: 1).clock)
        XCTAssertEqual(late.keys.last?.value ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(late.value(atFrame: 29), 0.5, accuracy: 1e-9, "held frames keep the last moving frame")
        XCTAssertTrue(Track.ramp(start: 0, end: 0.5, clock: clock).isConstant)
        XCTAssertEqual(Track.ramp(start: 5, end: 6, clock: clock).keys, [Track.Key(frame: 0, value: 0, holds: true)])
    }

    func testStepsShowEachValueFromTheFirstFrameAtOrAfterItsTime() {
        let track = Track.steps(initial: 0, [(1.22, 0.1), (1.25, 0.2), (1.3, 0.3), (2.0, 1)], clock: clock)
        // 1.22 and 1.25 both first show at frame 3 (1.3 s): one keyframe, the later value.
        XCTAssertEqual(track.keys.map(\.frame), [0, 3, 10])
        XCTAssertEqual(track.value(atFrame: 2), 0)
        XCTAssertEqual(track.value(atFrame: 3), 0.3)
        XCTAssertEqual(track.value(atFrame: 9.9), 0.3)
        XCTAssertEqual(track.value(atFrame: 20), 1)
    }

    func testMappedKeepsAPartHiddenUntilItsRampStarts() {
        let sweep = Track.ramp(start: 1.5, end: 2.5, clock: clock).mapped { 0.25 + 0.75 * $0 }
        XCTAssertEqual(sweep.value(atFrame: 4.9), 0)
        XCTAssertEqual(sweep.value(atFrame: 5), 0.25, accuracy: 1e-9)
        XCTAssertEqual(sweep.value(atFrame: 10), 0.625, accuracy: 1e-9)
        XCTAssertEqual(sweep.value(atFrame: 15), 1, accuracy: 1e-9)
    }

    func testDecimalsRoundToWhatShows() {
        XCTAssertEqual(Decimals(step: 0.05).places, 2)
        XCTAssertEqual(Decimals(step: 1).places, 0)
        XCTAssertEqual(Decimals(places: 1).text(12.34), "12.3")
        XCTAssertEqual(Decimals(places: 2).text(-0.001), "0")
        XCTAssertEqual(Decimals(places: 3).text(0.1 + 0.2), "0.3")
    }
}

extension FrameSchedule {
    /// The animation clock of this schedule.
    fileprivate var clock: AnimationClock { AnimationClock(schedule: self) }
}
