/// A time in a recording as a person names it: a number of seconds, or the first marker
/// with a label (`--to 12` or `--to-marker chorus`). The reader of a recording evaluates it
/// as the events arrive (``Timeline/reading(_:header:retime:end:keepingCut:)``), so the
/// time is known once, whichever the recording holds.
public enum TimeMark: Hashable, Sendable {
    /// Seconds since the recording began.
    case seconds(Double)
    /// The time of the first marker with this label.
    case marker(String)
}

extension Timeline {
    /// The time `mark` names in this timeline: its seconds, or the time of its first marker
    /// with the label; nil when it has none.
    public func time(of mark: TimeMark) -> Double? {
        switch mark {
        case .seconds(let seconds): seconds
        case .marker(let label): markers.first { $0.label == label }?.time
        }
    }
}
