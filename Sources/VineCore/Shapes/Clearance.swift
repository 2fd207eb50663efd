import VineGeometry

/// Lines that branches keep clear of: the `clear` setting (version 2), which `vine text` and
/// `vine import` write so that leaves, flowers and fruit sit beside the letters' strokes
/// rather than over them or inside their counters.
///
/// A branch's line, beyond ``exemptReach`` of where it leaves its stem, keeps at least
/// ``distance`` from every line; a leaf or part keeps its disc that far away. Stems are not
/// cut and sprouting is unchanged: only where a branch and its parts go. A branch that
/// cannot clear is tried again and bent in, as a bounded one is (``Bounds``).
public struct Clearance: Hashable, Sendable {
    /// How far branches keep from the lines, in points.
    public let distance: Double
    /// The lines, each a polyline of at least one point.
    public let lines: [[Point]]
    /// The lines as rings that go out and come back (no area, every edge on a line), for the
    /// region's bucketed nearness query.
    private let traced: Region

    /// The most points the lines may have in all: 3,000, as a region's.
    public static let maxPoints = Bounds.maxRegionPoints
    /// The range of ``distance``: 0.1…1000 points.
    public static let distanceRange = 0.1...1000.0
    /// What the setting's spelling is, for error messages and help.
    public static let allowedText =
        "\"none\" or \"DISTANCE:X,Y X,Y …;X,Y …\" (DISTANCE 0.1…1000, lines of 1 or more points, at most 3000 points)"

    /// Lines `lines` (empty ones dropped) kept clear of by `distance`.
    public init(distance: Double, lines: [[Point]]) {
        self.distance = distance
        self.lines = lines.filter { !$0.isEmpty }
        traced = Region(
            shapes: [
                Region.Shape(
                    rule: .nonzero,
                    rings: self.lines.map { line in
                        let ring = line + line.dropFirst().dropLast().reversed()
                        return ring.count >= 3 ? ring : ring + [Point](repeating: line[0], count: 3 - ring.count)
                    })
            ])
    }

    /// Clearance of `distance` from `strokes`, each thinned to points at least a quarter of
    /// the distance apart (its ends kept) and rounded to a tenth of a point, more thinly while
    /// they have more than ``maxPoints`` in all; nil when even their ends are too many.
    public init?(around strokes: [[Point]], distance: Double) {
        guard Self.distanceRange.contains(distance), strokes.reduce(0, { $0 + min($1.count, 2) }) <= Self.maxPoints
        else { return nil }
        var step = distance / 4
        var lines = strokes.map { Self.thinned($0, step: step) }
        while lines.reduce(0, { $0 + $1.count }) > Self.maxPoints {
            step *= 2
            lines = strokes.map { Self.thinned($0, step: step) }
        }
        self.init(distance: distance, lines: lines)
    }

    /// `line`'s first point, every later one at least `step` from the last kept, and its last,
    /// rounded to a tenth of a point.
    private static func thinned(_ line: [Point], step: Double) -> [Point] {
        guard let first = line.first else { return [] }
        var kept = [first]
        for point in line.dropFirst().dropLast() where point.distance(to: kept[kept.count - 1]) >= step {
            kept.append(point)
        }
        if line.count > 1 { kept.append(line[line.count - 1]) }
        return kept.map { Point(x: ($0.x * 10).rounded() / 10, y: ($0.y * 10).rounded() / 10) }
    }

    /// Both hold the same lines at the same distance.
    public static func == (lhs: Clearance, rhs: Clearance) -> Bool {
        lhs.distance == rhs.distance && lhs.lines == rhs.lines
    }

    /// Hashes the distance and the lines.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(distance)
        hasher.combine(lines)
    }

    /// How far from a branch's start its line may come near the lines: 1.5 ``distance``, so
    /// a branch leaving its stroke at a steep enough angle clears it.
    public var exemptReach: Double { 1.5 * distance }

    /// Whether a disc of `radius` about `point` keeps ``distance`` from every line.
    public func keepsClear(_ point: Point, radius: Double) -> Bool {
        traced.excludesWithMargin(point, margin: distance + radius)
    }

    /// Whether `branch` keeps clear: every point of its line flattened within a quarter point
    /// that is farther than ``exemptReach`` from its start keeps `halfWidth` plus the
    /// distance from the lines, and its leaf's disc (centre, half its length) keeps the distance.
    public func admits(_ branch: Branch, halfWidth: Double) -> Bool {
        let start = branch.start
        for piece in branch.path.flattened(tolerance: 0.25) {
            for point in piece
            where point.distance(to: start) > exemptReach && !keepsClear(point, radius: halfWidth) {
                return false
            }
        }
        if let leaf = branch.placedLeaf, !keepsClear(leaf.center, radius: leaf.length / 2) { return false }
        return true
    }

    /// The spelling of `clearance`: `none`, or the distance, a colon and the lines joined by
    /// `;`, each line's points `X,Y` joined by spaces, in canonical numbers.
    public static func text(of clearance: Clearance?) -> String {
        guard let clearance else { return "none" }
        return CanonicalNumber.text(clearance.distance) + ":"
            + clearance.lines.map { line in
                line.map { CanonicalNumber.text($0.x) + "," + CanonicalNumber.text($0.y) }.joined(separator: " ")
            }.joined(separator: ";")
    }

    /// Parses a clearance spelled as ``text(of:)`` writes it: `.some(nil)` for `none`, nil for
    /// anything malformed or beyond the limits.
    public static func parse(_ text: String) -> Clearance?? {
        if text == "none" { return .some(nil) }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let distance = Double(parts[0]), distanceRange.contains(distance) else { return nil }
        var lines: [[Point]] = []
        var count = 0
        for lineText in parts[1].split(separator: ";", omittingEmptySubsequences: false) {
            var line: [Point] = []
            for pointText in lineText.split(separator: " ", omittingEmptySubsequences: false) {
                guard let point = Bounds.parsePoint(pointText) else { return nil }
                line.append(point)
            }
            count += line.count
            guard count <= maxPoints else { return nil }
            lines.append(line)
        }
        return .some(Clearance(distance: distance, lines: lines))
    }
}
