import VineCore

/// How a vector animation spells numbers: rounded to a number of decimal places (or to
/// halves of the last place), shortest form (`12.30` → `12.3`, `-0` → `0`), so files carry
/// only the digits that show.
struct Decimals: Sendable {
    /// Digits after the decimal point, 0…9.
    let places: Int
    private let scale: Double
    /// Multiples of what in the last place a value is rounded to: 1, or 5 (halves of the place before).
    private let unit: Double

    /// Rounding to `places` decimal places (clamped to 0…9).
    init(places: Int) {
        self.init(places: places, unit: 1)
    }

    private init(places: Int, unit: Double) {
        self.places = min(max(places, 0), 9)
        var scale = 1.0
        for _ in 0..<self.places { scale *= 10 }
        self.scale = scale
        self.unit = unit
    }

    /// The coarsest rounding to a power of ten or half of one that is at most `step`:
    /// a step of 0.5 rounds to halves (`2.5`, `3`), 0.3 to tenths, 1.2 to wholes.
    init(halvesAtMost step: Double) {
        let decimals = Decimals(step: step)
        let half = 5 / decimals.scale
        if decimals.places > 0, half <= step {
            self.init(places: decimals.places, unit: 5)
        } else {
            self.init(places: decimals.places, unit: 1)
        }
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

    /// `value` rounded to ``places`` (to multiples of a half of the place before, for halves).
    func rounded(_ value: Double) -> Double {
        let rounded = (value * scale / unit).rounded() * unit / scale
        return rounded == 0 ? 0 : rounded
    }

    /// The text of `value` rounded to ``places``.
    func text(_ value: Double) -> String { CanonicalNumber.text(rounded(value)) }
}
