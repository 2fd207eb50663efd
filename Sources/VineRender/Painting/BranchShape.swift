import VineCore
import VineGeometry

/// What of one branch is drawn at a scene's time: its trimmed outline, split into the
/// curve and the leaf part, and how far the leaf's outline has grown.
struct BranchShape {
    /// The drawn part of the whole outline (curve, then leaf oval), as `strokeEnd` trims it.
    let path: BezierPath
    /// The drawn part of the curve alone.
    let curve: BezierPath
    /// The drawn part of the leaf's outline alone (empty until the curve is complete).
    let leafOutline: BezierPath
    /// The fraction of the leaf's outline drawn, 0…1: 0 while the curve grows, 1 when grown.
    let leafProgress: Double

    /// The shape of `branch` at `strokeEnd` (0…1).
    ///
    /// A fully grown branch costs nothing to measure; a growing one measures its curve once.
    init(_ branch: Branch, strokeEnd: Double) {
        if strokeEnd >= 1 {
            path = branch.path
            curve = BezierPath(elements: [.move(branch.curve.p0), .cubic(branch.curve.p1, branch.curve.p2, branch.curve.p3)])
            leafOutline = BezierPath(ovalIn: branch.leaf)
            leafProgress = 1
            return
        }
        let total = branch.length
        let curveLength = branch.curve.arcLength(accuracy: Branch.lengthAccuracy)
        let curveFraction = total > 0 ? min(curveLength / total, 1) : 1
        path = branch.trimmedPath(strokeEnd: strokeEnd)
        if strokeEnd <= curveFraction {
            curve = path
            leafOutline = BezierPath()
            leafProgress = 0
        } else {
            curve = branch.lengthIndex.trimmed(from: 0, to: curveFraction)
            leafOutline = branch.lengthIndex.trimmed(from: curveFraction, to: strokeEnd)
            leafProgress = min(max((strokeEnd - curveFraction) / (1 - curveFraction), 0), 1)
        }
    }
}
