import VineCore
import VineLook

/// Which recording time each exported frame shows: the export timeline (see the Architecture article).
///
/// Frame `i` shows time `from + i·speed/fps` for `i = 0 … floor((to − from)·fps/speed)`,
/// so there are that many frames plus one; then `holdFrames` more frames repeat
/// the last time. A loop of N frames shows frames 0 … N − 1: the frame that closes it
/// (``closingFrame``, N) would show frame 0 again, so it is not shown. The floor is taken with a relative tolerance of 1e-9 so that
/// decimal inputs such as `--to 0.3 --fps 10` give the 4 frames a person expects
/// instead of 3 because 0.3 × 10 is 2.9999999999999996 in binary.
public struct FrameSchedule: Equatable, Sendable {
    /// The frame rate of every export that asks for none, but a GIF's.
    public static let defaultFPS = 60.0

    /// The time of the first frame, in recording seconds.
    public var from: Double
    /// The last time to reach, in recording seconds; at least `from`.
    public var to: Double
    /// Frames per second of output.
    public var fps: Double
    /// Recording seconds per output second (2 plays twice as fast).
    public var speed: Double
    /// Extra copies of the last frame at the end.
    public var holdFrames: Int
    /// The seamless loop the frames make, or nil.
    public var loop: Loop?

    /// A seamless loop: after growth (up to the schedule's `to`), ``hold`` more seconds
    /// of the drawing as it stands (time and wind going on), then ``leave`` seconds of
    /// ``ending``, which ends on what the first frame shows (the closing frame, not shown).
    public struct Loop: Equatable, Sendable {
        /// How the drawing leaves.
        public var ending: LoopEnding
        /// Output seconds of the grown drawing before it leaves.
        public var hold: Double
        /// Output seconds the drawing takes to leave.
        public var leave: Double

        /// A loop ending with `ending` after `hold` seconds, taking `leave` seconds.
        public init(ending: LoopEnding, hold: Double, leave: Double) {
            self.ending = ending
            self.hold = hold
            self.leave = leave
        }
    }

    /// A schedule from `from` to `to` seconds at `fps` frames per output second and
    /// `speed`, keeping the last frame for `hold` more output seconds
    /// (`round(hold · fps)` frames).
    ///
    /// Requires finite values with `to ≥ from`, `fps > 0`, `speed > 0` and `hold ≥ 0`.
    public init(from: Double, to: Double, fps: Double, speed: Double = 1, hold: Double = 0) {
        precondition(from.isFinite && to.isFinite && to >= from, "need finite from ≤ to")
        precondition(fps.isFinite && fps > 0 && speed.isFinite && speed > 0, "need positive fps and speed")
        precondition(hold.isFinite && hold >= 0, "need a hold ≥ 0")
        self.from = from
        self.to = to
        self.fps = fps
        self.speed = speed
        self.holdFrames = Int((hold * fps).rounded())
    }

    /// The schedule of a seamless `loop` from `from` to `to` at `fps` and `speed`: the
    /// growth, the loop's hold and, for an ending whose time goes on, its leaving are moving
    /// frames (``movingFrameCount``); an ending that plays time backwards adds its frames
    /// after them (``leavingFrameCount``). The last of them, the ``closingFrame``, shows
    /// `from` again and is left out.
    public init(from: Double, to: Double, fps: Double, speed: Double = 1, loop: Loop) {
        let leave = loop.ending.reversesTime ? 0 : loop.leave
        self.init(from: from, to: to + (loop.hold + leave) * speed, fps: fps, speed: speed)
        self.loop = loop
    }

    /// The frames after the moving ones in which time runs backwards (an ungrowing loop's):
    /// at least one, the last showing ``from``.
    public var leavingFrameCount: Int {
        guard let loop, loop.ending.reversesTime else { return 0 }
        return max(1, Int((loop.leave * fps).rounded()))
    }

    /// The frame that closes a loop: it would show what frame 0 shows, so it is the one after
    /// the last shown (``frameCount``); without a loop, the last frame.
    public var closingFrame: Int { movingFrameCount + holdFrames + leavingFrameCount - 1 }

    /// The first frame of the loop's ending, or nil without a loop.
    public var leavingStartFrame: Int? {
        guard let loop else { return nil }
        if loop.ending.reversesTime { return movingFrameCount }
        let start = (to - loop.leave * speed - from) * fps / speed
        return Int((start - 1e-9 * max(1, start)).rounded(.up))
    }

    /// How far through the loop's ending frame `index` is, 0…1; nil before it starts or without a loop.
    public func leavingProgress(ofFrame index: Int) -> Double? {
        guard let loop, let start = leavingStartFrame, index >= start else { return nil }
        if loop.ending.reversesTime { return Double(index - start + 1) / Double(leavingFrameCount) }
        let end = closingFrame
        return end > start ? Double(index - start) / Double(end - start) : 1
    }

    /// The number of frames that move through time: `floor((to − from)·fps/speed) + 1`.
    public var movingFrameCount: Int {
        let steps = (to - from) * fps / speed
        return Int((steps + 1e-9 * max(1, steps)).rounded(.down)) + 1
    }

    /// Every frame shown: the moving ones plus the held copies of the last one (and a loop's
    /// frames that play time backwards), less a loop's ``closingFrame``.
    public var frameCount: Int { closingFrame + (loop == nil ? 1 : 0) }

    /// The recording time frame `index` shows, for `index` in `0...closingFrame` (a loop's
    /// closing frame included: the time it would show).
    ///
    /// Held frames show the last moving frame's time; a loop's frames that play time
    /// backwards go from it back to ``from`` evenly.
    public func time(ofFrame index: Int) -> Double {
        precondition(index >= 0 && index <= closingFrame, "frame \(index) is outside 0...\(closingFrame)")
        let moving = min(index, movingFrameCount - 1)
        let time = from + Double(moving) * speed / fps
        guard index >= movingFrameCount, leavingFrameCount > 0 else { return time }
        let progress = Double(index - movingFrameCount + 1) / Double(leavingFrameCount)
        return progress >= 1 ? from : time - (time - from) * progress
    }

    /// The recording seconds a loop's time runs forward over, from the first frame's time
    /// to the closing frame's; nil without a loop, or when its ending plays time backwards (the sway
    /// then runs back to where it began by itself).
    public var loopLength: Double? {
        guard let loop, !loop.ending.reversesTime else { return nil }
        let length = time(ofFrame: closingFrame) - from
        return length > 0 ? length : nil
    }

    /// The sway period `period` (seconds) becomes in the loop: ``loopLength`` divided by
    /// the nearest whole number of periods in it (at least one, and as many more as the
    /// longest period allowed needs), so the sway at the closing frame is the first's and
    /// runs on smoothly across the seam; `period` itself without a ``loopLength``.
    public func loopPeriod(fitting period: Double) -> Double {
        guard let length = loopLength else { return period }
        var count = max(1, (length / period).rounded())
        while length / count > Wind.periodRange.upperBound { count += 1 }
        return length / count
    }

    /// `timeline` with every wind period fitted to the loop (``loopPeriod(fitting:)``) and a
    /// sentence saying how, nil when nothing changed.
    public func fittingWind(of timeline: Timeline) -> (timeline: Timeline, note: String?) {
        guard let length = loopLength else { return (timeline, nil) }
        var changes: [(from: Double, to: Double)] = []
        let fitted = timeline.changingWind { wind in
            var fitted = wind
            fitted.period = loopPeriod(fitting: wind.period)
            if fitted.period != wind.period, !changes.contains(where: { $0.from == wind.period }) {
                changes.append((wind.period, fitted.period))
            }
            return fitted
        }
        guard !changes.isEmpty else { return (fitted, nil) }
        let seconds = ShownNumber.seconds
        let list = changes.map { "\(seconds($0.from)) → \(seconds($0.to))" }.joined(separator: ", ")
        return (
            fitted,
            "wind period \(list): \(changes.count == 1 ? "a whole number of sways" : "whole numbers of sways") in the loop's \(seconds(length))"
        )
    }

    /// The output duration in seconds: frames ÷ fps.
    public var duration: Double { Double(frameCount) / fps }
}
