import VineCore
import VineGeometry

/// The natural look's paints and line widths; its shapes come from VineCore
/// (``/VineCore/NaturalStem``, ``/VineCore/Branch/naturalShape(strokeEnd:steps:)``, ``/VineCore/Leaf``).
///
/// - The stem is its tapered outline filled in the vine's colour; with tube shading, a
///   lighter core (the outline at ``Tube/coreWidthFraction`` of the width) above it.
/// - A branch is its stalk (a filled tapered outline in the vine's colour), then its
///   leaf: filled with the leaf fill at least ``minimumLeafOpacity`` opaque (with the
///   gradient style, 15 % darker at the base to 35 % lighter at the tip), outlined and
///   given a midrib in the leaf outline's paint, hairline thin.
final class NaturalLook: Sendable {
    /// The least opacity a natural leaf's fill gets, so that leaves read as leaves.
    static let minimumLeafOpacity = 0.85
    /// The midrib's width, as a fraction of the leaf outline's.
    static let midribWidthFraction = 0.8

    /// The leaf fill of `style` for a vine of `vineColor`, at least ``minimumLeafOpacity`` opaque; nil for none.
    static func leafFill(_ style: Style, vineColor: RGBA) -> RGBA? {
        guard var fill = style.leafFill.resolved(vineColor: vineColor) else { return nil }
        fill.a = max(fill.a, minimumLeafOpacity)
        return fill
    }

    /// The paint of `leaf` filled with `fill`: the colour, or with `gradient` a gradient
    /// from its base to its tip.
    static func leafPaint(_ fill: RGBA, of leaf: Leaf, gradient: Bool) -> Paint {
        guard gradient else { return .solid(fill) }
        let colours = leafGradientColours(fill)
        return .linear(LinearPaint(start: leaf.base, startColor: colours.start, end: leaf.tip, endColor: colours.end))
    }

    /// The leaf gradient's colours for the fill `fill`: 15 % darker at the base, 35 % lighter at the tip.
    static func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) {
        (fill.darkened(0.15), fill.lightened(0.35))
    }

    /// The width of the outline of `branch`'s leaf (hairline thin).
    static func leafLineWidth(of branch: Branch) -> Double { max(0.6 * branch.stalkWidth.end, 0.35) }

    /// The midrib's colour for a leaf outlined in `line`.
    static func midribColor(of line: RGBA) -> RGBA { line.lightened(0.25) }

    /// The marks of `branch` grown to `strokeEnd` as `look` shows it: the stalk (its outline
    /// following `steps` pieces of its curve), then the leaf.
    static func branch(_ branch: Branch, strokeEnd: Double, steps: Int = 8, look: VineLook) -> [Mark] {
        let shape = branch.naturalShape(strokeEnd: strokeEnd, steps: steps)
        var stalk = Mark.fill(shape.stalk, look.vine.color)
        let line = branch.naturalStalkLine(strokeEnd: strokeEnd, steps: steps)
        stalk.centreLine = Mark.CentreLine(points: line.points, halfWidths: line.halfWidths)
        var marks = [stalk]
        if let leaf = shape.leaf { marks += self.leaf(leaf, of: branch, scale: shape.leafScale, look: look) }
        return marks
    }

    /// The marks of `branch`'s `leaf` unfolded to `scale` about its base: its fill (the
    /// gradient stays the full leaf's), its outline and its midrib.
    static func leaf(_ leaf: Leaf, of branch: Branch, scale: Double, look: VineLook) -> [Mark] {
        let vine = look.vine
        let outline = leaf.outline(scale: scale)
        var marks: [Mark] = []
        if let fill = leafFill(vine.style, vineColor: vine.color) {
            marks.append(.fill(outline, leafPaint(fill, of: leaf, gradient: vine.style.gradient)))
        }
        guard let line = vine.style.leafOutline.resolved(vineColor: vine.color) else { return marks }
        let width = leafLineWidth(of: branch)
        marks.append(.stroke(outline, line, width: width))
        marks.append(.stroke(leaf.midrib(scale: scale), midribColor(of: line), width: midribWidthFraction * width))
        return marks
    }

    /// The mark of the natural stem `points` of `vine` (its visible tip at arc length
    /// `tipDistance`; infinity for a run that is final): the outline in the vine's colour,
    /// or with `core` the tube's lighter core.
    static func stem(_ points: ArraySlice<StemPoint>, tipDistance: Double, of vine: Vine, core: Bool) -> Mark {
        let scale = core ? Tube.coreWidthFraction : 1
        let centre = vine.stemCentreLine(points, tipDistance: tipDistance, scale: scale)
        var mark = Mark.fill(
            vine.stemOutline(points, tipDistance: tipDistance, scale: scale),
            core ? Tube.coreColor(of: vine.color) : vine.color)
        mark.centreLine = Mark.CentreLine(points: centre.points, halfWidths: centre.halfWidths)
        return mark
    }
}
