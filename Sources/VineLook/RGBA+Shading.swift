import VineCore

extension RGBA {
    /// The colour with red, green, blue and opacity clamped to 0…1 (non-finite values become 0).
    package var clamped: RGBA {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return RGBA(r: clamp(r), g: clamp(g), b: clamp(b), a: clamp(a))
    }

    /// The colour moved `amount` (0…1) of the way towards white, opacity kept.
    package func lightened(_ amount: Double) -> RGBA {
        RGBA(r: r + (1 - r) * amount, g: g + (1 - g) * amount, b: b + (1 - b) * amount, a: a)
    }

    /// The colour moved `amount` (0…1) of the way towards black, opacity kept.
    package func darkened(_ amount: Double) -> RGBA {
        RGBA(r: r * (1 - amount), g: g * (1 - amount), b: b * (1 - amount), a: a)
    }
}
