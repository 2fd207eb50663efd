import Foundation

/// Seconds since a starting instant, from the system's monotonic clock: never
/// jumps with wall-clock changes and never pauses.
public struct MonotonicClock: Sendable {
    private let start: UInt64

    /// A clock reading 0 now.
    public init() { start = MonotonicClock.nanoseconds() }

    /// Seconds since the clock was created.
    public var now: Double { Double(MonotonicClock.nanoseconds() &- start) / 1e9 }

    private static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
