/// Where and why a text is not valid JSON.
struct JSONSyntaxError: Error, Sendable {
    /// The 1-based byte column of the problem: its byte offset in the parsed text plus 1.
    var column: Int
    /// What was expected and what was found.
    var message: String
    /// True when the text ended before the value did: the mark of a line cut short.
    var reachedEnd: Bool
}
