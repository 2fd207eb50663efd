import VineCore
import VineGeometry
import VineRender

/// A third look, defined outside VineRender against ``LookDefinition`` alone: a thin stem
/// in the vine's colour, straight-cut stalks, and square orange leaves that grow from
/// their centre once the stalk is done; a long violet shadow falling to the lower left.
/// Its stem runs, shadow samples and shadow shapes are the interface's defaults.
struct SquareLook: LookDefinition {
    /// The leaves' orange.
    static let orange = RGBA(r: 0.96, g: 0.55, b: 0.1)
    /// The stem's width, as a fraction of the vine's.
    static let stemFraction = 0.4
    /// The share of a branch's growth its stalk takes; the leaf grows in the rest.
    static let stalkShare = 0.6
    /// The shadow's strongest opacity (0: none).
    var shadowOpacity = 0.4

    /// The samples' polylines, thin, in the vine's colour (its core in orange).
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark {
        let vine = look.vine
        let elements = vine.stemPolylines(range).flatMap { line -> [PathElement] in
            [.move(line[0])] + (line.count == 1 ? [.line(line[0])] : line.dropFirst().map { .line($0) })
        }
        let width = Self.stemFraction * vine.width * (core ? 0.5 : 1)
        return .stroke(BezierPath(elements: elements), core ? Self.orange : vine.color, width: width)
    }

    /// 0: the stem has no tip of its own.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double { 0 }

    /// The branch's parts in painting order.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        let parts = branchParts(branch, strokeEnd: strokeEnd, look: look)
        return parts.leafBefore + parts.stalk + parts.leafAfter
    }

    /// The stalk, then the square leaf.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let stalk = Mark.stroke(
            branch.trimmedPath(strokeEnd: min(1, strokeEnd / Self.stalkShare)), look.vine.color,
            width: Self.stemFraction * look.vine.branchWidth)
        let scale = max(0, strokeEnd - Self.stalkShare) / (1 - Self.stalkShare)
        guard scale > 0, let (centre, size) = witheringLeaf(of: branch) else { return ([], [stalk], []) }
        let half = size * scale / 2
        let square = BezierPath(elements: [
            .move(Point(x: centre.x - half, y: centre.y - half)), .line(Point(x: centre.x + half, y: centre.y - half)),
            .line(Point(x: centre.x + half, y: centre.y + half)), .line(Point(x: centre.x - half, y: centre.y + half)),
            .close,
        ])
        return ([], [stalk], [.fill(square, Self.orange)])
    }

    /// Orange to a darker orange, whatever the fill.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) { (Self.orange, RGBA(r: 0.7, g: 0.35, b: 0.05)) }

    /// A long violet shadow to the lower left.
    var shadow: ShadowLook {
        ShadowLook(offset: Vector(x: -1.5, y: 1.5), blur: 0.6, color: RGBA(r: 0.3, g: 0.1, b: 0.5, a: shadowOpacity))
    }
}
