import VineCore
import VineGeometry

extension ClassicLook {
    /// Strokes trimmed along the samples.
    func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth { .trim }

    /// The marks of `branch` as `look` animates them: the curve trimmed, then the leaf's
    /// outline trimmed while its fill sweeps about the leaf's centre (``sweep(of:)``), each
    /// taking its share of the growth by length (a classic stalk has no outline to follow `steps`).
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        let end = branch.birth + look.vine.parameters.growDuration
        let leafStart = branch.birth + look.vine.parameters.growDuration * branch.curveLength / branch.length
        let inks = Self.inks(of: branch, look: look)
        var marks = AnimatedBranchMarks()
        marks.curveInks = inks.curve
        marks.curveTime = (branch.birth, leafStart)
        marks.outlineInks = inks.outline
        marks.sweepFill = inks.leafFill
        marks.sweep = Self.sweep(of: branch)
        marks.sweepTime = (leafStart, end)
        return marks
    }

    /// The leaf oval of `branch` as a sweep: the hand turns about the leaf's centre from
    /// its rightmost point towards maxY (``/VineGeometry/BezierPath/init(ovalIn:)``).
    static func sweep(of branch: Branch) -> Sweep {
        let leaf = branch.leafBox
        let oval = BezierPath(ovalIn: leaf)
        let right = Point(x: leaf.maxX, y: leaf.midY)
        let arcs = oval.elements.filter {
            if case .cubic = $0 { return true }
            return false
        }
        return Sweep(
            centre: leaf.center, radius: leaf.width / 2, outline: oval,
            outlineLength: branch.length - branch.curveLength,
            sector: BezierPath(elements: [.move(leaf.center), .line(right)] + arcs))
    }
}
