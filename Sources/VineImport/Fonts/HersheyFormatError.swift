/// Why a `.jhf` font file cannot be read: the line of the first problem and what was expected.
public struct HersheyFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file the problem is on.
    public var line: Int
    /// What is wrong and what was expected.
    public var message: String

    /// An error at `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
