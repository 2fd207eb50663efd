import VineGeometry

/// One part a species adds to a branch: a side shoot, a leaf, a tendril, a flower, a bud or a
/// fruit, placed when the branch sprouts (see ``Species``).
///
/// Shoots and tendrils are lines (``curves``, stroked with ``width``); leaves and ornaments
/// are shapes from the species placed by ``origin``, ``direction`` and ``size``.
public struct PlantPart: Hashable, Sendable {
    /// What a part is.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A side shoot off the branch's stalk or another shoot.
        case shoot
        /// A leaf.
        case leaf
        /// A tendril.
        case tendril
        /// A flower.
        case flower
        /// A bud.
        case bud
        /// A fruit.
        case fruit
    }

    /// Its kind.
    public var kind: Kind
    /// The index of its parent among its branch's ``Branch/parts``; nil when its parent is the branch.
    public var parent: Int?
    /// A shoot's or tendril's centre line, in growing order; empty for the others.
    public var curves: [CubicBezier]
    /// A shoot's or tendril's line width, in points.
    public var width: Double
    /// Where a shape's unit frame has its origin (a leaf's base, an ornament's centre).
    public var origin: Point
    /// The point a shape grows from (is scaled about): a leaf's origin; a flower's, bud's or
    /// fruit's place, where its cluster starts, so a cluster opens as one.
    public var anchor: Point
    /// The unit direction of the shape's unit x axis.
    public var direction: Vector
    /// How many points one unit of the shape's frame is.
    public var size: Double
    /// Which shape: an index into the species' leaf shapes for a leaf, into its ornaments
    /// for a flower, bud or fruit; 0 for lines. A leaf of a species without leaf shapes (on
    /// an opposite or whorled stalk, or a side shoot) has 0 and is the base look's leaf.
    public var shape: Int
    /// Its colour.
    public var colour: RGBA
    /// When it starts to grow.
    public var birth: Double
    /// How long it takes to grow, in seconds.
    public var duration: Double

    /// A part from its fields; its anchor is its origin unless `anchor` says otherwise.
    public init(
        kind: Kind, parent: Int?, curves: [CubicBezier] = [], width: Double = 0, origin: Point = .zero,
        direction: Vector = Vector(x: 1, y: 0), size: Double = 0, shape: Int = 0, colour: RGBA, birth: Double,
        duration: Double, anchor: Point? = nil
    ) {
        self.anchor = anchor ?? origin
        self.kind = kind
        self.parent = parent
        self.curves = curves
        self.width = width
        self.origin = origin
        self.direction = direction
        self.size = size
        self.shape = shape
        self.colour = colour
        self.birth = birth
        self.duration = duration
    }

    /// The unit frame's point `p` placed: `origin + direction·(p.x·size) + normal·(p.y·size)`,
    /// the normal being `direction` turned a quarter turn (+x to +y).
    public func placed(_ p: Point) -> Point {
        let normal = Vector(x: -direction.y, y: direction.x)
        return origin + direction * (p.x * size) + normal * (p.y * size)
    }
}
