/// Adaptive Gauss–Legendre quadrature of a curve's speed |B′(t)|: arc length with an error
/// estimate, and the inverse (parameter at a length).
///
/// The parameter range is first cut at the speed's extrema, so each interval has a monotone
/// speed with any kink (cusp, turning point) at an end. Each interval is integrated with the
/// 8-point rule, then as two halves; the halves are accepted when they differ from the whole by
/// at most the interval's share of the tolerance (the difference over-estimates the halves' own
/// error by orders of magnitude for smooth speeds), otherwise each half is refined with half
/// the tolerance. Only `+ − × ÷ √`.
enum GaussLegendre {
    /// Nodes of the 8-point rule on [−1, 1] (positive half; the rule is symmetric).
    private static let nodes = (0.18343464249564978, 0.525532409916329, 0.7966664774136267, 0.9602898564975362)
    /// Weights matching ``nodes``.
    private static let weights = (0.36268378337836166, 0.3137066458778869, 0.22238103445337443, 0.10122853629037706)

    /// Deepest refinement level (intervals of 2⁻⁴⁰ of the parameter range).
    static let maximumDepth = 40

    /// The 8-point estimate of ∫ₐᵇ |B′(t)| dt.
    @inline(__always)
    static func speedIntegral<C: ParametricCurveDerivative>(_ curve: C, from a: Double, to b: Double) -> Double {
        let h = 0.5 * (b - a)
        let m = 0.5 * (a + b)
        @inline(__always) func pair(_ x: Double, _ w: Double) -> Double {
            w * (curve.derivative(at: m - h * x).length + curve.derivative(at: m + h * x).length)
        }
        let sum =
            pair(nodes.0, weights.0) + pair(nodes.1, weights.1)
            + pair(nodes.2, weights.2) + pair(nodes.3, weights.3)
        return h * sum
    }

    /// The length of `curve` on `0...1` within about `tolerance`, calling `leaf(tEnd, length)`
    /// for each accepted piece in order (pieces tile `0...1`, and no piece contains a speed extremum).
    static func adaptiveLength<C: PolynomialBezier>(
        _ curve: C, tolerance: Double, leaf: (Double, Double) -> Void
    ) -> Double {
        let tolerance = max(tolerance, 0)
        var total = 0.0
        var a = 0.0
        for b in curve.speedExtrema + [1] where b > a {
            let whole = speedIntegral(curve, from: a, to: b)
            total += refine(curve, a, b, whole, tolerance * (b - a), 0, leaf)
            a = b
        }
        return total
    }

    private static func refine<C: ParametricCurveDerivative>(
        _ curve: C, _ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, _ depth: Int,
        _ leaf: (Double, Double) -> Void
    ) -> Double {
        let m = 0.5 * (a + b)
        let left = speedIntegral(curve, from: a, to: m)
        let right = speedIntegral(curve, from: m, to: b)
        if abs(left + right - whole) <= tolerance || depth >= maximumDepth || m <= a || m >= b {
            leaf(m, left)
            leaf(b, right)
            return left + right
        }
        return refine(curve, a, m, left, 0.5 * tolerance, depth + 1, leaf)
            + refine(curve, m, b, right, 0.5 * tolerance, depth + 1, leaf)
    }

    /// The parameter in `a...b` at which `base + ∫ₐᵗ |B′|` equals `target` within `tolerance`,
    /// given that the piece `a...b` was accepted by ``adaptiveLength(_:tolerance:leaf:)`` with
    /// length `pieceLength`. Newton steps, safeguarded by bisection.
    static func solve<C: ParametricCurveDerivative>(
        _ curve: C, from a: Double, to b: Double, base: Double, pieceLength: Double,
        target: Double, tolerance: Double
    ) -> Double {
        guard pieceLength > 0 else { return a }
        var lo = a
        var hi = b
        var t = a + (b - a) * min(max((target - base) / pieceLength, 0), 1)
        for _ in 0..<64 {
            let f = base + speedIntegral(curve, from: a, to: t) - target
            if abs(f) <= tolerance { break }
            if f > 0 { hi = t } else { lo = t }
            let speed = curve.derivative(at: t).length
            var next = t - f / speed
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t || hi <= lo { break }
            t = next
        }
        return t
    }
}

extension GaussLegendre {
    /// The arc length of `curve` within `accuracy`; when the control polygon (of length
    /// `polygonLength`, an upper bound) and the chord (a lower bound) are within `accuracy`,
    /// their mean is returned without integrating.
    static func arcLength<C: PolynomialBezier>(_ curve: C, polygonLength: Double, accuracy: Double) -> Double {
        let chord = (curve.end - curve.start).length
        if polygonLength - chord <= accuracy { return 0.5 * (polygonLength + chord) }
        return adaptiveLength(curve, tolerance: 0.5 * accuracy) { _, _ in }
    }

    /// The parameter at which the length from the start of `curve` is `length`, within `accuracy`.
    static func inverseArcLength<C: PolynomialBezier>(_ curve: C, length: Double, accuracy: Double) -> Double {
        guard length > 0 else { return 0 }
        var pieces: [(t: Double, cumulative: Double)] = []
        var cumulative = 0.0
        let total = adaptiveLength(curve, tolerance: 0.5 * accuracy) { t, l in
            cumulative += l
            pieces.append((t, cumulative))
        }
        guard length < total else { return 1 }
        var i = 0
        while i < pieces.count - 1 && pieces[i].cumulative < length { i += 1 }
        let a = i == 0 ? 0 : pieces[i - 1].t
        let base = i == 0 ? 0 : pieces[i - 1].cumulative
        return solve(
            curve, from: a, to: pieces[i].t, base: base, pieceLength: pieces[i].cumulative - base,
            target: length, tolerance: 0.5 * accuracy)
    }
}
