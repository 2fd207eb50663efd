/// How strongly and how fast grown branches sway: a `set wind` event, the header's `wind`
/// key and the `--wind` override, spelled `STRENGTH` or `STRENGTH,PERIOD`.
///
/// ``strength`` is the bend at the sway's extremes in degrees, ``period`` the seconds of
/// one sway; ``Sway`` turns them into each branch's rotation about its base.
public struct Wind: Hashable, Sendable {
    /// The bend at the extremes, in degrees, in ``strengthRange``.
    public var strength: Double
    /// Seconds of one whole sway, in ``periodRange``.
    public var period: Double

    /// The allowed strengths, in degrees.
    public static let strengthRange = 0.0...30.0
    /// The allowed periods, in seconds.
    public static let periodRange = 0.1...60.0
    /// The period when only a strength is given.
    public static let defaultPeriod = 3.0

    /// Wind of `strength` degrees and `period` seconds; nil unless both are finite and in range.
    public init?(strength: Double, period: Double = Wind.defaultPeriod) {
        guard strength.isFinite, period.isFinite, Self.strengthRange.contains(strength),
            Self.periodRange.contains(period)
        else { return nil }
        self.strength = strength
        self.period = period
    }

    /// What the text spellings accept, for error messages and help.
    public static let allowedText =
        "\"none\", \"STRENGTH\" or \"STRENGTH,PERIOD\" (degrees in 0...30, seconds in 0.1...60)"

    /// Parses `none` (nil inside), `STRENGTH` or `STRENGTH,PERIOD`; nil for anything else.
    public static func parse(_ text: String) -> Wind?? {
        if text == "none" { return .some(nil) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let strength = Double(parts[0]) else { return nil }
        var period = defaultPeriod
        if parts.count == 2 {
            guard let given = Double(parts[1]) else { return nil }
            period = given
        }
        guard let wind = Wind(strength: strength, period: period) else { return nil }
        return .some(wind)
    }

    /// The spelling ``parse(_:)`` reads: `STRENGTH,PERIOD` in canonical numbers.
    public var text: String { CanonicalNumber.text(strength) + "," + CanonicalNumber.text(period) }
}

extension Wind? {
    /// The spelling of optional wind: ``Wind/text`` or `none`.
    public var windText: String { self?.text ?? "none" }
}
