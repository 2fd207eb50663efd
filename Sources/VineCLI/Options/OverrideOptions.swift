import ArgumentParser
import VineCore

/// The overrides every command that renders accepts: the look or species, a preset, the
/// seed, the generator parameters and the style. An override changes the output, never the recording file.
struct OverrideOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How vines are shaped and painted: classic or natural (default: the recording's; natural for a new drawing).",
            valueName: "look"))
    var look: Look?

    @Option(
        help: ArgumentHelp(
            "The plant vines grow as: a built-in species (\(Species.builtInNames)) or a species file (.json); a recording written with a file embeds its definition (default: the recording's; natural for a new drawing).",
            valueName: "name|file"))
    var species: String?

    @Option(
        help: ArgumentHelp(
            "Sizes for a scale, applied before the other overrides: \(Self.presetHelp).", valueName: "name"))
    var preset: Parameters.Preset?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The seed every random stream derives from, 0...\(UInt64.max) (default: the recording's; a fresh random one for a new drawing).",
            valueName: "n"))
    var seed: UInt64?

    @Option(
        parsing: .unconditional,
        help: Self.help(
            .minBranchSeparation, "A branch sprouts once the pointer is farther than this from the last one, in points")
    )
    var minBranchSeparation: Double?

    @Option(
        parsing: .unconditional,
        help: Self.help(.maxBranchLength, "How far a branch's end may be from its start along x and y, in points"))
    var maxBranchLength: Double?

    @Option(parsing: .unconditional, help: Self.help(.leafSize, "The leaf diameter, in points"))
    var leafSize: Double?

    @Option(parsing: .unconditional, help: Self.help(.vineWidth, "The stem width in points; branches are half as wide"))
    var vineWidth: Double?

    @Option(parsing: .unconditional, help: Self.help(.growDuration, "Seconds a branch takes to grow"))
    var growDuration: Double?

    @Option(help: Self.help(.background, "The canvas colour, #RRGGBB or #RRGGBBAA", valueName: "colour"))
    var background: String?

    @Option(help: Self.help(.vineColor, "The vines' colour: palette (a seeded green per vine), #RRGGBB or #RRGGBBAA"))
    var vineColor: String?

    @Option(help: Self.help(.leafOutline, "The leaf outline: none, vine (the vine's colour) or a colour"))
    var leafOutline: String?

    @Option(help: Self.help(.leafFill, "The leaf fill: none, vine (the vine's colour) or a colour"))
    var leafFill: String?

    @Flag(inversion: .prefixedNo, help: "Shade vines with a gradient (default: on).")
    var gradient: Bool?

    @Flag(inversion: .prefixedNo, help: "Draw soft shadows under vines (default: on).")
    var shadow: Bool?

    @Option(
        help: ArgumentHelp(
            "Grown branches sway about their base: the bend in degrees (0...30) and the seconds of one sway (0.1...60, default 3), or none (default: the recording's); a seamless export --loop fits the period to a whole number of sways in the loop.",
            valueName: "strength[,period]"))
    var wind: String?

    @Option(
        help: ArgumentHelp(
            "Whether a pen's recorded pressure sets the width of natural stems (light strokes thin, through the curve p·√p), or the width follows the speed as without a pen (default: the recording's, on).",
            valueName: "on|off"))
    var pressure: PressureUse?

    @Option(
        help: ArgumentHelp(
            "Keep vines inside the filled area of this SVG drawing, fitted to the canvas as vine import fits one: branches and leaves stay inside, stems sprout only inside (default: the recording's).",
            valueName: "shape.svg"))
    var within: String?

    @Option(
        help: ArgumentHelp(
            "Keep vines out of the filled area of this SVG drawing, fitted to the canvas (default: the recording's).",
            valueName: "shape.svg"))
    var avoid: String?

    @Option(
        help: ArgumentHelp(
            "Lean branches toward the nearest of these points (X,Y;X,Y…, canvas points) or of the points of this SVG drawing's outline (default: the recording's).",
            valueName: "points|shape.svg"))
    var toward: String?

    /// Rejects `--look` with `--species`, out-of-range parameters and unknown paints as
    /// usage errors (exit 64).
    func validate() throws {
        if look != nil, species != nil {
            throw ValidationError("--look and --species cannot be used together: a species names its look")
        }
        do {
            _ = try applied(to: RecordingHeader())
        } catch {
            throw ValidationError("--\(Self.optionName(error.key)) \(error.message)")
        }
    }

    /// `header` with every given override applied by ``applied(to:)``, a value it rejects
    /// a usage error (exit 64): how every command overrides a recording's header.
    ///
    /// Then a species file (`--species` naming no built-in species) is read and embedded
    /// (``SpeciesFile``), and the shapes: `--within` and `--avoid` read their SVG drawings
    /// onto the header's canvas, `--toward` its points or drawing (``ShapeFile``); a species
    /// file's or a shape's problem is a data error (65) with its file and line, a missing
    /// file 66.
    func header(overriding header: RecordingHeader) throws(Failure) -> RecordingHeader {
        var header = header
        do {
            header = try applied(to: header)
        } catch {
            throw Failure(code: .usage, message: error.description)
        }
        if let species, !Species.isBuiltInName(species) { header.setSpecies(try SpeciesFile.species(species)) }
        if let within { header.bounds.within = try ShapeFile.region(within, canvas: header.canvas) }
        if let avoid { header.bounds.avoid = try ShapeFile.region(avoid, canvas: header.canvas) }
        if let toward { header.bounds.toward = try ShapeFile.attractors(toward, canvas: header.canvas) }
        return header
    }

    /// `header` with every given override applied, a species only when built in.
    func applied(to header: RecordingHeader) throws(SettingError) -> RecordingHeader {
        var header = header
        if let look {
            header.look = look
            header.species = nil
        }
        if let species, let builtIn = Species.builtIn(named: species) { header.setSpecies(builtIn) }
        if let preset { header.parameters = header.parameters.applying(preset) }
        if let seed { header.seed = seed }
        let parameters: [(Parameters.Key, Double?)] = [
            (.minBranchSeparation, minBranchSeparation), (.maxBranchLength, maxBranchLength),
            (.leafSize, leafSize), (.vineWidth, vineWidth), (.growDuration, growDuration),
        ]
        for case (let key, let value?) in parameters {
            try Parameters.check(value, for: key)
            header.parameters[key] = value
        }
        let paints: [(Style.Key, String?)] = [
            (.background, background), (.vineColor, vineColor), (.leafOutline, leafOutline), (.leafFill, leafFill),
        ]
        for case (let key, let text?) in paints {
            try header.style.set(key, text: text)
        }
        if let gradient { header.style.gradient = gradient }
        if let shadow { header.style.shadow = shadow }
        if let wind {
            guard let parsed = Wind.parse(wind) else {
                throw SettingError(key: Setting.windKey, message: "must be \(Wind.allowedText), got \(wind)")
            }
            header.wind = parsed
        }
        if let pressure { header.usesPressure = pressure == .on }
        return header
    }

    /// `--pressure`'s values.
    enum PressureUse: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    /// The help for parameter `key`: `what` plus its range and default.
    private static func help(_ key: Parameters.Key, _ what: String) -> ArgumentHelp {
        let range = "\(CanonicalNumber.text(key.range.lowerBound))...\(CanonicalNumber.text(key.range.upperBound))"
        return ArgumentHelp(
            "\(what), \(range) (default: \(CanonicalNumber.text(Parameters.defaults[key]))).", valueName: "x")
    }

    /// The help for style `key`: `what` plus its default.
    private static func help(_ key: Style.Key, _ what: String, valueName: String = "paint") -> ArgumentHelp {
        ArgumentHelp("\(what) (default: \(Style.defaults.text(of: key))).", valueName: valueName)
    }

    /// Each preset and its values, for the help.
    private static var presetHelp: String {
        Parameters.Preset.allCases.map { preset in
            preset.rawValue + " ("
                + preset.values.map { "\(optionName($0.0.rawValue)) \(CanonicalNumber.text($0.1))" }
                .joined(separator: ", ") + ")"
        }.joined(separator: "; ")
    }

    /// `leafSize` → `leaf-size`.
    private static func optionName(_ key: String) -> String {
        key.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }
}

extension Look: ExpressibleByArgument {
    /// The built-in look named `argument`.
    public init?(argument: String) {
        guard let look = Looks.builtIn.named(argument) else { return nil }
        self = look
    }

    /// The built-in looks' names.
    public static var allValueStrings: [String] { Looks.builtIn.all.map { $0.name } }
}

extension Parameters.Preset: ExpressibleByArgument {}
