/// A straight segment from `p0` to `p1`, parametrized uniformly.
public struct Line: Hashable, Sendable {
    /// The start point.
    public var p0: Point
    /// The end point.
    public var p1: Point

    /// The segment from `p0` to `p1`.
    public init(p0: Point, p1: Point) {
        self.p0 = p0
        self.p1 = p1
    }

    /// The exact length.
    public var length: Double { (p1 - p0).length }
}

extension Line: ParametricCurve {
    /// The start point `p0`.
    public var start: Point { p0 }
    /// The end point `p1`.
    public var end: Point { p1 }

    /// The point `p0 + t·(p1 − p0)`; exact at t = 0 and t = 1.
    public func point(at t: Double) -> Point {
        if t == 1 { return p1 }
        return p0 + (p1 - p0) * t
    }

    /// The halves `p0…B(t)` and `B(t)…p1`.
    public func subdivided(at t: Double) -> (Line, Line) {
        let m = point(at: t)
        return (Line(p0: p0, p1: m), Line(p0: m, p1: p1))
    }

    /// The segment between the points at the range's bounds.
    public func subsegment(_ range: ClosedRange<Double>) -> Line {
        Line(p0: point(at: range.lowerBound), p1: point(at: range.upperBound))
    }
}

extension Line: ParametricCurveDerivative {
    /// The constant derivative `p1 − p0`.
    public func derivative(at t: Double) -> Vector { p1 - p0 }
}

extension Line: ArcLength {
    /// The exact length (`accuracy` is not needed).
    public func arcLength(accuracy: Double) -> Double { length }
}

extension Line: InverseArcLength {
    /// `length / self.length`: 0 for lengths ≤ 0, 1 for lengths ≥ the line's (so a
    /// zero-length line gives 1 for any positive length, like the curves).
    public func inverseArcLength(_ length: Double, accuracy: Double) -> Double {
        let total = self.length
        guard length > 0 else { return 0 }
        guard length < total else { return 1 }
        return length / total
    }
}

extension Line: NearestPoint {
    /// The exact projection of `point` onto the segment, clamped to its ends.
    public func nearest(to point: Point, accuracy: Double) -> (t: Double, distanceSquared: Double) {
        let d = p1 - p0
        let l2 = d.lengthSquared
        let t = l2 > 0 ? min(max((point - p0).dot(d) / l2, 0), 1) : 0
        return (t, (self.point(at: t) - point).lengthSquared)
    }
}

extension Line: BoundingBox {
    /// The rectangle spanned by the two end points.
    public var boundingBox: Rect { Rect(from: p0, to: p1) }
}
