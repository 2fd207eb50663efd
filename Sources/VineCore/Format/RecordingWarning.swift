/// A problem the reader recovered from, e.g. a final line cut short and dropped.
public struct RecordingWarning: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What happened, without the line number.
    public var message: String

    /// A warning about `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
