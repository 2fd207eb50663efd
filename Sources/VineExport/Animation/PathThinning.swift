import VineGeometry

/// Fewer vertices for a path that a vector animation writes, within a tolerance: runs of
/// straight segments become one line, runs of smooth cubic segments one cubic, wherever the
/// result stays within `tolerance` of the original (measured at matching fractions of the
/// run's chord length, which overestimates the distance, so the bound holds).
///
/// A vertex is a point with its in and out handles relative to it (a Lottie path's `v`,
/// `i` and `o`). Merged cubic handles keep their directions and grow with the run's chord
/// length, as a smooth spline through dense points does. Only `+ − × ÷ √`.
struct PathThinning {
    /// A path vertex: the point, its in handle and its out handle (relative to the point).
    typealias Vertex = (v: Point, i: Vector, o: Vector)

    /// The largest distance allowed between the original and the thinned path.
    let tolerance: Double

    /// The vertices of `path` kept (their indices, increasing, first and last always) and the
    /// thinned path; a closed path keeps its first vertex and its closing segment.
    func thinned(_ path: [Vertex]) -> (vertices: [Vertex], kept: [Int]) {
        guard path.count > 2 else { return (path, Array(path.indices)) }
        var vertices = [path[0]]
        var kept = [0]
        var start = 0
        while start < path.count - 1 {
            var end = start + 1
            var best: (i: Vector, o: Vector) = (path[end].i, path[start].o)
            while end + 1 < path.count, let merged = merge(path, from: start, to: end + 1) {
                end += 1
                best = merged
            }
            vertices[vertices.count - 1].o = best.o
            vertices.append((path[end].v, best.i, path[end].o))
            kept.append(end)
            start = end
        }
        return (vertices, kept)
    }

    /// The handles of one segment from vertex `a` to vertex `b` replacing those between,
    /// or nil when it strays more than ``tolerance`` from them.
    private func merge(_ path: [Vertex], from a: Int, to b: Int) -> (i: Vector, o: Vector)? {
        let chords = (a..<b).map { path[$0 + 1].v.distance(to: path[$0].v) }
        let total = chords.reduce(0, +)
        guard total > 0 else { return (path[b].i, path[a].o) }
        let straight = (a...b).allSatisfy { path[$0].i.lengthSquared == 0 && path[$0].o.lengthSquared == 0 }
        let first = chords[0]
        let last = chords[chords.count - 1]
        guard straight || (first > 0 && last > 0) else { return nil }
        let out = straight ? path[a].o : path[a].o * (total / first)
        let into = straight ? path[b].i : path[b].i * (total / last)
        let merged = CubicBezier(p0: path[a].v, p1: path[a].v + out, p2: path[b].v + into, p3: path[b].v)
        var travelled = 0.0
        for (offset, chord) in chords.enumerated() {
            let k = a + offset
            for step in 1...4 {
                let t = Double(step) / 4
                let u = (travelled + chord * t) / total
                let there = straight ? path[a].v + (path[b].v - path[a].v) * u : merged.point(at: u)
                if point(path, segment: k, at: t).distance(to: there) > tolerance { return nil }
            }
            travelled += chord
        }
        return (into, out)
    }

    /// The point at `t` of the segment from vertex `k` to the next: moving evenly along a
    /// straight one (no handles), else on its cubic.
    private func point(_ path: [Vertex], segment k: Int, at t: Double) -> Point {
        let (a, b) = (path[k], path[k + 1])
        if a.o.lengthSquared == 0 && b.i.lengthSquared == 0 { return a.v + (b.v - a.v) * t }
        return CubicBezier(p0: a.v, p1: a.v + a.o, p2: b.v + b.i, p3: b.v).point(at: t)
    }

    /// `fraction` of the length of the polyline `points` as the same place's fraction of the
    /// length of its vertices `kept`: linear between kept vertices.
    static func refraction(_ points: [Point], kept: [Int]) -> (Double) -> Double {
        var distances = [0.0]
        for index in points.indices.dropFirst() {
            distances.append(distances[index - 1] + points[index].distance(to: points[index - 1]))
        }
        var keptDistances = [0.0]
        for (m, index) in kept.enumerated().dropFirst() {
            keptDistances.append(keptDistances[m - 1] + points[index].distance(to: points[kept[m - 1]]))
        }
        let total = distances[distances.count - 1]
        let keptTotal = keptDistances[keptDistances.count - 1]
        return { fraction in
            guard total > 0, keptTotal > 0 else { return fraction }
            let d = fraction * total
            guard let next = kept.firstIndex(where: { distances[$0] >= d }) else { return 1 }
            guard next > 0 else { return 0 }
            let (low, high) = (distances[kept[next - 1]], distances[kept[next]])
            let along = high > low ? (d - low) / (high - low) : 0
            return (keptDistances[next - 1] + along * (keptDistances[next] - keptDistances[next - 1])) / keptTotal
        }
    }
}
