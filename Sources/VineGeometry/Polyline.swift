/// Open polylines, as a plot draws them: measured, offset into parallel passes, and cut
/// where filled areas hide them. Only `+ − × ÷ √` decide the results.
public enum Polyline {
    /// A visible piece of a polyline: its points, and where it starts along the original,
    /// as a position `i + t` (segment `i`, parameter `t`).
    public struct Piece: Sendable, Equatable {
        /// The points, at least two.
        public var points: [Point]
        /// Where the piece starts along the polyline it was cut from.
        public var start: Double
    }

    /// The length of the polyline through `points`.
    public static func length(_ points: [Point]) -> Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) }
        return total
    }

    /// The parts of the polyline through `points` that no cover of `covers` covers, in
    /// order along it: each segment is cut exactly where it enters and leaves a cover
    /// (``Cover/coveredSpans(from:to:)``), and pieces that meet at a vertex stay one.
    /// Pieces shorter than `shortest` are dropped.
    public static func visiblePieces(of points: [Point], hiddenBy covers: [Cover], shortest: Double = 0) -> [Piece] {
        visiblePieces(of: points, hiddenByCoversNear: { _, _ in covers }, shortest: shortest)
    }

    /// ``visiblePieces(of:hiddenBy:shortest:)`` with the covers that may cover each
    /// segment from `a` to `b` given by `covers(a, b)` (a ``CoverIndex``'s, say).
    public static func visiblePieces(
        of points: [Point], hiddenByCoversNear covers: (Point, Point) -> [Cover], shortest: Double = 0
    ) -> [Piece] {
        var pieces: [Piece] = []
        var current: Piece?
        func finish() {
            if let piece = current, piece.points.count > 1, length(piece.points) > shortest { pieces.append(piece) }
            current = nil
        }
        guard points.count > 1 else { return [] }
        for i in points.indices.dropFirst() {
            let a = points[i - 1]
            let b = points[i]
            var covered: [ClosedRange<Double>] = []
            for cover in covers(a, b) { covered += cover.coveredSpans(from: a, to: b) }
            var visible: [ClosedRange<Double>] = []
            var from = 0.0
            for span in Spans.union(covered) {
                if span.lowerBound > from { visible.append(from...span.lowerBound) }
                from = max(from, span.upperBound)
            }
            if from < 1 { visible.append(from...1) }
            let d = b - a
            for span in visible {
                let start = span.lowerBound == 0 ? a : a + d * span.lowerBound
                let end = span.upperBound == 1 ? b : a + d * span.upperBound
                if span.lowerBound > 0 || current == nil {
                    finish()
                    current = Piece(points: [start], start: Double(i - 1) + span.lowerBound)
                }
                current?.points.append(end)
                if span.upperBound < 1 { finish() }
            }
            if visible.last?.upperBound != 1 { finish() }
        }
        finish()
        return pieces
    }

    /// The polyline through `points` moved sideways by `offsets[i]` at point `i` (positive
    /// to the left of the direction of travel, in a y-down frame to the right): each point
    /// along the perpendicular of the direction from its previous to its next point
    /// (one-sided at the ends; a point without a direction takes its neighbour's).
    public static func offset(_ points: [Point], by offsets: [Double]) -> [Point] {
        let count = points.count
        var normals: [Vector?] = (0..<count).map { i in
            let direction = points[min(i + 1, count - 1)] - points[max(i - 1, 0)]
            return direction.lengthSquared > 1e-18 ? direction.normalized.perpendicular : nil
        }
        for i in normals.indices.dropFirst() where normals[i] == nil { normals[i] = normals[i - 1] }
        for i in normals.indices.reversed().dropFirst() where normals[i] == nil { normals[i] = normals[i + 1] }
        return points.indices.map { i in points[i] + (normals[i] ?? .zero) * offsets[i] }
    }

    /// The offsets of `count` parallel passes of a pen `penWidth` wide filling a line
    /// `halfWidth` on each side of its centre: evenly from `−(halfWidth − penWidth/2)` to
    /// `+(halfWidth − penWidth/2)` (0 for one pass, or a line no wider than the pen).
    public static func passOffsets(count: Int, halfWidth: Double, penWidth: Double) -> [Double] {
        guard count > 1 else { return [0] }
        let reach = max(halfWidth - penWidth / 2, 0)
        return (0..<count).map { k in reach * (2 * Double(k) / Double(count - 1) - 1) }
    }

    /// How many passes of a pen `penWidth` wide draw a line `width` wide: ⌈width / penWidth⌉, at least 1.
    public static func passCount(width: Double, penWidth: Double) -> Int {
        guard penWidth > 0, width > penWidth else { return 1 }
        let ratio = width / penWidth
        let whole = ratio.rounded(.down)
        // A hair over a whole number of pens (rounding in the units' conversion) is that number.
        return Int(ratio - whole > 1e-9 ? whole + 1 : whole)
    }
}
