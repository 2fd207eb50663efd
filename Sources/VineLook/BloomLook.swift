import VineCore
import VineGeometry

/// A tap's flower, in either look: five pale petals outlined in the vine's colour around
/// a golden heart.
enum BloomLook {
    /// A flower's petals: a pale blush.
    static let petalColor = RGBA(r: 0.98, g: 0.88, b: 0.9, a: 1)
    /// A flower's heart: warm gold.
    static let heartColor = RGBA(r: 0.91, g: 0.72, b: 0.23, a: 1)

    /// The width of the outline of `bloom`'s petals.
    static func petalLineWidth(of bloom: Bloom) -> Double { max(0.12 * bloom.petalLength, 0.35) }

    /// The marks of `bloom` of a vine of `color`, opened to `scale` about its centre: the
    /// petals filled and outlined, then the heart.
    static func marks(of bloom: Bloom, color: RGBA, scale: Double) -> [Mark] {
        var petals = BezierPath()
        for petal in bloom.petalPaths(scale: scale) { petals.elements += petal.elements }
        return [
            .fill(petals, petalColor), .stroke(petals, color, width: petalLineWidth(of: bloom)),
            .fill(bloom.heart(scale: scale), heartColor),
        ]
    }
}
