extension Species {
    /// The built-in species' names, `classic, natural, …`, for help and messages.
    public static var builtInNames: String { builtIns.map { $0.name }.joined(separator: ", ") }

    /// Whether `name` is a built-in species' name, which a species file may not take.
    public static func isBuiltInName(_ name: String) -> Bool { builtIn(named: name) != nil }
}
