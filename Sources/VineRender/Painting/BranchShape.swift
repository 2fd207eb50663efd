import VineCore
import VineGeometry

/// What of one branch is drawn at a scene's time: its trimmed outline, split into the
/// curve and the leaf part, and the part of the leaf to fill.
///
/// A leaf's fill grows with its outline like a clock hand sweeping from the outline's
/// start: the sector between the leaf's centre and the outline drawn so far, and the
/// whole oval once the outline is complete.
struct BranchShape {
    /// The drawn part of the whole outline (curve, then leaf oval), as `strokeEnd` trims it.
    let path: BezierPath
    /// The drawn part of the curve alone.
    let curve: BezierPath
    /// The drawn part of the leaf's outline alone (empty until the curve is complete).
    let leafOutline: BezierPath
    /// The area to fill: empty while the curve grows, then the swept sector, then the oval.
    let leafFill: BezierPath

    /// The shape of `branch` at `strokeEnd` (0…1).
    ///
    /// A fully grown branch costs nothing to measure; a growing one measures its curve once.
    init(_ branch: Branch, strokeEnd: Double) {
        if strokeEnd >= 1 {
            path = branch.path
            curve = BezierPath(elements: [.move(branch.curve.p0), .cubic(branch.curve.p1, branch.curve.p2, branch.curve.p3)])
            leafOutline = BezierPath(ovalIn: branch.leaf)
            leafFill = leafOutline
            return
        }
        let total = branch.length
        let curveLength = branch.curve.arcLength(accuracy: Branch.lengthAccuracy)
        let curveFraction = total > 0 ? min(curveLength / total, 1) : 1
        path = branch.trimmedPath(strokeEnd: strokeEnd)
        if strokeEnd <= curveFraction {
            curve = path
            leafOutline = BezierPath()
            leafFill = BezierPath()
        } else {
            curve = branch.lengthIndex.trimmed(from: 0, to: curveFraction)
            leafOutline = branch.lengthIndex.trimmed(from: curveFraction, to: strokeEnd)
            leafFill = Self.sector(center: branch.leaf.center, outline: leafOutline)
        }
    }

    /// The closed area between `center` and the open `outline`: centre, outline, back to centre.
    private static func sector(center: Point, outline: BezierPath) -> BezierPath {
        guard case .move(let start)? = outline.elements.first else { return BezierPath() }
        var sector = BezierPath(elements: [.move(center), .line(start)])
        sector.elements += outline.elements.dropFirst().filter { if case .move = $0 { false } else { true } }
        sector.close()
        return sector
    }
}
