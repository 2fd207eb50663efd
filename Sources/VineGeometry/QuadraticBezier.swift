/// A quadratic Bézier segment from `p0` to `p2` with control point `p1`.
public struct QuadraticBezier: Hashable, Sendable {
    /// The start point.
    public var p0: Point
    /// The control point.
    public var p1: Point
    /// The end point.
    public var p2: Point

    /// The segment with the given points.
    public init(p0: Point, p1: Point, p2: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
    }

    /// The same curve as a cubic (exact degree elevation): the renderer draws quadratics this way.
    public var asCubic: CubicBezier {
        CubicBezier(p0: p0, p1: p0 + (p1 - p0) * (2.0 / 3.0), p2: p2 + (p1 - p2) * (2.0 / 3.0), p3: p2)
    }

    /// The length of the control polygon: an upper bound of the arc length.
    public var controlPolygonLength: Double { (p1 - p0).length + (p2 - p1).length }

    /// The power-form coefficients of B(t) − `origin`, lowest degree first.
    public func powerCoefficients(relativeTo origin: Point) -> [Vector] {
        [p0 - origin, 2 * (p1 - p0), (p2 - p1) - (p1 - p0)]
    }
}

extension QuadraticBezier: ParametricCurve {
    /// The start point `p0`.
    public var start: Point { p0 }
    /// The end point `p2`.
    public var end: Point { p2 }

    /// The point at `t` (Bernstein form; exact at t = 0 and t = 1).
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt
        let b = 2 * mt * t
        let c = t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    /// The halves split at `t` (de Casteljau).
    public func subdivided(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
        let a = p0 + (p1 - p0) * t
        let b = p1 + (p2 - p1) * t
        let m = a + (b - a) * t
        return (QuadraticBezier(p0: p0, p1: a, p2: m), QuadraticBezier(p0: m, p1: b, p2: p2))
    }

    /// The part on `range`; `0...1` returns `self` unchanged.
    public func subsegment(_ range: ClosedRange<Double>) -> QuadraticBezier {
        let t0 = range.lowerBound
        let t1 = range.upperBound
        if t0 == 0 && t1 == 1 { return self }
        let q0 = point(at: t0)
        let q2 = point(at: t1)
        return QuadraticBezier(p0: q0, p1: q0 + derivative(at: t0) * (0.5 * (t1 - t0)), p2: q2)
    }
}

extension QuadraticBezier: ParametricCurveDerivative {
    /// `2·((1 − t)(p1 − p0) + t(p2 − p1))`.
    public func derivative(at t: Double) -> Vector {
        2 * ((1 - t) * (p1 - p0) + t * (p2 - p1))
    }
}

extension QuadraticBezier: BoundingBox {
    /// The end points and the axis extrema where a component of B′ vanishes.
    public var boundingBox: Rect {
        var box = Rect(from: p0, to: p2)
        let dx = p0.x - 2 * p1.x + p2.x
        let dy = p0.y - 2 * p1.y + p2.y
        if dx != 0 {
            let t = (p0.x - p1.x) / dx
            if t > 0 && t < 1 { box = box.union(point(at: t)) }
        }
        if dy != 0 {
            let t = (p0.y - p1.y) / dy
            if t > 0 && t < 1 { box = box.union(point(at: t)) }
        }
        return box
    }
}

extension QuadraticBezier: PolynomialBezier {
    /// Twice the longer leg of the control polygon.
    public var speedBound: Double { 2 * max((p1 - p0).length, (p2 - p1).length) }

    /// The parameter where B′·B″ = 0 (the speed's minimum), when inside (0, 1).
    public var speedExtrema: [Double] {
        let d1 = p1 - p0
        let dd = (p2 - p1) - d1
        let l2 = dd.lengthSquared
        guard l2 > 0 else { return [] }
        let t = -d1.dot(dd) / l2
        return t > 0 && t < 1 ? [t] : []
    }
}
