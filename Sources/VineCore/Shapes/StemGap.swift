import VineGeometry

/// A stretch of a bounded vine's stem that is not drawn: where its centre line leaves the
/// area its ``Bounds`` allow (at ``Vine/stemMargin`` from the outlines) until it comes back.
///
/// Found as the stem grows, point by point: each new edge of the centre line (the
/// samples in the classic look, the smoothed ``StemPoint``s in the natural) is probed at points
/// at most ``Vine/probeSpacing`` apart, and a gap runs from the last allowed probe to the
/// next allowed one. So a gap never changes once its end is known, and a drawn piece of stem
/// ends within a probe spacing of where the margin is broken.
public struct StemGap: Hashable, Sendable {
    /// A place on the stem's centre line: `fraction` (0 ≤ fraction < 1) of the way along the
    /// edge from point `edge` to point `edge + 1`.
    public struct Position: Comparable, Hashable, Sendable {
        /// The index of the point the edge starts at.
        public var edge: Int
        /// How far along the edge, 0 at its start.
        public var fraction: Double

        /// The place `fraction` of the way along edge `edge`.
        public init(edge: Int, fraction: Double) {
            self.edge = edge
            self.fraction = fraction
        }

        /// Ordered along the stem.
        public static func < (lhs: Position, rhs: Position) -> Bool {
            lhs.edge != rhs.edge ? lhs.edge < rhs.edge : lhs.fraction < rhs.fraction
        }
    }

    /// The last allowed place before the gap, or nil when the stem starts outside.
    public var from: Position?
    /// The first allowed place after it, or nil while the stem has not come back.
    public var to: Position?
}

extension Vine {
    /// How far apart the probes that find ``StemGap``s lie along the stem: 1 point.
    public static let probeSpacing = 1.0

    /// How far the stem's centre line keeps from its bounds' outlines:
    /// ``Bounds/margin(vineWidth:shadow:)``, plus what its look's growth adds
    /// (``GrowthDefinition/extraStemMargin(width:)``).
    public var stemMargin: Double {
        Bounds.margin(vineWidth: width, shadow: style.shadow) + look.growth.extraStemMargin(width: width)
    }

    /// The number of points of the stem's centre line.
    private var centreCount: Int { look.growth.keepsSmoothedStem ? stem.count : samples.count }

    /// Point `i` of the stem's centre line: the smoothed stem's where the look keeps one
    /// (``GrowthDefinition/keepsSmoothedStem``), else the sample's.
    func centre(_ i: Int) -> Point { look.growth.keepsSmoothedStem ? stem[i].point : samples[i].point }

    /// The centre line's point at `position`.
    public func stemPoint(at position: StemGap.Position) -> Point {
        let start = centre(position.edge)
        return position.fraction == 0 ? start : start + (centre(position.edge + 1) - start) * position.fraction
    }

    /// Extends ``stemGaps`` over the centre line's newest point (and the edge to it); nothing
    /// without a region bounding the vine.
    mutating func traceStemGaps() {
        guard bounds.isBounding else { return }
        let n = centreCount
        let margin = stemMargin
        let last = centre(n - 1)
        guard n > 1 else {
            if !bounds.allows(last, margin: margin) { stemGaps.append(StemGap(from: nil, to: nil)) }
            return
        }
        let previous = centre(n - 2)
        let edge = last - previous
        let count = max(1, Int(min((edge.length / Self.probeSpacing).rounded(.up), 100_000)))
        var outside = stemGaps.last.map { $0.to == nil } ?? false
        for k in 1...count {
            let fraction = Double(k) / Double(count)
            let allowed = bounds.allows(k == count ? last : previous + edge * fraction, margin: margin)
            guard allowed == outside else { continue }
            if allowed {
                stemGaps[stemGaps.count - 1].to =
                    k == count
                    ? StemGap.Position(edge: n - 1, fraction: 0) : StemGap.Position(edge: n - 2, fraction: fraction)
            } else {
                stemGaps.append(
                    StemGap(from: StemGap.Position(edge: n - 2, fraction: Double(k - 1) / Double(count)), to: nil))
            }
            outside = !allowed
        }
    }

    /// The drawn pieces of the stem's centre line from point `first` through point `last`
    /// (`first ≤ last`), each from its start place to its end place: the whole without
    /// gaps; else what lies outside every gap, pieces of no length dropped (the single point
    /// when `first == last` and it is drawn).
    public func stemPieces(from first: Int, through last: Int) -> [(start: StemGap.Position, end: StemGap.Position)] {
        let upper = StemGap.Position(edge: last, fraction: 0)
        var start: StemGap.Position? = StemGap.Position(edge: first, fraction: 0)
        var pieces: [(start: StemGap.Position, end: StemGap.Position)] = []
        for gap in stemGaps {
            guard let begin = start else { break }
            if let from = gap.from, from >= upper { break }
            if let to = gap.to, to <= begin { continue }
            if let from = gap.from, from >= begin { pieces.append((begin, from)) }
            start = gap.to
        }
        if let begin = start, begin <= upper { pieces.append((begin, upper)) }
        return first == last ? pieces : pieces.filter { $0.start < $0.end }
    }

    /// The points of `piece` of the centre line: its start, the centre line's points inside
    /// it, its end (one point for a piece of no length).
    public func stemPolyline(_ piece: (start: StemGap.Position, end: StemGap.Position)) -> [Point] {
        var points = [stemPoint(at: piece.start)]
        guard piece.start < piece.end else { return points }
        let through = piece.end.fraction > 0 ? piece.end.edge : piece.end.edge - 1
        if piece.start.edge < through { points += ((piece.start.edge + 1)...through).map(centre) }
        points.append(stemPoint(at: piece.end))
        return points
    }

    /// The drawn polylines of the stem through samples `range` (classic look): the samples'
    /// points without gaps, else each piece (``stemPieces(from:through:)``).
    public func stemPolylines(_ range: Range<Int>) -> [[Point]] {
        guard !stemGaps.isEmpty else { return [samples[range].map { $0.point }] }
        return stemPieces(from: range.lowerBound, through: range.upperBound - 1).map(stemPolyline)
    }

    /// The natural stem's outline through `points` (a slice of ``stem``), its visible tip at
    /// arc length `tipDistance`, widths times `scale`, tapered by its species' ``Species/Stem/taper``:
    /// ``NaturalStem/outline(_:tipDistance:vineWidth:scale:taper:)``
    /// without gaps; else one outline per drawn piece, tapered to a point before each gap as at
    /// the tip, and from each gap's end as from the stem's start.
    public func stemOutline(_ points: ArraySlice<StemPoint>, tipDistance: Double, scale: Double = 1) -> BezierPath {
        guard !stemGaps.isEmpty, !points.isEmpty else {
            return NaturalStem.outline(
                points, tipDistance: tipDistance, vineWidth: width, scale: scale, taper: species.stem.taper)
        }
        var elements: [PathElement] = []
        for piece in drawnStemPieces(points, tipDistance: tipDistance, scale: scale) {
            elements += TaperedOutline.path(through: piece.line.map { $0.point }, halfWidths: piece.halfWidths).elements
        }
        return BezierPath(elements: elements)
    }

    /// The natural stem's centre line through `points`, as ``stemOutline(_:tipDistance:scale:)``
    /// outlines it: its points and the half width at each. Without gaps, the points and
    /// ``NaturalStem/halfWidths(_:tipDistance:vineWidth:scale:taper:)``; else each drawn piece's line
    /// and widths, and between two pieces the stem's points inside the gap at half width 0
    /// (so distances along the line stay the stem's, and a segment whose ends are both 0 wide
    /// is drawn by nothing).
    public func stemCentreLine(_ points: ArraySlice<StemPoint>, tipDistance: Double, scale: Double = 1)
        -> (points: [Point], halfWidths: [Double])
    {
        guard !stemGaps.isEmpty, !points.isEmpty else {
            return (
                points.map { $0.point },
                NaturalStem.halfWidths(
                    points, tipDistance: tipDistance, vineWidth: width, scale: scale, taper: species.stem.taper)
            )
        }
        var line: [Point] = []
        var halfWidths: [Double] = []
        var previousEnd: StemGap.Position?
        for piece in drawnStemPieces(points, tipDistance: tipDistance, scale: scale) {
            if let end = previousEnd {
                for index in (end.edge + 1)..<(piece.start.edge + 1) {
                    let position = StemGap.Position(edge: index, fraction: 0)
                    guard position > end, position < piece.start else { continue }
                    line.append(stem[index].point)
                    halfWidths.append(0)
                }
            }
            line += piece.line.map { $0.point }
            halfWidths += piece.halfWidths
            previousEnd = piece.end
        }
        return (line, halfWidths)
    }

    /// The drawn pieces of the natural stem through `points` (gaps left out): each piece's
    /// positions, its points (its start, the stem's points inside it, its end) and their half
    /// widths, tapered to a point before each gap as at the tip, and from each gap's end as
    /// from the stem's start, times `scale`.
    private func drawnStemPieces(_ points: ArraySlice<StemPoint>, tipDistance: Double, scale: Double)
        -> [(start: StemGap.Position, end: StemGap.Position, line: [StemPoint], halfWidths: [Double])]
    {
        let length = NaturalStem.taperLength(vineWidth: width)
        func stemPoint(at position: StemGap.Position) -> StemPoint {
            let a = stem[position.edge]
            guard position.fraction > 0 else { return a }
            let b = stem[position.edge + 1]
            let f = position.fraction
            var point = a
            point.point = a.point + (b.point - a.point) * f
            point.halfWidth = a.halfWidth + (b.halfWidth - a.halfWidth) * f
            point.distance = a.distance + (b.distance - a.distance) * f
            return point
        }
        return stemPieces(from: points.startIndex, through: points.endIndex - 1).map { piece in
            let cut = stemGaps.last { $0.to.map { $0 <= piece.start } ?? false }?.to
                .map { stemPoint(at: $0).distance }
            let next = stemGaps.first { $0.from.map { $0 >= piece.end } ?? false }?.from
                .map { stemPoint(at: $0).distance }
            let tip = min(tipDistance, next ?? tipDistance)
            var line = [stemPoint(at: piece.start)]
            if piece.start < piece.end {
                let through = piece.end.fraction > 0 ? piece.end.edge : piece.end.edge - 1
                if piece.start.edge < through { line += stem[(piece.start.edge + 1)...through] }
                line.append(stemPoint(at: piece.end))
            }
            let halfWidths = line.map { point in
                let start = cut.map { NaturalStem.taper((point.distance - $0) / (0.6 * length)) } ?? 1
                return point.halfWidth * start
                    * NaturalStem.taper((tip - point.distance) / length, factor: species.stem.taper) * scale
            }
            return (piece.start, piece.end, line, halfWidths)
        }
    }
}
