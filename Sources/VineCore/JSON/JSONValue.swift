/// A parsed JSON value, as the `.vine` reader sees it.
///
/// Numbers keep their exact source text, so integers such as the 64-bit seed are read
/// without passing through a `Double`; objects keep their keys in source order.
enum JSONValue: Sendable {
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
    case object([(key: String, value: JSONValue)])

    /// `a number`, `a string`, … for messages such as `expected a number, got a string`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
