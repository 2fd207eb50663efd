import VineCore
import VineGeometry

/// What the raster painter needs to cache and shadow a look's stem: which runs of it are
/// final, what bounds them, and what casts their shadow.
///
/// The defaults suit a look whose stem marks through a range of samples depend on those
/// samples alone: runs of fixed size, shadows covering the marks themselves.
package protocol StemRaster: AnyObject, Sendable {
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
}

extension StemRaster {
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
}

extension StemRaster where Self: StemMarks {
    /// The stem's marks through the samples.
    package func stemShadow(_ range: ClosedRange<Int>, look: VineLook) -> ShadowShapes {
        ShadowShapes(marks: [
            stem(range.lowerBound..<range.upperBound + 1, tipDistance: .infinity, core: false, look: look)
        ])
    }
}

/// What the raster painter needs to cache and shadow a look's branches: what bounds a
/// grown branch, what casts its shadow, and what casts the shadow of everything that
/// changes every frame.
package protocol BranchRaster: AnyObject, Sendable {
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

extension BranchRaster {
    /// The curve's control points and the leaf's box.
    package func branchBounds(of branch: Branch, look: VineLook) -> Rect {
        let curve = branch.curve
        return Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2).union(branch.leafBox)
    }
}

extension BranchRaster where Self: BranchMarks {
    /// The grown branch's marks.
    package func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        ShadowShapes(marks: self.branch(branch, strokeEnd: 1, look: look))
    }
}

extension BranchRaster where Self: StemMarks {
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
