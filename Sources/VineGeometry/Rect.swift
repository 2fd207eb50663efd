/// An axis-aligned rectangle: an origin and a size, in the plane's units.
///
/// Like `CGRect`, the accessors are standardized: a negative width or height
/// describes the same rectangle as the positive one, so `minX ≤ maxX` always.
public struct Rect: Hashable, Sendable {
    /// The corner at (`x`, `y`) as given to the initializer.
    public var origin: Point
    /// The size as given to the initializer (possibly negative).
    public var size: Size

    /// The rectangle with corner (`x`, `y`) and the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The rectangle with the given corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The smallest rectangle containing both points.
    public init(from a: Point, to b: Point) {
        self.init(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
            width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest x coordinate.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The largest y coordinate.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + 0.5 * size.width }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + 0.5 * size.height }
    /// The non-negative horizontal extent.
    public var width: Double { abs(size.width) }
    /// The non-negative vertical extent.
    public var height: Double { abs(size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has zero area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        Rect(
            from: Point(x: Swift.min(minX, other.minX), y: Swift.min(minY, other.minY)),
            to: Point(x: Swift.max(maxX, other.maxX), y: Swift.max(maxY, other.maxY)))
    }

    /// The smallest rectangle containing this rectangle and `point`.
    public func union(_ point: Point) -> Rect {
        Rect(
            from: Point(x: Swift.min(minX, point.x), y: Swift.min(minY, point.y)),
            to: Point(x: Swift.max(maxX, point.x), y: Swift.max(maxY, point.y)))
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom
    /// (negative values grow it). A side that would become negative collapses to the centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = Swift.max(0, width - 2 * dx)
        let h = Swift.max(0, height - 2 * dy)
        return Rect(x: midX - 0.5 * w, y: midY - 0.5 * h, width: w, height: h)
    }

    /// Whether `point` lies inside or on the boundary.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether the two rectangles overlap or touch.
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The smallest axis-aligned rectangle containing the four corners mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ]
        .map { transform.apply($0) }
        return corners.dropFirst().reduce(Rect(from: corners[0], to: corners[0])) { $0.union($1) }
    }
}
