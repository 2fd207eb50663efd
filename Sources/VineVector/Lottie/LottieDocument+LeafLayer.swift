import VineCore
import VineGeometry
import VineLook

extension LottieDocument {
    /// The unfolding marks and flowers of the vines without trimmed parts as one layer, when
    /// some leaf sways or falls: each vine a group shown from its first frame to its end
    /// frame, each leaf a group of its own (swaying or falling when its branch does).
    struct LeafLayer: LayerStrategy {
        /// The vines, in index order.
        let vines: [GrowthAnimation.AnimatedVine]
        /// The layer's index.
        let index: Int

        /// Writes the layer, followed by a comma.
        func write(into writer: inout Writer) {
            writer.openLayer(index: index, canvas: true, ip: 0, op: writer.animation.clock.frameCount)
            for (offset, vine) in vines.reversed().enumerated() {
                if offset > 0 { writer.out += "," }
                writer.out += "{\"ty\":\"gr\",\"it\":["
                if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                    writer.scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                    writer.out += ","
                }
                for branch in vine.branches.reversed() {
                    guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                    writer.openSway(branch.sway)
                    writer.openFall(branch.fall)
                    writer.scaled(
                        unfolding.marks, at: unfolding.anchor, by: unfolding.scale,
                        as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                    writer.closeFall(branch.fall)
                    writer.closeSway(branch.sway, about: branch.branch.start)
                    writer.out += ","
                }
                writer.shownTransform(vine)
            }
            writer.out += "]},"
        }
    }
}
