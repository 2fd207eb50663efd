/// Why an SVG file cannot be imported: its line (when known) and what was expected.
public struct SVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem in the file; nil when it is not about one place.
    public var line: Int?
    /// What is wrong and what was expected.
    public var message: String

    /// An error at `line`.
    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or just the message.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
