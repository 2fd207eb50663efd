extension BezierPath {
    /// The path as polylines, one per subpath that draws something, with Hausdorff distance
    /// to the path at most `tolerance` (in the path's units; values ≤ 0 are treated as 1e-9).
    ///
    /// Each curve is cut into n pieces of equal parameter span, n from Wang's formula: the gap
    /// between a curve and its chord over a parameter span h is at most h²/8·max|B″|, and |B″|
    /// is largest at an end of a quadratic or cubic. Closed subpaths end with their start point.
    public func flattened(tolerance: Double) -> [[Point]] {
        let tolerance = tolerance > 0 ? tolerance : 1e-9
        var polylines: [[Point]] = []
        var current: [Point] = []
        forEachSegment { segment, startsSubpath, _ in
            if startsSubpath {
                if !current.isEmpty { polylines.append(current) }
                current = [segment.start]
            }
            let n = segment.flatteningPieceCount(tolerance: tolerance)
            if n > 1 {
                for i in 1..<n { current.append(segment.point(at: Double(i) / Double(n))) }
            }
            current.append(segment.end)
        }
        if !current.isEmpty { polylines.append(current) }
        return polylines
    }
}

extension PathSegment {
    /// The number of equal parameter steps that keeps the chords within `tolerance` (Wang's formula).
    func flatteningPieceCount(tolerance: Double) -> Int {
        let maxSecondDerivative: Double
        switch self {
        case .line:
            return 1
        case .quad(let q):
            maxSecondDerivative = 2 * ((q.p2 - q.p1) - (q.p1 - q.p0)).length
        case .cubic(let c):
            maxSecondDerivative =
                6
                * max(
                    ((c.p2 - c.p1) - (c.p1 - c.p0)).length,
                    ((c.p3 - c.p2) - (c.p2 - c.p1)).length)
        }
        let n = (maxSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
        return n.isFinite ? Int(min(max(n, 1), 1_000_000)) : 1
    }
}
