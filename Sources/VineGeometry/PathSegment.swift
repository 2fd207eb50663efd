/// One drawn piece of a ``BezierPath``: a line, quadratic or cubic with explicit start point.
public enum PathSegment: Hashable, Sendable {
    /// A straight segment.
    case line(Line)
    /// A quadratic Bézier segment.
    case quad(QuadraticBezier)
    /// A cubic Bézier segment.
    case cubic(CubicBezier)

    /// The segment as a cubic (exact for all three kinds).
    public var asCubic: CubicBezier {
        switch self {
        case .line(let l):
            return CubicBezier(
                p0: l.p0, p1: l.p0 + (l.p1 - l.p0) * (1.0 / 3.0),
                p2: l.p1 + (l.p0 - l.p1) * (1.0 / 3.0), p3: l.p1)
        case .quad(let q): return q.asCubic
        case .cubic(let c): return c
        }
    }

    /// The path element that draws this segment from its start point.
    public var element: PathElement {
        switch self {
        case .line(let l): return .line(l.p1)
        case .quad(let q): return .quad(q.p1, q.p2)
        case .cubic(let c): return .cubic(c.p1, c.p2, c.p3)
        }
    }

    /// The unit tangent at `t`, falling back on higher derivatives where B′ vanishes (cusps,
    /// coincident control points); the zero vector when the segment is a single point.
    public func unitTangent(at t: Double) -> Vector {
        var v = derivative(at: t)
        if v.lengthSquared == 0, case .cubic(let c) = self {
            v = c.secondDerivative(at: t)
            if t >= 1 { v = -v }
            if v.lengthSquared == 0 { v = c.thirdDerivative }
        }
        if v.lengthSquared == 0 { v = end - start }
        return v.normalized
    }
}

extension PathSegment {
    /// The squared distance from `point` to the box around the control points: a lower bound
    /// of the squared distance to the segment.
    func controlBoxDistanceSquared(to point: Point) -> Double {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        switch self {
        case .line(let l):
            add(l.p0)
            add(l.p1)
        case .quad(let q):
            add(q.p0)
            add(q.p1)
            add(q.p2)
        case .cubic(let c):
            add(c.p0)
            add(c.p1)
            add(c.p2)
            add(c.p3)
        }
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return dx * dx + dy * dy
    }
}

extension PathSegment: ParametricCurve {
    /// The start point.
    public var start: Point {
        switch self {
        case .line(let l): return l.p0
        case .quad(let q): return q.p0
        case .cubic(let c): return c.p0
        }
    }

    /// The end point.
    public var end: Point {
        switch self {
        case .line(let l): return l.p1
        case .quad(let q): return q.p2
        case .cubic(let c): return c.p3
        }
    }

    /// The point at `t`.
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let l): return l.point(at: t)
        case .quad(let q): return q.point(at: t)
        case .cubic(let c): return c.point(at: t)
        }
    }

    /// The halves split at `t`.
    public func subdivided(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let l):
            let (a, b) = l.subdivided(at: t)
            return (.line(a), .line(b))
        case .quad(let q):
            let (a, b) = q.subdivided(at: t)
            return (.quad(a), .quad(b))
        case .cubic(let c):
            let (a, b) = c.subdivided(at: t)
            return (.cubic(a), .cubic(b))
        }
    }

    /// The part on `range`; `0...1` returns `self` unchanged.
    public func subsegment(_ range: ClosedRange<Double>) -> PathSegment {
        switch self {
        case .line(let l): return .line(l.subsegment(range))
        case .quad(let q): return .quad(q.subsegment(range))
        case .cubic(let c): return .cubic(c.subsegment(range))
        }
    }
}

extension PathSegment: ParametricCurveDerivative {
    /// The derivative at `t`.
    public func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let l): return l.derivative(at: t)
        case .quad(let q): return q.derivative(at: t)
        case .cubic(let c): return c.derivative(at: t)
        }
    }
}

extension PathSegment: ArcLength {
    /// The length within `accuracy` (exact for lines).
    public func arcLength(accuracy: Double) -> Double {
        switch self {
        case .line(let l): return l.arcLength(accuracy: accuracy)
        case .quad(let q): return q.arcLength(accuracy: accuracy)
        case .cubic(let c): return c.arcLength(accuracy: accuracy)
        }
    }
}

extension PathSegment: InverseArcLength {
    /// The parameter at `length` along the segment within `accuracy`.
    public func inverseArcLength(_ length: Double, accuracy: Double) -> Double {
        switch self {
        case .line(let l): return l.inverseArcLength(length, accuracy: accuracy)
        case .quad(let q): return q.inverseArcLength(length, accuracy: accuracy)
        case .cubic(let c): return c.inverseArcLength(length, accuracy: accuracy)
        }
    }
}

extension PathSegment: NearestPoint {
    /// The nearest point's parameter and squared distance (see each segment kind).
    public func nearest(to point: Point, accuracy: Double) -> (t: Double, distanceSquared: Double) {
        switch self {
        case .line(let l): return l.nearest(to: point, accuracy: accuracy)
        case .quad(let q): return q.nearest(to: point, accuracy: accuracy)
        case .cubic(let c): return c.nearest(to: point, accuracy: accuracy)
        }
    }
}

extension PathSegment: BoundingBox {
    /// The exact bounding box.
    public var boundingBox: Rect {
        switch self {
        case .line(let l): return l.boundingBox
        case .quad(let q): return q.boundingBox
        case .cubic(let c): return c.boundingBox
        }
    }
}
