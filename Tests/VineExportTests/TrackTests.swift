import XCTest

@testable import VineExport
@testable import VineVector

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

    func testLinearizedBridgesGapsBetweenKeysWithinTheTolerance() {
        // Frame 2 holds 0.1 where the line from 0 (frame 0) to 0.4 (frame 4) passes 0.2.
        let values: [(Double, Double)] = [(0, 0), (1, 0.1), (3, 0.3), (4, 0.4), (6, 0.9)]
        let track = Track(keys: values.map { Track.Key(frame: $0.0, value: $0.1, holds: true) })
        XCTAssertEqual(track.linearized(tolerance: 0.05).keys.map(\.frame), [0, 1, 3, 4, 6], "0.1 off the line")
        let thinned = track.linearized(tolerance: 0.1)
        XCTAssertEqual(thinned.keys.map(\.frame), [0, 4, 6])
        for frame in 0...7 {
            XCTAssertEqual(thinned.value(atFrame: Double(frame)), track.value(atFrame: Double(frame)), accuracy: 0.1)
        }
    }

    func testHeldAtWholeFramesShowsEveryWholeFrameAsTheTrackDoesWithFewerKeys() throws {
        // An eased reveal sampled every 0.4 frame from 84.8 to 87.2: 7 keys over 4 whole frames.
        let samples = [84.8, 85.2, 85.6, 86, 86.4, 86.8, 87.2].map { frame in
            Track.Key(frame: frame, value: ((frame - 84.8) / 2.4).squareRoot(), holds: false)
        }
        let track = Track(keys: samples)
        let held = try XCTUnwrap(track.heldAtWholeFrames())
        XCTAssertEqual(held.keys.map(\.frame), [84, 85, 86, 87, 88])
        XCTAssertTrue(held.keys.allSatisfy(\.holds))
        for frame in 80...92 {
            XCTAssertEqual(held.value(atFrame: Double(frame)), track.value(atFrame: Double(frame)), accuracy: 1e-12)
        }
        // Two keys over two whole frames: no fewer held.
        let short = Track(keys: [
            Track.Key(frame: 3.2, value: 0, holds: false), Track.Key(frame: 4.1, value: 1, holds: true),
        ])
        XCTAssertNil(short.heldAtWholeFrames())
    }

    func testHalfClosedKeepsTheFramesBeforeTheClosingOneAndShowsHalfAStepThere() {
        // A fade from frame 50.4 (opacity 1) to the closing frame 70 (0).
        let fade = Track(keys: [
            Track.Key(frame: 50.4, value: 1, holds: false), Track.Key(frame: 70, value: 0, holds: true),
        ])
        let closed = fade.halfClosed()
        for frame in 0..<70 {
            XCTAssertEqual(closed.value(atFrame: Double(frame)), fade.value(atFrame: Double(frame)), accuracy: 1e-12)
        }
        XCTAssertEqual(closed.value(atFrame: 70), fade.value(atFrame: 69.5), accuracy: 1e-12)
        XCTAssertEqual(closed.keys.map(\.frame), [50.4, 69, 70])
        // A fade within the last frame keeps its start; a constant track stays as it is.
        let short = Track(keys: [
            Track.Key(frame: 69.2, value: 1, holds: false), Track.Key(frame: 70, value: 0, holds: true),
        ])
        XCTAssertEqual(short.halfClosed().keys.map(\.frame), [69, 69.2, 70])
        XCTAssertEqual(short.halfClosed().value(atFrame: 70), 0.625, accuracy: 1e-12)
        XCTAssertEqual(Track(keys: [Track.Key(frame: 70, value: 0, holds: true)]).halfClosed().keys.count, 1)
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
        let halves = Decimals(halvesAtMost: 0.5)
        XCTAssertEqual([2.3, 2.2, -0.74, 0.24].map(halves.text), ["2.5", "2", "-0.5", "0"])
        XCTAssertEqual(Decimals(halvesAtMost: 0.3).text(0.26), "0.3", "halves of 1 are too coarse: tenths")
        XCTAssertEqual(Decimals(halvesAtMost: 1.25).text(1.6), "2", "wholes")
        XCTAssertEqual(Decimals(halvesAtMost: 0.05).text(0.123), "0.1", "halves of a tenth")
    }
}

extension FrameSchedule {
    /// The animation clock of this schedule.
    fileprivate var clock: AnimationClock { AnimationClock(schedule: self) }
}
