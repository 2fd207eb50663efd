import VineCore
import VineGeometry

/// The natural look as a ``LookDefinition``: filled tapered outlines from VineCore.
///
/// A natural stem's run is final once the visible tip is a taper length beyond it
/// (``/VineCore/NaturalStem/completeRunCount(_:runSize:vineWidth:)``), and its shadow
/// chunks are cut only from such final points, so what the layer cache keeps never changes
/// afterwards and cached frames stay byte-identical to from-scratch ones. Its shadows
/// cover its outlines, filled.
extension NaturalLook: LookDefinition, LookCapabilities {
    /// The tapered outline filled, or its lighter core.
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark {
        Self.stem(look.vine.stem[range], tipDistance: tipDistance, of: look.vine, core: core)
    }

    /// The arc length of the last visible stem point.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double { vine.stem[sampleCount - 1].distance }

    /// The smoothed stem points and their arc lengths.
    func stemLine(count: Int, of vine: Vine) -> (points: [Point], distances: [Double]) {
        let stem = vine.stem[..<count]
        return (stem.map { $0.point }, stem.map { $0.distance })
    }

    /// The stalk's outline filled, then the unfolding leaf's fill, outline and midrib.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        Self.branch(branch, strokeEnd: strokeEnd, look: look)
    }

    /// Nothing before the stalk, the stalk, then the leaf's marks.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let marks = Self.branch(branch, strokeEnd: strokeEnd, look: look)
        return ([], Array(marks.prefix(1)), Array(marks.dropFirst()))
    }

    /// The pointed leaf's centre and length; nil for a leafless branch.
    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        branch.leaf.map { ($0.center, $0.length) }
    }

    /// 15 % darker at the base, 35 % lighter at the tip.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) { Self.leafGradientColours(fill) }

    /// The pointed leaf as a diamond (base, side, tip, side); nil for a leafless branch.
    func sketchLeaf(of branch: Branch) -> [Point]? {
        guard let leaf = branch.leaf?.blade else { return nil }
        let side = leaf.direction.perpendicular * (leaf.width / 2)
        return [leaf.base, leaf.center + side, leaf.tip, leaf.center - side, leaf.base]
    }

    /// The runs a taper length behind the visible tip.
    func stemRunCount(of vine: Scene.VisibleVine, runSize: Int) -> Int {
        NaturalStem.completeRunCount(vine.vine.stem[..<vine.sampleCount], runSize: runSize, vineWidth: vine.vine.width)
    }

    /// The stem points of the run.
    func stemRun(_ run: Int, of vine: Vine, runSize: Int) -> (samples: Range<Int>, points: [Point]) {
        let points = NaturalStem.run(run, of: vine.stem[...], runSize: runSize)
        return (points.startIndex..<points.endIndex, points.map { $0.point })
    }

    /// The samples at least the taper length behind the visible tip.
    func shadowSamples(of vine: Scene.VisibleVine) -> ArraySlice<Sample> {
        let stem = vine.vine.stem[..<vine.sampleCount]
        let limit = stem.last!.distance - NaturalStem.taperLength(vineWidth: vine.vine.width)
        var count = stem.count
        while count > 1, stem[count - 1].distance > limit { count -= 1 }
        return vine.vine.samples[..<count]
    }

    /// The stem's outline through the points, filled.
    func stemShadow(_ range: ClosedRange<Int>, look: VineLook) -> ShadowShapes {
        let vine = look.vine
        return ShadowShapes(
            bounds: ShadowShapes.bounds(around: vine.stem[range].map { $0.point }, widenedBy: vine.width),
            passes: [.fill([(.path(vine.stemOutline(vine.stem[range], tipDistance: .infinity)), nil)])])
    }

    /// The stalk and leaf outlines, filled.
    func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        ShadowShapes(
            bounds: ShadowShapes.bounds(around: Self.corners(of: branch), widenedBy: look.vine.width),
            passes: [.fill(Self.coverage(of: branch, strokeEnd: 1, sway: nil))])
    }

    /// The tail's outline, the growing branches' stalks and leaves (each turned by its
    /// sway) and the opening flower's petals, filled together.
    func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes {
        let stem = vine.vine.stem[..<vine.sampleCount]
        let tail = stem[tailStart...]
        var points = tail.map { $0.point }
        let sways = growing.map { VineLook.sway(of: $0.branch, in: vine.vine, at: vine.time) }
        for ((branch, _), sway) in zip(growing, sways) {
            points += Self.corners(of: branch).map { point in sway.map { $0.apply(point) } ?? point }
        }
        let bloom = vine.vine.bloom.flatMap { bloom in vine.bloomOpening.map { (bloom, $0) } }
        if let (bloom, _) = bloom {
            points += [bloom.bounds.origin, Point(x: bloom.bounds.maxX, y: bloom.bounds.maxY)]
        }
        var pieces: [ShadowShapes.Piece] = [(.path(vine.vine.stemOutline(tail, tipDistance: stem.last!.distance)), nil)]
        for ((branch, strokeEnd), sway) in zip(growing, sways) {
            pieces += Self.coverage(of: branch, strokeEnd: strokeEnd, sway: sway)
        }
        if let (bloom, opening) = bloom {
            pieces += bloom.petalPaths(scale: opening).map { (.path($0), nil) }
        }
        return ShadowShapes(
            bounds: ShadowShapes.bounds(around: points, widenedBy: vine.vine.width), passes: [.fill(pieces)])
    }

    /// The control points of `branch`'s stalk and the corners of its leaf's box: what bounds it.
    private static func corners(of branch: Branch) -> [Point] {
        let curve = branch.curve
        return [
            curve.p0, curve.p1, curve.p2, curve.p3, branch.leafBox.origin,
            Point(x: branch.leafBox.maxX, y: branch.leafBox.maxY),
        ]
    }

    /// The stalk and leaf outlines of `branch` at `strokeEnd`, turned by `sway` when it has one.
    private static func coverage(of branch: Branch, strokeEnd: Double, sway: AffineTransform?) -> [ShadowShapes.Piece] {
        let shape = branch.naturalShape(strokeEnd: strokeEnd)
        var pieces: [ShadowShapes.Piece] = [(.path(shape.stalk), sway)]
        if let leaf = shape.leaf { pieces.append((.path(leaf.outline(scale: shape.leafScale)), sway)) }
        return pieces
    }
}
