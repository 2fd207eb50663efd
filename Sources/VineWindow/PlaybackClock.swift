/// The playback position of a recording as a function of wall-clock time, with
/// pause, seek, speed and loop.
///
/// Positions are recording seconds in `0...duration`; playing starts (and restarts, and
/// loops) at `start`, by default ``/VineCore/Timeline/start``, just before the first stroke. Wall times are seconds on
/// any monotonic clock, passed in so the clock is a pure value. Every control
/// re-anchors the clock at the position it shows at that instant, so changes
/// never make the picture jump except where asked (seek, restart).
public struct PlaybackClock: Sendable {
    /// The recording's length in seconds: the last position (≥ 0).
    public let duration: Double
    /// Where playing starts, restarts and loops to, in `0...duration`.
    public let start: Double
    /// How long a loop rests on the last position before starting over, in seconds.
    public static let loopRest = 1.0
    /// The slowest and fastest speeds the controls reach.
    public static let speeds: ClosedRange<Double> = 1.0 / 64...64

    /// Recording seconds per wall second.
    public private(set) var speed: Double
    /// Whether the position stands still.
    public private(set) var isPaused = false
    /// Whether the position starts over at ``start`` after resting at the end.
    public private(set) var isLooping: Bool

    private var anchorPosition: Double
    private var anchorWall: Double

    /// A clock at position `start` (clamped to `0...duration`) at wall time `wall`, playing
    /// at `speed` (clamped to ``speeds``), looping or not.
    public init(duration: Double, start: Double = 0, speed: Double = 1, looping: Bool = false, wall: Double) {
        self.duration = max(0, duration)
        self.start = min(max(0, start), self.duration)
        self.anchorPosition = self.start
        self.speed = min(max(speed, Self.speeds.lowerBound), Self.speeds.upperBound)
        self.isLooping = looping
        self.anchorWall = wall
    }

    /// The position shown at wall time `wall` (not before the last control).
    public func position(at wall: Double) -> Double {
        let elapsed = isPaused ? 0 : max(0, wall - anchorWall) * speed
        let raw = anchorPosition + elapsed
        guard isLooping, raw > duration else { return min(raw, duration) }
        let period = duration - start + Self.loopRest
        let intoPeriod = (raw - duration).truncatingRemainder(dividingBy: period)
        return intoPeriod < Self.loopRest ? duration : start + intoPeriod - Self.loopRest
    }

    /// Whether playback has reached the end and stays there (not looping).
    public func isFinished(at wall: Double) -> Bool {
        !isLooping && position(at: wall) >= duration
    }

    /// Pauses a playing clock or resumes a paused one; at the end of a recording
    /// that does not loop, plays it again from ``start``.
    public mutating func togglePause(at wall: Double) {
        rebase(at: wall)
        if !isLooping, anchorPosition >= duration {
            anchorPosition = start
            isPaused = false
        } else {
            isPaused.toggle()
        }
    }

    /// Moves the position by `seconds` (negative: back), clamped to `0...duration`.
    public mutating func seek(by seconds: Double, at wall: Double) {
        rebase(at: wall)
        anchorPosition = min(max(anchorPosition + seconds, 0), duration)
    }

    /// Moves the position to `position`, clamped to `0...duration`.
    public mutating func seek(to position: Double, at wall: Double) {
        rebase(at: wall)
        anchorPosition = min(max(position, 0), duration)
    }

    /// Pauses at exactly `position` (for example a marker just passed).
    public mutating func pause(atPosition position: Double, wall: Double) {
        anchorPosition = min(max(position, 0), duration)
        anchorWall = wall
        isPaused = true
    }

    /// Multiplies the speed by `factor`, clamped to ``speeds``.
    public mutating func scaleSpeed(by factor: Double, at wall: Double) {
        rebase(at: wall)
        speed = min(max(speed * factor, Self.speeds.lowerBound), Self.speeds.upperBound)
    }

    /// Turns looping on or off.
    public mutating func toggleLoop(at wall: Double) {
        rebase(at: wall)
        isLooping.toggle()
    }

    /// Goes back to ``start``, keeping pause, speed and loop.
    public mutating func restart(at wall: Double) {
        rebase(at: wall)
        anchorPosition = start
    }

    /// Makes the position shown at `wall` the anchor.
    private mutating func rebase(at wall: Double) {
        anchorPosition = position(at: wall)
        anchorWall = wall
    }
}
