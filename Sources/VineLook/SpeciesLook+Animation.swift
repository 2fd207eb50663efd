import VineCore
import VineGeometry

extension SpeciesLook {
    /// The marks of `branch` as `look` animates them: the base look's (its leaf left out when
    /// the species has leaf shapes), then one set of primitives per part in
    /// ``AnimatedBranchMarks/parts``, as ``branch(_:strokeEnd:look:)`` paints them: each
    /// shoot or tendril one line of its cubics trimmed by length, linearly over the part's
    /// window, each leaf or ornament unfolding about its anchor over its window (a
    /// cluster's ornaments about one anchor over one window, which a writer may group).
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        var animated = base.branchAnimation.animatedBranch(branch, steps: steps, look: look)
        if replacesLeaf {
            animated.outlineInks = []
            animated.sweepFill = nil
            animated.sweep = nil
            animated.unfolding = nil
        }
        var lines: [AnimatedBranchMarks] = []
        var shapes: [AnimatedBranchMarks] = []
        for part in branch.parts {
            switch part.kind {
            case .shoot, .tendril:
                guard !part.curves.isEmpty else { continue }
                var line = AnimatedBranchMarks()
                let end = part.birth + part.duration
                line.curveInks = [.stroke(.solid(part.colour), width: part.width)]
                line.line = (part.curves, Self.lengths(of: part).reduce(0, +))
                line.curveTime = (part.birth, end)
                line.sweepTime = (end, end)
                lines.append(line)
            case .leaf, .flower, .bud, .fruit:
                let marks = shape(part, look: look)
                guard !marks.isEmpty else { continue }
                var unfolding = AnimatedBranchMarks()
                unfolding.unfolding = Unfolding(
                    marks: marks, anchor: part.anchor,
                    frame: Leaf(base: part.origin, direction: part.direction, length: part.size, width: part.size),
                    time: (part.birth, part.birth + part.duration), isLeaf: part.kind == .leaf)
                shapes.append(unfolding)
            }
        }
        animated.parts = lines + shapes
        return animated
    }
}
