import VineGeometry

/// One change of a setting, as a `[t,"set",KEY,VALUE]` event records it.
///
/// Keys are the header's parameter and style keys (same names, same ranges) and
/// `symmetry`, `look`, `species`, `wind`, `within`, `avoid`, `toward` and `clear`. Build one with
/// ``init(key:number:)``, ``init(key:text:plants:looks:)`` or ``init(key:flag:)``, which check the
/// value, so a `Setting` is always valid.
public enum Setting: Hashable, Sendable {
    /// A parameter and its new value, within the key's range.
    case parameter(Parameters.Key, Double)
    /// A string-valued style key and its new text.
    case style(Style.Key, String)
    /// A boolean style key and its new value.
    case flag(Style.Key, Bool)
    /// The new symmetry.
    case symmetry(Symmetry)
    /// The look of vines begun from now on (their species the look's own).
    case look(Look)
    /// The species of vines begun from now on: a built-in one or one of the header's `plants`.
    case species(Species)
    /// The wind grown branches of vines begun from now on sway in; nil for none.
    case wind(Wind?)
    /// The region vines begun from now on stay inside (``Bounds/within``); nil for none.
    case within(Region?)
    /// The region vines begun from now on keep out of (``Bounds/avoid``); nil for none.
    case avoid(Region?)
    /// The points branches of vines begun from now on lean toward (``Bounds/toward``).
    case toward([Point])
    /// The lines branches of vines begun from now on keep clear of (``Bounds/clear``); nil for none.
    case clear(Clearance?)

    /// The name of the symmetry key.
    public static let symmetryKey = "symmetry"
    /// The name of the look key (the header's `look`).
    public static let lookKey = "look"
    /// The name of the species key (the header's `species`).
    public static let speciesKey = "species"
    /// The name of the wind key (the header's `wind`).
    public static let windKey = "wind"
    /// The name of the within key (the header's `within`).
    public static let withinKey = "within"
    /// The name of the avoid key (the header's `avoid`).
    public static let avoidKey = "avoid"
    /// The name of the toward key (the header's `toward`).
    public static let towardKey = "toward"
    /// The name of the clear key (the header's `clear`).
    public static let clearKey = "clear"
    /// The keys of the shape settings.
    static var shapeKeys: [String] { [withinKey, avoidKey, towardKey, clearKey] }

    /// Every key a `set` event may name, for error messages.
    public static var keyList: String {
        (Parameters.Key.allCases.map { $0.rawValue } + Style.Key.allCases.map { $0.rawValue } + [
            symmetryKey, lookKey, speciesKey, windKey,
        ]
            + shapeKeys)
            .joined(separator: ", ")
    }

    /// The key as written in a recording.
    public var key: String {
        switch self {
        case .parameter(let key, _): key.rawValue
        case .style(let key, _), .flag(let key, _): key.rawValue
        case .symmetry: Self.symmetryKey
        case .look: Self.lookKey
        case .species: Self.speciesKey
        case .wind: Self.windKey
        case .within: Self.withinKey
        case .avoid: Self.avoidKey
        case .toward: Self.towardKey
        case .clear: Self.clearKey
        }
    }

    /// The value's JSON spelling: a canonical number, a quoted string, or `true`/`false`.
    public var jsonValue: String {
        switch self {
        case .parameter(_, let value): CanonicalNumber.text(value)
        case .style(_, let text): JSONText.quoted(text)
        case .flag(_, let flag): String(flag)
        case .symmetry(let symmetry): JSONText.quoted(symmetry.text)
        case .look(let look): JSONText.quoted(look.name)
        case .species(let species): JSONText.quoted(species.name)
        case .wind(let wind): JSONText.quoted(wind.windText)
        case .within, .avoid, .toward, .clear: JSONText.quoted(valueText)
        }
    }

    /// The value as a person reads it: a number, a text or `true`/`false`, unquoted.
    public var valueText: String {
        switch self {
        case .parameter(_, let value): CanonicalNumber.text(value)
        case .style(_, let text): text
        case .flag(_, let flag): String(flag)
        case .symmetry(let symmetry): symmetry.text
        case .look(let look): look.name
        case .species(let species): species.name
        case .wind(let wind): wind.windText
        case .within(let region), .avoid(let region): Bounds.text(of: region)
        case .toward(let points): Bounds.text(ofAttractors: points)
        case .clear(let clearance): Clearance.text(of: clearance)
        }
    }

    /// A parameter change; throws unless `key` is a parameter and `number` is in its range.
    public init(key: String, number: Double) throws(SettingError) {
        guard let parameter = Parameters.Key(rawValue: key) else { throw Self.wrongType(key, "a number") }
        try Parameters.check(number, for: parameter)
        self = .parameter(parameter, number)
    }

    /// A string-valued style change, a symmetry, look, species or wind change; throws unless
    /// `key` takes a string and `text` is one of its spellings. A species is a built-in one
    /// or one of `plants` (the header's); a look one of `looks`.
    public init(key: String, text: String, plants: [Species] = [], looks: Looks = .builtIn) throws(SettingError) {
        if key == Self.speciesKey {
            guard let species = Species.builtIn(named: text) ?? plants.first(where: { $0.name == text }) else {
                let names = ([Species.builtInNames] + plants.map { $0.name }).joined(separator: ", ")
                throw SettingError(
                    key: key,
                    message:
                        "must be a built-in species or one in the header's \"plants\" (\(names)), got \(JSONText.quoted(text))"
                )
            }
            self = .species(species)
            return
        }
        if key == Self.withinKey || key == Self.avoidKey {
            guard let region = Bounds.parseRegion(text) else {
                throw SettingError(key: key, message: "must be \(Bounds.regionAllowedText)")
            }
            self = key == Self.withinKey ? .within(region) : .avoid(region)
            return
        }
        if key == Self.towardKey {
            guard let points = Bounds.parseAttractors(text) else {
                throw SettingError(
                    key: key, message: "must be \(Bounds.towardAllowedText), got \(JSONText.quoted(text))")
            }
            self = .toward(points)
            return
        }
        if key == Self.clearKey {
            guard let clearance = Clearance.parse(text) else {
                throw SettingError(key: key, message: "must be \(Clearance.allowedText)")
            }
            self = .clear(clearance)
            return
        }
        if key == Self.windKey {
            guard let wind = Wind.parse(text) else {
                throw SettingError(key: key, message: "must be \(Wind.allowedText), got \(JSONText.quoted(text))")
            }
            self = .wind(wind)
            return
        }
        if key == Self.lookKey {
            guard let look = looks.named(text) else {
                throw SettingError(key: key, message: "must be \(looks.allowedText), got \(JSONText.quoted(text))")
            }
            self = .look(look)
            return
        }
        if key == Self.symmetryKey {
            guard let symmetry = Symmetry(text: text) else {
                throw SettingError(key: key, message: "must be \(Symmetry.allowedText), got \(JSONText.quoted(text))")
            }
            self = .symmetry(symmetry)
            return
        }
        guard let styleKey = Style.Key(rawValue: key), !styleKey.isFlag else { throw Self.wrongType(key, "a string") }
        var style = Style.defaults
        try style.set(styleKey, text: text)
        self = .style(styleKey, text)
    }

    /// A boolean style change; throws unless `key` is `gradient` or `shadow`.
    public init(key: String, flag: Bool) throws(SettingError) {
        guard let styleKey = Style.Key(rawValue: key), styleKey.isFlag else { throw Self.wrongType(key, "a boolean") }
        self = .flag(styleKey, flag)
    }

    /// The error for `key` given a value of the wrong type (`got`), or an unknown key.
    private static func wrongType(_ key: String, _ got: String) -> SettingError {
        if Parameters.Key(rawValue: key) != nil {
            return SettingError(key: key, message: "must be a number, got \(got)")
        }
        if key == symmetryKey || key == lookKey || key == speciesKey || key == windKey || shapeKeys.contains(key) {
            return SettingError(key: key, message: "must be a string, got \(got)")
        }
        if let styleKey = Style.Key(rawValue: key) {
            return SettingError(
                key: key, message: "must be \(styleKey.isFlag ? "true or false" : "a string"), got \(got)")
        }
        return SettingError(key: key, message: "is not a setting; expected one of \(keyList)")
    }
}
