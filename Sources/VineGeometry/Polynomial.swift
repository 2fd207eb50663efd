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
            let a = bounds[i]
            let b = bounds[i + 1]
            let fa = value(at: a)
            let fb = value(at: b)
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
        var lo = a
        var hi = b
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
    /// The roots are found to a parameter tolerance of `accuracy` (in the curve's units)
    /// divided by `speed`, a bound on |B′|; a curve with `speed` 0 is a point.
    static func nearestParameter(
        _ b: [Vector], accuracy: Double, speed: Double, distanceSquared: (Double) -> Double
    ) -> (t: Double, distanceSquared: Double) {
        let tolerance = speed > 0 ? max(accuracy, 0) / speed : 1
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

    /// The real roots in `0...1` of `c0 + c1·t + c2·t² + c3·t³`, ascending, to full precision,
    /// without allocating intermediate polynomials: the derivative's roots (quadratic formula)
    /// split `0...1` into monotone pieces, and each sign change is found by Newton steps
    /// safeguarded by bisection. For the zero polynomial only the ends, 0 and 1, are reported.
    static func cubicRoots(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> [Double] {
        @inline(__always) func f(_ t: Double) -> Double { ((c3 * t + c2) * t + c1) * t + c0 }
        @inline(__always) func df(_ t: Double) -> Double { (3 * c3 * t + 2 * c2) * t + c1 }
        var bounds = (0.0, 1.0, 1.0, 1.0)
        var count = 2
        let a = 3 * c3
        let b = 2 * c2
        let disc = b * b - 4 * a * c1
        if disc >= 0 {
            let q = -0.5 * (b + (b < 0 ? -disc.squareRoot() : disc.squareRoot()))
            var r0 = q / a
            var r1 = c1 / q
            if !(r0 > 0 && r0 < 1) {
                r0 = r1
                r1 = .nan
            }
            if !(r1 > 0 && r1 < 1) { r1 = .nan }
            if r0 > 0 && r0 < 1 {
                if r1 > 0 && r1 < 1 {
                    bounds = (0, min(r0, r1), max(r0, r1), 1)
                    count = 4
                } else {
                    bounds = (0, r0, 1, 1)
                    count = 3
                }
            }
        }
        var roots: [Double] = []
        withUnsafeBytes(of: bounds) { raw in
            let x = raw.bindMemory(to: Double.self)
            for i in 0..<(count - 1) {
                var lo = x[i]
                var hi = x[i + 1]
                var flo = f(lo)
                let fhi = f(hi)
                if flo == 0 {
                    if roots.last != lo { roots.append(lo) }
                    continue
                }
                guard fhi != 0, (flo < 0) != (fhi < 0) else { continue }
                var t = 0.5 * (lo + hi)
                for _ in 0..<100 {
                    let ft = f(t)
                    if ft == 0 { break }
                    if (ft < 0) == (flo < 0) {
                        lo = t
                        flo = ft
                    } else {
                        hi = t
                    }
                    var next = t - ft / df(t)
                    if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
                    if next == t || next <= lo || next >= hi { break }
                    t = next
                }
                roots.append(t)
            }
        }
        if f(1) == 0 && roots.last != 1 { roots.append(1) }
        return roots
    }
}
