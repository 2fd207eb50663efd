import VineCore
import VineGeometry
import VineLook

extension LottieDocument {
    /// The unfolding marks and flowers of the vines without trimmed parts as layers, when no
    /// leaf sways or falls (from index ``Writer/leafLayerIndex`` on), each shown from its
    /// vine's first frame to its end frame: a vine's flowers in a shape layer, each leaf a
    /// layer showing a shared leaf (``SharedLeafLayer``).
    struct SharedLeafLayers: LayerStrategy {
        /// The vines, in index order.
        let vines: [GrowthAnimation.AnimatedVine]

        /// Writes the layers, each followed by a comma.
        func write(into writer: inout Writer) {
            for vine in vines.reversed() {
                if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                    writer.openLayer(index: writer.leafLayerIndex, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
                    writer.scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                    writer.out += "]},"
                    writer.leafLayerIndex += 1
                }
                for branch in vine.branches.reversed() {
                    guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                    SharedLeafLayer(unfolding: unfolding, ip: vine.firstFrame, op: vine.endFrame).write(into: &writer)
                }
            }
        }
    }

    /// A layer (its index the next ``Writer/leafLayerIndex``) showing an unfolding drawn from
    /// a shared leaf (an asset, ``SharedLeaf``): its marks in the leaf's frame, written once
    /// for every leaf they are the same for, placed, turned and scaled by the layer's
    /// transform, as finely as ``Writer/leaves`` says.
    struct SharedLeafLayer: LayerStrategy {
        /// The leaf.
        let unfolding: GrowthAnimation.AnimatedUnfolding
        /// The frame its vine shows from.
        let ip: Int
        /// The frame its vine's removal shows.
        let op: Int

        /// Writes the layer, followed by a comma; none for a leaf whose step comes at or after `op`.
        func write(into writer: inout Writer) {
            let index = writer.leafLayerIndex
            writer.leafLayerIndex += 1
            let leaf = unfolding.frame
            // An unfolding within ``LottieDetail/Leaves/stepFrames`` frames is a step: the
            // layer starts where the leaf shows whole, its scale that of the leaf grown.
            let step = writer.leaves.stepFrames.flatMap { Self.step(of: unfolding.scale, within: $0) }
            let ip = max(ip, step ?? ip)
            if step != nil, ip >= op { return }
            let scale =
                step == nil ? unfolding.scale : Track(keys: [unfolding.scale.keys[unfolding.scale.keys.count - 1]])
            let shared = SharedLeaf(leaf, marks: unfolding.marks, boxed: !writer.sticker)
            let number = asset(shared, into: &writer)
            // The layer scales about its anchor: the leaf's base, or the point the marks grow
            // about (a cluster's place) in the frame's units.
            let xy = writer.xy
            let grows = unfolding.anchor
            let inFrame = shared.frame.apply(grows)
            let anchor =
                grows == leaf.base
                ? "\(CanonicalNumber.text(shared.base.x)),\(CanonicalNumber.text(shared.base.y))"
                : "\(xy.text(inFrame.x)),\(xy.text(inFrame.y))"
            // Its place in output pixels: the canvas → output transform (a uniform scale and a
            // shift) applied to that point, and its scale times the transform's.
            let t = writer.animation.transform
            let place = (x: t.tx + t.a * xy.rounded(grows.x), y: t.ty + t.d * xy.rounded(grows.y))
            // Its turn rounded to the coarsest step whose half moves its tip at most
            // ``LottieDetail/Leaves/turn``.
            let turn = writer.leaves.turn.map {
                Decimals(halvesAtMost: 2 * $0 / max(leaf.length * t.scaleFactor, 1e-9) * 180 / Double.pi)
            }
            let placement =
                "\"p\":{\"a\":0,\"k\":[\(writer.frames.text(place.x)),\(writer.frames.text(place.y))]},"
                + "\"r\":{\"a\":0,\"k\":\((turn ?? writer.degrees).text(leaf.direction.angle * 180 / Double.pi))},\"s\":"
            let factors = [100 * shared.scale.x * t.a, 100 * shared.scale.y * t.d]
            // `"ddd":0`: without it rlottie reads a layer's rotation as 3-D and leaves it out.
            guard writer.sticker else {
                writer.out +=
                    "{\"ty\":0,\"ddd\":0,\"ind\":\(index),\"refId\":\"leaf\(number)\",\"ip\":\(ip),\"op\":\(op),"
                let size = shared.size.map { "\"w\":\($0.width),\"h\":\($0.height)," } ?? ""
                writer.out += "\"st\":0,\(size)\"ks\":{\(writer.layerOpacity)\"a\":{\"a\":0,\"k\":[\(anchor)]},"
                writer.out += placement
                writer.property(scale, decimals: writer.leafScale, factors: factors)
                writer.out += "}},"
                return
            }
            // A sticker's layer leaves out what rlottie reads as the default (its index, start
            // time 0, a zero anchor) and its size (so rlottie does not clip it), and writes the
            // numbers that vary from leaf to leaf last.
            writer.out += "{\"ty\":0,\"ddd\":0,\"op\":\(op),\"ks\":{\(writer.layerOpacity)"
            if anchor != "0,0" { writer.out += "\"a\":{\"a\":0,\"k\":[\(anchor)]}," }
            writer.out += placement
            writer.property(scale, decimals: writer.leafScale, factors: factors)
            writer.out += "},\"ip\":\(ip),\"refId\":\"leaf\(number)\"},"
        }

        /// The number of the asset of `shared`'s shapes: the one written before for the same
        /// shapes, else a new one (``Writer/leafAssets``).
        private func asset(_ shared: SharedLeaf, into writer: inout Writer) -> Int {
            let head = writer.out
            writer.out = ""
            writer.role = unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil)
            writer.channelLevels = writer.leaves.colourLevels
            writer.marks(shared.marks)
            writer.channelLevels = 1
            writer.role = (nil, nil)
            let shapes = writer.out
            writer.out = head
            let number = writer.leafAssetNumbers[shapes] ?? writer.leafAssets.count
            if number == writer.leafAssets.count {
                writer.leafAssets.append(shapes)
                writer.leafAssetNumbers[shapes] = number
            }
            return number
        }

        /// The first whole frame at which `scale` (growing from 0 to its last value) is at
        /// least half grown, when it grows within `frames` frames; nil when it takes longer or
        /// ends at 0.
        private static func step(of scale: Track, within frames: Double) -> Int? {
            guard let last = scale.keys.last, last.value != 0, last.frame - scale.keys[0].frame < frames else {
                return nil
            }
            var frame = scale.keys[0].frame.rounded(.down)
            while frame < last.frame, scale.value(atFrame: frame) < last.value / 2 { frame += 1 }
            return Int(frame)
        }
    }
}
