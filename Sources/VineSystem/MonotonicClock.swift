/// Seconds since a starting instant, from Swift's `ContinuousClock` (the system's
/// monotonic clock): never jumps with wall-clock changes and never pauses.
///
/// The one clock of the project: the window's recording and playback clocks, frame
/// timing, export timing and progress all read it.
public struct MonotonicClock: Sendable {
    private let start = ContinuousClock.now

    /// A clock reading 0 now.
    public init() {}

    /// Seconds since the clock was created.
    public var now: Double { Self.seconds(ContinuousClock.now - start) }

    /// `duration` in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        let components = duration.components
        return Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
