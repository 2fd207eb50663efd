/// Pointer ids for touch fingers: each finger that touches down gets the smallest
/// id ≥ 1 not held by another finger (0 is the mouse), and keeps it until it lifts.
///
/// Finger keys are whatever the touch device reports (SDL's finger ids), which are
/// large and arbitrary; the recording gets small, reusable ids instead.
public struct FingerPointers<Finger: Hashable> {
    private var held: [Finger: Int] = [:]

    /// No finger down.
    public init() {}

    /// The id for `finger` touching down (the one it already holds, if any).
    public mutating func down(_ finger: Finger) -> Int {
        if let id = held[finger] { return id }
        let used = Set(held.values)
        var id = 1
        while used.contains(id) { id += 1 }
        held[finger] = id
        return id
    }

    /// The id `finger` holds, or nil when it is not down.
    public func id(of finger: Finger) -> Int? { held[finger] }

    /// Releases and returns the id `finger` held, or nil when it was not down.
    public mutating func up(_ finger: Finger) -> Int? { held.removeValue(forKey: finger) }
}
