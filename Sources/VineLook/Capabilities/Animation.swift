import VineCore
import VineGeometry

/// How a look's stem grows in the vector animations.
package protocol StemAnimation: AnyObject, Sendable {
    /// How the stem of `vine` through its first `count` samples (at least one) grows in the
    /// vector animations: its strokes trimmed, or its fills revealed along a line.
    func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth
}

extension StemAnimation {
    /// Strokes trimmed along the samples.
    package func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth { .trim }
}

/// How a look's branches grow in the vector animations: their marks with the growth
/// primitives that draw them over time.
package protocol BranchAnimation: AnyObject, Sendable {
    /// The marks of `branch` at full size with the growth primitives that draw them over time
    /// in the vector animations (a stalk's outline following `steps` pieces of its curve), as
    /// the frames of its branch marks grow them.
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks
}

extension BranchAnimation where Self: BranchMarks {
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
}
