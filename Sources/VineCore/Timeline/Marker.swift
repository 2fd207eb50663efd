/// A named point in a recording's time (`[t,"marker","label"]`).
public struct Marker: Hashable, Sendable {
    /// Seconds since the recording began.
    public var time: Double
    /// The name; may be empty.
    public var label: String

    /// The marker `label` at `time`.
    public init(time: Double, label: String) {
        self.time = time
        self.label = label
    }
}
