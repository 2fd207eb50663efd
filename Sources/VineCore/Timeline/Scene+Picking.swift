import VineGeometry

extension Scene {
    /// The vine whose visible stem passes nearest `point` (canvas points), if that stem
    /// comes within `tolerance` points of it; ties go to the later vine (the one on top).
    ///
    /// Each stem is the polyline of its visible samples; the distance is to the nearest
    /// point on any of its segments (a single sample is a point). Cost: O(visible samples).
    public func nearestVine(to point: Point, within tolerance: Double) -> VisibleVine? {
        var best: (vine: VisibleVine, distanceSquared: Double)?
        for vine in vines {
            let samples = vine.samples
            let first = samples.first!.point.distance(to: point)
            var nearest = first * first
            for (a, b) in zip(samples, samples.dropFirst()) {
                nearest = min(
                    nearest, Line(p0: a.point, p1: b.point).nearest(to: point, accuracy: 1e-9).distanceSquared)
            }
            if nearest <= tolerance * tolerance, nearest <= best?.distanceSquared ?? .infinity {
                best = (vine, nearest)
            }
        }
        return best?.vine
    }
}
