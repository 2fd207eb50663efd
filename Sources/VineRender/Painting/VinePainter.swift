import VineCore
import VineGeometry
import VineLook

/// Paints the parts of a vine with Cairo, in canvas coordinates: the marks the look
/// definition makes for them (``/VineLook/VineLook``, from the painter's ``/VineLook/LookCatalog``), each
/// painted in order by ``CairoContext/draw(_:)``, and the soft shadow under them (the
/// ``/VineLook/ShadowShapes`` the definition gives, in its ``/VineLook/ShadowLook``). It never asks which
/// look it paints.
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
///   ``growingShadowMask(of:stemFrom:growing:within:)``): blurred masks whose pixelwise maximum,
///   painted through with ``paintShadow(_:within:of:into:)``, is the vine's soft shadow,
///   so overlaps do not darken. The shadow, a raster effect, covers the marks' shapes.
///
/// - A classic leaf's fill grows with its outline, sweeping like a clock hand from where
///   the outline starts (see VineLook's `BranchShape/leafFill`); its shadow grows the same way.
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
    /// The definitions of the looks.
    let looks: LookCatalog

    /// A painter for vines of stem width `vineWidth` points, in the looks `looks` defines.
    init(
        style: Style, vineWidth: Double, transform: AffineTransform,
        targetSize: (width: Int, height: Int), target: Target, looks: LookCatalog
    ) {
        self.style = style
        self.vineWidth = vineWidth
        self.transform = transform
        self.targetSize = targetSize
        self.target = target
        self.looks = looks
    }

    /// This painter, or one like it with `vine`'s own style and stem width when they differ
    /// (a `set` changed them before its `down`).
    func matching(_ vine: Vine) -> VinePainter {
        guard vine.style != style || vine.width != vineWidth else { return self }
        return VinePainter(
            style: vine.style, vineWidth: vine.width, transform: transform, targetSize: targetSize, target: target,
            looks: looks)
    }

    /// The look definition of `vine` as this painter's target shows it.
    func look(of vine: Vine) -> VineLook {
        VineLook(vine: vine, scale: transform.scaleFactor, shadesLines: target == .raster, looks: looks)
    }

    /// The soft shadow `vine` casts when the style asks for one: its look's, for this painter's stem width.
    func shadow(of vine: Vine) -> SoftShadow {
        SoftShadow(vineWidth: vineWidth, look: looks.definition(for: vine.species).shadow)
    }

    /// Whether vines cast a soft shadow.
    var castsShadow: Bool { style.shadow && target == .raster }

    /// Paints all of `vine` as it stands in its scene directly onto `context`: its
    /// ``/VineLook/VineLook/wholeMarks(of:)`` (how vector output paints).
    func paintWhole(_ vine: Scene.VisibleVine, in context: CairoContext) {
        context.draw(look(of: vine.vine).wholeMarks(of: vine))
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

    /// How many runs of ``StemChunks/drawnSize`` segments of the stem of `vine` are final.
    func stemRunCount(of vine: Scene.VisibleVine) -> Int {
        look(of: vine.vine).definition.stemRaster.stemRunCount(of: vine, runSize: StemChunks.drawnSize)
    }

    /// The samples of final stem run `run` of `vine` and the device pixels its marks may paint, inside the target.
    func stemRun(_ run: Int, of vine: Vine) -> (samples: Range<Int>, bounds: PixelRect) {
        let stemRun = look(of: vine).definition.stemRaster.stemRun(run, of: vine, runSize: StemChunks.drawnSize)
        return (stemRun.samples, pixelBounds(ofStem: stemRun.points, of: vine))
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
        let look = look(of: vine)
        return pixelBounds(
            of: look.definition.branchRaster.branchBounds(of: branch, look: look).insetBy(
                dx: -vine.branchWidth, dy: -vine.branchWidth))
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
        let look = look(of: vine)
        return shadowMask(look.definition.branchRaster.branchShadow(of: branch, look: look), of: vine, within: clip)
    }

    /// Paints the shadow colour of `vine` through `coverage` (A8, one byte per device pixel)
    /// within `rects` onto `context`.
    func paintShadow(_ coverage: ImageSurface, within rects: [PixelRect], of vine: Vine, into context: CairoContext) {
        shadow(of: vine).paint(coverage, within: rects, into: context)
    }

    /// The stem chunks of `vine` for its shadow: they overlap by the blur's reach and more,
    /// cut from the samples its look says can no longer change.
    func stemChunks(of vine: Scene.VisibleVine) -> StemChunks {
        let samples = look(of: vine.vine).definition.stemRaster.shadowSamples(of: vine)
        return StemChunks(samples, overlap: 3 * shadow(of: vine.vine).blur + vine.vine.width)
    }

    /// The blurred shadow mask of the stem samples `range` of `vine` alone (nil when it misses `clip`).
    func stemShadowMask(of vine: Vine, samples range: ClosedRange<Int>, within clip: PixelRect) -> ShadowMask? {
        let look = look(of: vine)
        return shadowMask(look.definition.stemRaster.stemShadow(range, look: look), of: vine, within: clip)
    }

    /// The blurred shadow mask of the stem of `vine` from sample `tailStart` and its
    /// `growing` branches (each at its `strokeEnd`, swaying as at the scene's time)
    /// together (nil when it misses `clip`).
    func growingShadowMask(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        within clip: PixelRect
    ) -> ShadowMask? {
        let look = look(of: vine.vine)
        let shapes = look.definition.branchRaster.growingShadow(
            of: vine, stemFrom: tailStart, growing: growing, look: look)
        return shadowMask(shapes, of: vine.vine, within: clip)
    }

    /// The blurred shadow mask of `shapes` cast by `vine` (nil when it misses `clip`): each
    /// pass's pieces gathered into one path (each through its transform), stroked with
    /// round lines or filled.
    private func shadowMask(_ shapes: ShadowShapes, of vine: Vine, within clip: PixelRect) -> ShadowMask? {
        shadow(of: vine).mask(transform: transform, bounds: shapes.bounds, targetSize: targetSize, clip: clip) { mask in
            /// Appends `piece` to the path, through its transform.
            func append(_ piece: ShadowShapes.Piece) {
                func add() {
                    switch piece.geometry {
                    case .path(let path): mask.append(path)
                    case .polyline(let points): mask.appendPolyline(points)
                    }
                }
                guard let transform = piece.transform else { return add() }
                mask.saving {
                    mask.concatenate(transform)
                    add()
                }
            }
            for pass in shapes.passes {
                switch pass {
                case .stroke(let pieces, let width):
                    mask.setRoundLines()
                    mask.newPath()
                    pieces.forEach(append)
                    mask.setLineWidth(width)
                    mask.stroke()
                case .fill(let pieces):
                    mask.newPath()
                    pieces.forEach(append)
                    mask.fill()
                }
            }
        }
    }
}
