extension Style {
    /// Sets the colour-valued style key `key` from its text, as in a header or on the command line.
    ///
    /// `background` takes a colour, `vineColor` a ``VinePaint`` text, `leafOutline` and
    /// `leafFill` a ``LeafPaint`` text. Throws naming the key and the allowed spellings.
    public mutating func set(_ key: String, text: String) throws(SettingError) {
        switch key {
        case "background":
            guard let color = RGBA(hex: text) else { throw Self.invalid(key, text, "\"#RRGGBB\" or \"#RRGGBBAA\"") }
            background = color
        case "vineColor":
            guard let paint = VinePaint(text: text) else { throw Self.invalid(key, text, VinePaint.allowedText) }
            vineColor = paint
        case "leafOutline", "leafFill":
            guard let paint = LeafPaint(text: text) else { throw Self.invalid(key, text, LeafPaint.allowedText) }
            if key == "leafOutline" { leafOutline = paint } else { leafFill = paint }
        case "gradient", "shadow":
            throw SettingError(key: key, message: "must be true or false, got \(JSONText.quoted(text))")
        default:
            throw SettingError(key: key, message: "is not a style key; expected one of \(Self.keys.joined(separator: ", "))")
        }
    }

    /// Sets the boolean style key `key` (`gradient` or `shadow`); throws for any other key.
    public mutating func set(_ key: String, flag: Bool) throws(SettingError) {
        switch key {
        case "gradient": gradient = flag
        case "shadow": shadow = flag
        case "background", "vineColor", "leafOutline", "leafFill":
            throw SettingError(key: key, message: "must be a string, got a boolean")
        default:
            throw SettingError(key: key, message: "is not a style key; expected one of \(Self.keys.joined(separator: ", "))")
        }
    }

    /// The text of the colour-valued key `key`, or the JSON text of a boolean key; nil for an unknown key.
    public func text(of key: String) -> String? {
        switch key {
        case "background": background.hex
        case "vineColor": vineColor.text
        case "leafOutline": leafOutline.text
        case "leafFill": leafFill.text
        case "gradient": String(gradient)
        case "shadow": String(shadow)
        default: nil
        }
    }

    private static func invalid(_ key: String, _ text: String, _ allowed: String) -> SettingError {
        SettingError(key: key, message: "must be \(allowed), got \(JSONText.quoted(text))")
    }
}
