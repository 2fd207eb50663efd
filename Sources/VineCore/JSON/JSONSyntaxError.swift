/// Where and why a line is not valid JSON.
struct JSONSyntaxError: Error, Sendable {
    /// The 1-based byte column of the problem.
    var column: Int
    /// What was expected and what was found.
    var message: String
    /// True when the line ended before the value did: the mark of a line cut short.
    var reachedEnd: Bool
}
