/// The natural look's timing: how a branch's linear `strokeEnd` becomes its stalk's
/// growth and its leaf's unfolding, both easing out.
public enum NaturalGrowth {
    /// The part of the grow duration the stalk takes; the leaf unfolds in the rest.
    public static let stalkShare = 0.6

    /// The cubic ease-out `1 − (1 − x)³` of `x` clamped to 0...1: fast at first, settling gently.
    public static func easeOut(_ x: Double) -> Double {
        let rest = 1 - min(max(x, 0), 1)
        return 1 - rest * rest * rest
    }

    /// ``easeOut(_:)`` as a cubic Bézier timing function (CSS `cubic-bezier(x1, y1, x2, y2)`,
    /// a Lottie keyframe's out and in handles): its x is `s` itself and its y is
    /// `3s − 3s² + s³ = 1 − (1 − s)³`, so animations that ease with it match exactly.
    public static let easeOutTiming = (x1: 1.0 / 3, y1: 1.0, x2: 2.0 / 3, y2: 1.0)

    /// How much of the stalk (0...1, of its curve parameter) is grown at `strokeEnd`.
    public static func stalk(_ strokeEnd: Double) -> Double {
        strokeEnd >= 1 ? 1 : easeOut(strokeEnd / stalkShare)
    }

    /// How far the leaf has unfolded (its scale, 0...1) at `strokeEnd`: nothing until the stalk is grown.
    public static func leaf(_ strokeEnd: Double) -> Double {
        strokeEnd >= 1 ? 1 : easeOut((strokeEnd - stalkShare) / (1 - stalkShare))
    }
}
