import VineCore
import VineGeometry

/// The natural look's painting: every shape comes from VineCore (``NaturalStem``,
/// ``Branch/naturalShape(strokeEnd:steps:)``, ``Leaf``, ``Bloom``); these functions only fill
/// and stroke them. ``LayerCache`` decides, as for the classic look, what goes into
/// which layer.
///
/// - The stem is its tapered outline filled in the vine's colour; with tube shading
///   (``shadesStem(_:)``), a lighter core (the outline at ``TubeHighlight/widthFraction`` of the width) above it,
///   like the classic tube's highlight.
/// - A branch is its stalk (a filled tapered outline in the vine's colour), then its
///   leaf: filled with the leaf fill at least 85 % opaque (a gradient from base to tip
///   with the style's gradient), outlined and given a midrib in the leaf outline's paint, hairline thin.
/// - A tap's flower: five pale petals outlined in the vine's colour around a golden heart.
/// - Shadows cover the same shapes, filled.
extension VinePainter {
    /// Fills the outline of natural stem `points` of `vine` (its visible tip at arc length
    /// `tipDistance`; infinity for a run that is final) in the vine's colour, or with
    /// `highlight` its lighter core.
    func paintNaturalStem(
        _ points: ArraySlice<StemPoint>, tipDistance: Double, of vine: Vine, highlight: Bool, in context: CairoContext
    ) {
        guard !points.isEmpty else { return }
        context.newPath()
        context.append(
            NaturalStem.outline(
                points, tipDistance: tipDistance, vineWidth: vine.width,
                scale: highlight ? TubeHighlight.widthFraction : 1))
        context.setSource(highlight ? TubeHighlight.color(of: vine.color) : vine.color)
        context.fill()
    }

    /// Paints natural `branch` of `vine` grown to `strokeEnd`: the stalk, then the leaf.
    func paintNatural(_ branch: Branch, strokeEnd: Double, of vine: Vine, in context: CairoContext) {
        let shape = branch.naturalShape(strokeEnd: strokeEnd)
        context.newPath()
        context.append(shape.stalk)
        context.setSource(vine.color)
        context.fill()
        guard let leaf = shape.leaf else { return }
        let outline = leaf.outline(scale: shape.leafScale)
        if let fill = NaturalPaint.leafFill(style, vineColor: vine.color) {
            let gradient = NaturalPaint.leafGradient(of: fill)
            self.fill(
                outline, with: fill, in: context, gradient: (leaf.base, gradient.base), to: (leaf.tip, gradient.tip))
        }
        guard let line = style.leafOutline.resolved(vineColor: vine.color) else { return }
        let width = NaturalPaint.leafLineWidth(of: branch)
        context.setRoundLines()
        context.newPath()
        context.append(outline)
        context.setLineWidth(width)
        context.setSource(line)
        context.stroke()
        context.newPath()
        context.append(leaf.midrib(scale: shape.leafScale))
        context.setLineWidth(NaturalPaint.midribWidthFraction * width)
        context.setSource(NaturalPaint.midribColor(of: line))
        context.stroke()
    }

    /// Paints the flower of `vine` (a tap's, in either look) as far as it has opened; nothing without one.
    func paintBloom(of vine: Scene.VisibleVine, in context: CairoContext) {
        guard let bloom = vine.vine.bloom, let opening = vine.bloomOpening else { return }
        context.newPath()
        for petal in bloom.petalPaths(scale: opening) { context.append(petal) }
        context.setSource(NaturalPaint.petalColor)
        context.fillPreserve()
        context.setRoundLines()
        context.setLineWidth(NaturalPaint.petalLineWidth(of: bloom))
        context.setSource(vine.vine.color)
        context.stroke()
        context.newPath()
        context.append(bloom.heart(scale: opening))
        context.setSource(NaturalPaint.heartColor)
        context.fill()
    }

    /// Paints all of natural `vine` directly onto `context` (how vector output paints).
    func paintWholeNatural(_ vine: Scene.VisibleVine, in context: CairoContext) {
        let stem = vine.vine.stem[..<vine.sampleCount]
        paintNaturalStem(stem, tipDistance: stem.last!.distance, of: vine.vine, highlight: false, in: context)
        for index in 0..<vine.branchCount {
            let branch = vine.vine.branches[index]
            let strokeEnd = index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: branch)
            paintNatural(branch, strokeEnd: strokeEnd, of: vine.vine, in: context)
        }
        paintBloom(of: vine, in: context)
    }

    /// How many runs of ``StemChunks/drawnSize`` segments of the natural stem of `vine` are final.
    func naturalStemRunCount(of vine: Scene.VisibleVine) -> Int {
        NaturalStem.completeRunCount(
            vine.vine.stem[..<vine.sampleCount], runSize: StemChunks.drawnSize, vineWidth: vine.vine.width)
    }

    /// The samples of natural `vine` whose stem points can no longer change: those at least
    /// the taper length behind its visible tip (what its shadow chunks are cut from).
    func naturalFinalSamples(of vine: Scene.VisibleVine) -> ArraySlice<Sample> {
        let stem = vine.vine.stem[..<vine.sampleCount]
        let limit = stem.last!.distance - NaturalStem.taperLength(vineWidth: vine.vine.width)
        var count = stem.count
        while count > 1, stem[count - 1].distance > limit { count -= 1 }
        return vine.vine.samples[..<count]
    }

    /// The blurred shadow mask of the natural stem points `range` of `vine` alone (nil when it misses `clip`).
    func naturalStemShadowMask(of vine: Vine, samples range: ClosedRange<Int>, within clip: PixelRect) -> ShadowMask? {
        naturalMask(around: vine.stem[range].map(\.point), of: vine, within: clip) { mask in
            mask.append(NaturalStem.outline(vine.stem[range], tipDistance: .infinity, vineWidth: vine.width))
        }
    }

    /// The blurred shadow mask of the grown natural `branch` of `vine` alone (nil when it misses `clip`).
    func naturalShadowMask(of branch: Branch, in vine: Vine, within clip: PixelRect) -> ShadowMask? {
        naturalMask(around: Self.corners(of: branch), of: vine, within: clip) { mask in
            appendCoverage(of: branch, strokeEnd: 1, to: mask)
        }
    }

    /// The blurred shadow mask of the natural stem `tail` (visible tip at `tipDistance`),
    /// the `growing` branches (each with its `strokeEnd`) and the opening flower of `vine`
    /// together (nil when it misses `clip`).
    func naturalShadowMask(
        stemTail tail: ArraySlice<StemPoint>, tipDistance: Double, growing: [(Branch, Double)],
        of vine: Scene.VisibleVine, within clip: PixelRect
    ) -> ShadowMask? {
        var points = tail.map(\.point)
        for (branch, _) in growing { points += Self.corners(of: branch) }
        let bloom = vine.vine.bloom.flatMap { bloom in vine.bloomOpening.map { (bloom, $0) } }
        if let (bloom, _) = bloom {
            points += [bloom.bounds.origin, Point(x: bloom.bounds.maxX, y: bloom.bounds.maxY)]
        }
        return naturalMask(around: points, of: vine.vine, within: clip) { mask in
            mask.append(NaturalStem.outline(tail, tipDistance: tipDistance, vineWidth: vine.vine.width))
            for (branch, strokeEnd) in growing { appendCoverage(of: branch, strokeEnd: strokeEnd, to: mask) }
            if let (bloom, opening) = bloom {
                for petal in bloom.petalPaths(scale: opening) { mask.append(petal) }
            }
        }
    }

    /// The control points of `branch`'s stalk and the corners of its leaf's box: what bounds it.
    private static func corners(of branch: Branch) -> [Point] {
        let curve = branch.curve
        return [
            curve.p0, curve.p1, curve.p2, curve.p3, branch.leaf.origin, Point(x: branch.leaf.maxX, y: branch.leaf.maxY),
        ]
    }

    /// A shadow mask of what `shapes` appends (filled), within `points`' box widened by the stem width of `vine`.
    private func naturalMask(
        around points: [Point], of vine: Vine, within clip: PixelRect, shapes: (CairoContext) -> Void
    ) -> ShadowMask? {
        var bounds = Rect(origin: points[0], size: Size(width: 0, height: 0))
        for point in points { bounds = bounds.union(point) }
        bounds = bounds.insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize, clip: clip) { mask in
            mask.newPath()
            shapes(mask)
            mask.fill()
        }
    }

    /// Adds the stalk and leaf of natural `branch` at `strokeEnd` to the current path.
    private func appendCoverage(of branch: Branch, strokeEnd: Double, to mask: CairoContext) {
        let shape = branch.naturalShape(strokeEnd: strokeEnd)
        mask.append(shape.stalk)
        if let leaf = shape.leaf { mask.append(leaf.outline(scale: shape.leafScale)) }
    }
}
