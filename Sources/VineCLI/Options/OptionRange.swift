import ArgumentParser
import VineCore

/// The numbers an option allows, worded once: its help shows the words, and
/// ``check(_:_:unit:)`` rejects any other number (NaN and infinities included) as a usage
/// error in the same words.
struct OptionRange: CustomStringConvertible, Sendable {
    /// The range as help and usage errors say it: `≥ 0`, `0…3600`, `above 0 and at most 1000`.
    let description: String
    private let lower: Double
    private let lowerIncluded: Bool
    private let upper: Double

    /// `lower` or more; `bound` names it when it is another option's value (`--from`).
    static func atLeast(_ lower: Double, named bound: String? = nil) -> OptionRange {
        OptionRange(description: "≥ \(bound ?? text(lower))", lower: lower, lowerIncluded: true, upper: .infinity)
    }

    /// `range`'s numbers.
    static func within(_ range: ClosedRange<Double>) -> OptionRange {
        OptionRange(
            description: "\(text(range.lowerBound))…\(text(range.upperBound))", lower: range.lowerBound,
            lowerIncluded: true, upper: range.upperBound)
    }

    /// Above `lower` and at most `upper`.
    static func above(_ lower: Double, atMost upper: Double) -> OptionRange {
        OptionRange(
            description: "above \(text(lower)) and at most \(text(upper))", lower: lower, lowerIncluded: false,
            upper: upper)
    }

    /// Help saying `what` (a sentence ending in its default, in parentheses) with the
    /// range put before the default: `The width in points, 1…100 (default: 10).`
    func help(_ what: String, valueName: String) -> ArgumentHelp {
        guard let open = what.range(of: " (default: ", options: .backwards) else {
            return ArgumentHelp("\(what), \(description).", valueName: valueName)
        }
        return ArgumentHelp(
            "\(what[..<open.lowerBound]), \(description)\(what[open.lowerBound...]).", valueName: valueName)
    }

    /// Throws `--OPTION must be RANGE[ UNIT], not VALUE.` (exit 64) unless `value` is nil or in
    /// the range; `unit` names what the number counts (`seconds`).
    func check(_ value: Double?, _ option: String, unit: String? = nil) throws {
        guard let value else { return }
        guard !value.isFinite || (lowerIncluded ? value < lower : value <= lower) || value > upper else { return }
        let words = [description, unit].compactMap { $0 }.joined(separator: " ")
        throw ValidationError("--\(option) must be \(words), not \(Self.text(value)).")
    }

    private static func text(_ number: Double) -> String {
        number.isFinite ? CanonicalNumber.text(number) : number.description
    }
}
