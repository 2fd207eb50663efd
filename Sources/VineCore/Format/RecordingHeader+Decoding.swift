extension RecordingHeader {
    /// The header in `json`, line 1 of a recording, whose looks (its `look`, its plants'
    /// bases) are among `looks`.
    ///
    /// Checks the shape, the types and every parameter and style value; the canvas size
    /// is left to ``RecordingLimits/check(_:)``.
    init(json: JSONValue, looks: Looks = .builtIn) throws(RecordingError) {
        func fail(_ message: String) -> RecordingError { RecordingError(line: 1, message: message) }
        guard case .object(let members) = json.content else {
            throw fail(
                "expected the header, a JSON object like {\"vine\":1,\"width\":1280,\"height\":800,\"seed\":42}, got \(json.kindDescription)"
            )
        }
        let keys = [
            "vine", "width", "height", "seed", "params", "style", "title", "created", "look", "species", "plants",
            "wind", "pressure",
            "within", "avoid", "toward", "clear",
        ]
        for member in members where !keys.contains(member.key) {
            throw fail("unknown header key \"\(member.key)\"; expected one of \(keys.joined(separator: ", "))")
        }
        func value(_ key: String) throws(RecordingError) -> JSONValue {
            guard let member = members.first(where: { $0.key == key }) else {
                throw fail("missing header key \"\(key)\"")
            }
            return member.value
        }

        let versions = RecordingFormat.readableVersions
        guard case .number(let versionText, _) = try value("vine").content else {
            throw fail(
                "\"vine\" must be the format version, a number in \(versions.lowerBound)...\(versions.upperBound)")
        }
        guard let version = Int(versionText), versions.contains(version) else {
            throw fail(
                "unsupported format version \(versionText); this build reads versions \(versions.lowerBound)...\(versions.upperBound)"
            )
        }

        func side(_ key: String) throws(RecordingError) -> Double {
            let json = try value(key)
            guard case .number(_, let side) = json.content else {
                throw fail("\"\(key)\" must be a number of points, got \(json.kindDescription)")
            }
            return side
        }
        let width = try side("width")
        let height = try side("height")

        let seedValue = try value("seed")
        guard case .number(let seedText, _) = seedValue.content, let seed = UInt64(seedText) else {
            let got = if case .number(let text, _) = seedValue.content { text } else { seedValue.kindDescription }
            throw fail("\"seed\" must be an integer in 0...\(UInt64.max), got \(got)")
        }

        func optional(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        func string(_ key: String) throws(RecordingError) -> String? {
            guard let json = optional(key) else { return nil }
            guard case .string(let text) = json.content else {
                throw fail("\"\(key)\" must be a string, got \(json.kindDescription)")
            }
            return text
        }

        var parameters = Parameters.defaults
        if let json = optional("params") {
            parameters = try Parameters(json: json, line: 1)
        }
        var style = Style.defaults
        if let json = optional("style") {
            style = try Style(json: json, line: 1)
        }
        var look: Look?
        if let text = try string("look") {
            guard let parsed = looks.named(text) else {
                throw fail("\"look\" must be \(looks.allowedText), got \(JSONText.quoted(text))")
            }
            guard version >= 2 else {
                throw fail("\"look\" needs format version 2, but the header says \"vine\":\(version)")
            }
            look = parsed
        }
        let plants = try Self.plants(optional("plants"), version: version, looks: looks)
        var species: Species?
        if let name = try string("species") {
            guard version >= 2 else {
                throw fail("\"species\" needs format version 2, but the header says \"vine\":\(version)")
            }
            guard let named = Species.builtIn(named: name) ?? plants.first(where: { $0.name == name }) else {
                throw fail(
                    "\"species\" must be a built-in species (\(Species.builtInNames)) or a name in \"plants\", got \(JSONText.quoted(name))"
                )
            }
            if let look, look != named.base {
                throw fail(
                    "\"look\" is \(JSONText.quoted(look.name)) but species \(JSONText.quoted(name)) stands on the \(named.base.name) look; give one or the other"
                )
            }
            species = named
        }
        var wind: Wind?
        if let text = try string("wind") {
            guard let parsed = Wind.parse(text) else {
                throw fail("\"wind\" must be \(Wind.allowedText), got \(JSONText.quoted(text))")
            }
            guard version >= 2 else {
                throw fail("\"wind\" needs format version 2, but the header says \"vine\":\(version)")
            }
            wind = parsed
        }
        var usesPressure = true
        if let text = try string("pressure") {
            guard text == "on" || text == "off" else {
                throw fail("\"pressure\" must be \"on\" or \"off\", got \(JSONText.quoted(text))")
            }
            guard version >= 2 else {
                throw fail("\"pressure\" needs format version 2, but the header says \"vine\":\(version)")
            }
            usesPressure = text == "on"
        }
        var bounds = Bounds.none
        for key in Setting.shapeKeys {
            guard let text = try string(key) else { continue }
            guard version >= 2 else {
                throw fail("\"\(key)\" needs format version 2, but the header says \"vine\":\(version)")
            }
            do throws(SettingError) {
                bounds.apply(try Setting(key: key, text: text))
            } catch {
                throw fail("\"\(key)\" \(error.message)")
            }
        }
        self.init(
            version: version, width: width, height: height, seed: seed, parameters: parameters, style: style,
            title: try string("title"), created: try string("created"), look: look, wind: wind)
        self.bounds = bounds
        self.plants = plants
        self.usesPressure = usesPressure
        if let species { setSpecies(species) }
    }

    /// The `plants` object `json` of a version-`version` header: each member a species
    /// definition under its own name, none a built-in's, each based on one of `looks`; nil gives none.
    private static func plants(_ json: JSONValue?, version: Int, looks: Looks) throws(RecordingError) -> [Species] {
        func fail(_ message: String) -> RecordingError { RecordingError(line: 1, message: message) }
        guard let json else { return [] }
        guard version >= 2 else {
            throw fail("\"plants\" needs format version 2, but the header says \"vine\":\(version)")
        }
        guard case .object(let members) = json.content else {
            throw fail("\"plants\" must be an object of species definitions by name, got \(json.kindDescription)")
        }
        var plants: [Species] = []
        for member in members {
            let name = member.key
            let definition = member.value
            let key = "plants.\(name)"
            guard !Species.isBuiltInName(name) else {
                throw fail("\(key): \(JSONText.quoted(name)) is a built-in species' name")
            }
            guard case .object = definition.content else {
                throw fail("\(key) must be a species definition, a JSON object, got \(definition.kindDescription)")
            }
            let species: Species
            do throws(SpeciesError) {
                species = try Species.read(definition.text, file: key, looks: looks)
            } catch {
                throw fail(error.key.isEmpty ? "\(key): \(error.message)" : "\(key).\(error.key): \(error.message)")
            }
            guard species.name == name else {
                throw fail(
                    "\(key) defines the species \(JSONText.quoted(species.name)); each species goes under its own name")
            }
            plants.append(species)
        }
        return plants
    }
}

extension Parameters {
    /// The `params` object `json`, omitted keys defaulted; errors name the key.
    init(json: JSONValue, line: Int) throws(RecordingError) {
        self = .defaults
        try forEachSetting(of: json, section: "params", line: line) { (key: Key, value) throws(SettingError) in
            guard case .number(_, let number) = value.content else {
                throw SettingError(key: key.rawValue, message: "must be a number, got \(value.kindDescription)")
            }
            try Self.check(number, for: key)
            self[key] = number
        }
    }
}

extension Style {
    /// The `style` object `json`, omitted keys defaulted; errors name the key.
    init(json: JSONValue, line: Int) throws(RecordingError) {
        self = .defaults
        try forEachSetting(of: json, section: "style", line: line) { (key: Key, value) throws(SettingError) in
            switch value.content {
            case .string(let text) where !key.isFlag: try set(key, text: text)
            case .bool(let flag) where key.isFlag: try set(key, flag: flag)
            default:
                throw SettingError(
                    key: key.rawValue,
                    message: "must be \(key.isFlag ? "true or false" : "a string"), got \(value.kindDescription)")
            }
        }
    }
}

/// Gives each member of the header's `section` object `json` (`params`, `style`) to `apply`
/// with its key, in order; a non-object, an unknown key or a value `apply` rejects is an
/// error at `line` naming `section.key`.
private func forEachSetting<Key: RawRepresentable & CaseIterable>(
    of json: JSONValue, section: String, line: Int, _ apply: (Key, JSONValue) throws(SettingError) -> Void
) throws(RecordingError) where Key.RawValue == String {
    guard case .object(let members) = json.content else {
        throw RecordingError(line: line, message: "\"\(section)\" must be an object, got \(json.kindDescription)")
    }
    for member in members {
        let name = member.key
        guard let key = Key(rawValue: name) else {
            let allowed = Key.allCases.map { $0.rawValue }.joined(separator: ", ")
            throw RecordingError(line: line, message: "unknown key \"\(section).\(name)\"; expected one of \(allowed)")
        }
        do throws(SettingError) {
            try apply(key, member.value)
        } catch {
            throw RecordingError(line: line, message: "\(section).\(error.description)")
        }
    }
}
