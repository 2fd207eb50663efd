import VineCore
import VineGeometry

/// The natural look's stem runs and shadows: what its marks (``NaturalLook``) cover,
/// filled. ``LayerCache`` decides, as for the classic look, what goes into which layer.
extension VinePainter {
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
            mask.append(vine.stemOutline(vine.stem[range], tipDistance: .infinity))
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
        let sways = growing.map { VineLook.sway(of: $0.0, in: vine.vine, at: vine.time) }
        for ((branch, _), sway) in zip(growing, sways) {
            points += Self.corners(of: branch).map { point in sway.map { $0.apply(point) } ?? point }
        }
        let bloom = vine.vine.bloom.flatMap { bloom in vine.bloomOpening.map { (bloom, $0) } }
        if let (bloom, _) = bloom {
            points += [bloom.bounds.origin, Point(x: bloom.bounds.maxX, y: bloom.bounds.maxY)]
        }
        return naturalMask(around: points, of: vine.vine, within: clip) { mask in
            mask.append(vine.vine.stemOutline(tail, tipDistance: tipDistance))
            for ((branch, strokeEnd), sway) in zip(growing, sways) {
                guard let sway else {
                    appendCoverage(of: branch, strokeEnd: strokeEnd, to: mask)
                    continue
                }
                mask.saving {
                    mask.concatenate(sway)
                    appendCoverage(of: branch, strokeEnd: strokeEnd, to: mask)
                }
            }
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
