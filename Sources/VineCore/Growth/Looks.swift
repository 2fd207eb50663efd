/// The looks a reader knows by name: the one catalog that turns a header's `look`, a
/// species' `base` or a setting into a ``Look``.
///
/// ``builtIn`` holds ``Look/classic`` and ``Look/natural``; a catalog made with more looks
/// (a test's, a page's) reads their names too.
public struct Looks: Sendable {
    /// Every look it knows, the built-in ones first.
    public let all: [Look]

    /// The built-in looks and `added` (a look named like a built-in one stands in for it).
    public init(adding added: [Look] = []) {
        let builtIn = [Look.classic, Look.natural]
        all = builtIn.map { look in added.first { $0 == look } ?? look } + added.filter { !builtIn.contains($0) }
    }

    /// The built-in looks alone.
    public static let builtIn = Looks()

    /// The look named `name`, or nil when it knows none by that name.
    public func named(_ name: String) -> Look? { all.first { $0.name == name } }

    /// The names it accepts, quoted, for error messages and help: `"classic" or "natural"`.
    public var allowedText: String {
        let names = all.map { "\"\($0.name)\"" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
