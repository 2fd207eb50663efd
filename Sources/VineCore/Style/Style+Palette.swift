extension Style {
    /// The colour of vine `index` in a recording with seed `seed`.
    ///
    /// With ``VinePaint/color(_:)`` that colour. With ``VinePaint/palette`` a green drawn
    /// from the vine's own colour stream (``Xoshiro256StarStar/colour(seed:vine:)``, never
    /// shared with branches): hue 85°…150°, saturation 0.40…0.65, lightness 0.26…0.40, opaque,
    /// converted from HSL with `+ − × ÷` only.
    public func color(ofVine index: Int, seed: UInt64) -> RGBA {
        switch vineColor {
        case .color(let color):
            return color
        case .palette:
            var random = Xoshiro256StarStar.colour(seed: seed, vine: index)
            let hue = random.uniform(85, 150)
            let saturation = random.uniform(0.40, 0.65)
            let lightness = random.uniform(0.26, 0.40)
            return Self.rgb(hue: hue, saturation: saturation, lightness: lightness)
        }
    }

    /// HSL → RGB for a hue in 0..<360 degrees, saturation and lightness in 0...1.
    private static func rgb(hue: Double, saturation: Double, lightness: Double) -> RGBA {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        var remainder = sector
        while remainder >= 2 { remainder -= 2 }
        let second = chroma * (1 - abs(remainder - 1))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case ..<1: (chroma, second, 0)
            case ..<2: (second, chroma, 0)
            case ..<3: (0, chroma, second)
            case ..<4: (0, second, chroma)
            case ..<5: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let offset = lightness - chroma / 2
        return RGBA(r: r + offset, g: g + offset, b: b + offset)
    }
}
