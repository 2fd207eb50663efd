import VineCore
import XCTest

@testable import VineExport
@testable import VineVector

/// A branch's sway track (``Track/sway(of:in:clock:)``): at every frame within a hundredth
/// of a degree of the bend the frames draw (``/VineCore/Sway/angle(time:grown:phase:wind:)``),
/// with a few keyframes a quarter-period while it eases in rather than one a frame.
final class SwayTrackTests: XCTestCase {
    func testTheTrackFollowsTheBendAtEveryFrameWithFewKeyframes() throws {
        let wind = try XCTUnwrap(Wind(strength: 12, period: 4))
        let header = RecordingHeader(version: 2, width: 400, height: 300, seed: 5, wind: wind)
        var lines = [header.jsonLine]
        for i in 0...60 {
            let kind = i == 0 ? "down" : i == 60 ? "up" : "move"
            lines.append(
                "[\(0.5 + Double(i) / 30),\"\(kind)\",0,\(20 + 6 * Double(i)),\(150 + (i % 20 < 10 ? i % 10 : 10 - i % 10) * 4)]"
            )
        }
        var reader = try RecordingReader(source: MemoryByteSource(lines.joined(separator: "\n") + "\n"))
        let timeline = try Timeline(reading: &reader)
        let vine = try XCTUnwrap(timeline.vines.first)
        XCTAssertFalse(vine.branches.isEmpty)
        let schedule = FrameSchedule(from: 0, to: 14, fps: 60)
        let clock = AnimationClock(schedule: schedule)
        for branch in vine.branches {
            let track = try XCTUnwrap(Track.sway(of: branch, in: vine, clock: clock))
            let grown = branch.birth + vine.parameters.growDuration
            let phase = Sway.phase(seed: vine.seed, vine: vine.index, branch: branch.index)
            for frame in 0..<schedule.frameCount {
                let t = schedule.time(ofFrame: frame)
                let expected = t < grown ? 0 : Sway.angle(time: t, grown: grown, phase: phase, wind: wind)
                XCTAssertEqual(
                    track.value(atFrame: Double(frame)), expected, accuracy: 0.01,
                    "branch \(branch.index) frame \(frame)")
            }
            // Up to 14 s: at most about 14 · 4 / 4 quarter-periods, each a keyframe, the easing-in ones three.
            XCTAssertLessThan(track.keys.count, 40, "branch \(branch.index): \(track.keys.count) keyframes")
        }
    }
}
