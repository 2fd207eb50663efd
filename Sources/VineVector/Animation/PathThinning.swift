import VineGeometry

/// Fewer vertices for a path that a vector animation writes, within a tolerance: runs of
/// straight segments become one line, runs of smooth cubic segments one cubic, wherever the
/// result stays within `tolerance` of the original (measured from points of the original to
/// points of the result, which overestimates the distance, so the bound holds).
///
/// A vertex is a point with its in and out handles relative to it (a Lottie path's `v`,
/// `i` and `o`). Merged cubic handles keep their directions; their lengths are fitted to
/// the run by least squares (Schneider's curve fitting with the end tangents fixed), or, where
/// that strays, grow with the run's chord length, as a smooth spline through dense points
/// does. Only `+ − × ÷ √`.
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

    /// The thinned closed path through `path` (its closing segment from the last vertex back
    /// to the first included): started at its first vertex, or at the first vertex kept
    /// after it, whichever keeps fewer, so that a run through the first vertex can merge too.
    func thinned(closed path: [Vertex]) -> [Vertex] {
        guard path.count > 2 else { return path }
        func thinned(from start: Int) -> [Vertex] {
            var vertices = self.thinned(Array(path[start...]) + Array(path[...start])).vertices
            let closing = vertices.removeLast()
            vertices[0].i = closing.i
            return vertices
        }
        let first = thinned(from: 0)
        guard let next = self.thinned(path).kept.dropFirst().first, next < path.count - 1 else { return first }
        let second = thinned(from: next)
        return second.count < first.count ? second : first
    }

    /// The handles of one segment from vertex `a` to vertex `b` replacing those between,
    /// or nil when it strays more than ``tolerance`` from them: the handles fitted to the run
    /// (``fitted(_:from:to:)``) when they stay within it, else the run's end handles grown
    /// with its chord length.
    private func merge(_ path: [Vertex], from a: Int, to b: Int) -> (i: Vector, o: Vector)? {
        let chords = (a..<b).map { path[$0 + 1].v.distance(to: path[$0].v) }
        let total = chords.reduce(0, +)
        guard total > 0 else { return (path[b].i, path[a].o) }
        let straight = (a...b).allSatisfy { path[$0].i.lengthSquared == 0 && path[$0].o.lengthSquared == 0 }
        if straight {
            let line = CubicBezier(p0: path[a].v, p1: path[a].v, p2: path[b].v, p3: path[b].v)
            return within(path, from: a, to: b, of: line, straight: true) ? (path[b].i, path[a].o) : nil
        }
        let first = chords[0]
        let last = chords[chords.count - 1]
        guard first > 0 && last > 0 else { return nil }
        if let handles = fitted(path, from: a, to: b) {
            let cubic = CubicBezier(p0: path[a].v, p1: path[a].v + handles.o, p2: path[b].v + handles.i, p3: path[b].v)
            if within(path, from: a, to: b, of: cubic, straight: false) { return handles }
        }
        let out = path[a].o * (total / first)
        let into = path[b].i * (total / last)
        let grown = CubicBezier(p0: path[a].v, p1: path[a].v + out, p2: path[b].v + into, p3: path[b].v)
        return within(path, from: a, to: b, of: grown, straight: false) ? (into, out) : nil
    }

    /// Points of the run from vertex `a` to vertex `b` (four on each segment, after its
    /// start) and their parameters on one cubic replacing it: fractions of the run's chord length.
    private func samples(_ path: [Vertex], from a: Int, to b: Int) -> [(point: Point, t: Double)] {
        let chords = (a..<b).map { path[$0 + 1].v.distance(to: path[$0].v) }
        let total = chords.reduce(0, +)
        var samples: [(point: Point, t: Double)] = []
        var travelled = 0.0
        for (offset, chord) in chords.enumerated() {
            for step in 1...Self.steps {
                let t = Double(step) / Double(Self.steps)
                samples.append((point(path, segment: a + offset, at: t), (travelled + chord * t) / total))
            }
            travelled += chord
        }
        return samples
    }

    /// Samples taken on each segment of a run.
    private static let steps = 4

    /// Whether every sample of the run from vertex `a` to vertex `b` lies within
    /// ``tolerance`` of `cubic` at its parameter (a chord-length fraction, then refined
    /// towards the nearest point by two Newton steps; moving evenly along a `straight`
    /// one), the parameters increasing: the distance to some point of `cubic`, which bounds
    /// the distance to it.
    private func within(_ path: [Vertex], from a: Int, to b: Int, of cubic: CubicBezier, straight: Bool) -> Bool {
        var previous = 0.0
        for sample in samples(path, from: a, to: b) {
            if straight {
                if (cubic.p0 + (cubic.p3 - cubic.p0) * sample.t).distance(to: sample.point) > tolerance { return false }
                continue
            }
            let t = Self.nearer(sample.point, on: cubic, from: sample.t)
            if t < previous || cubic.point(at: t).distance(to: sample.point) > tolerance { return false }
            previous = t
        }
        return true
    }

    /// The parameter `t` moved two Newton steps towards the point of `cubic` nearest `point`, within 0…1.
    private static func nearer(_ point: Point, on cubic: CubicBezier, from t: Double) -> Double {
        var t = t
        for _ in 0..<2 {
            let d = cubic.point(at: t) - point
            let d1 = cubic.derivative(at: t)
            let denominator = d1.dot(d1) + d.dot(cubic.secondDerivative(at: t))
            guard denominator > 0 else { break }
            t = min(max(t - d.dot(d1) / denominator, 0), 1)
        }
        return t
    }

    /// The handles of one cubic from vertex `a` to vertex `b` in the directions of `a`'s
    /// out handle and `b`'s in handle whose lengths fit the run's samples best (least
    /// squares, the samples' parameters refined twice towards their nearest points); nil
    /// when a direction is missing or the fit is degenerate or turns a handle backwards.
    private func fitted(_ path: [Vertex], from a: Int, to b: Int) -> (i: Vector, o: Vector)? {
        let (p0, p3) = (path[a].v, path[b].v)
        let (o, i) = (path[a].o, path[b].i)
        guard o.lengthSquared > 0, i.lengthSquared > 0 else { return nil }
        let (t1, t2) = (o / o.length, i / i.length)
        var points = samples(path, from: a, to: b)
        var lengths: (o: Double, i: Double)? = nil
        for round in 0..<3 {
            var (c11, c12, c22, x1, x2) = (0.0, 0.0, 0.0, 0.0, 0.0)
            for (point, t) in points {
                let u = 1 - t
                let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                let a1 = t1 * b1
                let a2 = t2 * b2
                let rest = point - Point(x: p0.x * (b0 + b1) + p3.x * (b2 + b3), y: p0.y * (b0 + b1) + p3.y * (b2 + b3))
                c11 += a1.dot(a1)
                c12 += a1.dot(a2)
                c22 += a2.dot(a2)
                x1 += rest.dot(a1)
                x2 += rest.dot(a2)
            }
            let determinant = c11 * c22 - c12 * c12
            guard abs(determinant) > 1e-12 * max(c11 * c22, 1e-300) else { return nil }
            let alpha = (x1 * c22 - x2 * c12) / determinant
            let beta = (c11 * x2 - c12 * x1) / determinant
            guard alpha > 0, beta > 0 else { return nil }
            lengths = (alpha, beta)
            guard round < 2 else { break }
            let cubic = CubicBezier(p0: p0, p1: p0 + t1 * alpha, p2: p3 + t2 * beta, p3: p3)
            points = points.map { ($0.point, Self.nearer($0.point, on: cubic, from: $0.t)) }
        }
        guard let lengths else { return nil }
        return (t2 * lengths.i, t1 * lengths.o)
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
