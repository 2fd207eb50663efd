/// A real polynomial in power form, `c₀ + c₁t + c₂t² + …`, with root isolation on an interval
/// using only `+ − × ÷`: the roots of the derivative split the interval into monotone pieces,
/// and each piece whose ends differ in sign is bisected. Used for nearest points.
struct Polynomial {
    /// Coefficients, lowest degree first.
    var coefficients: [Double]

    /// The value at `t` (Horner's rule).
    func value(at t: Double) -> Double {
        var v = 0.0
        for c in coefficients.reversed() { v = v * t + c }
        return v
    }

    /// The derivative polynomial.
    var derivative: Polynomial {
        guard coefficients.count > 1 else { return Polynomial(coefficients: []) }
        return Polynomial(coefficients: (1..<coefficients.count).map { Double($0) * coefficients[$0] })
    }

    /// The real roots in `lo...hi`, ascending, each located to within `tolerance` in t.
    /// Roots of even multiplicity that do not change sign are missed; callers add the
    /// derivative's roots as candidates when that matters.
    func roots(in lo: Double, _ hi: Double, tolerance: Double) -> [Double] {
        guard coefficients.count > 1, coefficients.contains(where: { $0 != 0 }) else { return [] }
        var bounds = [lo]
        bounds += derivative.roots(in: lo, hi, tolerance: tolerance)
        bounds.append(hi)
        var result: [Double] = []
        for i in 0..<(bounds.count - 1) {
            let a = bounds[i], b = bounds[i + 1]
            let fa = value(at: a), fb = value(at: b)
            if fa == 0 {
                if result.last != a { result.append(a) }
            } else if fb != 0 && (fa < 0) != (fb < 0) {
                result.append(bisect(a, b, fa < 0, tolerance))
            }
        }
        if value(at: hi) == 0 && result.last != hi { result.append(hi) }
        return result
    }

    /// A sign change of the polynomial in `a...b`, where the sign at `a` is negative when `negativeAtA`.
    private func bisect(_ a: Double, _ b: Double, _ negativeAtA: Bool, _ tolerance: Double) -> Double {
        var lo = a, hi = b
        while hi - lo > tolerance {
            let m = 0.5 * (lo + hi)
            if m <= lo || m >= hi { break }
            let fm = value(at: m)
            if fm == 0 { return m }
            if (fm < 0) == negativeAtA { lo = m } else { hi = m }
        }
        return 0.5 * (lo + hi)
    }

    /// The polynomial `Σ (pᵢ · qⱼ) t^(i+j)`: the dot product of two vector polynomials.
    static func dot(_ p: [Vector], _ q: [Vector]) -> Polynomial {
        var c = [Double](repeating: 0, count: max(p.count + q.count - 1, 0))
        for (i, pi) in p.enumerated() {
            for (j, qj) in q.enumerated() { c[i + j] += pi.dot(qj) }
        }
        return Polynomial(coefficients: c)
    }

    /// The parameter in `0...1` of the point of the vector polynomial `b` (power form of B − point)
    /// nearest the origin, with its squared distance, trying the roots of (B − point)·B′, the
    /// roots of its derivative and both ends. `distanceSquared(t)` evaluates the curve accurately.
    static func nearestParameter(
        _ b: [Vector], tolerance: Double, distanceSquared: (Double) -> Double
    ) -> (t: Double, distanceSquared: Double) {
        let db = (1..<b.count).map { Double($0) * b[$0] }
        let f = dot(b, db)
        var best = (t: 0.0, distanceSquared: distanceSquared(0))
        func consider(_ t: Double) {
            let d = distanceSquared(t)
            if d < best.distanceSquared || (d == best.distanceSquared && t < best.t) { best = (t, d) }
        }
        for t in f.roots(in: 0, 1, tolerance: tolerance) { consider(t) }
        for t in f.derivative.roots(in: 0, 1, tolerance: tolerance) { consider(t) }
        consider(1)
        return best
    }
}
