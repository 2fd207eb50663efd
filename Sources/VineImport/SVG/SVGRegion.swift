import VineCore
import VineGeometry

/// Reads the filled area of an SVG drawing as a ``/VineGeometry/Region`` on a canvas: the
/// shape that `--within`, `--avoid` and `vine grow` take (see <doc:ImportingSVG>).
///
/// The drawing is read as ``SVGImport`` reads it (paths and basic shapes, groups, `use`,
/// transforms, the root's viewBox fitted into the canvas inset by ``margin``), but each
/// filled shape counts as its filled area by its `fill-rule`, and a shape with
/// `fill="none"` counts not at all. Curves are flattened within ``tolerance`` canvas points,
/// coarser (doubling up to 8 points) when the outline would need more than
/// ``/VineCore/Bounds/maxRegionPoints`` points; points are rounded to 0.01 points.
public struct SVGRegion: Sendable {
    /// The canvas, in points.
    public var canvas: Size
    /// The share of the canvas left free on each side: 0.05, as ``SVGImport/margin``.
    public var margin = 0.05
    /// The largest distance of the flattened outline from the true curve, in canvas points: 0.5.
    public var tolerance = 0.5
    /// The limits.
    public var limits: SVGLimits

    /// A reader onto `canvas`.
    public init(canvas: Size, limits: SVGLimits = .standard) {
        self.canvas = canvas
        self.limits = limits
    }

    /// The smallest area a region may enclose, in square canvas points: 1.
    public static let minArea = 1.0

    /// The filled region of the SVG document in `bytes`.
    ///
    /// Throws ``SVGError`` for everything ``SVGImport`` rejects, and for a drawing with no
    /// filled shape, a region enclosing less than ``minArea``, or an outline that cannot be
    /// written in ``/VineCore/Bounds/maxRegionPoints`` points.
    public func region(fromSVG bytes: [UInt8]) throws(SVGError) -> Region {
        let root = try XMLReader.read(bytes, limits: limits)
        guard root.name == "svg" else {
            throw SVGError(line: root.line, message: "the root element is <\(root.name)>; expected <svg>")
        }
        var walker = SVGWalker(limits: limits)
        walker.index(root)
        try walker.walkChildren(of: root, transform: .identity, style: SVGStyle())
        var importer = SVGImport(canvas: canvas, limits: limits)
        importer.margin = margin
        let fit = try importer.viewportTransform(root, shapes: walker.shapes.map(\.path))
        let filled = walker.shapes.filter { $0.style.filled }
        guard let first = filled.first else {
            throw SVGError(
                line: root.line, message: "no filled shape to make a region of (every shape has fill=\"none\")")
        }
        var placed: [(path: BezierPath, line: Int, rule: Region.FillRule)] = []
        for (path, line, style) in filled {
            let path = path.transformed(by: fit)
            _ = try importer.estimatedPoints(path, line: line)
            placed.append((path, line, style.fillRule))
        }
        var tolerance = tolerance
        while true {
            let shapes = placed.map { entry in
                Region.Shape(
                    rule: entry.rule,
                    rings: entry.path.flattened(tolerance: tolerance).map { ring in
                        Self.withoutRepeats(ring.map(Self.rounded))
                    })
            }
            let region = Region(shapes: shapes)
            if region.pointCount <= Bounds.maxRegionPoints {
                guard region.enclosedAreaEstimate >= Self.minArea else {
                    throw SVGError(
                        line: first.line,
                        message:
                            "the filled shapes enclose no area on the canvas (degenerate: a line, a point or nothing)")
                }
                return region
            }
            guard tolerance < 8 else {
                throw SVGError(
                    line: first.line,
                    message:
                        "the filled outline is too detailed: it needs more than \(Bounds.maxRegionPoints) points even flattened within 8 points"
                )
            }
            tolerance *= 2
        }
    }

    /// `point` with each coordinate rounded to 0.01.
    private static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100)
    }

    /// `ring` without points equal to the one before them (nor a last equal to the first).
    private static func withoutRepeats(_ ring: [Point]) -> [Point] {
        var result: [Point] = []
        for point in ring where point != result.last { result.append(point) }
        if result.count > 1, result.last == result.first { result.removeLast() }
        return result
    }
}
