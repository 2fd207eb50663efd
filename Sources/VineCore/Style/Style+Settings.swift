extension Style {
    /// Sets the string-valued key `key` from its text, as in a header or on the command line.
    ///
    /// `background` takes a colour, `vineColor` a ``VinePaint`` text, `leafOutline` and
    /// `leafFill` a ``LeafPaint`` text. Throws naming the key and the allowed spellings, also
    /// for the boolean keys, which take no text.
    public mutating func set(_ key: Key, text: String) throws(SettingError) {
        switch key {
        case .background:
            guard let color = RGBA(hex: text) else { throw Self.invalid(key, text, "\"#RRGGBB\" or \"#RRGGBBAA\"") }
            background = color
        case .vineColor:
            guard let paint = VinePaint(text: text) else { throw Self.invalid(key, text, VinePaint.allowedText) }
            vineColor = paint
        case .leafOutline:
            guard let paint = LeafPaint(text: text) else { throw Self.invalid(key, text, LeafPaint.allowedText) }
            leafOutline = paint
        case .leafFill:
            guard let paint = LeafPaint(text: text) else { throw Self.invalid(key, text, LeafPaint.allowedText) }
            leafFill = paint
        case .gradient, .shadow:
            throw Self.invalid(key, text, "true or false")
        }
    }

    /// Sets the boolean key `key` (`gradient` or `shadow`); throws for a string-valued key.
    public mutating func set(_ key: Key, flag: Bool) throws(SettingError) {
        switch key {
        case .gradient: gradient = flag
        case .shadow: shadow = flag
        case .background, .vineColor, .leafOutline, .leafFill:
            throw SettingError(key: key.rawValue, message: "must be a string, got a boolean")
        }
    }

    /// The value of `key` as text: what ``set(_:text:)`` reads, or `true`/`false` for a flag.
    public func text(of key: Key) -> String {
        switch key {
        case .background: background.hex
        case .vineColor: vineColor.text
        case .leafOutline: leafOutline.text
        case .leafFill: leafFill.text
        case .gradient: String(gradient)
        case .shadow: String(shadow)
        }
    }

    /// The JSON spelling of `key`'s value: a quoted string, or `true`/`false` for a flag.
    public func jsonText(of key: Key) -> String {
        key.isFlag ? text(of: key) : JSONText.quoted(text(of: key))
    }

    private static func invalid(_ key: Key, _ text: String, _ allowed: String) -> SettingError {
        SettingError(key: key.rawValue, message: "must be \(allowed), got \(JSONText.quoted(text))")
    }
}
