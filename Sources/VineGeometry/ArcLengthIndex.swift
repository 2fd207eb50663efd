/// A path measured once, for fast queries by length: trimming (`strokeStart`/`strokeEnd`),
/// points and tangents at a length, evenly spaced points and the nearest point.
///
/// Each segment's length is measured by adaptive Gauss–Legendre quadrature with tolerance
/// `accuracy / segmentCount`, so every length along the path is within `accuracy` of the
/// truth; the accepted quadrature pieces are kept, so finding the parameter at a length only
/// integrates within one piece (a few Newton steps of an 8-point rule). Only `+ − × ÷ √`.
public struct ArcLengthIndex: Sendable {
    /// One drawn segment, its span of lengths along the path, its quadrature pieces and its role.
    private struct Entry: Sendable {
        var segment: PathSegment
        var start: Double
        var end: Double
        var firstPiece: Int
        var pieceCount: Int
        var startsSubpath: Bool
        var closesSubpath: Bool
    }

    /// End parameter of a quadrature piece and the segment's length from t = 0 to it.
    private struct Piece: Sendable {
        var t: Double
        var length: Double
    }

    private let entries: [Entry]
    private let pieces: [Piece]
    /// The tolerance used for each segment: the `accuracy` given divided by the segment count.
    private let segmentAccuracy: Double

    /// The total length of the path, within the `accuracy` given at creation.
    public let length: Double

    /// Measures `path` (closing lines included) so that lengths are within `accuracy`
    /// (absolute, in the path's units; values ≤ 0 are treated as 1e-12).
    public init(path: BezierPath, accuracy: Double) {
        var entries: [Entry] = []
        entries.reserveCapacity(path.elements.count)
        path.forEachSegment { segment, starts, closes in
            entries.append(
                Entry(
                    segment: segment, start: 0, end: 0, firstPiece: 0, pieceCount: 0,
                    startsSubpath: starts, closesSubpath: closes))
        }
        let segmentAccuracy = max(accuracy, 1e-12) / Double(max(entries.count, 1))
        var pieces: [Piece] = []
        pieces.reserveCapacity(entries.count * 8)
        var total = 0.0
        for i in entries.indices {
            let first = pieces.count
            var cumulative = 0.0
            func record(_ t: Double, _ l: Double) {
                cumulative += l
                pieces.append(Piece(t: t, length: cumulative))
            }
            switch entries[i].segment {
            case .line(let l): record(1, l.length)
            case .quad(let q): _ = GaussLegendre.adaptiveLength(q, tolerance: 0.5 * segmentAccuracy, leaf: record)
            case .cubic(let c): _ = GaussLegendre.adaptiveLength(c, tolerance: 0.5 * segmentAccuracy, leaf: record)
            }
            entries[i].firstPiece = first
            entries[i].pieceCount = pieces.count - first
            entries[i].start = total
            total += cumulative
            entries[i].end = total
        }
        self.entries = entries
        self.pieces = pieces
        self.segmentAccuracy = segmentAccuracy
        self.length = total
    }

    /// The number of drawn segments (closing lines included).
    public var segmentCount: Int { entries.count }

    /// For each subpath that draws something, in order, the lengths along the path where it
    /// starts and ends: the exact boundaries to pass to ``trimmed(fromLength:toLength:)`` to draw
    /// one subpath, e.g. a branch's curve apart from its leaf.
    public var subpathRanges: [ClosedRange<Double>] {
        var ranges: [ClosedRange<Double>] = []
        for e in entries {
            if e.startsSubpath || ranges.isEmpty {
                ranges.append(e.start...e.end)
            } else {
                ranges[ranges.count - 1] = ranges[ranges.count - 1].lowerBound...e.end
            }
        }
        return ranges
    }

    /// The segment containing length `s` (clamped to the path) and the parameter there:
    /// the first segment ending beyond `s`, or the last segment of positive length.
    /// `nil` when the path has no segments.
    private func locate(_ s: Double) -> (index: Int, t: Double)? {
        guard !entries.isEmpty else { return nil }
        let s = max(s, 0)
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].end > s { hi = mid } else { lo = mid + 1 }
        }
        if lo == entries.count {
            lo = entries.count - 1
            while lo > 0 && entries[lo].end <= entries[lo].start { lo -= 1 }
            return (lo, 1)
        }
        return (lo, parameter(in: lo, atLocalLength: s - entries[lo].start))
    }

    /// The parameter of segment `i` at length `s` from its start.
    private func parameter(in i: Int, atLocalLength s: Double) -> Double {
        let e = entries[i]
        let total = e.end - e.start
        guard s > 0, total > 0 else { return 0 }
        guard s < total else { return 1 }
        var lo = e.firstPiece
        var hi = e.firstPiece + e.pieceCount - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].length >= s { hi = mid } else { lo = mid + 1 }
        }
        let a = lo == e.firstPiece ? 0 : pieces[lo - 1].t
        let base = lo == e.firstPiece ? 0 : pieces[lo - 1].length
        let piece = pieces[lo].length - base
        let tolerance = 0.5 * segmentAccuracy
        switch e.segment {
        case .line: return s / total
        case .quad(let q):
            return GaussLegendre.solve(
                q, from: a, to: pieces[lo].t, base: base, pieceLength: piece, target: s, tolerance: tolerance)
        case .cubic(let c):
            return GaussLegendre.solve(
                c, from: a, to: pieces[lo].t, base: base, pieceLength: piece, target: s, tolerance: tolerance)
        }
    }

    /// The length of segment `i` from its start to parameter `t`.
    private func localLength(in i: Int, at t: Double) -> Double {
        let e = entries[i]
        guard t > 0 else { return 0 }
        guard t < 1 else { return e.end - e.start }
        var k = e.firstPiece
        while k < e.firstPiece + e.pieceCount - 1 && pieces[k].t < t { k += 1 }
        let a = k == e.firstPiece ? 0 : pieces[k - 1].t
        let base = k == e.firstPiece ? 0 : pieces[k - 1].length
        switch e.segment {
        case .line: return t * (e.end - e.start)
        case .quad(let q): return base + GaussLegendre.speedIntegral(q, from: a, to: t)
        case .cubic(let c): return base + GaussLegendre.speedIntegral(c, from: a, to: t)
        }
    }

    /// The point at `length` along the path (clamped to `0...self.length`); `Point.zero` when
    /// the path has no segments.
    public func point(atLength length: Double) -> Point {
        guard let (i, t) = locate(length) else { return .zero }
        return entries[i].segment.point(at: t)
    }

    /// The unit tangent (direction of travel) at `length` along the path (clamped); at a
    /// boundary between segments, the tangent of the following one. The zero vector when the
    /// path has no segments or the segment found is a single point.
    public func tangent(atLength length: Double) -> Vector {
        guard let (i, t) = locate(length) else { return .zero }
        return entries[i].segment.unitTangent(at: t)
    }

    /// Points at lengths 0, `spacing`, 2·`spacing`, … ≤ ``length`` (the original prototype's dashing trick);
    /// empty when `spacing` ≤ 0 or the path has no segments.
    public func points(spacing: Double) -> [Point] {
        guard spacing > 0, !entries.isEmpty else { return [] }
        let count = Int(min((length / spacing).rounded(.down), 10_000_000)) + 1
        return (0..<count).map { point(atLength: Double($0) * spacing) }
    }

    /// The point of the path nearest `point`: its length along the path, the point and its
    /// distance (each within the index's accuracy). Ties go to the earliest. Segments whose
    /// control points' box is farther than the best so far are skipped (a curve lies in the
    /// hull of its control points).
    /// `(0, Point.zero, .infinity)` when the path has no segments.
    public func nearest(to point: Point) -> (length: Double, point: Point, distance: Double) {
        var best = (index: -1, t: 0.0, distanceSquared: Double.infinity)
        for (i, e) in entries.enumerated() where e.segment.controlBoxDistanceSquared(to: point) < best.distanceSquared {
            let n = e.segment.nearest(to: point, accuracy: segmentAccuracy)
            if n.distanceSquared < best.distanceSquared { best = (i, n.t, n.distanceSquared) }
        }
        guard best.index >= 0 else { return (0, .zero, .infinity) }
        let e = entries[best.index]
        return (
            e.start + localLength(in: best.index, at: best.t), e.segment.point(at: best.t),
            best.distanceSquared.squareRoot()
        )
    }

    /// The part of the path between fractions `start` and `end` of its length (each clamped to
    /// `0...1`), like `CAShapeLayer`'s `strokeStart`/`strokeEnd`: exact subsegments of the
    /// original curves, spanning subpaths in order. A closing line kept whole after its subpath
    /// was kept from its start stays a `close`; otherwise it becomes a `line`. Every kept
    /// subpath starts with a `move`. A zero-length segment at `end` is kept when it continues
    /// the last kept subpath (a `close` of a subpath ending there) and dropped when it would
    /// start a new one. Empty when `end ≤ start` or the path has no segments;
    /// `trimmed(from: 0, to: 1)` reproduces the path's drawn elements, even when they have
    /// zero length (a dot with round caps).
    public func trimmed(from start: Double, to end: Double) -> BezierPath {
        let f0 = min(max(start, 0), 1)
        let f1 = min(max(end, 0), 1)
        if f0 == 0 && f1 == 1 { return trimmed(s0: 0, s1: length, whole: true) }
        return trimmed(s0: f0 * length, s1: f1 * length, whole: false)
    }

    /// The part of the path between lengths `start` and `end` along it (each clamped to
    /// `0...length`), as ``trimmed(from:to:)`` describes; lengths from ``subpathRanges`` cut
    /// exactly at subpath boundaries.
    public func trimmed(fromLength start: Double, toLength end: Double) -> BezierPath {
        trimmed(s0: min(max(start, 0), length), s1: min(max(end, 0), length), whole: false)
    }

    /// The part between lengths `s0` and `s1` (within `0...length`); `whole` keeps every
    /// segment even when the path has zero length.
    private func trimmed(s0: Double, s1: Double, whole: Bool) -> BezierPath {
        var path = BezierPath()
        guard s0 < s1 || whole, !entries.isEmpty else { return path }
        path.elements.reserveCapacity(entries.count + 4)
        var first = 0
        var hi = entries.count
        while first < hi {
            let mid = (first + hi) / 2
            if entries[mid].end < s0 { first = mid + 1 } else { hi = mid }
        }
        var open = false
        var keptFromSubpathStart = false
        for i in first..<entries.count {
            let e = entries[i]
            if e.start > s1 { break }
            if e.end > e.start {
                guard e.end > s0 && e.start < s1 else { continue }
            } else {
                guard (e.start > s0 || s0 <= 0) && (e.start < s1 || s1 >= length || (open && !e.startsSubpath))
                else { continue }
            }
            let cutStart = s0 > e.start
            let cutEnd = s1 < e.end
            var segment = e.segment
            if cutStart || cutEnd {
                let t0 = cutStart ? parameter(in: i, atLocalLength: s0 - e.start) : 0
                let t1 = cutEnd ? parameter(in: i, atLocalLength: s1 - e.start) : 1
                segment = segment.subsegment(t0...max(t0, t1))
            }
            if !open || e.startsSubpath {
                path.elements.append(.move(segment.start))
                open = true
                keptFromSubpathStart = e.startsSubpath && !cutStart
            }
            if e.closesSubpath && keptFromSubpathStart && !cutStart && !cutEnd {
                path.elements.append(.close)
            } else {
                path.elements.append(segment.element)
            }
        }
        return path
    }
}
