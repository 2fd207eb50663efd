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

    /// How the stem through the first `count` samples (at least one) grows.
    package func stemGrowth(count: Int) -> StemGrowth {
        switch vine.look {
        case .classic: .trim
        case .natural: NaturalLook.stemGrowth(of: vine, count: count)
        }
    }

    /// The marks of `branch` at full size with their growth primitives (a stalk's outline
    /// following `steps` pieces of its curve).
    package func animatedMarks(of branch: Branch, steps: Int) -> AnimatedBranchMarks {
        switch vine.look {
        case .classic: ClassicLook.animatedMarks(of: branch, look: self)
        case .natural: NaturalLook.animatedMarks(of: branch, steps: steps, look: self)
        }
    }
}
