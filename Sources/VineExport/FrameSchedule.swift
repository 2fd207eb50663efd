/// Which recording time each exported frame shows: the export timeline (see the Architecture article).
///
/// Frame `i` shows time `from + i·speed/fps` for `i = 0 … floor((to − from)·fps/speed)`,
/// so there are that many frames plus one; then `holdFrames` more frames repeat
/// the last time. The floor is taken with a relative tolerance of 1e-9 so that
/// decimal inputs such as `--to 0.3 --fps 10` give the 4 frames a person expects
/// instead of 3 because 0.3 × 10 is 2.9999999999999996 in binary.
public struct FrameSchedule: Equatable, Sendable {
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

    /// The number of frames that move through time: `floor((to − from)·fps/speed) + 1`.
    public var movingFrameCount: Int {
        let steps = (to - from) * fps / speed
        return Int((steps + 1e-9 * max(1, steps)).rounded(.down)) + 1
    }

    /// Every frame: the moving ones plus the held copies of the last one.
    public var frameCount: Int { movingFrameCount + holdFrames }

    /// The recording time frame `index` shows, for `index` in `0..<frameCount`.
    ///
    /// Held frames show the last moving frame's time.
    public func time(ofFrame index: Int) -> Double {
        precondition(index >= 0 && index < frameCount, "frame \(index) is outside 0..<\(frameCount)")
        let moving = min(index, movingFrameCount - 1)
        return from + Double(moving) * speed / fps
    }

    /// The output duration in seconds: frames ÷ fps.
    public var duration: Double { Double(frameCount) / fps }
}
