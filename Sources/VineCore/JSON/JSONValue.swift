/// A parsed JSON value and the byte offset where it starts: one line of a `.vine` file, or a
/// whole species file, whose reader turns offsets into lines with a ``LineIndex``.
///
/// Numbers keep their exact source text, so integers such as the 64-bit seed are read
/// without passing through a `Double`; objects keep their keys in source order, each with
/// the offset where it starts.
struct JSONValue: Sendable {
    /// One member of an object: its key, the byte offset where the key starts, and its value.
    struct Member: Sendable {
        /// The key, unescaped.
        var key: String
        /// The byte offset of the key's opening quote.
        var keyOffset: Int
        /// The value.
        var value: JSONValue
    }

    /// What a value is.
    enum Content: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number: its source text (valid JSON number syntax) and its correctly rounded finite value.
        case number(text: String, value: Double)
        /// A string, unescaped.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object: members in source order, keys unique.
        case object([Member])
    }

    /// What the value is.
    var content: Content
    /// The byte offset of the value's first byte in the parsed text.
    var offset: Int

    /// `a number`, `a string`, … for messages such as `expected a number, got a string`.
    var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
