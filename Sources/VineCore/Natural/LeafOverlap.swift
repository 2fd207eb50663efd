import VineGeometry

/// How many leaves overlap another: the measure of leaf spacing.
///
/// Two leaves overlap when the interiors of the ellipses inside their blades intersect
/// (``BranchLeaf/ellipse``, ``LeafEllipse/overlaps(_:)``: a centre inside the other, or one
/// of 64 boundary points of either strictly inside the other). Leaves of size 0 take no room.
public struct LeafOverlap: Hashable, Sendable {
    /// The leaves counted.
    public var leaves: Int
    /// The leaves that overlap at least one other.
    public var overlapping: Int
    /// The branches that have no leaf (natural branches where no leaf fitted).
    public var leafless: Int

    /// `overlapping / leaves`, 0 when there are no leaves.
    public var fraction: Double { leaves == 0 ? 0 : Double(overlapping) / Double(leaves) }

    /// The measure over the leaves of the vines of `timeline` present at its end.
    public init(_ timeline: Timeline) {
        var ellipses: [LeafEllipse] = []
        var leafless = 0
        for vine in timeline.vines where vine.removed == nil {
            for branch in vine.branches {
                if let placed = branch.leaf {
                    if placed.length > 0 { ellipses.append(placed.ellipse) }
                } else {
                    leafless += 1
                }
            }
        }
        let order = ellipses.indices.sorted { ellipses[$0].bounds.minX < ellipses[$1].bounds.minX }
        var overlaps = [Bool](repeating: false, count: ellipses.count)
        for (position, i) in order.enumerated() {
            let bounds = ellipses[i].bounds
            for j in order[(position + 1)...] {
                let other = ellipses[j].bounds
                if other.minX > bounds.maxX { break }
                guard other.maxY > bounds.minY, other.minY < bounds.maxY else { continue }
                if ellipses[i].overlaps(ellipses[j]) {
                    overlaps[i] = true
                    overlaps[j] = true
                }
            }
        }
        leaves = ellipses.count
        overlapping = overlaps.filter { $0 }.count
        self.leafless = leafless
    }
}
