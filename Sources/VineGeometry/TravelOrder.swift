/// The order a plotter draws paths in to travel little with the pen up: nearest next.
public enum TravelOrder {
    /// The order to draw paths that run from `ends[i].start` to `ends[i].end`, starting at
    /// `origin`: each next the one whose nearer end is nearest to where the pen stands,
    /// drawn from that end (`reversed` when that is its end). Ties go to the earlier path
    /// and to its start, so the order depends on nothing but the arguments.
    public static func nearestNext(_ ends: [(start: Point, end: Point)], from origin: Point) -> [(
        index: Int, reversed: Bool
    )] {
        var remaining = Array(ends.indices)
        var order: [(index: Int, reversed: Bool)] = []
        order.reserveCapacity(ends.count)
        var pen = origin
        while !remaining.isEmpty {
            var best = 0
            var bestReversed = false
            var bestDistance = Double.infinity
            for (slot, index) in remaining.enumerated() {
                let toStart = (ends[index].start - pen).lengthSquared
                let toEnd = (ends[index].end - pen).lengthSquared
                if toStart < bestDistance {
                    (best, bestReversed, bestDistance) = (slot, false, toStart)
                }
                if toEnd < bestDistance {
                    (best, bestReversed, bestDistance) = (slot, true, toEnd)
                }
            }
            let index = remaining.remove(at: best)
            order.append((index, bestReversed))
            pen = bestReversed ? ends[index].start : ends[index].end
        }
        return order
    }

    /// The pen-up travel of drawing paths in `order` from `origin`: the distance from the
    /// origin to the first path and from the end of each path to the start of the next.
    public static func travel(_ paths: [(start: Point, end: Point)], from origin: Point?) -> Double {
        var total = 0.0
        var pen = origin
        for path in paths {
            if let pen { total += pen.distance(to: path.start) }
            pen = path.end
        }
        return total
    }
}
