/// Why path data (or a list of numbers) could not be read: the character where reading
/// stopped and what was expected there.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based character (UTF-8 byte) of the data where the problem is.
    public var character: Int
    /// What was expected, such as `expected a number`.
    public var message: String

    /// An error at `character`.
    public init(character: Int, message: String) {
        self.character = character
        self.message = message
    }

    /// `message at character N`.
    public var description: String { "\(message) at character \(character)" }
}
