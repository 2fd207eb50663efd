import VineCore
import VineGeometry

extension SpeciesLook {
    /// The marks of `branch` as `look` animates them: the base look's (its leaf left out when
    /// the species has leaf shapes), then one set of primitives per part in
    /// ``AnimatedBranchMarks/parts``, as ``branch(_:strokeEnd:look:)`` paints them: each
    /// shoot or tendril one line of its cubics trimmed by length, linearly over the part's
    /// window, each leaf or ornament unfolding about its anchor over its window, a cluster's
    /// ornaments (one anchor, one window) as one.
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        var animated = base.animatedBranch(branch, steps: steps, look: look)
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
                if let last = shapes.last?.unfolding, !last.isLeaf, part.kind != .leaf, last.anchor == part.anchor,
                    last.time == (part.birth, part.birth + part.duration)
                {
                    // The next ornament of a cluster: it opens with the others, as one.
                    var joined = last.marks
                    for mark in marks { Self.append(mark, to: &joined) }
                    let reach = part.anchor.distance(to: part.origin) + part.size
                    shapes[shapes.count - 1].unfolding = Unfolding(
                        marks: joined, anchor: last.anchor,
                        frame: Leaf(
                            base: last.anchor, direction: last.frame.direction,
                            length: max(last.frame.length, reach), width: max(last.frame.width, reach)),
                        time: last.time, isLeaf: false)
                    continue
                }
                let reach = part.anchor.distance(to: part.origin) + part.size
                var unfolding = AnimatedBranchMarks()
                unfolding.unfolding = Unfolding(
                    marks: marks, anchor: part.anchor,
                    frame: Leaf(base: part.anchor, direction: part.direction, length: reach, width: reach),
                    time: (part.birth, part.birth + part.duration), isLeaf: part.kind == .leaf)
                shapes.append(unfolding)
            }
        }
        animated.parts = lines + shapes
        return animated
    }
}
