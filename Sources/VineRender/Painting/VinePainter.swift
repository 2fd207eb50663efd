import CCairo
import VineCore
import VineGeometry

/// Draws vines as the style says, with Cairo, in canvas coordinates.
///
/// For each vine, in this order: its soft shadow, its stem, its fully grown branches
/// (painted onto a transparent layer, ``GrownBranches``, composited over), then each
/// growing branch. In raster output the stem's complete runs of samples come from two
/// layers too (colour strokes, then highlights above them; see ``GrownBranches``). A branch is the leaf's fill, then the branch curve and the leaf's
/// outline. Lines have round caps and joins; the stem is the vine's width, branches
/// half of it. The shadow is the pixelwise maximum of one blurred mask for the stem's
/// tail and the growing branches together, one per complete stem chunk
/// (``StemChunks``) and one per grown branch, so overlaps do not darken and what is
/// finished costs nothing once painted.
///
/// - The style's `gradient` shades strokes across their width like a lit tube (the
///   colour, then a lighter core: two strokes of one path; lines under 3 device pixels
///   wide get the colour only) and fills leaves with a linear gradient, lighter at the
///   top left.
/// - A leaf's fill grows with its outline, sweeping like a clock hand from where the
///   outline starts (see ``BranchShape/leafFill``); its shadow grows the same way.
/// - In ``Target/vector`` output each stem and branch is one stroke of the plain
///   colour (no tube shading), painted directly, and there is no shadow, so an SVG has
///   one path per stem and per branch, plus one per visible leaf fill.
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
    /// The stem width of the scene's parameters, in points (what the shadow follows).
    let vineWidth: Double
    /// Canvas points → device units of the target.
    let transform: AffineTransform
    /// The target's size in device units, for clipping shadows and layers.
    let targetSize: (width: Int, height: Int)
    /// Raster or vector.
    let target: Target
    /// The soft shadow used when the style asks for one.
    let shadow: SoftShadow

    /// A painter for vines of stem width `vineWidth` points.
    init(
        style: Style, vineWidth: Double, transform: AffineTransform,
        targetSize: (width: Int, height: Int), target: Target
    ) {
        self.style = style
        self.vineWidth = vineWidth
        self.transform = transform
        self.targetSize = targetSize
        self.target = target
        shadow = SoftShadow(vineWidth: vineWidth)
    }

    /// This painter, or one like it with `vine`'s own style and stem width when they differ
    /// (a `set` changed them before its `down`).
    func matching(_ vine: Vine) -> VinePainter {
        guard vine.style != style || vine.width != vineWidth else { return self }
        return VinePainter(
            style: vine.style, vineWidth: vine.width, transform: transform, targetSize: targetSize, target: target)
    }

    /// Whether strokes get the tube shading.
    private var shadesStrokes: Bool { style.gradient && target == .raster }

    /// Whether vines cast a soft shadow.
    var castsShadow: Bool { style.shadow && target == .raster }

    /// Paints `vine` as it stands in its scene. The context's transform must map canvas
    /// points to device units (``transform``).
    ///
    /// For ``Target/raster`` pass `grown`, layers of this painter's frame size (any
    /// content: they are brought up to date for `vine` first); its grown branches are
    /// composited from them. Without it (vector output) every branch is painted directly.
    func paint(_ vine: Scene.VisibleVine, in context: CairoContext, grown: GrownBranches?) {
        grown?.update(vine, painter: self)
        let first = grown?.count ?? 0
        let growing = (first..<vine.branchCount).map { index -> (Branch, BranchShape) in
            let branch = vine.vine.branches[index]
            let strokeEnd = index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: branch)
            return (branch, BranchShape(branch, strokeEnd: strokeEnd))
        }
        let color = vine.vine.color

        if castsShadow, let grown {
            let active = stemAndGrowingShadow(vine, tailStart: grown.stemTailStart, growing: growing)
            grown.paintShadow(shadow, active: active, into: context)
        }
        if let grown {
            // The stem: its complete runs from the layers, the rest drawn now, every
            // highlight above every colour stroke.
            let tail = vine.samples[(grown.stemRunCount * StemChunks.drawnSize)...].lazy.map(\.point)
            grown.stemColor.composite(onto: context)
            context.newPath()
            context.appendPolyline(tail)
            strokeStem(in: context, width: vine.vine.width, color: color, highlight: false)
            if shadesStem(vine.vine) {
                grown.stemHighlight.composite(onto: context)
                context.newPath()
                context.appendPolyline(tail)
                strokeStem(in: context, width: vine.vine.width, color: color, highlight: true)
            }
            grown.branches.composite(onto: context)
        } else {
            context.newPath()
            context.appendPolyline(vine.samples.lazy.map(\.point))
            stroke(in: context, width: vine.vine.width, color: color)
        }
        for (branch, shape) in growing { paint(shape, leaf: branch.leaf, of: vine.vine, in: context) }
    }

    /// Paints the stem run through `points` of `vine` into the layers `color` and
    /// `highlight` (the tube's highlight, when the stem gets one), and widens their bounds.
    func paintStem(_ points: [Point], of vine: Vine, color: PaintLayer, highlight: PaintLayer) {
        var area = Rect(origin: points[0], size: Size(width: 0, height: 0))
        for point in points { area = area.union(point) }
        let pixels = pixelBounds(of: area.insetBy(dx: -vine.width, dy: -vine.width))
        color.context.newPath()
        color.context.appendPolyline(points)
        strokeStem(in: color.context, width: vine.width, color: vine.color, highlight: false)
        color.extend(pixels)
        guard shadesStem(vine) else { return }
        highlight.context.newPath()
        highlight.context.appendPolyline(points)
        strokeStem(in: highlight.context, width: vine.width, color: vine.color, highlight: true)
        highlight.extend(pixels)
    }

    /// Whether the stem of `vine` gets the tube's highlight.
    private func shadesStem(_ vine: Vine) -> Bool {
        shadesStrokes && vine.width * transform.scaleFactor >= Self.minimumShadedWidth
    }

    /// Strokes the current path as the stem's colour stroke, or with `highlight` as its
    /// highlight stroke (the lighter core of ``stroke(in:width:color:)``).
    private func strokeStem(in context: CairoContext, width: Double, color: RGBA, highlight: Bool) {
        context.setRoundLines()
        context.setLineWidth(highlight ? width * 0.34 : width)
        context.setSource(highlight ? color.lightened(0.3) : color)
        context.stroke()
    }

    /// Paints the fully grown `branch` of `vine`.
    func paintBranch(_ branch: Branch, of vine: Vine, in context: CairoContext) {
        paint(BranchShape(branch, strokeEnd: 1), leaf: branch.leaf, of: vine, in: context)
    }

    /// Paints one branch's `shape`, whose whole leaf oval lies in `leaf`: the leaf's fill,
    /// then the curve and the leaf's outline.
    private func paint(_ shape: BranchShape, leaf: Rect, of vine: Vine, in context: CairoContext) {
        let color = vine.color
        let fill = style.leafFill.resolved(vineColor: color)
        let outline = style.leafOutline.resolved(vineColor: color)
        if let fill, !shape.leafFill.isEmpty {
            paintLeafFill(shape.leafFill, in: leaf, color: fill, in: context)
        }
        if outline == color || shape.leafOutline.isEmpty {
            context.newPath()
            context.append(outline == color ? shape.path : shape.curve)
            stroke(in: context, width: vine.branchWidth, color: color)
        } else {
            context.newPath()
            context.append(shape.curve)
            stroke(in: context, width: vine.branchWidth, color: color)
            if let outline {
                context.newPath()
                context.append(shape.leafOutline)
                stroke(in: context, width: vine.branchWidth, color: outline)
            }
        }
    }

    /// The device pixels the grown `branch` of `vine` may paint, inside the target.
    func pixelBounds(of branch: Branch, in vine: Vine) -> PixelRect {
        let curve = branch.curve
        return pixelBounds(
            of: Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leaf)
                .insetBy(dx: -vine.branchWidth, dy: -vine.branchWidth))
    }

    /// The device pixels covering `rect` (canvas points), with a pixel to spare, inside the target.
    private func pixelBounds(of rect: Rect) -> PixelRect {
        let area = rect.applying(transform)
        return PixelRect(
            minX: Int(area.minX.rounded(.down)) - 1, minY: Int(area.minY.rounded(.down)) - 1,
            maxX: Int(area.maxX.rounded(.up)) + 1, maxY: Int(area.maxY.rounded(.up)) + 1
        )
        .clamped(width: targetSize.width, height: targetSize.height)
    }

    /// The blurred shadow mask of the grown `branch` of `vine` alone.
    func shadowMask(of branch: Branch, in vine: Vine) -> ShadowMask? {
        let shape = BranchShape(branch, strokeEnd: 1)
        let curve = branch.curve
        let bounds = Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leaf)
            .insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            shapeMask([shape], of: vine, in: mask)
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
            let gradient = LinearGradient(
                from: Point(x: leaf.minX, y: leaf.minY), to: Point(x: leaf.maxX, y: leaf.maxY))
            gradient.addStop(at: 0, color.lightened(0.4))
            gradient.addStop(at: 1, color.darkened(0.2))
            context.setSource(gradient)
        } else {
            context.setSource(color)
        }
        context.fill()
    }

    /// The stem chunks of `vine` for its shadow: they overlap by the blur's reach and more.
    func stemChunks(of vine: Scene.VisibleVine) -> StemChunks {
        StemChunks(vine.samples, overlap: 3 * shadow.blur + vine.vine.width)
    }

    /// The blurred shadow mask of the stem samples `range` of `vine` alone.
    func stemShadowMask(of vine: Vine, samples range: ClosedRange<Int>) -> ShadowMask? {
        let points = vine.samples[range].lazy.map(\.point)
        var bounds = Rect(origin: points.first!, size: Size(width: 0, height: 0))
        for point in points { bounds = bounds.union(point) }
        bounds = bounds.insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            mask.setRoundLines()
            mask.newPath()
            mask.appendPolyline(points)
            mask.setLineWidth(vine.width)
            mask.stroke()
        }
    }

    /// The blurred shadow mask of the stem's tail (from `tailStart`) and the `growing`
    /// branches of `vine` together.
    private func stemAndGrowingShadow(
        _ vine: Scene.VisibleVine, tailStart: Int,
        growing: [(Branch, BranchShape)]
    ) -> ShadowMask? {
        let tail = vine.samples[tailStart...]
        var bounds = Rect(origin: tail.first!.point, size: Size(width: 0, height: 0))
        for sample in tail { bounds = bounds.union(sample.point) }
        for (branch, _) in growing {
            bounds = bounds.union(branch.leaf).union(branch.curve.p1).union(branch.curve.p2)
        }
        let margin = vine.vine.width
        bounds = bounds.insetBy(dx: -margin, dy: -margin)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            mask.setRoundLines()
            mask.newPath()
            mask.appendPolyline(tail.lazy.map(\.point))
            mask.setLineWidth(vine.vine.width)
            mask.stroke()
            shapeMask(growing.map(\.1), of: vine.vine, in: mask)
        }
    }

    /// Adds the coverage of branch `shapes` of `vine` to a shadow mask: their lines, then their leaf fills.
    private func shapeMask(_ shapes: [BranchShape], of vine: Vine, in mask: CairoContext) {
        guard !shapes.isEmpty else { return }
        let outlined = style.leafOutline.resolved(vineColor: vine.color) != nil
        mask.setRoundLines()
        mask.newPath()
        for shape in shapes { mask.append(outlined ? shape.path : shape.curve) }
        mask.setLineWidth(vine.branchWidth)
        mask.stroke()
        guard style.leafFill.resolved(vineColor: vine.color) != nil else { return }
        mask.newPath()
        for shape in shapes { mask.append(shape.leafFill) }
        mask.fill()
    }
}
