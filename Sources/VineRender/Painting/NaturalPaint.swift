import VineCore

/// The natural look's paints and line widths for leaves and flowers: one definition for
/// the frames (``VinePainter``) and the animations drawn from vectors.
enum NaturalPaint {
    /// The least opacity a natural leaf's fill gets, so that leaves read as leaves.
    static let minimumLeafOpacity = 0.85
    /// A flower's petals: a pale blush.
    static let petalColor = RGBA(r: 0.98, g: 0.88, b: 0.9, a: 1)
    /// A flower's heart: warm gold.
    static let heartColor = RGBA(r: 0.91, g: 0.72, b: 0.23, a: 1)
    /// The midrib's width, as a fraction of the leaf outline's.
    static let midribWidthFraction = 0.8

    /// The leaf fill of `style` for a vine of `vineColor`, at least ``minimumLeafOpacity`` opaque; nil for none.
    static func leafFill(_ style: Style, vineColor: RGBA) -> RGBA? {
        guard var fill = style.leafFill.resolved(vineColor: vineColor) else { return nil }
        fill.a = max(fill.a, minimumLeafOpacity)
        return fill
    }

    /// The colours of a leaf fill's gradient (with the gradient style): at the base, at the tip.
    static func leafGradient(of fill: RGBA) -> (base: RGBA, tip: RGBA) {
        (fill.darkened(0.15), fill.lightened(0.35))
    }

    /// The width of the outline of `branch`'s leaf (hairline thin).
    static func leafLineWidth(of branch: Branch) -> Double { max(0.6 * branch.stalkWidth.end, 0.35) }

    /// The midrib's colour for a leaf outlined in `line`.
    static func midribColor(of line: RGBA) -> RGBA { line.lightened(0.25) }

    /// The width of the outline of `bloom`'s petals.
    static func petalLineWidth(of bloom: Bloom) -> Double { max(0.12 * bloom.petalLength, 0.35) }
}
