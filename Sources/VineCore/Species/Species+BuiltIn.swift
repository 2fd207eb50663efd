extension Species {
    /// The built-in species, in the order `vine species --list` gives them: the looks first.
    public static let builtIns: [Species] = [classic, natural]

    /// The built-in species named `name`, or nil.
    public static func builtIn(named name: String) -> Species? {
        builtIns.first { $0.name == name }
    }
}
