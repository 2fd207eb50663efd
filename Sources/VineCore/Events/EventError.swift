/// An event that cannot follow the events before it.
public enum EventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event's time is before the previous event's.
    case timeWentBackwards(time: Double, previous: Double)
    /// A time or coordinate is NaN or infinite.
    case notFinite
    /// A `move` or `up` for a pointer that is not down.
    case pointerNotDown(pointer: Int, action: String)
    /// A `down` for a pointer that is already down.
    case pointerAlreadyDown(pointer: Int)
    /// A sample that would sprout one branch more than the timeline's limit.
    case tooManyBranches(limit: Int)

    /// One line saying what is wrong, e.g. `move for pointer 2, which is not down`.
    public var description: String {
        switch self {
        case .timeWentBackwards(let time, let previous):
            "time \(CanonicalNumber.text(time)) is before the previous event's time \(CanonicalNumber.text(previous)); times must not decrease"
        case .notFinite:
            "times and coordinates must be finite numbers"
        case .pointerNotDown(let pointer, let action):
            "\(action) for pointer \(pointer), which is not down; expected a down first"
        case .pointerAlreadyDown(let pointer):
            "down for pointer \(pointer), which is already down; expected an up first"
        case .tooManyBranches(let limit):
            "too many branches: this sample would sprout branch \(limit + 1), and the limit is \(limit) (a larger --min-branch-separation sprouts fewer)"
        }
    }
}
