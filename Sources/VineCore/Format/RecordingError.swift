/// Why a recording cannot be read: the first problem, its line, and what was expected.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Hashable, Sendable {
        /// The content is malformed or beyond a ``RecordingLimits`` limit (exit 65).
        case malformed
        /// The byte source failed while reading (exit 74).
        case unreadable
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The 1-based line number; the header is line 1.
    public var line: Int
    /// What is wrong and what was expected, without the line number.
    public var message: String

    /// An error at `line`.
    public init(_ kind: Kind = .malformed, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
