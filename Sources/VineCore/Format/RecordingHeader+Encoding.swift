extension RecordingHeader {
    /// The header as Vine writes it: one line of JSON, no newline, every parameter and
    /// style key present, keys in a fixed order, numbers in ``CanonicalNumber`` form.
    ///
    /// The version is ``version`` (2 when ``look``, ``species``, ``plants``, ``wind`` or
    /// ``bounds`` is set, or ``usesPressure`` is false); `look` (not with a species),
    /// `species`, `plants`, `wind`, `pressure` (`"off"`), `within`, `avoid`, `toward`,
    /// `clear`, `title` and `created` are written only when set.
    public var jsonLine: String {
        var text =
            "{\"vine\":\(needsVersion2 ? max(version, 2) : version),\"width\":\(CanonicalNumber.text(width))"
        text += ",\"height\":\(CanonicalNumber.text(height)),\"seed\":\(seed),\"params\":{"
        text += Parameters.Key.allCases
            .map { "\"\($0.rawValue)\":\(CanonicalNumber.text(parameters[$0]))" }
            .joined(separator: ",")
        text += "},\"style\":{"
        text += Style.Key.allCases.map { "\"\($0.rawValue)\":\(style.jsonText(of: $0))" }.joined(separator: ",")
        text += "}"
        if let species {
            text += ",\"species\":\(JSONText.quoted(species.name))"
        } else if let look {
            text += ",\"look\":\"\(look.name)\""
        }
        if !plants.isEmpty {
            text += ",\"plants\":{"
            text += plants.map { "\(JSONText.quoted($0.name)):\($0.definition)" }.joined(separator: ",")
            text += "}"
        }
        if let wind { text += ",\"wind\":\"\(wind.text)\"" }
        if !usesPressure { text += ",\"pressure\":\"off\"" }
        if let within = bounds.within { text += ",\"within\":\(JSONText.quoted(Bounds.text(of: within)))" }
        if let avoid = bounds.avoid { text += ",\"avoid\":\(JSONText.quoted(Bounds.text(of: avoid)))" }
        if !bounds.toward.isEmpty { text += ",\"toward\":\(JSONText.quoted(Bounds.text(ofAttractors: bounds.toward)))" }
        if let clear = bounds.clear { text += ",\"clear\":\(JSONText.quoted(Clearance.text(of: clear)))" }
        if let title { text += ",\"title\":\(JSONText.quoted(title))" }
        if let created { text += ",\"created\":\(JSONText.quoted(created))" }
        return text + "}"
    }
}
