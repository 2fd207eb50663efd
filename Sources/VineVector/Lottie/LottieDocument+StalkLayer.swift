import VineCore
import VineGeometry
import VineLook

extension LottieDocument {
    /// The stalks and stems of the vines without trimmed parts, revealed along lines, as one
    /// layer: each a stroke along its centre line trimmed with the frames' timing, a stem in
    /// pieces of stepped widths (``Writer/lineStem(_:reveal:)``), a stalk as wide as its
    /// outline on average; each vine a group shown from its first frame to its end frame.
    struct StalkLayer: LayerStrategy {
        /// The vines, in index order.
        let vines: [GrowthAnimation.AnimatedVine]
        /// The layer's index.
        let index: Int

        /// Writes the layer, followed by a comma.
        func write(into writer: inout Writer) {
            writer.openLayer(index: index, canvas: true, ip: 0, op: writer.animation.clock.frameCount)
            writer.role = (.stem, .stem)
            for (offset, vine) in vines.reversed().enumerated() {
                if offset > 0 { writer.out += "," }
                writer.out += "{\"ty\":\"gr\",\"it\":["
                // Swaying stalks above the still ones, and those above the stem.
                let branches = vine.branches.reversed()
                for branch in branches.filter({ $0.sway != nil }) + branches.filter({ $0.sway == nil }) {
                    if writer.stalkAlongLine(of: branch) { writer.out += "," }
                }
                for fill in (vine.stemLine?.fills ?? []).reversed() { writer.lineStem(fill, reveal: vine.stemReveal) }
                writer.shownTransform(vine)
            }
            writer.role = (nil, nil)
            writer.out += "]},"
        }
    }
}
