/// A filled area that hides the lines under it: closed rings filled by the non-zero
/// rule, or a polyline stroked with round caps and joins `radius` on each side.
///
/// What a plot's hidden-line removal cuts lines with (``Polyline/visiblePieces(of:hiddenBy:shortest:)``):
/// ``coveredSpans(from:to:)`` gives, exactly, the parts of a segment inside the area.
/// Only `+ − × ÷ √` decide the result.
public struct Cover: Sendable, Equatable {
    /// The outline of a cover.
    public enum Shape: Sendable, Equatable {
        /// Rings (each closed back to its first point), filled by the non-zero winding rule.
        case fill([[Point]])
        /// A polyline stroked round `radius` on each side; one point is a disc.
        case stroke([Point], radius: Double)
    }

    /// The outline.
    public let shape: Shape
    /// A box holding the whole cover.
    public let bounds: Rect

    /// The area inside `rings`, filled by the non-zero rule; a ring need not repeat its first point.
    public init(filling rings: [[Point]]) {
        let rings = rings.filter { !$0.isEmpty }
        shape = .fill(rings)
        bounds = Self.box(rings.flatMap { $0 }, margin: 0)
    }

    /// The area within `radius` of the polyline through `points` (not empty).
    public init(stroking points: [Point], radius: Double) {
        shape = .stroke(points, radius: radius)
        bounds = Self.box(points, margin: radius)
    }

    /// The box around `points`, widened by `margin`.
    private static func box(_ points: [Point], margin: Double) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return Rect(
            x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Whether `point` lies inside (a point on the outline may count either way).
    public func contains(_ point: Point) -> Bool {
        guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY, point.y <= bounds.maxY else {
            return false
        }
        switch shape {
        case .fill(let rings): return Self.winding(of: point, in: rings) != 0
        case .stroke(let points, let radius):
            if points.count == 1 { return (point - points[0]).lengthSquared < radius * radius }
            for i in points.indices.dropFirst()
            where Self.distanceSquared(point, points[i - 1], points[i]) < radius * radius {
                return true
            }
            return false
        }
    }

    /// The winding number of `rings` about `point`.
    static func winding(of point: Point, in rings: [[Point]]) -> Int {
        var winding = 0
        for ring in rings {
            for i in ring.indices {
                let a = ring[i]
                let b = ring[i + 1 < ring.count ? i + 1 : 0]
                let side = (b - a).cross(point - a)
                if a.y <= point.y {
                    if b.y > point.y, side > 0 { winding += 1 }
                } else if b.y <= point.y, side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// The squared distance from `point` to the segment `a`–`b`.
    static func distanceSquared(_ point: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a
        let length = d.lengthSquared
        guard length > 0 else { return (point - a).lengthSquared }
        let t = min(max((point - a).dot(d) / length, 0), 1)
        return (point - (a + d * t)).lengthSquared
    }

    /// The parts of the segment from `a` to `b` inside the cover, as parameter spans of
    /// `a + t·(b − a)`, `t` in 0…1, in order and apart.
    public func coveredSpans(from a: Point, to b: Point) -> [ClosedRange<Double>] {
        guard max(a.x, b.x) >= bounds.minX, min(a.x, b.x) <= bounds.maxX, max(a.y, b.y) >= bounds.minY,
            min(a.y, b.y) <= bounds.maxY
        else { return [] }
        switch shape {
        case .fill(let rings): return Self.fillSpans(from: a, to: b, rings: rings)
        case .stroke(let points, let radius):
            var spans: [ClosedRange<Double>] = []
            if points.count == 1 {
                if let span = Self.discSpan(from: a, to: b, centre: points[0], radius: radius) { spans.append(span) }
            }
            for i in points.indices.dropFirst() {
                if let span = Self.capsuleSpan(from: a, to: b, p: points[i - 1], q: points[i], radius: radius) {
                    spans.append(span)
                }
            }
            return Spans.union(spans)
        }
    }

    /// The spans of `a`–`b` inside `rings` (non-zero): cut where it crosses an edge, each
    /// piece inside when its middle is.
    private static func fillSpans(from a: Point, to b: Point, rings: [[Point]]) -> [ClosedRange<Double>] {
        let d = b - a
        var cuts: [Double] = [0, 1]
        for ring in rings {
            for i in ring.indices {
                let p = ring[i]
                let q = ring[i + 1 < ring.count ? i + 1 : 0]
                let e = q - p
                let denominator = d.cross(e)
                guard denominator != 0 else { continue }
                let t = (p - a).cross(e) / denominator
                let u = (p - a).cross(d) / denominator
                if t > 0, t < 1, u >= 0, u <= 1 { cuts.append(t) }
            }
        }
        cuts.sort()
        var spans: [ClosedRange<Double>] = []
        for i in cuts.indices.dropFirst() where cuts[i] > cuts[i - 1] {
            let middle = a + d * ((cuts[i - 1] + cuts[i]) / 2)
            if winding(of: middle, in: rings) != 0 { spans.append(cuts[i - 1]...cuts[i]) }
        }
        return Spans.union(spans)
    }

    /// The span of `a`–`b` within `radius` of `centre`; nil when it misses.
    static func discSpan(from a: Point, to b: Point, centre: Point, radius: Double) -> ClosedRange<Double>? {
        let d = b - a
        let f = a - centre
        let qa = d.lengthSquared
        guard qa > 0 else { return f.lengthSquared < radius * radius ? 0...1 : nil }
        let qb = f.dot(d)
        let qc = f.lengthSquared - radius * radius
        let discriminant = qb * qb - qa * qc
        guard discriminant > 0 else { return nil }
        let root = discriminant.squareRoot()
        let t0 = max((-qb - root) / qa, 0)
        let t1 = min((-qb + root) / qa, 1)
        return t0 < t1 ? t0...t1 : nil
    }

    /// The span of `a`–`b` within `radius` of the segment `p`–`q`: the union of the discs at
    /// its ends and the band between them, which is one span (the area is convex).
    static func capsuleSpan(from a: Point, to b: Point, p: Point, q: Point, radius: Double) -> ClosedRange<Double>? {
        var spans = [
            discSpan(from: a, to: b, centre: p, radius: radius), discSpan(from: a, to: b, centre: q, radius: radius),
        ]
        let axis = q - p
        let length = axis.length
        if length > 0 {
            let u = axis / length
            let n = u.perpendicular
            // The band: 0 ≤ (x − p)·u ≤ length and −radius ≤ (x − p)·n ≤ radius.
            var low = 0.0
            var high = 1.0
            let d = b - a
            let f = a - p
            for (origin, slope, limit) in [
                (f.dot(u), d.dot(u), length), (-f.dot(u), -d.dot(u), 0.0), (f.dot(n), d.dot(n), radius),
                (-f.dot(n), -d.dot(n), radius),
            ] {
                // origin + slope·t ≤ limit
                if slope == 0 {
                    if origin > limit {
                        low = 1
                        high = 0
                    }
                } else if slope > 0 {
                    high = min(high, (limit - origin) / slope)
                } else {
                    low = max(low, (limit - origin) / slope)
                }
            }
            if low < high { spans.append(low...high) }
        }
        let found = spans.compactMap { $0 }
        guard let first = found.first else { return nil }
        return found.dropFirst().reduce(first) { min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound) }
    }
}

/// Sets of parameter spans.
enum Spans {
    /// `spans` sorted and merged where they overlap or touch.
    static func union(_ spans: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        let sorted = spans.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Double>] = []
        for span in sorted {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
