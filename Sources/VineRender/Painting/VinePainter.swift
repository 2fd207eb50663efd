import VineCore
import VineGeometry

/// Paints the parts of a vine with Cairo, in canvas coordinates: the marks the look
/// definition makes for them (``VineLook``), each painted in order by
/// ``CairoContext/draw(_:)``, and the soft shadow under them.
///
/// The painter keeps nothing and decides nothing about caching: ``LayerCache`` decides
/// which parts go into which layer and when, and calls these functions. The parts:
///
/// - the stem (``paintStem(_:tipDistance:of:highlight:in:)``): its colour, and with tube
///   shading its lighter core (layers keep the two apart so that every core stays above
///   every colour stroke);
/// - a branch (``paintBranch(_:strokeEnd:of:at:in:)``) and a
///   flower (``paintBloom(of:in:)``);
/// - shadow coverage (``shadowMask(of:in:within:)``, ``stemShadowMask(of:samples:within:)``,
///   ``shadowMask(stemTail:growing:of:at:within:)``): blurred masks whose pixelwise maximum,
///   painted through with ``paintShadow(_:within:into:)``, is the vine's soft shadow,
///   so overlaps do not darken. The shadow, a raster effect, covers the marks' shapes.
///
/// - A classic leaf's fill grows with its outline, sweeping like a clock hand from where
///   the outline starts (see ``BranchShape/leafFill``); its shadow grows the same way.
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

    /// The look definition of `vine` as this painter's target shows it.
    func look(of vine: Vine) -> VineLook {
        VineLook(vine: vine, scale: transform.scaleFactor, shadesLines: target == .raster)
    }

    /// Whether vines cast a soft shadow.
    var castsShadow: Bool { style.shadow && target == .raster }

    /// Paints all of `vine` as it stands in its scene directly onto `context`: the stem,
    /// then every visible branch, then its flower (how vector output paints).
    func paintWhole(_ vine: Scene.VisibleVine, in context: CairoContext) {
        let look = look(of: vine.vine)
        let tip = vine.vine.look == .natural ? vine.vine.stem[vine.sampleCount - 1].distance : 0
        context.draw(look.stem(0..<vine.sampleCount, tipDistance: tip))
        for index in 0..<vine.branchCount {
            context.draw(
                look.branch(
                    vine.vine.branches[index], strokeEnd: Self.strokeEnd(ofBranch: index, in: vine), at: vine.time))
        }
        paintBloom(of: vine, in: context)
    }

    /// How far branch `index` of `vine` has grown: its `strokeEnd`, 1 once grown.
    static func strokeEnd(ofBranch index: Int, in vine: Scene.VisibleVine) -> Double {
        index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: vine.vine.branches[index])
    }

    /// Paints the stem of `vine` through samples `range` (its visible tip at arc length
    /// `tipDistance` of the natural stem; infinity for a final run) onto `context`: its
    /// colour, or with `highlight` its tube's core (see ``shadesStem(_:)``).
    func paintStem(
        _ range: Range<Int>, tipDistance: Double, of vine: Vine, highlight: Bool, in context: CairoContext
    ) {
        guard !range.isEmpty else { return }
        context.draw([look(of: vine).stem(range, tipDistance: tipDistance, core: highlight)])
    }

    /// The device pixels a stroke of the stem of `vine` through `points` may paint, inside the target.
    func pixelBounds(ofStem points: some Collection<Point>, of vine: Vine) -> PixelRect {
        var area = Rect(origin: points.first!, size: Size(width: 0, height: 0))
        for point in points { area = area.union(point) }
        return pixelBounds(of: area.insetBy(dx: -vine.width, dy: -vine.width))
    }

    /// Whether the stem of `vine` gets the tube's core.
    func shadesStem(_ vine: Vine) -> Bool { look(of: vine).stemHighlighted }

    /// Paints `branch` of `vine` grown to `strokeEnd` (0…1), in its look, swaying as at
    /// `time` (a grown branch in the wind; nil for still).
    func paintBranch(
        _ branch: Branch, strokeEnd: Double, of vine: Vine, at time: Double? = nil, in context: CairoContext
    ) {
        let look = look(of: vine)
        context.draw(
            time.map { look.branch(branch, strokeEnd: strokeEnd, at: $0) } ?? look.branch(branch, strokeEnd: strokeEnd))
    }

    /// Paints the flower of `vine` (a tap's, in either look) as far as it has opened; nothing without one.
    func paintBloom(of vine: Scene.VisibleVine, in context: CairoContext) {
        guard let opening = vine.bloomOpening else { return }
        context.draw(look(of: vine.vine).bloom(opening: opening))
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
            for line in vine.stemPolylines(range.lowerBound..<range.upperBound + 1) { mask.appendPolyline(line) }
            mask.setLineWidth(vine.width)
            mask.stroke()
        }
    }

    /// The blurred shadow mask of the stem samples `tail` and the `growing` branches
    /// (each with its shape as far as grown, swaying as at `time`) of `vine` together
    /// (nil when it misses `clip`).
    func shadowMask(
        stemTail tail: ArraySlice<Sample>, growing: [(Branch, BranchShape)], of vine: Vine, at time: Double,
        within clip: PixelRect
    ) -> ShadowMask? {
        var bounds = Rect(origin: tail.first!.point, size: Size(width: 0, height: 0))
        for sample in tail { bounds = bounds.union(sample.point) }
        let sways = growing.map { VineLook.sway(of: $0.0, in: vine, at: time) ?? .identity }
        for ((branch, _), sway) in zip(growing, sways) {
            // A still branch's bounds are the ones version 1 always used (its start lies on
            // the stem): the mask's size decides the blur's pixels, byte for byte.
            let still = Rect(from: branch.curve.p1, to: branch.curve.p2).union(branch.leaf)
            bounds = bounds.union(sway == .identity ? still : still.union(branch.start).applying(sway))
        }
        let margin = vine.width
        bounds = bounds.insetBy(dx: -margin, dy: -margin)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize, clip: clip) { mask in
            mask.setRoundLines()
            mask.newPath()
            for line in vine.stemPolylines(tail.startIndex..<tail.endIndex) { mask.appendPolyline(line) }
            mask.setLineWidth(vine.width)
            mask.stroke()
            shapeMask(growing.map(\.1), swaying: sways, of: vine, in: mask)
        }
    }

    /// Adds the coverage of branch `shapes` of `vine` (each turned by its sway in `sways`,
    /// when given) to a shadow mask: their lines, then their leaf fills.
    private func shapeMask(
        _ shapes: [BranchShape], swaying sways: [AffineTransform]? = nil, of vine: Vine, in mask: CairoContext
    ) {
        guard !shapes.isEmpty else { return }
        /// Appends `path` of shape `index`, through its sway.
        func append(_ path: BezierPath, _ index: Int) {
            guard let sway = sways?[index], sway != .identity else { return mask.append(path) }
            mask.saving {
                mask.concatenate(sway)
                mask.append(path)
            }
        }
        let outlined = style.leafOutline.resolved(vineColor: vine.color) != nil
        mask.setRoundLines()
        mask.newPath()
        for (index, shape) in shapes.enumerated() { append(outlined ? shape.path : shape.curve, index) }
        mask.setLineWidth(vine.branchWidth)
        mask.stroke()
        guard style.leafFill.resolved(vineColor: vine.color) != nil else { return }
        mask.newPath()
        for (index, shape) in shapes.enumerated() { append(shape.leafFill, index) }
        mask.fill()
    }
}
