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
    /// Cheap: a grown branch is its precomputed path; a growing one is cut with its
    /// arc-length index, exactly where its curve ends.
    init(_ branch: Branch, strokeEnd: Double) {
        if strokeEnd >= 1 {
            path = branch.path
            curve = BezierPath(elements: [
                .move(branch.curve.p0), .cubic(branch.curve.p1, branch.curve.p2, branch.curve.p3),
            ])
            leafOutline = BezierPath(ovalIn: branch.leafBox)
            leafFill = leafOutline
            return
        }
        let drawn = strokeEnd * branch.length
        path = branch.trimmedPath(strokeEnd: strokeEnd)
        if drawn <= branch.curveLength {
            curve = path
            leafOutline = BezierPath()
            leafFill = BezierPath()
        } else {
            curve = branch.lengthIndex.trimmed(fromLength: 0, toLength: branch.curveLength)
            leafOutline = branch.lengthIndex.trimmed(fromLength: branch.curveLength, toLength: drawn)
            leafFill = Self.sector(center: branch.leafBox.center, outline: leafOutline)
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
