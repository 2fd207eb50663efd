import VineGeometry

/// Where vines may grow and what they lean toward: the `within`, `avoid` and `toward`
/// settings (header keys and `set` events of version 2), held by each vine from its `down`.
///
/// With ``within`` set, every branch (curve, leaf, the shadow's reach) lies inside the region;
/// with ``avoid`` set, outside it. A stem sample the bound does not allow sprouts nothing.
/// With ``toward`` set, each branch's end leans toward the nearest attractor (VineCore's
/// Growth article, "Shapes").
public struct Bounds: Hashable, Sendable {
    /// The region vines stay inside, or nil.
    public var within: Region?
    /// The region vines keep out of, or nil.
    public var avoid: Region?
    /// The points branches lean toward; empty for none.
    public var toward: [Point]
    /// The lines branches keep clear of, or nil.
    public var clear: Clearance?

    /// No bound and no attractor.
    public static let none = Bounds()

    /// Bounds from their parts; every part defaults to none.
    public init(within: Region? = nil, avoid: Region? = nil, toward: [Point] = [], clear: Clearance? = nil) {
        self.within = within
        self.avoid = avoid
        self.toward = toward
        self.clear = clear
    }

    /// Applies `change` when it is a shape setting (`within`, `avoid`, `toward`, `clear`); ignores others.
    public mutating func apply(_ change: Setting) {
        switch change {
        case .within(let region): within = region
        case .avoid(let region): avoid = region
        case .toward(let points): toward = points
        case .clear(let clearance): clear = clearance
        default: break
        }
    }

    /// Whether nothing is set: vines grow as they always did.
    public var isEmpty: Bool { within == nil && avoid == nil && toward.isEmpty && clear == nil }

    /// Whether a region bounds growth (``within`` or ``avoid``).
    public var isBounding: Bool { within != nil || avoid != nil }

    /// Whether branches are checked where they go: a region bounds them or they keep clear
    /// of lines.
    public var placesBranches: Bool { isBounding || clear != nil }

    /// Whether a disc of `radius` about `point` is allowed by the regions (at `margin` plus the
    /// radius from their outlines) and keeps clear of ``clear``'s shapes (``Clearance/clears(_:radius:)``).
    public func allowsDisc(_ point: Point, radius: Double, margin: Double) -> Bool {
        allows(point, margin: margin + radius) && clear?.clears(point, radius: radius) != false
    }

    /// Whether `point` is inside ``within`` (if set) and outside ``avoid`` (if set), at least
    /// `margin` from each outline.
    public func allows(_ point: Point, margin: Double) -> Bool {
        if let within, !within.containsWithMargin(point, margin: margin) { return false }
        if let avoid, !avoid.excludesWithMargin(point, margin: margin) { return false }
        return true
    }

    /// The unit vector from `start` toward the nearest attractor (the first of equally near
    /// ones), or nil when there is none or `start` is on it.
    public func lean(from start: Point) -> Vector? {
        var best: (distance: Double, offset: Vector)?
        for point in toward {
            let offset = point - start
            let distance = offset.lengthSquared
            if best == nil || distance < best!.distance { best = (distance, offset) }
        }
        guard let best, best.distance > 0 else { return nil }
        return best.offset / best.distance.squareRoot()
    }

    /// Whether a stem sample at `point` of a vine of stem width `vineWidth` may sprout a
    /// branch: the bounds allow it a point beyond ``margin(vineWidth:shadow:)``, so a branch
    /// bent in toward its start always fits.
    public func sprouts(at point: Point, vineWidth: Double, shadow: Bool) -> Bool {
        allows(point, margin: Self.margin(vineWidth: vineWidth, shadow: shadow) + 1)
    }

    /// Whether all of `branch` keeps `margin` inside the bounds and clear of ``clear``'s lines
    /// (``Clearance/admits(_:)``): every point of its path
    /// flattened within a quarter point, and the disc of its leaf (centre, half its length).
    /// A branch whose whole bounding box (leaf disc included) keeps the margin passes at once.
    public func admits(_ branch: Branch, margin: Double) -> Bool {
        if let clear, !clear.admits(branch) { return false }
        guard isBounding else { return true }
        var box = branch.path.bounds
        if let leaf = branch.leaf {
            let radius = leaf.length / 2
            box = box.union(
                Rect(x: leaf.center.x - radius, y: leaf.center.y - radius, width: 2 * radius, height: 2 * radius))
        }
        let halfDiagonal = (box.width * box.width + box.height * box.height).squareRoot() / 2
        if allows(box.center, margin: margin + halfDiagonal) { return true }
        for piece in branch.path.flattened(tolerance: 0.25) {
            for point in piece where !allows(point, margin: margin) { return false }
        }
        if let leaf = branch.leaf, !allows(leaf.center, margin: margin + leaf.length / 2) { return false }
        return true
    }

    /// The parts of each stroke in `strokes` whose points the bounds allow a stem of width
    /// `vineWidth` (``margin(vineWidth:shadow:)``), cut within a point of where they leave
    /// (see ``/VineGeometry/Region/pieces(of:spacing:keeps:)``); the strokes as they are when
    /// no region bounds.
    public func stemPieces(of strokes: [[Point]], vineWidth: Double, shadow: Bool) -> [[Point]] {
        guard isBounding else { return strokes }
        let margin = Self.margin(vineWidth: vineWidth, shadow: shadow)
        return strokes.flatMap { stroke in
            Region.pieces(of: stroke, spacing: 1) { allows($0, margin: margin) }
        }
    }

    /// How far from a bound's outline a vine of stem width `vineWidth` keeps its lines'
    /// centres: half the stem's width, plus the soft shadow's reach (its offset,
    /// 0.92·width, and twice its blur, 2.4·width) when `shadow` is on, plus half a point of
    /// antialiasing and a quarter point of flattening.
    public static func margin(vineWidth: Double, shadow: Bool) -> Double {
        vineWidth / 2 + (shadow ? 3.32 * vineWidth : 0) + 0.75
    }
}
