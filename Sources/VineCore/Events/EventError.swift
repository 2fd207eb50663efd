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
    /// A sample or reseed that would sprout one branch more than the timeline's limit.
    case tooManyBranches(limit: Int)
    /// An event of a later format version than the recording's.
    case needsVersion(kind: String, version: Int, fileVersion: Int)
    /// An `erase` or `reseed` of a vine that has not begun.
    case noSuchVine(vine: Int, count: Int)
    /// A `down` that would begin more vines (symmetry partners included) than the limit.
    case tooManyVines(limit: Int)

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
            "too many branches: this event would make branch \(limit + 1), and the limit is \(limit) (a larger --min-branch-separation sprouts fewer)"
        case .needsVersion(let kind, let version, let fileVersion):
            "\"\(kind)\" is an event of format version \(version), but the header says \"vine\":\(fileVersion); expected \"vine\":\(version) or later"
        case .noSuchVine(let vine, let count):
            count == 0
                ? "there is no vine \(vine): no vine has begun yet"
                : "there is no vine \(vine); expected a vine index in 0...\(count - 1)"
        case .tooManyVines(let limit):
            "too many vines: this down would begin more than \(limit), symmetry partners included"
        }
    }
}
