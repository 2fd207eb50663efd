/// A filled area of the plane: the union of shapes, each a set of closed polygons (rings)
/// filled by its own fill rule, as SVG fills a path.
///
/// Closed-form queries that use only `+ − × ÷` and `sqrt`: ``contains(_:)`` (the fill
/// rule's point-in-polygon test) and ``distanceToOutline(_:)`` (the least distance to any
/// ring's edge). A ring is implicitly closed: its last point joins its first.
public struct Region: Hashable, Sendable {
    /// How a shape decides which points its rings enclose (SVG's `fill-rule`).
    public enum FillRule: String, CaseIterable, Hashable, Sendable {
        /// Inside where the rings wind around the point a non-zero number of times.
        case nonzero
        /// Inside where a ray from the point crosses the rings an odd number of times.
        case evenodd
    }

    /// One filled shape: closed polygons and the rule that fills them.
    public struct Shape: Hashable, Sendable {
        /// The fill rule.
        public var rule: FillRule
        /// The closed polygons, each at least three points.
        public var rings: [[Point]]

        /// A shape of `rings` filled by `rule`.
        public init(rule: FillRule, rings: [[Point]]) {
            self.rule = rule
            self.rings = rings
        }

        /// Whether `point` is inside by ``rule``: the winding number of the rings about it,
        /// counted on a ray towards +x, is non-zero (nonzero) or odd (evenodd).
        public func contains(_ point: Point) -> Bool {
            var winding = 0
            var crossings = 0
            for ring in rings {
                var previous = ring[ring.count - 1]
                for current in ring {
                    let upward = previous.y <= point.y && current.y > point.y
                    let downward = current.y <= point.y && previous.y > point.y
                    if upward || downward {
                        let side = (current - previous).cross(point - previous)
                        if upward && side > 0 {
                            winding += 1
                            crossings += 1
                        } else if downward && side < 0 {
                            winding -= 1
                            crossings += 1
                        }
                    }
                    previous = current
                }
            }
            return rule == .nonzero ? winding != 0 : crossings % 2 == 1
        }
    }

    /// The shapes whose union is the region.
    public let shapes: [Shape]
    /// The bounding box of every ring's points.
    public let bounds: Rect
    /// The edges bucketed for fast queries (``EdgeIndex``).
    private let index: EdgeIndex

    /// The union of `shapes`; rings of fewer than three points are dropped.
    public init(shapes: [Shape]) {
        self.shapes = shapes.map { Shape(rule: $0.rule, rings: $0.rings.filter { $0.count >= 3 }) }
            .filter { !$0.rings.isEmpty }
        var box: Rect?
        for shape in self.shapes {
            for ring in shape.rings {
                for point in ring { box = box?.union(point) ?? Rect(origin: point, size: Size(width: 0, height: 0)) }
            }
        }
        bounds = box ?? .zero
        index = EdgeIndex(shapes: self.shapes, bounds: bounds)
    }

    /// Whether both regions have the same shapes (the edge index follows from them).
    public static func == (lhs: Region, rhs: Region) -> Bool { lhs.shapes == rhs.shapes }

    /// Hashes the shapes.
    public func hash(into hasher: inout Hasher) { hasher.combine(shapes) }

    /// Whether the region has no shape.
    public var isEmpty: Bool { shapes.isEmpty }

    /// The number of points of every ring together.
    public var pointCount: Int { shapes.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } } }

    /// The area the region encloses by ``Shape/contains(_:)`` summed over the shapes as if
    /// they did not overlap, by the shoelace formula on each ring's absolute area: 0 when
    /// every ring is degenerate (a line, a point).
    public var enclosedAreaEstimate: Double {
        var total = 0.0
        for shape in shapes {
            for ring in shape.rings {
                var twice = 0.0
                var previous = ring[ring.count - 1]
                for current in ring {
                    twice += (previous - .zero).cross(current - .zero)
                    previous = current
                }
                total += abs(twice) / 2
            }
        }
        return total
    }

    /// Whether `point` is inside any of the shapes.
    public func contains(_ point: Point) -> Bool {
        guard bounds.contains(point) else { return false }
        return index.contains(point, shapes: shapes)
    }

    /// The least distance from `point` to an edge of any ring.
    public func distanceToOutline(_ point: Point) -> Double {
        var best = Double.infinity
        for shape in shapes {
            for ring in shape.rings {
                var previous = ring[ring.count - 1]
                for current in ring {
                    best = min(best, Self.squaredDistance(point, previous, current))
                    previous = current
                }
            }
        }
        return best.squareRoot()
    }

    /// Whether `point` is inside and at least `margin` from the outline.
    public func containsWithMargin(_ point: Point, margin: Double) -> Bool {
        contains(point) && (margin <= 0 || !index.hasEdge(nearerThan: margin, to: point))
    }

    /// Whether `point` is outside and at least `margin` from the outline.
    public func excludesWithMargin(_ point: Point, margin: Double) -> Bool {
        !contains(point) && (margin <= 0 || !index.hasEdge(nearerThan: margin, to: point))
    }

    /// The squared distance from `p` to the segment from `a` to `b`.
    static func squaredDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let edge = b - a
        let length = edge.lengthSquared
        let along = length > 0 ? min(max((p - a).dot(edge) / length, 0), 1) : 0
        return (p - (a + edge * along)).lengthSquared
    }

    /// The region moved and scaled by `transform` (each point mapped).
    public func transformed(by transform: AffineTransform) -> Region {
        Region(
            shapes: shapes.map { shape in
                Shape(rule: shape.rule, rings: shape.rings.map { ring in ring.map { transform.apply($0) } })
            })
    }
}
