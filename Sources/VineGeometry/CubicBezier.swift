/// A cubic Bézier segment from `p0` to `p3` with control points `p1` and `p2`.
public struct CubicBezier: Hashable, Sendable {
    /// The start point.
    public var p0: Point
    /// The first control point.
    public var p1: Point
    /// The second control point.
    public var p2: Point
    /// The end point.
    public var p3: Point

    /// The segment with the given points.
    public init(p0: Point, p1: Point, p2: Point, p3: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// The second derivative at `t`.
    public func secondDerivative(at t: Double) -> Vector {
        6 * ((1 - t) * ((p2 - p1) - (p1 - p0)) + t * ((p3 - p2) - (p2 - p1)))
    }

    /// The constant third derivative.
    public var thirdDerivative: Vector {
        6 * (((p3 - p2) - (p2 - p1)) - ((p2 - p1) - (p1 - p0)))
    }

    /// The length of the control polygon: an upper bound of the arc length.
    public var controlPolygonLength: Double {
        (p1 - p0).length + (p2 - p1).length + (p3 - p2).length
    }

    /// The power-form coefficients of B(t) − `origin`, lowest degree first.
    public func powerCoefficients(relativeTo origin: Point) -> [Vector] {
        let d1 = p1 - p0
        let d2 = p2 - p1
        let d3 = p3 - p2
        return [p0 - origin, 3 * d1, 3 * (d2 - d1), (d3 - d2) - (d2 - d1)]
    }
}

extension CubicBezier: ParametricCurve {
    /// The start point `p0`.
    public var start: Point { p0 }
    /// The end point `p3`.
    public var end: Point { p3 }

    /// The point at `t` (Bernstein form; exact at t = 0 and t = 1).
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt
        let b = 3 * mt * mt * t
        let c = 3 * mt * t * t
        let d = t * t * t
        return Point(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The halves split at `t` (de Casteljau).
    public func subdivided(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0 + (p1 - p0) * t
        let b = p1 + (p2 - p1) * t
        let c = p2 + (p3 - p2) * t
        let ab = a + (b - a) * t
        let bc = b + (c - b) * t
        let m = ab + (bc - ab) * t
        return (CubicBezier(p0: p0, p1: a, p2: ab, p3: m), CubicBezier(p0: m, p1: bc, p2: c, p3: p3))
    }

    /// The part on `range`, from the points and derivatives at its bounds; `0...1` returns `self`.
    public func subsegment(_ range: ClosedRange<Double>) -> CubicBezier {
        let t0 = range.lowerBound
        let t1 = range.upperBound
        if t0 == 0 && t1 == 1 { return self }
        let q0 = point(at: t0)
        let q3 = point(at: t1)
        let scale = (t1 - t0) / 3
        return CubicBezier(
            p0: q0, p1: q0 + derivative(at: t0) * scale,
            p2: q3 - derivative(at: t1) * scale, p3: q3)
    }
}

extension CubicBezier: ParametricCurveDerivative {
    /// `3·((1 − t)²(p1 − p0) + 2(1 − t)t(p2 − p1) + t²(p3 − p2))`.
    public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
    }
}

extension CubicBezier: BoundingBox {
    /// The end points and the axis extrema where a component of B′ vanishes.
    public var boundingBox: Rect {
        var box = Rect(from: p0, to: p3)
        func extend(_ a: Double, _ b: Double, _ c: Double) {
            // B′/3 = (a)t² + (b)t + c for one component; stable quadratic roots.
            let disc = b * b - 4 * a * c
            guard disc >= 0 else { return }
            let q = -0.5 * (b + (b < 0 ? -disc.squareRoot() : disc.squareRoot()))
            for t in [q / a, c / q] where t.isFinite && t > 0 && t < 1 {
                box = box.union(point(at: t))
            }
        }
        let d1 = p1 - p0
        let d2 = p2 - p1
        let d3 = p3 - p2
        extend(d1.x - 2 * d2.x + d3.x, 2 * (d2.x - d1.x), d1.x)
        extend(d1.y - 2 * d2.y + d3.y, 2 * (d2.y - d1.y), d1.y)
        return box
    }
}

extension CubicBezier: PolynomialBezier {
    /// Three times the longest leg of the control polygon.
    public var speedBound: Double { 3 * max((p1 - p0).length, (p2 - p1).length, (p3 - p2).length) }

    /// The roots in (0, 1) of the cubic B′·B″, ascending.
    public var speedExtrema: [Double] {
        let d1 = p1 - p0
        let d2 = p2 - p1
        let d3 = p3 - p2
        let a = d2 - d1
        let b = (d3 - d2) - a
        // B′/3 = d1 + 2a·t + b·t², B″/6 = a + b·t.
        return Polynomial.cubicRoots(
            d1.dot(a), d1.dot(b) + 2 * a.dot(a), 3 * a.dot(b), b.dot(b)
        )
        .filter { $0 > 0 && $0 < 1 }
    }
}
