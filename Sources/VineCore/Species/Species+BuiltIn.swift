extension Species {
    /// The files of the built-in species, in the order `vine species --list` gives them:
    /// the looks first. Each is a file of `Species/BuiltIn`, as `vine species show` prints
    /// it; the package puts their bytes in the code (`PackageResources`, SwiftPM's
    /// `embedInCode`; `Scripts/wasm` and `Scripts/fuzz` write the same declarations with
    /// `Scripts/species-resources`).
    static let builtInTexts: [String] = [
        PackageResources.classic_json, PackageResources.natural_json, PackageResources.ivy_json,
        PackageResources.wisteria_json, PackageResources.morning_glory_json, PackageResources.climbing_rose_json,
        PackageResources.fern_json, PackageResources.cherry_blossom_json, PackageResources.grapevine_json,
    ].map(text)

    /// The UTF-8 text of a built-in file's `bytes`.
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

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
