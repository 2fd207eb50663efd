import VineCore
import VineGeometry

extension VineLook {
    /// How a stem grows in the vector animations.
    package enum StemGrowth: Sendable {
        /// Its strokes trimmed along its samples (``stem(_:tipDistance:)``'s inks).
        case trim
        /// Its fills (``stem(_:tipDistance:)``'s marks) revealed along `line`, `width` points
        /// wide (its widest).
        case reveal(line: [Point], width: Double)
    }

    /// How the stem through the first `count` samples (at least one) grows, as the
    /// definition says (``StemAnimation/stemGrowth(of:count:)``).
    package func stemGrowth(count: Int) -> StemGrowth {
        definition.stemAnimation.stemGrowth(of: vine, count: count)
    }

    /// The marks of `branch` at full size with their growth primitives (a stalk's outline
    /// following `steps` pieces of its curve), as the definition gives them
    /// (``BranchAnimation/animatedBranch(_:steps:look:)``).
    package func animatedMarks(of branch: Branch, steps: Int) -> AnimatedBranchMarks {
        definition.branchAnimation.animatedBranch(branch, steps: steps, look: self)
    }
}
