import VineGeometry

extension Bounds {
    /// The most points a region written in a recording may have: 3,000 (so a header holding
    /// two regions stays well within a line's limit).
    public static let maxRegionPoints = 3_000
    /// The most attractors: 1,000.
    public static let maxAttractors = 1_000
    /// The largest |x| or |y| of a region's point or an attractor: 1,000,000 points.
    public static let maxCoordinate = 1_000_000.0

    /// What a region's spelling is, for error messages and help.
    public static let regionAllowedText =
        "\"none\" or shapes \"RULE:X,Y X,Y X,Y;…|…\" (RULE nonzero or evenodd, rings of 3 or more points, at most 3000 points, enclosing some area)"
    /// What an attractor list's spelling is, for error messages and help.
    public static let towardAllowedText = "\"none\" or points \"X,Y;X,Y;…\" (at most 1000)"

    /// The spelling of `region`: `none`, or its shapes joined by `|`, each its rule, a colon
    /// and its rings joined by `;`, each ring's points `X,Y` joined by spaces, in canonical numbers.
    public static func text(of region: Region?) -> String {
        guard let region else { return "none" }
        return region.shapes.map { shape in
            shape.rule.rawValue + ":"
                + shape.rings.map { ring in ring.map(pointText).joined(separator: " ") }.joined(separator: ";")
        }.joined(separator: "|")
    }

    /// The spelling of `points`: `none`, or each `X,Y` joined by `;`.
    public static func text(ofAttractors points: [Point]) -> String {
        points.isEmpty ? "none" : points.map(pointText).joined(separator: ";")
    }

    /// Parses a region spelled as ``text(of:)`` writes it: `.some(nil)` for `none`,
    /// nil for anything malformed, beyond the limits, or enclosing no area.
    public static func parseRegion(_ text: String) -> Region?? {
        if text == "none" { return .some(nil) }
        var shapes: [Region.Shape] = []
        var count = 0
        for shapeText in text.split(separator: "|", omittingEmptySubsequences: false) {
            let parts = shapeText.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let rule = Region.FillRule(rawValue: String(parts[0])) else { return nil }
            var rings: [[Point]] = []
            for ringText in parts[1].split(separator: ";", omittingEmptySubsequences: false) {
                var ring: [Point] = []
                for pointText in ringText.split(separator: " ", omittingEmptySubsequences: false) {
                    guard let point = parsePoint(pointText) else { return nil }
                    ring.append(point)
                }
                count += ring.count
                guard ring.count >= 3, count <= maxRegionPoints else { return nil }
                rings.append(ring)
            }
            shapes.append(Region.Shape(rule: rule, rings: rings))
        }
        let region = Region(shapes: shapes)
        guard region.enclosedAreaEstimate > 0 else { return nil }
        return .some(region)
    }

    /// Parses attractors spelled as ``text(ofAttractors:)`` writes them: an empty list for
    /// `none`, nil for anything malformed or beyond the limits.
    public static func parseAttractors(_ text: String) -> [Point]? {
        if text == "none" { return [] }
        var points: [Point] = []
        for pointText in text.split(separator: ";", omittingEmptySubsequences: false) {
            guard let point = parsePoint(pointText), points.count < maxAttractors else { return nil }
            points.append(point)
        }
        return points
    }

    /// `X,Y` in canonical numbers.
    private static func pointText(_ point: Point) -> String {
        CanonicalNumber.text(point.x) + "," + CanonicalNumber.text(point.y)
    }

    /// `X,Y` with both finite and within ``maxCoordinate``; nil otherwise.
    static func parsePoint(_ text: Substring) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
            abs(x) <= maxCoordinate, abs(y) <= maxCoordinate
        else { return nil }
        return Point(x: x, y: y)
    }
}
