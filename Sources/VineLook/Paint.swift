import VineCore
import VineGeometry

/// How a ``Mark`` is coloured: one colour, or a linear gradient between two points.
///
/// Every output encodes a paint as it is: Cairo as a source (a `cairo_pattern_t` for a
/// gradient), SVG as a colour or a `<linearGradient>`, Lottie as a fill or a gradient fill.
package enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBA)
    /// A linear gradient.
    case linear(LinearPaint)

    /// The paint with its opacity multiplied by `opacity` (0…1).
    func fading(_ opacity: Double) -> Paint {
        switch self {
        case .solid(let color): .solid(color.fading(opacity))
        case .linear(let gradient):
            .linear(
                LinearPaint(
                    start: gradient.start, startColor: gradient.startColor.fading(opacity), end: gradient.end,
                    endColor: gradient.endColor.fading(opacity)))
        }
    }
}

/// A linear gradient in canvas points: ``startColor`` at ``start``, ``endColor`` at
/// ``end``, blended between them and held beyond (Cairo's `EXTEND_PAD`, SVG's and Lottie's default).
///
/// The looks shade one colour lighter and darker, which keeps its opacity: both colours
/// share ``opacity``.
package struct LinearPaint: Hashable, Sendable {
    /// Where the gradient starts.
    package var start: Point
    /// The colour at ``start`` (offset 0).
    package var startColor: RGBA
    /// Where the gradient ends.
    package var end: Point
    /// The colour at ``end`` (offset 1).
    package var endColor: RGBA

    /// The gradient's opacity, 0…1: its start colour's.
    package var opacity: Double { startColor.clamped.a }
}

extension RGBA {
    /// The colour with its opacity multiplied by `opacity`.
    func fading(_ opacity: Double) -> RGBA { RGBA(r: r, g: g, b: b, a: a * opacity) }
}
