import VineCore
import VineGeometry

/// The classic look as a ``LookDefinition``: stems and branches stroked, its stem runs and
/// shadow samples the defaults, its shadows the strokes and leaf fills of its shapes.
extension ClassicLook: LookDefinition, LookCapabilities {
    /// The samples' polylines stroked at the stem's width, or its tube's core.
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark {
        let vine = look.vine
        let width = core ? vine.width * Tube.coreWidthFraction : vine.width
        return Mark(
            geometry: VineLook.stemGeometry(vine.stemPolylines(range)),
            ink: .stroke(.solid(core ? Tube.coreColor(of: vine.color) : vine.color), width: width))
    }

    /// 0: a classic stem has no tip of its own.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double { 0 }

    /// The leaf's swept fill, then the curve and the oval outline, trimmed to `strokeEnd`.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        Self.branch(BranchShape(branch, strokeEnd: strokeEnd), of: branch, look: look)
    }

    /// The leaf's fill, the curve's strokes, the leaf outline's strokes.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let parts = Self.witheringParts(BranchShape(branch, strokeEnd: strokeEnd), of: branch, look: look)
        return (parts.fill, parts.curve, parts.outline)
    }

    /// The centre and width of the leaf's oval box.
    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        (Point(x: branch.leafBox.midX, y: branch.leafBox.midY), branch.leafBox.width)
    }

    /// 40 % lighter, then 20 % darker.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) { Self.leafGradientColours(fill) }

    /// The samples' polylines stroked at the stem's width.
    func stemShadow(_ range: ClosedRange<Int>, look: VineLook) -> ShadowShapes {
        let vine = look.vine
        let lines = vine.stemPolylines(range.lowerBound..<range.upperBound + 1)
        return ShadowShapes(
            bounds: ShadowShapes.bounds(around: vine.samples[range].lazy.map { $0.point }, widenedBy: vine.width),
            passes: [.stroke(lines.map { (.polyline($0), nil) }, width: vine.width)])
    }

    /// The curve (and the leaf's outline when it has one) stroked, then the leaf's fill.
    func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        let vine = look.vine
        let curve = branch.curve
        let bounds = Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leafBox)
            .insetBy(dx: -vine.width, dy: -vine.width)
        return ShadowShapes(bounds: bounds, passes: Self.shadowPasses([BranchShape(branch, strokeEnd: 1)], of: vine))
    }

    /// The tail's polylines stroked at the stem's width, then the growing branches' shapes
    /// as far as grown, each turned by its sway.
    func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes {
        let tail = vine.samples[tailStart...]
        var bounds = Rect(origin: tail.first!.point, size: Size(width: 0, height: 0))
        for sample in tail { bounds = bounds.union(sample.point) }
        let sways = growing.map { VineLook.sway(of: $0.branch, in: vine.vine, at: vine.time) ?? .identity }
        for ((branch, _), sway) in zip(growing, sways) {
            // A still branch's bounds are the ones version 1 always used (its start lies on
            // the stem): the mask's size decides the blur's pixels, byte for byte.
            let still = Rect(from: branch.curve.p1, to: branch.curve.p2).union(branch.leafBox)
            bounds = bounds.union(sway == .identity ? still : still.union(branch.start).applying(sway))
        }
        let margin = vine.vine.width
        bounds = bounds.insetBy(dx: -margin, dy: -margin)
        let lines = vine.vine.stemPolylines(tail.startIndex..<tail.endIndex)
        let shapes = growing.map { BranchShape($0.branch, strokeEnd: $0.strokeEnd) }
        return ShadowShapes(
            bounds: bounds,
            passes: [.stroke(lines.map { (.polyline($0), nil) }, width: vine.vine.width)]
                + Self.shadowPasses(shapes, swaying: sways, of: vine.vine))
    }

    /// The shadow passes of branch `shapes` of `vine` (each turned by its sway in `sways`,
    /// when given): their lines stroked, then their leaf fills; none without shapes.
    private static func shadowPasses(
        _ shapes: [BranchShape], swaying sways: [AffineTransform]? = nil, of vine: Vine
    ) -> [ShadowShapes.Pass] {
        guard !shapes.isEmpty else { return [] }
        func piece(_ path: BezierPath, _ index: Int) -> ShadowShapes.Piece {
            guard let sway = sways?[index], sway != .identity else { return (.path(path), nil) }
            return (.path(path), sway)
        }
        let outlined = vine.style.leafOutline.resolved(vineColor: vine.color) != nil
        var passes: [ShadowShapes.Pass] = [
            .stroke(
                shapes.enumerated().map { piece(outlined ? $1.path : $1.curve, $0) }, width: vine.branchWidth)
        ]
        if vine.style.leafFill.resolved(vineColor: vine.color) != nil {
            passes.append(.fill(shapes.enumerated().map { piece($1.leafFill, $0) }))
        }
        return passes
    }
}
