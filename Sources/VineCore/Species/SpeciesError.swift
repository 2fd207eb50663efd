/// Why a species file was refused: the file, the line of the fault, the key or value at
/// fault (a dotted path such as `leaves.shapes[1]`) and what was expected.
public struct SpeciesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or where a recording embeds the definition).
    public var file: String
    /// The 1-based line of the fault.
    public var line: Int
    /// The key or value at fault, as a dotted path; empty for the file as a whole.
    public var key: String
    /// What is wrong and what was expected.
    public var message: String

    /// An error from its parts.
    public init(file: String, line: Int, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `FILE:LINE: KEY: message` (without the key when it is empty).
    public var description: String {
        key.isEmpty ? "\(file):\(line): \(message)" : "\(file):\(line): \(key): \(message)"
    }
}
