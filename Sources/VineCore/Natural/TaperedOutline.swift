import VineGeometry

/// The filled outline of a line of varying width: both edges as smooth curves through
/// offset points, joined by round caps. How natural stems, stalks are drawn (filled, not stroked).
public enum TaperedOutline {
    /// The closed outline around the centre line through `allPoints`, `allHalfWidths[i]` on
    /// each side of `allPoints[i]`.
    ///
    /// Points closer than 0.6 half-widths (at least 0.3) to the previous point kept are
    /// dropped first; the last point is always kept. Each point's normal is the perpendicular of the unit direction from its previous to
    /// its next point (one-sided at the ends; a point with no direction takes its
    /// neighbour's). Each edge is a Catmull–Rom curve through the offset points, as
    /// cubics with controls `Q[i] ± (Q[i+1] − Q[i−1]) / 6` (ends clamped); each end is a
    /// half circle of two cubics. One point, or points with no direction at all, give a
    /// circle. Only `+ − × ÷ √` decide the result; it depends on nothing but the arguments.
    public static func path(through allPoints: [Point], halfWidths allHalfWidths: [Double]) -> BezierPath {
        var points: [Point] = []
        var halfWidths: [Double] = []
        for (i, point) in allPoints.enumerated() {
            let isLast = i == allPoints.count - 1
            if let previous = points.last, point.distance(to: previous) < spacing(allHalfWidths[i]) {
                guard isLast else { continue }
                if points.count > 1 {
                    points.removeLast()
                    halfWidths.removeLast()
                }
            }
            points.append(point)
            halfWidths.append(allHalfWidths[i])
        }
        let count = points.count
        guard count > 0 else { return BezierPath() }
        var tangents: [Vector?] = (0..<count).map { i in
            let direction = points[min(i + 1, count - 1)] - points[max(i - 1, 0)]
            return direction.lengthSquared > 1e-18 ? direction.normalized : nil
        }
        for i in tangents.indices.dropFirst() where tangents[i] == nil { tangents[i] = tangents[i - 1] }
        for i in tangents.indices.reversed().dropFirst() where tangents[i] == nil { tangents[i] = tangents[i + 1] }
        guard let first = tangents[0] else {
            let r = halfWidths[0]
            return BezierPath(ovalIn: Rect(x: points[0].x - r, y: points[0].y - r, width: 2 * r, height: 2 * r))
        }
        let unit = tangents.map { $0 ?? first }
        let left = (0..<count).map { points[$0] + unit[$0].perpendicular * halfWidths[$0] }
        let right = (0..<count).map { points[$0] - unit[$0].perpendicular * halfWidths[$0] }
        var path = BezierPath()
        path.move(to: left[0])
        appendCurve(through: left, to: &path)
        appendCap(at: points[count - 1], tangent: unit[count - 1], radius: halfWidths[count - 1], to: &path)
        appendCurve(through: right.reversed(), to: &path)
        appendCap(at: points[0], tangent: -unit[0], radius: halfWidths[0], to: &path)
        path.close()
        return path
    }

    /// The least distance kept between consecutive points of half-width `halfWidth`:
    /// closer points are dropped (the last one replaces its predecessor), so that uneven
    /// spacing cannot make the Catmull–Rom edges loop.
    private static func spacing(_ halfWidth: Double) -> Double { max(0.6 * halfWidth, 0.3) }

    /// Appends the Catmull–Rom cubics through `points` (the path is at `points[0]`).
    private static func appendCurve(through points: [Point], to path: inout BezierPath) {
        let last = points.count - 1
        guard last > 0 else { return }
        for i in 0..<last {
            let before = points[max(i - 1, 0)]
            let after = points[min(i + 2, last)]
            let c1 = points[i] + (points[i + 1] - before) / 6
            let c2 = points[i + 1] - (after - points[i]) / 6
            path.curve(to: points[i + 1], control1: c1, control2: c2)
        }
    }

    /// Appends a half circle of `radius` around `center`, bulging along `tangent` (unit),
    /// from the left side (`center + tangent⊥·radius`) to the right side.
    private static func appendCap(at center: Point, tangent: Vector, radius: Double, to path: inout BezierPath) {
        let k = BezierPath.ovalControlFactor * radius
        let normal = tangent.perpendicular
        let from = center + normal * radius
        let tip = center + tangent * radius
        let to = center - normal * radius
        path.line(to: from)
        path.curve(to: tip, control1: from + tangent * k, control2: tip + normal * k)
        path.curve(to: to, control1: tip - normal * k, control2: to + tangent * k)
    }
}
