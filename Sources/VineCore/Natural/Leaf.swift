import VineGeometry

/// A natural leaf: a pointed blade from its base on the stalk to its tip, with a midrib.
///
/// The blade is two cubics from the base to the tip, one on each side, widest about
/// 40 % of the way along. It unfolds by scaling about its base.
public struct Leaf: Hashable, Sendable {
    /// Where the blade meets its stalk.
    public var base: Point
    /// The unit direction from the base to the tip (the stalk's end tangent).
    public var direction: Vector
    /// Base to tip, in points.
    public var length: Double
    /// The widest extent across, in points.
    public var width: Double

    /// A leaf; `direction` must be a unit vector.
    public init(base: Point, direction: Vector, length: Double, width: Double) {
        self.base = base
        self.direction = direction
        self.length = length
        self.width = width
    }

    /// The middle of the blade, halfway from the base to the tip.
    public var center: Point { base + direction * (length / 2) }

    /// The tip.
    public var tip: Point { base + direction * length }

    /// The blade's outline at unfolding `scale` (0...1), about the base.
    public func outline(scale: Double = 1) -> BezierPath {
        let along = direction * (length * scale)
        let across = direction.perpendicular * (width * scale)
        let tip = base + along
        var path = BezierPath()
        path.move(to: base)
        path.curve(
            to: tip, control1: base + along * 0.18 + across * 0.72, control2: base + along * 0.72 + across * 0.38)
        path.curve(
            to: base, control1: base + along * 0.72 - across * 0.38, control2: base + along * 0.18 - across * 0.72)
        path.close()
        return path
    }

    /// The midrib at unfolding `scale`: a line from the base to 85 % of the way to the tip.
    public func midrib(scale: Double = 1) -> BezierPath {
        var path = BezierPath()
        path.move(to: base)
        path.line(to: base + direction * (length * scale * 0.85))
        return path
    }

    /// An ellipse inside the blade (centred 45 % along, half-axes 0.4·length and 0.3·width):
    /// what the overlap measure compares.
    public var inscribedEllipse: LeafEllipse {
        LeafEllipse(
            center: base + direction * (0.45 * length), axis: direction, semiMajor: 0.4 * length,
            semiMinor: 0.3 * width)
    }

    /// An ellipse around the blade with a margin (centred halfway, half-axes 0.6·length and
    /// 0.6·width + 0.1·length): the room a new leaf keeps from the leaves before it.
    public var spacingEllipse: LeafEllipse {
        LeafEllipse(
            center: center, axis: direction, semiMajor: 0.6 * length, semiMinor: 0.6 * width + 0.1 * length)
    }

    /// The bounding box of the blade at full size.
    public var bounds: Rect { outline().bounds }
}

extension BranchLeaf {
    /// The pointed `blade` (its ellipses the inscribed and the spacing ones).
    public convenience init(blade: Leaf) {
        self.init(
            base: blade.base, center: blade.center, direction: blade.direction, length: blade.length,
            width: blade.width, bounds: blade.bounds, ellipse: blade.inscribedEllipse, spacing: blade.spacingEllipse)
    }

    /// The natural look's pointed blade of these measures: from ``base`` along
    /// ``direction``, ``length`` long and ``width`` across.
    public var blade: Leaf { Leaf(base: base, direction: direction, length: length, width: width) }
}
