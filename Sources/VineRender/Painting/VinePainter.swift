import VineCore
import VineGeometry

/// Draws the parts of a vine as the style says, with Cairo, in canvas coordinates: a
/// pure function from (what to draw, how far grown, style) to drawing operations.
///
/// The painter keeps nothing and decides nothing about caching: ``LayerCache`` decides
/// which parts go into which layer and when, and calls these functions. The parts:
///
/// - the stem, a polyline stroked at the vine's width (``paintStem(_:of:highlight:in:)``):
///   the colour stroke, and with tube shading a lighter, narrower highlight stroke
///   (layers keep the two apart so that every highlight stays above every colour stroke);
/// - a branch (``paintBranch(_:leaf:of:in:)``): the leaf's fill, then the branch curve
///   and the leaf's outline, half the vine's width;
/// - shadow coverage (``shadowMask(of:in:within:)``, ``stemShadowMask(of:samples:within:)``,
///   ``shadowMask(stemTail:growing:of:within:)``): blurred masks whose pixelwise maximum,
///   painted through with ``paintShadow(_:within:into:)``, is the vine's soft shadow,
///   so overlaps do not darken.
///
/// Lines have round caps and joins. Natural vines are painted by the functions of
/// `VinePainter+Natural.swift` (filled outlines from VineCore); the functions shared by
/// both looks dispatch on the vine's or branch's look.
///
/// - The style's `gradient` shades strokes across their width like a lit tube (the
///   colour, then a lighter core: two strokes of one path; lines under 3 device pixels
///   wide get the colour only) and fills leaves with a linear gradient, lighter at the
///   top left.
/// - A leaf's fill grows with its outline, sweeping like a clock hand from where the
///   outline starts (see ``BranchShape/leafFill``); its shadow grows the same way.
/// - In ``Target/vector`` output each stem and branch is one stroke of the plain
///   colour (no tube shading), painted directly (``paintWhole(_:in:)``), and there is
///   no shadow, so an SVG has one path per stem and per branch, plus one per visible leaf fill.
///
/// The same arguments painted onto the same pixels give the same pixels, which the
/// layer cache relies on.
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

    /// Paints all of `vine` as it stands in its scene directly onto `context`: the stem
    /// in one stroke, then every visible branch (how vector output paints).
    func paintWhole(_ vine: Scene.VisibleVine, in context: CairoContext) {
        if vine.vine.look == .natural { return paintWholeNatural(vine, in: context) }
        context.newPath()
        context.appendPolyline(vine.samples.lazy.map(\.point))
        stroke(in: context, width: vine.vine.width, color: vine.vine.color)
        for index in 0..<vine.branchCount {
            let branch = vine.vine.branches[index]
            paintBranch(Self.shape(ofBranch: index, in: vine), leaf: branch.leaf, of: vine.vine, in: context)
        }
        paintBloom(of: vine, in: context)
    }

    /// Branch `index` of `vine` trimmed to how far it has grown.
    static func shape(ofBranch index: Int, in vine: Scene.VisibleVine) -> BranchShape {
        let branch = vine.vine.branches[index]
        return BranchShape(branch, strokeEnd: index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: branch))
    }

    /// Strokes the stem of `vine` through `points` onto `context`: its colour stroke, or
    /// with `highlight` its tube highlight (see ``shadesStem(_:)``).
    func paintStem(_ points: some Collection<Point>, of vine: Vine, highlight: Bool, in context: CairoContext) {
        context.newPath()
        context.appendPolyline(points)
        context.setRoundLines()
        context.setLineWidth(highlight ? vine.width * TubeHighlight.widthFraction : vine.width)
        context.setSource(highlight ? TubeHighlight.color(of: vine.color) : vine.color)
        context.stroke()
    }

    /// The device pixels a stroke of the stem of `vine` through `points` may paint, inside the target.
    func pixelBounds(ofStem points: some Collection<Point>, of vine: Vine) -> PixelRect {
        var area = Rect(origin: points.first!, size: Size(width: 0, height: 0))
        for point in points { area = area.union(point) }
        return pixelBounds(of: area.insetBy(dx: -vine.width, dy: -vine.width))
    }

    /// Whether the stem of `vine` gets the tube's highlight.
    func shadesStem(_ vine: Vine) -> Bool {
        shadesStrokes && vine.width * transform.scaleFactor >= Self.minimumShadedWidth
    }

    /// Paints one branch's `shape`, whose whole leaf oval lies in `leaf`: the leaf's fill,
    /// then the curve and the leaf's outline.
    func paintBranch(_ shape: BranchShape, leaf: Rect, of vine: Vine, in context: CairoContext) {
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

    /// The blurred shadow mask of the grown `branch` of `vine` alone (nil when it misses `clip`).
    func shadowMask(of branch: Branch, in vine: Vine, within clip: PixelRect) -> ShadowMask? {
        if branch.look == .natural { return naturalShadowMask(of: branch, in: vine, within: clip) }
        let shape = BranchShape(branch, strokeEnd: 1)
        let curve = branch.curve
        let bounds = Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leaf)
            .insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize, clip: clip) { mask in
            shapeMask([shape], of: vine, in: mask)
        }
    }

    /// Paints the shadow colour through `coverage` (A8, one byte per device pixel) within
    /// `rects` onto `context`.
    func paintShadow(_ coverage: ImageSurface, within rects: [PixelRect], into context: CairoContext) {
        shadow.paint(coverage, within: rects, into: context)
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
        context.setLineWidth(width * TubeHighlight.widthFraction)
        context.setSource(TubeHighlight.color(of: color))
        context.stroke()
    }

    /// The narrowest line, in device pixels, that gets a tube's highlight: on thinner
    /// lines it would be a sub-pixel smudge, and skipping it halves their cost.
    static let minimumShadedWidth = 3.0

    /// Fills `area` of the leaf whose oval lies in `leaf` with `color`, as a gradient across
    /// the leaf (lighter at the top left) when the style asks for it.
    private func paintLeafFill(_ area: BezierPath, in leaf: Rect, color: RGBA, in context: CairoContext) {
        fill(
            area, with: color, in: context,
            gradient: (Point(x: leaf.minX, y: leaf.minY), color.lightened(0.4)),
            to: (Point(x: leaf.maxX, y: leaf.maxY), color.darkened(0.2)))
    }

    /// Fills `area` with `color`, or, when the style asks for gradients, with a linear
    /// gradient between the two given points and colours.
    func fill(
        _ area: BezierPath, with color: RGBA, in context: CairoContext,
        gradient start: (point: Point, color: RGBA), to end: (point: Point, color: RGBA)
    ) {
        context.newPath()
        context.append(area)
        if style.gradient {
            let gradient = LinearGradient(from: start.point, to: end.point)
            gradient.addStop(at: 0, start.color)
            gradient.addStop(at: 1, end.color)
            context.setSource(gradient)
        } else {
            context.setSource(color)
        }
        context.fill()
    }

    /// The stem chunks of `vine` for its shadow: they overlap by the blur's reach and more.
    /// In the natural look only the samples whose stem points can no longer change are cut.
    func stemChunks(of vine: Scene.VisibleVine) -> StemChunks {
        let samples = vine.vine.look == .natural ? naturalFinalSamples(of: vine) : vine.samples
        return StemChunks(samples, overlap: 3 * shadow.blur + vine.vine.width)
    }

    /// The blurred shadow mask of the stem samples `range` of `vine` alone (nil when it misses `clip`).
    func stemShadowMask(of vine: Vine, samples range: ClosedRange<Int>, within clip: PixelRect) -> ShadowMask? {
        if vine.look == .natural { return naturalStemShadowMask(of: vine, samples: range, within: clip) }
        let points = vine.samples[range].lazy.map(\.point)
        var bounds = Rect(origin: points.first!, size: Size(width: 0, height: 0))
        for point in points { bounds = bounds.union(point) }
        bounds = bounds.insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize, clip: clip) { mask in
            mask.setRoundLines()
            mask.newPath()
            mask.appendPolyline(points)
            mask.setLineWidth(vine.width)
            mask.stroke()
        }
    }

    /// The blurred shadow mask of the stem samples `tail` and the `growing` branches
    /// (each with its shape as far as grown) of `vine` together (nil when it misses `clip`).
    func shadowMask(
        stemTail tail: ArraySlice<Sample>, growing: [(Branch, BranchShape)], of vine: Vine, within clip: PixelRect
    ) -> ShadowMask? {
        var bounds = Rect(origin: tail.first!.point, size: Size(width: 0, height: 0))
        for sample in tail { bounds = bounds.union(sample.point) }
        for (branch, _) in growing {
            bounds = bounds.union(branch.leaf).union(branch.curve.p1).union(branch.curve.p2)
        }
        let margin = vine.width
        bounds = bounds.insetBy(dx: -margin, dy: -margin)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize, clip: clip) { mask in
            mask.setRoundLines()
            mask.newPath()
            mask.appendPolyline(tail.lazy.map(\.point))
            mask.setLineWidth(vine.width)
            mask.stroke()
            shapeMask(growing.map(\.1), of: vine, in: mask)
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
