import VineCore
import VineGeometry

/// How a look's leaves wither: what a falling leaf spins about, and the colour it turns.
package protocol LeafWithering: AnyObject, Sendable {
    /// The centre a withering leaf of `branch` spins about and its size; nil without a leaf.
    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)?

    /// The colour its withering leaves turn to; nil for each leaf's autumn colour.
    var witherColour: RGBA? { get }
}

extension LeafWithering {
    /// The centre and width of the branch's leaf box; nil when it is empty.
    package func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        guard !branch.leafBox.isEmpty else { return nil }
        return (Point(x: branch.leafBox.midX, y: branch.leafBox.midY), branch.leafBox.width)
    }

    /// None: each leaf turns to its autumn colour.
    package var witherColour: RGBA? { nil }
}

/// The colours of a look's leaf gradient.
package protocol LeafGradient: AnyObject, Sendable {
    /// The colours of the gradient a leaf filled with `fill` gets with the gradient style,
    /// from its start to its end: what a dotLottie theme's leaf fill becomes.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA)
}
