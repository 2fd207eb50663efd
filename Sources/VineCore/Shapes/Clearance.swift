import VineGeometry

/// Shapes that branches keep out of: the `clear` setting (version 2). `vine text` writes
/// the outline of each letter (the convex hull of its strokes) and each line's band of
/// lowercase letters, and, as areas only leaves, flowers and fruit keep out of, each line's
/// box widened to both sides, so that they grow above and below the words, not across
/// their counters, over another letter or beside a letter where they read as one; `vine
/// import` writes each stroke as a ring along it and back (no area), so that they grow
/// beside the strokes, not over them.
///
/// A branch's line stays outside every shape, keeping from its outline a distance that grows
/// with its distance from where the branch leaves its stem, up to ``distance``
/// (``clears(_:from:)``); the discs of its leaf and parts keep the whole distance
/// (``clears(_:radius:)``), from the outlines and from the ``areas``. Stems are not cut and sprouting
/// is unchanged: only where a branch and its parts go. A branch that cannot clear is tried
/// again and bent in, as a bounded one is (``Bounds``).
public struct Clearance: Hashable, Sendable {
    /// How far branches keep from the shapes, in points.
    public let distance: Double
    /// The shapes' outlines, each a convex ring of at least one point (fewer than three: a
    /// dot or a segment, kept clear of as such).
    public let outlines: [[Point]]
    /// Rings that leaves, flowers and fruit keep out of but branch lines may cross, each of
    /// at least three points; empty for none.
    public let areas: [[Point]]
    /// The outlines as one region (a ring of one or two points goes out and comes back), for
    /// its bucketed queries.
    private let region: Region
    /// The areas as one region, nil for none.
    private let areaRegion: Region?

    /// The most points the outlines may have in all: 3,000, as a region's.
    public static let maxPoints = Bounds.maxRegionPoints
    /// The range of ``distance``: 0.1…1000 points.
    public static let distanceRange = 0.1...1000.0
    /// What the setting's spelling is, for error messages and help.
    public static let allowedText =
        "\"none\" or \"DISTANCE:X,Y X,Y …;X,Y …\", optionally followed by \"|X,Y X,Y X,Y …;…\" (areas) (DISTANCE 0.1…1000, outlines of 1 or more points, areas of 3 or more, at most 3000 points in all)"
    /// How steeply a branch must leave its stroke: a point `s` from the branch's start keeps at
    /// least `cone·s` (up to ``distance``) from every outline, so it leaves at 30° or more.
    public static let cone = 0.5

    /// Outlines `outlines` (empty ones dropped) kept clear of by `distance`, and `areas`
    /// (rings of fewer than three points dropped) by leaves, flowers and fruit.
    public init(distance: Double, outlines: [[Point]], areas: [[Point]] = []) {
        self.distance = distance
        self.outlines = outlines.filter { !$0.isEmpty }
        self.areas = areas.filter { $0.count >= 3 }
        areaRegion = self.areas.isEmpty ? nil : Region(shapes: [Region.Shape(rule: .nonzero, rings: self.areas)])
        region = Region(
            shapes: [
                Region.Shape(
                    rule: .nonzero,
                    rings: self.outlines.map { ring in
                        ring.count >= 3 ? ring : ring + [Point](repeating: ring[0], count: 3 - ring.count)
                    })
            ])
    }

    /// Clearance of `distance` from the convex hull of each of `pointSets`, and from `areas`
    /// for leaves, flowers and fruit, their corners rounded to a tenth of a point; nil when
    /// the distance is out of range or the hulls and areas have more than ``maxPoints``
    /// corners in all.
    public init?(hullsOf pointSets: [[Point]], areas: [[Point]] = [], distance: Double) {
        let hulls = pointSets.filter { !$0.isEmpty }.map { points in
            Self.convexHull(points.map(Self.rounded))
        }
        let areas = areas.map { $0.map(Self.rounded) }
        guard Self.distanceRange.contains(distance), (hulls + areas).reduce(0, { $0 + $1.count }) <= Self.maxPoints
        else {
            return nil
        }
        self.init(distance: distance, outlines: hulls, areas: areas)
    }

    /// Clearance of `distance` from each of `lines` (a drawing's strokes, not areas): each
    /// thinned to points at least half the distance apart (its ends kept), rounded to a tenth
    /// of a point, and written as a ring that goes along it and back; nil when the distance is
    /// out of range or the rings have more than ``maxPoints`` points in all.
    public init?(alongLines lines: [[Point]], distance: Double) {
        let rings = lines.filter { !$0.isEmpty }.map { line -> [Point] in
            var kept = [line[0]]
            for point in line.dropFirst().dropLast() where point.distance(to: kept[kept.count - 1]) >= distance / 2 {
                kept.append(point)
            }
            if line.count > 1 { kept.append(line[line.count - 1]) }
            let rounded = kept.map(Self.rounded)
            return rounded + rounded.dropFirst().dropLast().reversed()
        }
        guard Self.distanceRange.contains(distance), rings.reduce(0, { $0 + $1.count }) <= Self.maxPoints else {
            return nil
        }
        self.init(distance: distance, outlines: rings)
    }

    /// `point` rounded to a tenth of a point.
    private static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
    }

    /// The convex hull of `points`, counter-clockwise in y-down coordinates from the lowest
    /// x (then y), without collinear points: one point or two for a dot or a segment.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = Set(points).sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func chain(_ points: [Point]) -> [Point] {
            var chain: [Point] = []
            for point in points {
                while chain.count >= 2,
                    (chain[chain.count - 1] - chain[chain.count - 2]).cross(point - chain[chain.count - 1]) <= 0
                {
                    chain.removeLast()
                }
                chain.append(point)
            }
            return chain
        }
        let lower = chain(sorted)
        let upper = chain(sorted.reversed())
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Both hold the same outlines and areas at the same distance.
    public static func == (lhs: Clearance, rhs: Clearance) -> Bool {
        lhs.distance == rhs.distance && lhs.outlines == rhs.outlines && lhs.areas == rhs.areas
    }

    /// Hashes the distance, the outlines and the areas.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(distance)
        hasher.combine(outlines)
        hasher.combine(areas)
    }

    /// Whether a point of a branch's line that starts at `start` keeps clear: it lies outside
    /// every shape, and keeps ``cone`` times its distance from `start`, at most ``distance``,
    /// from every outline.
    public func clears(_ point: Point, from start: Point) -> Bool {
        let margin = min(distance, Self.cone * point.distance(to: start))
        return margin <= 0 || region.excludesWithMargin(point, margin: margin)
    }

    /// Whether a disc of `radius` about `point` (a leaf, a flower, a fruit) keeps clear: it lies
    /// outside every shape and every area, ``distance`` or more from every outline.
    public func clears(_ point: Point, radius: Double) -> Bool {
        region.excludesWithMargin(point, margin: radius + distance)
            && areaRegion?.excludesWithMargin(point, margin: radius + distance) != false
    }

    /// Whether `branch` keeps clear: every point of its line flattened within a quarter point
    /// (``clears(_:from:)`` from its start), and its leaf's disc (centre, half its length).
    public func admits(_ branch: Branch) -> Bool {
        let start = branch.start
        for piece in branch.path.flattened(tolerance: 0.25) {
            for point in piece where !clears(point, from: start) { return false }
        }
        if let leaf = branch.leaf, !clears(leaf.center, radius: leaf.length / 2) { return false }
        return true
    }

    /// The spelling of `clearance`: `none`, or the distance, a colon and the outlines joined
    /// by `;`, each outline's points `X,Y` joined by spaces, in canonical numbers; then, if
    /// there are areas, `|` and the areas spelled as the outlines.
    public static func text(of clearance: Clearance?) -> String {
        guard let clearance else { return "none" }
        func rings(_ rings: [[Point]]) -> String {
            rings.map { ring in
                ring.map { CanonicalNumber.text($0.x) + "," + CanonicalNumber.text($0.y) }.joined(separator: " ")
            }.joined(separator: ";")
        }
        return CanonicalNumber.text(clearance.distance) + ":" + rings(clearance.outlines)
            + (clearance.areas.isEmpty ? "" : "|" + rings(clearance.areas))
    }

    /// Parses a clearance spelled as ``text(of:)`` writes it: `.some(nil)` for `none`, nil for
    /// anything malformed or beyond the limits.
    public static func parse(_ text: String) -> Clearance?? {
        if text == "none" { return .some(nil) }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let distance = Double(parts[0]), distanceRange.contains(distance) else { return nil }
        let groups = parts[1].split(separator: "|", omittingEmptySubsequences: false)
        guard groups.count <= 2 else { return nil }
        var rings: [[[Point]]] = []
        var count = 0
        for group in groups {
            var parsed: [[Point]] = []
            for ringText in group.split(separator: ";", omittingEmptySubsequences: false) {
                var ring: [Point] = []
                for pointText in ringText.split(separator: " ", omittingEmptySubsequences: false) {
                    guard let point = Bounds.parsePoint(pointText) else { return nil }
                    ring.append(point)
                }
                count += ring.count
                guard count <= maxPoints else { return nil }
                parsed.append(ring)
            }
            rings.append(parsed)
        }
        if rings.count == 2, rings[1].contains(where: { $0.count < 3 }) { return nil }
        return .some(Clearance(distance: distance, outlines: rings[0], areas: rings.count == 2 ? rings[1] : []))
    }
}
