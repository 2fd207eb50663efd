import VineCore
import VineGeometry

extension NaturalLook {
    /// The natural stem of `vine` through its first `count` samples grows revealed along its
    /// smoothed points, as wide as its widest.
    func stemGrowth(of vine: Vine, count: Int) -> VineLook.StemGrowth {
        let stem = vine.stem[..<count]
        return .reveal(line: stem.map { $0.point }, width: 2 * (stem.map { $0.halfWidth }.max() ?? 0))
    }

    /// The marks of `branch` as `look` animates them (its stalk's outline following `steps`
    /// pieces of its curve): the stalk revealed along its centre line as
    /// ``/VineCore/Branch/naturalShape(strokeEnd:steps:)`` grows it (the arc length of the
    /// grown part of its curve), then the leaf unfolding about its base with
    /// ``/VineCore/NaturalGrowth/leaf(_:)``.
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        let growDuration = look.vine.parameters.growDuration
        let line = branch.curve.subsegment(branch.stalkStart...1)
        let length = line.arcLength(accuracy: 1e-3)
        let stalkEnd = branch.birth + growDuration * NaturalGrowth.stalkShare
        let fraction = { @Sendable (t: Double) -> Double in
            let strokeEnd = growDuration > 0 ? min(max((t - branch.birth) / growDuration, 0), 1) : 1
            let grown = max(NaturalGrowth.stalk(strokeEnd), branch.stalkStart)
            guard length > 0, grown < 1 else { return grown < 1 ? 0 : 1 }
            return branch.curve.subsegment(branch.stalkStart...grown).arcLength(accuracy: 1e-3) / length
        }
        let marks = Self.branch(branch, strokeEnd: 1, steps: steps, look: look)
        var animated = AnimatedBranchMarks()
        animated.stalk = LineReveal(
            fill: marks[0], line: line, length: length, width: branch.stalkWidth.base, time: (branch.birth, stalkEnd),
            fraction: fraction, easedStart: Self.easedStalkStart(of: branch, until: stalkEnd))
        if let leaf = branch.leaf?.blade {
            animated.unfolding = Unfolding(
                marks: Array(marks.dropFirst()), anchor: leaf.base, frame: leaf,
                time: (stalkEnd, branch.birth + growDuration))
        }
        return animated
    }

    /// When `branch`'s stalk starts showing, if its reveal then eases out to `stalkEnd`: nil
    /// when it grows in no time or shows no stalk.
    ///
    /// The stalk grows in its curve's parameter by ``/VineCore/NaturalGrowth/stalk(_:)``, an
    /// ease-out from its birth to `stalkEnd`, and shows from the time `t0` that parameter
    /// passes ``/VineCore/Branch/stalkStart`` (`s0`); the rest of a cubic ease-out rescaled is
    /// the same ease-out (`1 − (1 − s)³` again), so in the parameter the visible stalk grows
    /// exactly by ``/VineCore/NaturalGrowth/easeOutTiming`` from `t0` to `stalkEnd` (in arc
    /// length nearly so).
    private static func easedStalkStart(of branch: Branch, until stalkEnd: Double) -> Double? {
        guard stalkEnd > branch.birth, branch.stalkStart < 1 else { return nil }
        // easeOut(u0) = s0, by bisection (only + − × ÷): u0 = 1 − ∛(1 − s0).
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if NaturalGrowth.easeOut(middle) < branch.stalkStart { low = middle } else { high = middle }
        }
        return branch.birth + (stalkEnd - branch.birth) * high
    }
}
