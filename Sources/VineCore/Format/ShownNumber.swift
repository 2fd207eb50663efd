/// How Vine shows a number to people (its messages and `vine info`'s summary): rounded to
/// at most four decimals, trailing zeros dropped (`2`, `1.75`, `0.3333`), a time to the
/// millisecond with its unit (`4.306 s`). Files and JSON keep every digit (``CanonicalNumber``).
public enum ShownNumber {
    /// The most decimals a shown number has.
    public static let maximumPlaces = 4

    /// `value` rounded to `places` decimals (0…``maximumPlaces``), trailing zeros dropped,
    /// never an exponent; NaN and infinities as Swift spells them.
    public static func text(_ value: Double, places: Int = maximumPlaces) -> String {
        guard value.isFinite else { return value.description }
        var scale = 1.0
        for _ in 0..<min(max(places, 0), maximumPlaces) { scale *= 10 }
        // Beyond 2^52 a double has no fractional digits left to round.
        guard abs(value) < 0x1p52 else { return CanonicalNumber.text(value) }
        let rounded = (value * scale).rounded() / scale
        return CanonicalNumber.text(rounded == 0 ? 0 : rounded)
    }

    /// A time: `seconds` to the millisecond, with its unit (`4.306 s`, `2 s`).
    public static func seconds(_ seconds: Double) -> String { text(seconds, places: 3) + " s" }
}
