import VineCore
import VineGeometry

/// What a look draws of a vine's stem: its marks through a range of samples, where its
/// visible tip is, and its centre line.
package protocol StemMarks: AnyObject, Sendable {
    /// The stem of `look`'s vine through samples `range` (its visible tip at arc length
    /// `tipDistance`; infinity for a run that is final): its colour, or with `core` the
    /// tube's core.
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark

    /// The arc length of the visible tip of `vine` showing `sampleCount` samples, as
    /// ``stem(_:tipDistance:core:look:)`` takes it.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double

    /// The stem's centre line through the first `count` samples (at least one) of `vine` and
    /// the arc length along it at each.
    func stemLine(count: Int, of vine: Vine) -> (points: [Point], distances: [Double])
}

extension StemMarks {
    /// The polyline of the samples and the arc length along it.
    package func stemLine(count: Int, of vine: Vine) -> (points: [Point], distances: [Double]) {
        let points = vine.samples[..<count].map { $0.point }
        var distances = [0.0]
        for i in points.indices.dropFirst() {
            distances.append(distances[i - 1] + points[i - 1].distance(to: points[i]))
        }
        return (points, distances)
    }
}

/// What a look draws of a branch: its marks as it grows, split where a withering leaf
/// falls apart from its stalk, and a quick sketch of its leaf.
package protocol BranchMarks: AnyObject, Sendable {
    /// The marks of `branch` grown to `strokeEnd` (0…1), in painting order.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark]

    /// The marks of `branch` grown to `strokeEnd`, split into the leaf's painted before the
    /// stalk, the stalk's and the leaf's painted after it (a withering leaf falls apart
    /// from its stalk). Painted in this order they cover what ``branch(_:strokeEnd:look:)`` covers.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    )

    /// A closed polygon roughly outlining the leaf of `branch`, for a quick sketch
    /// (VineRender's `SceneSketcher`); nil without a leaf.
    func sketchLeaf(of branch: Branch) -> [Point]?
}

extension BranchMarks {
    /// The whole branch as its stalk: no leaf falls apart.
    package func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        ([], self.branch(branch, strokeEnd: strokeEnd, look: look), [])
    }

    /// The oval in the leaf's box, as nine points around it, the first repeated (a classic
    /// leaf's sketch); nil when the box is empty.
    package func sketchLeaf(of branch: Branch) -> [Point]? {
        guard !branch.leafBox.isEmpty else { return nil }
        let box = branch.leafBox
        let centre = Point(x: box.midX, y: box.midY)
        return ovalPoints.map { Point(x: centre.x + $0.x * box.width, y: centre.y + $0.y * box.height) }
    }
}

/// The points every 45° around a circle of diameter 1 about the origin, from 0° to 360°.
private let ovalPoints: [(x: Double, y: Double)] = {
    let radius = 1.0 / 2
    let diagonal = radius.squareRoot() * radius
    return [
        (radius, 0), (diagonal, diagonal), (0, radius), (-diagonal, diagonal), (-radius, 0), (-diagonal, -diagonal),
        (0, -radius), (diagonal, -diagonal), (radius, 0),
    ]
}()
