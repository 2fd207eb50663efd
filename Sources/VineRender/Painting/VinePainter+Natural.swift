import VineCore
import VineGeometry

/// The natural look's painting: every shape comes from VineCore (``NaturalStem``,
/// ``Branch/naturalShape(strokeEnd:)``, ``Leaf``, ``Bloom``); this only fills and strokes
/// them, with the same layers, shadows and order as the classic look.
///
/// - The stem is its tapered outline filled in the vine's colour; with the style's
///   gradient, a lighter core (the outline at 0.34 of the width) above it, like the
///   classic tube's highlight. Complete runs come from the vine's layers.
/// - A branch is its stalk (a filled tapered outline in the vine's colour), then its
///   leaf: filled with the leaf fill at least 85 % opaque (a gradient from base to tip with the style's
///   gradient), outlined and given a midrib in the leaf outline's paint, hairline thin.
/// - A tap's flower: five pale petals outlined in the vine's colour around a golden heart.
extension VinePainter {
    /// Samples per stem run kept in a layer, as in the classic look.
    static var naturalRunSize: Int { StemChunks.drawnSize }

    /// Paints natural `vine` as it stands in its scene (see ``paint(_:in:grown:)``).
    func paintNatural(_ vine: Scene.VisibleVine, in context: CairoContext, grown: GrownBranches?) {
        grown?.update(vine, painter: self)
        let first = grown?.count ?? 0
        let growing = (first..<vine.branchCount).map { index -> (Branch, Double) in
            let branch = vine.vine.branches[index]
            return (branch, index < vine.grownBranchCount ? 1 : vine.strokeEnd(of: branch))
        }
        let stem = vine.vine.stem[..<vine.sampleCount]
        let tip = stem.last!.distance
        if castsShadow, let grown {
            let tail = stem[grown.stemTailStart...]
            var bounds = Rect(origin: tail.first!.point, size: Size(width: 0, height: 0))
            for point in tail { bounds = bounds.union(point.point) }
            for (branch, _) in growing { bounds = bounds.union(branch.curve.boundingBox).union(branch.leaf) }
            if let bloom = vine.vine.bloom { bounds = bounds.union(bloom.bounds) }
            bounds = bounds.insetBy(dx: -vine.vine.width, dy: -vine.vine.width)
            let active = shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
                mask.newPath()
                mask.append(NaturalStem.outline(tail, tipDistance: tip, vineWidth: vine.vine.width))
                for (branch, strokeEnd) in growing { appendNaturalCoverage(branch, strokeEnd: strokeEnd, to: mask) }
                if let bloom = vine.vine.bloom, let opening = vine.bloomOpening {
                    for petal in bloom.petalPaths(scale: opening) { mask.append(petal) }
                }
                mask.fill()
            }
            grown.paintShadow(shadow, active: active, into: context)
        }
        let tail = stem[(grown.map { $0.stemRunCount * Self.naturalRunSize } ?? 0)...]
        grown?.stemColor.composite(onto: context)
        fillStem(tail, tipDistance: tip, of: vine.vine, highlight: false, in: context)
        if shadesNaturalStem(vine.vine) {
            grown?.stemHighlight.composite(onto: context)
            fillStem(tail, tipDistance: tip, of: vine.vine, highlight: true, in: context)
        }
        grown?.branches.composite(onto: context)
        for (branch, strokeEnd) in growing { paintNatural(branch, strokeEnd: strokeEnd, of: vine.vine, in: context) }
        if let bloom = vine.vine.bloom, let opening = vine.bloomOpening {
            paint(bloom, opening: opening, of: vine.vine, in: context)
        }
    }

    /// How many stem runs of natural `vine` are final and kept in its layers.
    func naturalStemRunCount(of vine: Scene.VisibleVine) -> Int {
        NaturalStem.completeRunCount(
            vine.vine.stem[..<vine.sampleCount], runSize: Self.naturalRunSize, vineWidth: vine.vine.width)
    }

    /// Paints run `run` of the natural stem of `vine` into the layers `color` and `highlight`.
    func paintNaturalStemRun(_ run: Int, of vine: Vine, color: PaintLayer, highlight: PaintLayer) {
        let points = NaturalStem.run(run, of: vine.stem[...], runSize: Self.naturalRunSize)
        var area = Rect(origin: points.first!.point, size: Size(width: 0, height: 0))
        for point in points { area = area.union(point.point) }
        let pixels = pixelBounds(of: area.insetBy(dx: -vine.width, dy: -vine.width))
        fillStem(points, tipDistance: .infinity, of: vine, highlight: false, in: color.context)
        color.extend(pixels)
        guard shadesNaturalStem(vine) else { return }
        fillStem(points, tipDistance: .infinity, of: vine, highlight: true, in: highlight.context)
        highlight.extend(pixels)
    }

    /// The natural stem's points that can no longer change for `vine`: those at least the
    /// taper length behind its visible tip (what its shadow chunks are cut from).
    func naturalFinalSamples(of vine: Scene.VisibleVine) -> ArraySlice<Sample> {
        let stem = vine.vine.stem[..<vine.sampleCount]
        let limit = stem.last!.distance - NaturalStem.taperLength(vineWidth: vine.vine.width)
        var count = stem.count
        while count > 0, stem[count - 1].distance > limit { count -= 1 }
        return vine.vine.samples[..<max(count, 1)]
    }

    /// The blurred shadow mask of the natural stem points `range` of `vine` alone.
    func naturalStemShadowMask(of vine: Vine, samples range: ClosedRange<Int>) -> ShadowMask? {
        let points = vine.stem[range]
        var bounds = Rect(origin: points.first!.point, size: Size(width: 0, height: 0))
        for point in points { bounds = bounds.union(point.point) }
        bounds = bounds.insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            mask.newPath()
            mask.append(NaturalStem.outline(points, tipDistance: .infinity, vineWidth: vine.width))
            mask.fill()
        }
    }

    /// The blurred shadow mask of the grown natural `branch` of `vine` alone.
    func naturalShadowMask(of branch: Branch, in vine: Vine) -> ShadowMask? {
        let bounds = branch.curve.boundingBox.union(branch.leaf).insetBy(dx: -vine.width, dy: -vine.width)
        return shadow.mask(transform: transform, bounds: bounds, targetSize: targetSize) { mask in
            mask.newPath()
            appendNaturalCoverage(branch, strokeEnd: 1, to: mask)
            mask.fill()
        }
    }

    /// Adds the stalk and leaf of natural `branch` at `strokeEnd` to the current path (for shadows).
    private func appendNaturalCoverage(_ branch: Branch, strokeEnd: Double, to mask: CairoContext) {
        let shape = branch.naturalShape(strokeEnd: strokeEnd)
        mask.append(shape.stalk)
        if let leaf = shape.leaf { mask.append(leaf.outline(scale: shape.leafScale)) }
    }

    /// Whether natural stems of `vine` get the lighter core.
    private func shadesNaturalStem(_ vine: Vine) -> Bool {
        style.gradient && target == .raster && vine.width * transform.scaleFactor >= Self.minimumShadedWidth
    }

    /// Fills the outline of stem `points` (tip at `tipDistance`) in the vine's colour, or
    /// with `highlight` its lighter core.
    private func fillStem(
        _ points: ArraySlice<StemPoint>, tipDistance: Double, of vine: Vine, highlight: Bool, in context: CairoContext
    ) {
        guard !points.isEmpty else { return }
        context.newPath()
        context.append(
            NaturalStem.outline(points, tipDistance: tipDistance, vineWidth: vine.width, scale: highlight ? 0.34 : 1))
        context.setSource(highlight ? vine.color.lightened(0.3) : vine.color)
        context.fill()
    }

    /// Paints natural `branch` of `vine` at `strokeEnd`: the stalk, then the leaf.
    func paintNatural(_ branch: Branch, strokeEnd: Double, of vine: Vine, in context: CairoContext) {
        let shape = branch.naturalShape(strokeEnd: strokeEnd)
        context.newPath()
        context.append(shape.stalk)
        context.setSource(vine.color)
        context.fill()
        guard let leaf = shape.leaf else { return }
        let outline = leaf.outline(scale: shape.leafScale)
        if var fill = style.leafFill.resolved(vineColor: vine.color) {
            fill.a = max(fill.a, Self.minimumLeafOpacity)
            context.newPath()
            context.append(outline)
            if style.gradient {
                let gradient = LinearGradient(from: leaf.base, to: leaf.tip)
                gradient.addStop(at: 0, fill.darkened(0.15))
                gradient.addStop(at: 1, fill.lightened(0.35))
                context.setSource(gradient)
            } else {
                context.setSource(fill)
            }
            context.fill()
        }
        guard let line = style.leafOutline.resolved(vineColor: vine.color) else { return }
        let width = max(0.6 * branch.stalkWidth.end, 0.35)
        context.setRoundLines()
        context.newPath()
        context.append(outline)
        context.setLineWidth(width)
        context.setSource(line)
        context.stroke()
        context.newPath()
        context.append(leaf.midrib(scale: shape.leafScale))
        context.setLineWidth(0.8 * width)
        context.setSource(line.lightened(0.25))
        context.stroke()
    }

    /// Paints `bloom` of `vine` opened to `opening`: petals, their outlines, the heart.
    func paint(_ bloom: Bloom, opening: Double, of vine: Vine, in context: CairoContext) {
        context.newPath()
        for petal in bloom.petalPaths(scale: opening) { context.append(petal) }
        context.setSource(Self.petalColor)
        context.fillPreserve()
        context.setRoundLines()
        context.setLineWidth(max(0.12 * bloom.petalLength, 0.35))
        context.setSource(vine.color)
        context.stroke()
        context.newPath()
        context.append(bloom.heart(scale: opening))
        context.setSource(Self.heartColor)
        context.fill()
    }

    /// The least opacity a natural leaf's fill gets, so that leaves read as leaves.
    static let minimumLeafOpacity = 0.85

    /// A flower's petals: a pale blush.
    static let petalColor = RGBA(r: 0.98, g: 0.88, b: 0.9, a: 1)
    /// A flower's heart: warm gold.
    static let heartColor = RGBA(r: 0.91, g: 0.72, b: 0.23, a: 1)
}
