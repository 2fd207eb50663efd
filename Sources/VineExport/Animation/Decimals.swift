import VineCore

/// How a vector animation spells numbers: rounded to a number of decimal places, shortest
/// form (`12.30` → `12.3`, `-0` → `0`), so files carry only the digits that show.
struct Decimals: Sendable {
    /// Digits after the decimal point, 0…9.
    let places: Int
    private let scale: Double

    /// Rounding to `places` decimal places (clamped to 0…9).
    init(places: Int) {
        self.places = min(max(places, 0), 9)
        var scale = 1.0
        for _ in 0..<self.places { scale *= 10 }
        self.scale = scale
    }

    /// The fewest places whose last digit is at most `step`: a step of 0.05 gives 2, 1 gives 0.
    init(step: Double) {
        var places = 0
        var quantum = 1.0
        while quantum > step && places < 9 {
            quantum /= 10
            places += 1
        }
        self.init(places: places)
    }

    /// `value` rounded to ``places``.
    func rounded(_ value: Double) -> Double {
        let rounded = (value * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }

    /// The text of `value` rounded to ``places``.
    func text(_ value: Double) -> String { CanonicalNumber.text(rounded(value)) }
}
