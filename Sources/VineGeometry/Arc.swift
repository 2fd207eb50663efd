/// An elliptical arc given by centre, radii, start angle and sweep, all angles in radians
/// measured from +x towards +y (clockwise on a y-down canvas; a negative sweep goes the other way).
///
/// One of the two documented users of `sin`/`cos` in this module (with
/// ``AffineTransform/rotation(radians:)``), through the module's own pure-Swift
/// ``Trigonometry``. Branch geometry never uses it: see ``ChordArc`` for the original prototype's arc.
public struct Arc: Hashable, Sendable {
    /// The centre.
    public var center: Point
    /// The horizontal and vertical radii.
    public var radii: Vector
    /// The angle of the start point, in radians.
    public var startAngle: Double
    /// The signed angle swept, in radians.
    public var sweepAngle: Double

    /// The arc with the given centre, radii and angles (radians).
    public init(center: Point, radii: Vector, startAngle: Double, sweepAngle: Double) {
        self.center = center
        self.radii = radii
        self.startAngle = startAngle
        self.sweepAngle = sweepAngle
    }

    /// The circular arc of `radius` from `startAngle` to `endAngle` (radians), going the way of
    /// increasing angles (clockwise on a y-down canvas) when `clockwise`, like `UIBezierPath`'s
    /// `addArc`. The sweep is at most one full turn; angles a nonzero multiple of 2π apart give
    /// a full circle, equal angles an empty arc.
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let turn = 2 * Double.pi
        let raw = endAngle - startAngle
        var sweep = raw.truncatingRemainder(dividingBy: turn)
        if clockwise {
            if sweep < 0 || (sweep == 0 && raw != 0) { sweep += turn }
        } else if sweep > 0 || (sweep == 0 && raw != 0) {
            sweep -= turn
        }
        self.init(center: center, radii: Vector(x: radius, y: radius), startAngle: startAngle, sweepAngle: sweep)
    }

    /// The point at `angle` radians on the full ellipse.
    public func point(atAngle angle: Double) -> Point {
        Point(x: center.x + radii.x * cos(angle), y: center.y + radii.y * sin(angle))
    }

    /// The start point.
    public var start: Point { point(atAngle: startAngle) }
    /// The end point.
    public var end: Point { point(atAngle: startAngle + sweepAngle) }

    /// The arc as cubics of equal sweep, each at most 90° (one degenerate cubic for a zero sweep),
    /// with handles 4/3·tan(θ/4) of the radius.
    public var cubics: [CubicBezier] {
        let count = max(1, Int((abs(sweepAngle) / (0.5 * Double.pi)).rounded(.up)))
        let step = sweepAngle / Double(count)
        let k = 4.0 / 3.0 * sin(0.25 * step) / cos(0.25 * step)
        var result: [CubicBezier] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let a0 = startAngle + step * Double(i)
            let a1 = a0 + step
            let (s0, c0) = Trigonometry.sinCos(a0)
            let (s1, c1) = Trigonometry.sinCos(a1)
            let q0 = Point(x: center.x + radii.x * c0, y: center.y + radii.y * s0)
            let q3 = Point(x: center.x + radii.x * c1, y: center.y + radii.y * s1)
            result.append(
                CubicBezier(
                    p0: q0,
                    p1: q0 + Vector(x: -radii.x * s0, y: radii.y * c0) * k,
                    p2: q3 - Vector(x: -radii.x * s1, y: radii.y * c1) * k,
                    p3: q3))
        }
        return result
    }

    /// The arc as a path: a move to its start, then its ``cubics``.
    public var path: BezierPath {
        var path = BezierPath()
        let cubics = self.cubics
        path.move(to: cubics[0].p0)
        for c in cubics { path.curve(to: c.p3, control1: c.p1, control2: c.p2) }
        return path
    }
}
