/// Elliptical arcs as cubic Béziers, with `+ − × ÷` and `sqrt` only: the arc is split by
/// halving (the middle of a piece of the unit circle is its normalised chord midpoint)
/// into pieces of at most 22.5°, each one cubic with handles `4/3·tan(θ/4)` long, where
/// `tan(θ/4)` comes from the piece's cosine by half-angle formulas. A 22.5° piece's cubic
/// is within 7·10⁻⁸ radii of the ellipse. Only an arc's `x-axis-rotation` needs an angle's
/// sine and cosine: they come from ``AffineTransform/rotation(radians:)``, the module's own
/// deterministic trigonometry.
public enum EllipticalArc {
    /// The largest cosine difference a piece may span: pieces are split until `a·b ≥` this (cos 22.5°).
    private static let pieceCosine = 0.923_879_532_511_286_7

    /// The cubics of the arc of the ellipse `(center, radii)` turned by `rotation`, from the
    /// unit-circle direction `a` to `b`, going the way of increasing angles when `positive`.
    /// `a` and `b` must be unit vectors; equal ones give no cubics.
    public static func cubics(
        center: Point, radii: Vector, rotation: AffineTransform, from a: Vector, to b: Vector, positive: Bool
    ) -> [CubicBezier] {
        let map = AffineTransform.scale(x: radii.x, y: radii.y).concatenating(rotation)
            .concatenating(.translation(Vector(x: center.x, y: center.y)))
        guard a != b else { return [] }
        let middle = midpoint(from: a, to: b, positive: positive)
        var pieces: [(Vector, Vector)] = []
        split(a, middle, into: &pieces)
        split(middle, b, into: &pieces)
        return pieces.map { (p, q) in
            let cosine = min(1, max(-1, p.x * q.x + p.y * q.y))
            let halfCosine = ((1 + cosine) / 2).squareRoot()
            let halfSine = ((1 - cosine) / 2).squareRoot()
            let k = 4.0 / 3.0 * halfSine / (1 + halfCosine)
            let tangentP = positive ? Vector(x: -p.y, y: p.x) : Vector(x: p.y, y: -p.x)
            let tangentQ = positive ? Vector(x: -q.y, y: q.x) : Vector(x: q.y, y: -q.x)
            return CubicBezier(
                p0: map.apply(Point(x: p.x, y: p.y)),
                p1: map.apply(Point(x: p.x + k * tangentP.x, y: p.y + k * tangentP.y)),
                p2: map.apply(Point(x: q.x - k * tangentQ.x, y: q.y - k * tangentQ.y)),
                p3: map.apply(Point(x: q.x, y: q.y)))
        }
    }

    /// The direction halfway along the arc from `a` to `b` going the given way.
    private static func midpoint(from a: Vector, to b: Vector, positive: Bool) -> Vector {
        let cross = a.x * b.y - a.y * b.x
        let sum = Vector(x: a.x + b.x, y: a.y + b.y)
        let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        if cross == 0 || length == 0 {
            return positive ? Vector(x: -a.y, y: a.x) : Vector(x: a.y, y: -a.x)
        }
        let short = Vector(x: sum.x / length, y: sum.y / length)
        return (cross > 0) == positive ? short : Vector(x: -short.x, y: -short.y)
    }

    /// Halves the short arc from `p` to `q` until each piece spans at most 22.5°.
    private static func split(_ p: Vector, _ q: Vector, into pieces: inout [(Vector, Vector)]) {
        if p.x * q.x + p.y * q.y >= pieceCosine {
            pieces.append((p, q))
            return
        }
        let sum = Vector(x: p.x + q.x, y: p.y + q.y)
        let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        guard length > 0 else {
            pieces.append((p, q))
            return
        }
        let middle = Vector(x: sum.x / length, y: sum.y / length)
        split(p, middle, into: &pieces)
        split(middle, q, into: &pieces)
    }

    /// The cubics of an SVG path's `A` command from `start` to `end` (SVG 1.1, appendix F.6.5,
    /// radii scaled up when too small); a line when a radius is 0, nothing when the ends meet.
    public static func pathArc(
        from start: Point, to end: Point, radii: Vector, xAxisRotation degrees: Double, largeArc: Bool, sweep: Bool
    ) -> [CubicBezier]? {
        guard start != end else { return [] }
        var rx = abs(radii.x)
        var ry = abs(radii.y)
        guard rx > 0, ry > 0 else { return nil }
        let rotation = AffineTransform.rotation(radians: degrees / 180 * Double.pi)
        guard let inverse = rotation.inverted() else { return nil }
        let half = inverse.apply(Vector(x: (start.x - end.x) / 2, y: (start.y - end.y) / 2))
        let lambda = half.x * half.x / (rx * rx) + half.y * half.y / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * half.y * half.y - ry * ry * half.x * half.x
        let denominator = rx * rx * half.y * half.y + ry * ry * half.x * half.x
        guard denominator > 0 else { return nil }
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let centerPrime = Vector(x: coefficient * rx * half.y / ry, y: -coefficient * ry * half.x / rx)
        let offset = rotation.apply(centerPrime)
        let center = Point(x: offset.x + (start.x + end.x) / 2, y: offset.y + (start.y + end.y) / 2)
        let a = unit(Vector(x: (half.x - centerPrime.x) / rx, y: (half.y - centerPrime.y) / ry))
        let b = unit(Vector(x: (-half.x - centerPrime.x) / rx, y: (-half.y - centerPrime.y) / ry))
        var cubics = cubics(
            center: center, radii: Vector(x: rx, y: ry), rotation: rotation, from: a, to: b, positive: sweep)
        // The ends are the command's own points exactly, not their recomputation.
        if !cubics.isEmpty {
            cubics[0].p0 = start
            cubics[cubics.count - 1].p3 = end
        }
        return cubics
    }

    /// `v` scaled to length 1 (unchanged when zero).
    private static func unit(_ v: Vector) -> Vector {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 0 ? Vector(x: v.x / length, y: v.y / length) : v
    }
}
