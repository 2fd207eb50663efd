extension Xoshiro256StarStar {
    /// A uniform double in [0, 1): the top 53 bits of ``next()`` times 2⁻⁵³.
    ///
    /// Every value is a multiple of 2⁻⁵³; the result is exact, with no rounding.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform double in [`lowerBound`, `upperBound`): `a + (b − a) × u` with `u` from ``nextUnit()``.
    ///
    /// Uses one draw, `+ − ×` only. Should rounding make the sum reach `upperBound`,
    /// the largest double below it is returned instead. When the bounds are equal, returns them.
    public mutating func uniform(_ lowerBound: Double, _ upperBound: Double) -> Double {
        let value = lowerBound + (upperBound - lowerBound) * nextUnit()
        return value < upperBound || lowerBound == upperBound ? value : upperBound.nextDown
    }
}
