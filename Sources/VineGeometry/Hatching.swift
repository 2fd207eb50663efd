/// Lines filling an area at even spacing, as a plot shades a shape with a pen.
public enum Hatching {
    /// Parallel lines `spacing` apart along `direction` across the inside of `rings`
    /// (non-zero rule), the first half a spacing in from the area's edge: each line of the
    /// family is cut where it crosses the rings' edges and kept where the winding number
    /// is not zero. Lines run alternately one way and the other. Only `+ − × ÷ √` decide them.
    public static func lines(filling rings: [[Point]], spacing: Double, direction: Vector) -> [[Point]] {
        guard spacing > 0, direction.lengthSquared > 0 else { return [] }
        let u = direction.normalized
        let n = u.perpendicular
        var edges: [(Point, Point)] = []
        for ring in rings where ring.count > 1 {
            for i in ring.indices { edges.append((ring[i], ring[i + 1 < ring.count ? i + 1 : 0])) }
        }
        guard let first = edges.first?.0 else { return [] }
        var low = first.dot(n)
        var high = low
        for (a, _) in edges {
            low = min(low, a.dot(n))
            high = max(high, a.dot(n))
        }
        var lines: [[Point]] = []
        var level = low + spacing / 2
        var forward = true
        while level < high {
            // Crossings of the line {x: x·n = level} with the edges, with the edge's sense.
            var crossings: [(along: Double, step: Int)] = []
            for (a, b) in edges {
                let ha = a.dot(n) - level
                let hb = b.dot(n) - level
                guard (ha < 0) != (hb < 0) else { continue }
                let t = ha / (ha - hb)
                let point = a + (b - a) * t
                crossings.append((point.dot(u), ha < 0 ? 1 : -1))
            }
            crossings.sort { $0.along < $1.along }
            var winding = 0
            var spans: [(Double, Double)] = []
            var start = 0.0
            for crossing in crossings {
                let was = winding
                winding += crossing.step
                if was == 0, winding != 0 { start = crossing.along }
                if was != 0, winding == 0, crossing.along > start { spans.append((start, crossing.along)) }
            }
            let base = n * level
            for (from, to) in forward ? spans : spans.reversed() {
                let a = Point(x: 0, y: 0) + base + u * from
                let b = Point(x: 0, y: 0) + base + u * to
                lines.append(forward ? [a, b] : [b, a])
            }
            forward.toggle()
            level += spacing
        }
        return lines
    }
}

extension Point {
    /// The dot product of the point's position vector with `v`.
    func dot(_ v: Vector) -> Double { x * v.x + y * v.y }
}
