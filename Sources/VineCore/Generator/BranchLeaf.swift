import VineGeometry

/// A branch's leaf as its look's growth placed it, in any look: where it meets its stalk,
/// its centre, which way it points, its size, its box, the ellipse the overlap measure
/// compares and the room a later leaf keeps from it. How it is drawn (an oval in its box,
/// a pointed blade from its base, a square) is the look's paint's.
///
/// Immutable, and held by reference: a branch carries one word for it, so copying
/// branches (every frame does) costs no more than before leaves had these measures.
public final class BranchLeaf: Hashable, Sendable {
    /// Where it meets its stalk.
    public let base: Point
    /// Its centre, which bounds and clearances keep a disc of half its length about.
    public let center: Point
    /// The unit direction it points in, from its base towards its tip.
    public let direction: Vector
    /// Along ``direction``, in points.
    public let length: Double
    /// Across, in points.
    public let width: Double
    /// Its bounding box at full size.
    public let bounds: Rect
    /// The ellipse inside it that the overlap measure compares (``LeafOverlap``).
    public let ellipse: LeafEllipse
    /// The room a later leaf of the same vine keeps from it, or nil where the look's leaves
    /// do not avoid each other.
    public let spacing: LeafEllipse?

    /// A leaf of these parts; `direction` must be a unit vector.
    public init(
        base: Point, center: Point, direction: Vector, length: Double, width: Double, bounds: Rect,
        ellipse: LeafEllipse, spacing: LeafEllipse?
    ) {
        self.base = base
        self.center = center
        self.direction = direction
        self.length = length
        self.width = width
        self.bounds = bounds
        self.ellipse = ellipse
        self.spacing = spacing
    }

    public static func == (lhs: BranchLeaf, rhs: BranchLeaf) -> Bool {
        lhs.base == rhs.base && lhs.center == rhs.center && lhs.direction == rhs.direction
            && lhs.length == rhs.length && lhs.width == rhs.width && lhs.bounds == rhs.bounds
            && lhs.ellipse == rhs.ellipse && lhs.spacing == rhs.spacing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(center)
        hasher.combine(direction)
        hasher.combine(length)
        hasher.combine(width)
        hasher.combine(bounds)
        hasher.combine(ellipse)
        hasher.combine(spacing)
    }
}
