/// Caps pauses in a recording, like asciinema's idle time limit.
///
/// Feed it the event times in order; every gap longer than `limit` between one
/// event and the next — and between the recording's start (time 0) and the first
/// event — comes out shortened to exactly `limit`. Shorter gaps are kept, and a
/// recording without long gaps keeps every time bit for bit. Apply it to the
/// events before building the timeline, so growth after a shortened pause starts
/// earlier too.
public struct IdleLimit: Sendable {
    /// The longest pause kept, in seconds; at least 0.
    public let limit: Double
    private var lastOriginal = 0.0
    private var removed = 0.0

    /// A limit of `limit` seconds (finite, at least 0).
    public init(limit: Double) {
        precondition(limit.isFinite && limit >= 0, "an idle limit must be finite and ≥ 0")
        self.limit = limit
    }

    /// The shortened time of the next event, whose original time is `time`.
    ///
    /// Times must not decrease from one call to the next; a decrease counts as a gap of 0.
    public mutating func map(_ time: Double) -> Double {
        let gap = time - lastOriginal
        if gap > limit { removed += gap - limit }
        lastOriginal = max(lastOriginal, time)
        return time - removed
    }
}
