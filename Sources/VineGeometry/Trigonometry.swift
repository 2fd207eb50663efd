/// Sine and cosine in pure Swift (the standard library has none without importing the C library).
///
/// Only ``AffineTransform/rotation(radians:)`` (for an imported SVG's rotations and skews,
/// turned into strokes once and recorded) and ``Vector/angle`` (a Lottie leaf's rotation)
/// use these; branch geometry never does. Arguments are reduced to [−π/4, π/4] with a two-part π/2 (accurate to a
/// few ulps for |x| < 2²⁰·π/2), then evaluated with Taylor polynomials.
enum Trigonometry {
    private static let halfPiHigh = 1.57079632673412561417e+00
    private static let halfPiLow = 6.07710050650619224932e-11

    /// The reduced argument in [−π/4, π/4] and the quadrant (0...3) of `x`.
    private static func reduce(_ x: Double) -> (r: Double, quadrant: Int) {
        let k = (x * (2 / Double.pi)).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        return (r, Int(k.truncatingRemainder(dividingBy: 4) + 4) & 3)
    }

    /// sin(r) for |r| ≤ π/4.
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var s = 1.0
        for n in stride(from: 9, through: 1, by: -1) {
            s = 1 - r2 / Double(2 * n * (2 * n + 1)) * s
        }
        return r * s
    }

    /// cos(r) for |r| ≤ π/4.
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var c = 1.0
        for n in stride(from: 9, through: 1, by: -1) {
            c = 1 - r2 / Double((2 * n - 1) * 2 * n) * c
        }
        return c
    }

    /// The sine and cosine of `x` radians; NaN for non-finite `x`.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let (r, q) = reduce(x)
        let s = sinKernel(r)
        let c = cosKernel(r)
        switch q {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}

/// The sine of `x` radians (see ``Trigonometry``).
func sin(_ x: Double) -> Double { Trigonometry.sinCos(x).sin }

/// The cosine of `x` radians (see ``Trigonometry``).
func cos(_ x: Double) -> Double { Trigonometry.sinCos(x).cos }
