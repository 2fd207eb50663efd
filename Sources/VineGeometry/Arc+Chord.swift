/// The "arc from chord" of the original prototype (the iOS `UIBezierPath` app): the circular
/// arc over the bottom edge of `chord` whose top touches the top edge. The chord runs from (minX, maxY) to (maxX, maxY), its length
/// w = `chord.width`; the arc's height (sagitta) is h = `chord.height`, its apex at (midX, minY).
///
/// The intersecting-chord theorem, (w/2)² = h·(2r − h), gives the radius r = h/2 + w²/(8h) and
/// the centre (midX, minY + r). Built with `+ − × ÷ √` only: no angles. When h = 0 the "arc" is
/// the straight chord (infinite radius, no centre). When h > w/2 the arc is more than a half
/// circle and bulges past the rect's sides; w = 0 gives the full circle of diameter h.
public struct ChordArc: Hashable, Sendable {
    /// The rect whose bottom edge is the chord and whose height is the arc's height.
    public var chord: Rect

    /// The arc over `chord`'s bottom edge reaching its top edge.
    public init(chord: Rect) {
        self.chord = chord
    }

    /// The radius h/2 + w²/(8h) of the circle through a chord of length `chordLength` with an
    /// arc of height `height`; infinite when `height` is 0.
    public static func radius(chordLength w: Double, height h: Double) -> Double {
        guard h > 0 else { return .infinity }
        return 0.5 * h + w * w / (8 * h)
    }

    /// The circle's radius; infinite when the height is 0.
    public var radius: Double { ChordArc.radius(chordLength: chord.width, height: chord.height) }

    /// The circle's centre, below the apex by the radius; `nil` when the height is 0.
    public var center: Point? {
        let r = radius
        return r.isFinite ? Point(x: chord.midX, y: chord.minY + r) : nil
    }

    /// The arc's start: the chord's left end (minX, maxY).
    public var start: Point { Point(x: chord.minX, y: chord.maxY) }
    /// The arc's end: the chord's right end (maxX, maxY).
    public var end: Point { Point(x: chord.maxX, y: chord.maxY) }
    /// The arc's highest point (midX, minY).
    public var apex: Point { Point(x: chord.midX, y: chord.minY) }

    /// The arc from ``start`` over ``apex`` to ``end`` as two or four cubics (each ≤ 90°, split
    /// at the bisectors; when the arc is nearly a full circle the bisectors are taken as
    /// horizontal), or a straight line when the height is 0.
    public var path: BezierPath {
        var path = BezierPath()
        path.move(to: start)
        guard let c = center else {
            path.line(to: end)
            return path
        }
        let r = radius
        let ua = (start - c) * (1 / r)
        let ub = (end - c) * (1 / r)
        let up = Vector(x: 0, y: -1)
        for (u, v, endPoint, side) in [(ua, up, apex, -1.0), (up, ub, end, 1.0)] {
            if u.dot(v) >= 0 {
                ChordArc.appendCubic(to: &path, center: c, radius: r, from: u, to: v, ending: endPoint)
            } else {
                let s = u + v
                let m = s.length < 1e-6 ? Vector(x: side, y: 0) : s.normalized
                ChordArc.appendCubic(to: &path, center: c, radius: r, from: u, to: m, ending: c + m * r)
                ChordArc.appendCubic(to: &path, center: c, radius: r, from: m, to: v, ending: endPoint)
            }
        }
        return path
    }

    /// Appends the cubic for the circle arc from direction `u` to direction `v` (unit vectors at
    /// most 90° apart) ending exactly at `p3`, with handles 4/3·tan(θ/4)·r computed from u·v and
    /// u×v by half-angle formulas. The cubic starts at the path's current point, `center + u·radius`.
    private static func appendCubic(
        to path: inout BezierPath, center: Point, radius: Double, from u: Vector, to v: Vector, ending p3: Point
    ) {
        let cross = u.cross(v)
        let halfTan = abs(cross) / (1 + u.dot(v))
        let quarterTan = halfTan / (1 + (1 + halfTan * halfTan).squareRoot())
        let k = 4.0 / 3.0 * quarterTan * radius * (cross >= 0 ? 1 : -1)
        let p0 = center + u * radius
        path.curve(to: p3, control1: p0 + u.perpendicular * k, control2: p3 - v.perpendicular * k)
    }
}
