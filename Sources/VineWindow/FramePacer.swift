import Foundation
import VineCore
import VineSystem

/// Holds a loop to 60 frames per second: after a frame, sleeps until the next
/// frame is due. A present that waits for the display's vertical blank (vsync)
/// finishes close to that time, so the pacer then sleeps little or not at all.
public struct FramePacer: Sendable {
    /// Seconds per frame at 60 fps.
    public static let period = 1.0 / 60

    private var nextDue: Double?

    /// A pacer whose first frame is due at once.
    public init() {}

    /// Sleeps until the frame after the one that just finished is due; `clock` is
    /// the session's clock. A loop that fell behind by more than a frame starts
    /// afresh instead of rushing to catch up.
    public mutating func waitForNextFrame(_ clock: MonotonicClock) {
        let now = clock.now
        var due = (nextDue ?? now) + Self.period
        if due < now - Self.period { due = now }
        nextDue = due
        if due > now { Thread.sleep(forTimeInterval: due - now) }
    }
}
