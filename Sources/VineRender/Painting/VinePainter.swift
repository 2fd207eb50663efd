import CCairo
import VineCore
import VineGeometry

/// Draws vines as the style says, with Cairo, in canvas coordinates.
///
/// For each vine, in this order: its soft shadow (stem, branches and leaves in one
/// mask, so overlaps do not darken), its stem, then each branch — the leaf's fill,
/// then the branch curve and the leaf's outline. Lines have round caps and joins;
/// the stem is the vine's width, branches half of it.
///
/// - The style's `gradient` shades strokes across their width like a lit tube (the
///   colour, then a lighter core: two strokes of one path; lines under 3 device pixels
///   wide get the colour only) and fills leaves with a linear gradient, lighter at the
///   top left.
/// - A leaf's fill grows with its outline, sweeping like a clock hand from where the
///   outline starts (see ``BranchShape/leafFill``); its shadow grows the same way.
/// - In ``Target/vector`` output each stem and branch is one stroke of the plain
///   colour (no tube shading) and there is no shadow, so an SVG has one path per
///   stem and per branch, plus one per visible leaf fill.
///
/// Painting is a pure function of the vine values and the settings: the same vine
/// painted onto the same pixels gives the same pixels, which the layer cache relies on.
struct VinePainter {
    /// What the painting is for.
    enum Target {
        /// Pixels: every effect of the style.
        case raster
        /// SVG or PDF: plain strokes and fills only, so editors see clean paths.
        case vector
    }

    /// The look.
    let style: Style
    /// Canvas points → device units of the target.
    let transform: AffineTransform
    /// The target's size in device units, for clipping shadows.
    let targetSize: (width: Int, height: Int)
    /// Raster or vector.
    let target: Target
    /// The soft shadow used when the style asks for one.
    let shadow: SoftShadow

    /// A painter for vines of stem width `vineWidth` points.
    init(style: Style, vineWidth: Double, transform: AffineTransform,
         targetSize: (width: Int, height: Int), target: Target) {
        self.style = style
        self.transform = transform
        self.targetSize = targetSize
        self.target = target
        shadow = SoftShadow(vineWidth: vineWidth)
    }

    /// Whether strokes get the tube shading.
    private var shadesStrokes: Bool { style.gradient && target == .raster }

    /// Paints `vine` as it stands in its scene. The context's transform must map canvas
    /// points to device units (``transform``).
    func paint(_ vine: Scene.VisibleVine, in context: CairoContext) {
        let branches = vine.branches.indices.map { index -> (Branch, BranchShape) in
            let branch = vine.vine.branches[index]
            let strokeEnd = index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: branch)
            return (branch, BranchShape(branch, strokeEnd: strokeEnd))
        }
        let color = vine.vine.color
        let fill = style.leafFill.resolved(vineColor: color)
        let outline = style.leafOutline.resolved(vineColor: color)
        let stemWidth = vine.vine.width
        let branchWidth = vine.vine.branchWidth

        if style.shadow && target == .raster {
            paintShadow(vine, branches: branches, filled: fill != nil, outlined: outline != nil, in: context)
        }
        context.newPath()
        context.appendPolyline(vine.samples.lazy.map(\.point))
        stroke(in: context, width: stemWidth, color: color)

        for (branch, shape) in branches {
            if let fill, !shape.leafFill.isEmpty {
                paintLeafFill(shape.leafFill, in: branch.leaf, color: fill, in: context)
            }
            if outline == color || shape.leafOutline.isEmpty {
                context.newPath()
                context.append(outline == color ? shape.path : shape.curve)
                stroke(in: context, width: branchWidth, color: color)
            } else {
                context.newPath()
                context.append(shape.curve)
                stroke(in: context, width: branchWidth, color: color)
                if let outline {
                    context.newPath()
                    context.append(shape.leafOutline)
                    stroke(in: context, width: branchWidth, color: outline)
                }
            }
        }
    }

    /// Strokes the current path with `color`, shaded as a tube when the style asks for it
    /// and the line is at least ``minimumShadedWidth`` device pixels wide.
    private func stroke(in context: CairoContext, width: Double, color: RGBA) {
        context.setRoundLines()
        context.setLineWidth(width)
        context.setSource(color)
        guard shadesStrokes, width * transform.scaleFactor >= Self.minimumShadedWidth else {
            context.stroke()
            return
        }
        context.strokePreserve()
        context.setLineWidth(width * 0.34)
        context.setSource(color.lightened(0.3))
        context.stroke()
    }

    /// The narrowest line, in device pixels, that gets a tube's highlight: on thinner
    /// lines it would be a sub-pixel smudge, and skipping it halves their cost.
    static let minimumShadedWidth = 3.0

    /// Fills `area` of the leaf whose oval lies in `leaf` with `color`, as a gradient across
    /// the leaf when the style asks for it.
    private func paintLeafFill(_ area: BezierPath, in leaf: Rect, color: RGBA, in context: CairoContext) {
        context.newPath()
        context.append(area)
        if style.gradient {
            let gradient = LinearGradient(from: Point(x: leaf.minX, y: leaf.minY), to: Point(x: leaf.maxX, y: leaf.maxY))
            gradient.addStop(at: 0, color.lightened(0.4))
            gradient.addStop(at: 1, color.darkened(0.2))
            context.setSource(gradient)
        } else {
            context.setSource(color)
        }
        context.fill()
    }

    /// Paints the vine's soft shadow: stem, branches and leaves in one mask.
    private func paintShadow(_ vine: Scene.VisibleVine, branches: [(Branch, BranchShape)],
                             filled: Bool, outlined: Bool, in context: CairoContext) {
        var bounds = Rect(origin: vine.samples.first!.point, size: Size(width: 0, height: 0))
        for sample in vine.samples { bounds = bounds.union(sample.point) }
        for (branch, _) in branches {
            bounds = bounds.union(branch.leaf).union(branch.curve.p1).union(branch.curve.p2)
        }
        let margin = vine.vine.width
        bounds = bounds.insetBy(dx: -margin, dy: -margin)
        shadow.paint(into: context, transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            mask.setRoundLines()
            mask.newPath()
            mask.appendPolyline(vine.samples.lazy.map(\.point))
            mask.setLineWidth(vine.vine.width)
            mask.stroke()
            mask.newPath()
            for (_, shape) in branches { mask.append(outlined ? shape.path : shape.curve) }
            mask.setLineWidth(vine.vine.branchWidth)
            mask.stroke()
            guard filled else { return }
            mask.newPath()
            for (_, shape) in branches { mask.append(shape.leafFill) }
            mask.fill()
        }
    }
}
