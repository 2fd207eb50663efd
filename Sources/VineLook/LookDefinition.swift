import VineCore
import VineGeometry

/// A look: what each part of a vine shows, as ``Mark``s, and what the raster painter needs
/// to cache and shadow those parts. The one interface a look is written against.
///
/// The built-in looks are ``ClassicLook`` and ``NaturalLook``; a ``LookCatalog`` picks the
/// definition for each vine's ``/VineCore/Look``, and may hold any other conforming value.
/// Definitions are classes (immutable, so shared freely): Embedded Swift, which builds the
/// looks for WebAssembly, holds a value of a protocol type only when the protocol is
/// class-bound.
/// ``VineLook`` is the per-vine context each requirement is given (the vine, the output's
/// scale, whether lines are shaded as tubes) and the one place that asks for a definition.
///
/// The painter (VineRender's `VinePainter`) and the layer cache (`LayerCache`) call these
/// requirements and never ask which look they paint. The raster requirements (stem runs,
/// shadow samples and shapes) have defaults that suit any look whose stem marks through a
/// range of samples depend on those samples alone: runs of fixed size, shadows covering
/// the marks themselves (``ShadowShapes/init(marks:)``).
package protocol LookDefinition: AnyObject, Sendable {
    /// The stem of `look`'s vine through samples `range` (its visible tip at arc length
    /// `tipDistance`; infinity for a run that is final): its colour, or with `core` the
    /// tube's core.
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark

    /// The arc length of the visible tip of `vine` showing `sampleCount` samples, as
    /// ``stem(_:tipDistance:core:look:)`` takes it.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double

    /// The stem's centre line through the first `count` samples (at least one) of `vine` and
    /// the arc length along it at each.
    func stemLine(count: Int, of vine: Vine) -> (points: [Point], distances: [Double])

    /// The marks of `branch` grown to `strokeEnd` (0…1), in painting order.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark]

    /// The marks of `branch` grown to `strokeEnd`, split into the leaf's painted before the
    /// stalk, the stalk's and the leaf's painted after it (a withering leaf falls apart
    /// from its stalk). Painted in this order they cover what ``branch(_:strokeEnd:look:)`` covers.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    )

    /// The centre a withering leaf of `branch` spins about and its size; nil without a leaf.
    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)?

    /// The colour its withering leaves turn to; nil for each leaf's autumn colour.
    var witherColour: RGBA? { get }

    /// The colours of the gradient a leaf filled with `fill` gets with the gradient style,
    /// from its start to its end: what a dotLottie theme's leaf fill becomes.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA)

    /// The soft shadow's numbers.
    var shadow: ShadowLook { get }

    /// How the stem of `vine` through its first `count` samples (at least one) grows in the
    /// vector animations: its strokes trimmed, or its fills revealed along a line.
    func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth

    /// The marks of `branch` at full size with the growth primitives that draw them over time
    /// in the vector animations (a stalk's outline following `steps` pieces of its curve), as
    /// the frames of ``branch(_:strokeEnd:look:)`` grow them.
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks

    /// A closed polygon roughly outlining the leaf of `branch`, for a quick sketch
    /// (VineRender's `SceneSketcher`); nil without a leaf.
    func sketchLeaf(of branch: Branch) -> [Point]?

    /// How many runs of `runSize` segments of the stem of `vine` are final: drawn into a
    /// layer once, never to change.
    func stemRunCount(of vine: Scene.VisibleVine, runSize: Int) -> Int

    /// The samples of final run `run` (of `runSize` segments) of the stem of `vine`, and the
    /// points its marks lie around (what bounds them, less the stem's width).
    func stemRun(_ run: Int, of vine: Vine, runSize: Int) -> (samples: Range<Int>, points: [Point])

    /// The visible samples of `vine` its stem's shadow chunks are cut from: those whose
    /// stem marks can no longer change.
    func shadowSamples(of vine: Scene.VisibleVine) -> ArraySlice<Sample>

    /// What casts the shadow of the stem samples `range` of `look`'s vine.
    func stemShadow(_ range: ClosedRange<Int>, look: VineLook) -> ShadowShapes

    /// What casts the shadow of the grown `branch` of `look`'s vine.
    func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes

    /// What bounds the marks of the grown `branch` of `look`'s vine, less half the branch's
    /// line width: the area a layer keeps of it.
    func branchBounds(of branch: Branch, look: VineLook) -> Rect

    /// What casts the shadow of the stem of `vine` from sample `tailStart` to its visible
    /// tip, its `growing` branches (each at its `strokeEnd`, swaying as at the scene's
    /// time) and anything else that changes every frame, together.
    func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes
}

extension LookDefinition {
    /// The polyline of the samples and the arc length along it.
    package func stemLine(count: Int, of vine: Vine) -> (points: [Point], distances: [Double]) {
        let points = vine.samples[..<count].map { $0.point }
        var distances = [0.0]
        for i in points.indices.dropFirst() {
            distances.append(distances[i - 1] + points[i - 1].distance(to: points[i]))
        }
        return (points, distances)
    }

    /// The whole branch as its stalk: no leaf falls apart.
    package func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        ([], self.branch(branch, strokeEnd: strokeEnd, look: look), [])
    }

    /// The centre and width of the branch's leaf box; nil when it is empty.
    package func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        guard !branch.leafBox.isEmpty else { return nil }
        return (Point(x: branch.leafBox.midX, y: branch.leafBox.midY), branch.leafBox.width)
    }

    /// None: each leaf turns to its autumn colour.
    package var witherColour: RGBA? { nil }

    /// The soft shadow every built-in look casts.
    package var shadow: ShadowLook { .soft }

    /// Strokes trimmed along the samples.
    package func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth { .trim }

    /// The grown branch's marks unfolding about its start with ``GrowthEasing`` over its
    /// growth: a look whose frames grow a branch otherwise says how.
    package func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        var animated = AnimatedBranchMarks()
        let marks = self.branch(branch, strokeEnd: 1, look: look)
        guard !marks.isEmpty else { return animated }
        let frame = Leaf(base: branch.start, direction: Vector(x: 1, y: 0), length: branch.length, width: branch.length)
        animated.unfolding = Unfolding(
            marks: marks, anchor: branch.start, frame: frame,
            time: (branch.birth, branch.birth + look.vine.parameters.growDuration))
        return animated
    }

    /// Every complete run of `runSize` samples.
    package func stemRunCount(of vine: Scene.VisibleVine, runSize: Int) -> Int {
        max(0, vine.sampleCount - 1) / runSize
    }

    /// Samples `run·runSize … (run+1)·runSize` (neighbouring runs share a sample).
    package func stemRun(_ run: Int, of vine: Vine, runSize: Int) -> (samples: Range<Int>, points: [Point]) {
        let range = run * runSize..<(run + 1) * runSize + 1
        return (range, vine.samples[range].map { $0.point })
    }

    /// Every visible sample.
    package func shadowSamples(of vine: Scene.VisibleVine) -> ArraySlice<Sample> { vine.samples }

    /// The stem's marks through the samples.
    package func stemShadow(_ range: ClosedRange<Int>, look: VineLook) -> ShadowShapes {
        ShadowShapes(marks: [
            stem(range.lowerBound..<range.upperBound + 1, tipDistance: .infinity, core: false, look: look)
        ])
    }

    /// The grown branch's marks.
    package func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        ShadowShapes(marks: self.branch(branch, strokeEnd: 1, look: look))
    }

    /// The curve's control points and the leaf's box.
    package func branchBounds(of branch: Branch, look: VineLook) -> Rect {
        let curve = branch.curve
        return Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leafBox)
    }

    /// The stem tail's marks and the growing branches' marks, swaying.
    package func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes {
        let tip = tipDistance(of: vine.vine, sampleCount: vine.sampleCount)
        var marks = [stem(tailStart..<vine.sampleCount, tipDistance: tip, core: false, look: look)]
        for (branch, strokeEnd) in growing { marks += look.branch(branch, strokeEnd: strokeEnd, at: vine.time) }
        return ShadowShapes(marks: marks)
    }
}

extension LookDefinition {
    /// The oval in the leaf's box, as nine points around it, the first repeated (a classic
    /// leaf's sketch); nil when the box is empty.
    package func sketchLeaf(of branch: Branch) -> [Point]? {
        guard !branch.leafBox.isEmpty else { return nil }
        let box = branch.leafBox
        let centre = Point(x: box.midX, y: box.midY)
        return ovalPoints.map { Point(x: centre.x + $0.x * box.width, y: centre.y + $0.y * box.height) }
    }
}

/// The points every 45° around a circle of diameter 1 about the origin, from 0° to 360°.
private let ovalPoints: [(x: Double, y: Double)] = {
    let radius = 1.0 / 2
    let diagonal = radius.squareRoot() * radius
    return [
        (radius, 0), (diagonal, diagonal), (0, radius), (-diagonal, diagonal), (-radius, 0), (-diagonal, -diagonal),
        (0, -radius), (diagonal, -diagonal), (radius, 0),
    ]
}()
