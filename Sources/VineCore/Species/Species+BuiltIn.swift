extension Species {
    /// The files of the built-in species, in the order `vine species --list` gives them:
    /// the looks first.
    static let builtInTexts: [String] = [
        classicText, naturalText, ivyText, wisteriaText, morningGloryText, climbingRoseText, fernText,
        cherryBlossomText,
        grapevineText,
    ]

    /// The built-in species, in the order `vine species --list` gives them: the looks first.
    public static let builtIns: [Species] = builtInTexts.map(readBuiltIn)

    /// The built-in species named `name`, or nil.
    public static func builtIn(named name: String) -> Species? {
        builtIns.first { $0.name == name }
    }

    /// The file of the built-in species named `name`, formatted for people (what `vine
    /// species show` prints, the start of one's own file), or nil.
    public static func builtInText(named name: String) -> String? {
        builtIns.firstIndex { $0.name == name }.map { builtInTexts[$0] }
    }

    /// The species of a built-in file, which the tests read without error.
    static func readBuiltIn(_ text: String) -> Species {
        do throws(SpeciesError) {
            return try read(text, file: "built-in")
        } catch {
            preconditionFailure("a built-in species file is invalid: \(error.description)")
        }
    }
}
