/// The one way Vine writes a number: shortest round-trip digits, never an exponent.
///
/// `text(_:)` keeps the digits of Swift's `Double.description` (the shortest string that
/// reads back as the same double) but spells them positionally: `1e-05` becomes `0.00001`,
/// `1e+16` becomes `10000000000000000`, and integral values lose their `.0` (`3.0` → `3`,
/// `-0.0` → `-0`). Reading the text back with any correctly rounded parser (Vine's reader,
/// `strtod`, JSON parsers) yields the same double, so writing is deterministic and
/// write → read → write is byte-identical. Non-finite values have no JSON spelling; they
/// are written as `null` and callers must not pass them.
public enum CanonicalNumber {
    /// The canonical text of `value`; `null` for NaN and infinities.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let description = value.description
        guard let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        }
        let exponent = Int(description[description.index(after: e)...])!
        var mantissa = description[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let point = parts[0].count + exponent
        let body: String
        if point <= 0 {
            body = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            body = digits + String(repeating: "0", count: point - digits.count)
        } else {
            let split = digits.index(digits.startIndex, offsetBy: point)
            body = digits[..<split] + "." + digits[split...]
        }
        return (negative ? "-" : "") + body
    }
}
