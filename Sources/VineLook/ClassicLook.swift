import VineCore
import VineGeometry

/// The classic look (the original prototype's): a stem is a polyline stroked at the vine's
/// width; a branch is one cubic stroked at half of it, ending in an oval leaf outlined in
/// the leaf outline's colour and filled with the leaf fill, the fill sweeping like a clock
/// hand behind the growing outline (``BranchShape``). With the gradient style, lines get
/// the ``Tube``'s core and a leaf's fill runs across its box: 40 % lighter at the top
/// left, 20 % darker at the bottom right.
final class ClassicLook: Sendable {
    /// The paint of the leaf fill `fill` of a leaf whose oval lies in `leaf`: the colour,
    /// or with `gradient` the diagonal gradient across the leaf's box.
    static func leafPaint(_ fill: RGBA, in leaf: Rect, gradient: Bool) -> Paint {
        guard gradient else { return .solid(fill) }
        let colours = leafGradientColours(fill)
        return .linear(
            LinearPaint(
                start: Point(x: leaf.minX, y: leaf.minY), startColor: colours.start,
                end: Point(x: leaf.maxX, y: leaf.maxY), endColor: colours.end))
    }

    /// The leaf gradient's colours for the fill `fill`: 40 % lighter, then 20 % darker.
    static func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) {
        (fill.lightened(0.4), fill.darkened(0.2))
    }

    /// The inks and paint of `branch` as `look` shows it: the curve's strokes, the leaf
    /// outline's (none without an outline) and the leaf fill's paint (nil for none).
    static func inks(of branch: Branch, look: VineLook) -> (curve: [Mark.Ink], outline: [Mark.Ink], leafFill: Paint?) {
        let vine = look.vine
        let shaded = look.branchesHighlighted
        let outline = vine.style.leafOutline.resolved(vineColor: vine.color)
        let fill = vine.style.leafFill.resolved(vineColor: vine.color)
        return (
            Tube.strokes(vine.color, width: vine.branchWidth, shaded: shaded),
            outline.map { Tube.strokes($0, width: vine.branchWidth, shaded: shaded) } ?? [],
            fill.map { leafPaint($0, in: branch.leafBox, gradient: vine.style.gradient) }
        )
    }

    /// The marks of `branch` trimmed to `shape` as `look` shows it: the leaf's fill, then
    /// the curve and the leaf's outline, each a tube. When the outline has the curve's
    /// inks, curve and outline are one path.
    static func branch(_ shape: BranchShape, of branch: Branch, look: VineLook) -> [Mark] {
        let inks = inks(of: branch, look: look)
        var marks: [Mark] = []
        if let fill = inks.leafFill, !shape.leafFill.isEmpty {
            marks.append(Mark(geometry: .path(shape.leafFill), ink: .fill(fill)))
        }
        func add(_ path: BezierPath, _ inks: [Mark.Ink]) {
            for ink in inks { marks.append(Mark(geometry: .path(path), ink: ink)) }
        }
        if inks.outline == inks.curve || shape.leafOutline.isEmpty {
            add(inks.outline == inks.curve ? shape.path : shape.curve, inks.curve)
        } else {
            add(shape.curve, inks.curve)
            add(shape.leafOutline, inks.outline)
        }
        return marks
    }

    /// The marks of `branch` trimmed to `shape` as `look` shows it, with the leaf apart from
    /// the curve (a withering leaf falls): the leaf's fill, the curve's strokes, the leaf
    /// outline's strokes — ``branch(_:of:look:)``'s marks, the outline never joined to the curve.
    static func witheringParts(_ shape: BranchShape, of branch: Branch, look: VineLook) -> (
        fill: [Mark], curve: [Mark], outline: [Mark]
    ) {
        let inks = inks(of: branch, look: look)
        var fill: [Mark] = []
        if let paint = inks.leafFill, !shape.leafFill.isEmpty {
            fill.append(Mark(geometry: .path(shape.leafFill), ink: .fill(paint)))
        }
        let outline = shape.leafOutline.isEmpty ? [] : inks.outline
        return (
            fill, inks.curve.map { Mark(geometry: .path(shape.curve), ink: $0) },
            outline.map { Mark(geometry: .path(shape.leafOutline), ink: $0) }
        )
    }
}
