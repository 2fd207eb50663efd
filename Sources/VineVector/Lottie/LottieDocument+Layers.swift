import VineCore
import VineGeometry
import VineLook

/// The document and its layers: the letterbox, the vines' layers, a fade's cover, the
/// precomposition of a loop's end and the background.
extension LottieDocument.Writer {
    /// A layer's transform (`ks`) placing canvas points in the output: the canvas → output
    /// transform for the vines' layers (`canvas`), else the identity.
    func layerTransform(canvas: Bool) -> String {
        guard canvas else { return compat == .qt ? "{\(Self.opaque),\(Self.scaleKey)}" : "{}" }
        return "{\(layerOpacity)\(canvasPlacement)}"
    }

    /// The canvas → output transform as a layer's position and scale.
    var canvasPlacement: String {
        let t = animation.transform
        return "\"p\":{\"a\":0,\"k\":[\(CanonicalNumber.text(t.tx)),\(CanonicalNumber.text(t.ty))]},"
            + "\"s\":{\"a\":0,\"k\":[\(CanonicalNumber.text(100 * t.a)),\(CanonicalNumber.text(100 * t.d))]}"
    }

    /// Writes the document with `op` `outPoint`; with `fadeCovers`, a fade on an opaque
    /// background is a cover (``cover(_:fading:)``), else the vines' precomposition.
    mutating func document(outPoint: Int, fadeCovers: Bool) {
        let clock = animation.clock
        if outPoint == clock.frameCount { vinesOpacity = vinesOpacity?.halfClosed() }
        out += "{\"v\":\"5.7.0\",\"nm\":\"Vine\",\"fr\":\(CanonicalNumber.text(clock.fps)),\"ip\":0,"
        out += "\"op\":\(outPoint),\"w\":\(animation.width),\"h\":\(animation.height),\"ddd\":0,"
        // Qt's player shows no precompositions: for it a fade is each vine layer's opacity
        // (``openLayer(index:canvas:ip:op:)``); an ungrowing end it cannot show.
        // On an opaque background a fade is the background drawn over the vines (``cover(_:fading:)``).
        let fade = compat == .qt ? nil : vinesOpacity
        let covers = fadeCovers && animation.style.background.clamped.a >= 1
        let precomposed = compat != .qt && (animation.reversal != nil || (fade != nil && !covers))
        // The vines' layers first, on their own: writing them makes the shared leaves' assets.
        let head = out
        out = ""
        drawingLayers()
        let drawing = out
        out = head
        // A sticker's asset layer leaves out its index and start time (rlottie reads 0).
        let assetLayer = sticker ? "{\"ty\":4,\"ip\":0," : "{\"ty\":4,\"ind\":0,\"ip\":0,"
        let start = sticker ? "" : "\"st\":0,"
        var assets = leafAssets.enumerated().map { number, shapes in
            "{\"id\":\"leaf\(number)\",\"layers\":[\(assetLayer)\"op\":\(clock.frameCount),\(start)"
                + "\"ks\":\(layerTransform(canvas: false)),\"shapes\":[{\"ty\":\"gr\",\"it\":[\(shapes)\(closing)]}]}"
        }
        if precomposed { assets.insert("{\"id\":\"drawing\",\"layers\":[\(drawing.dropLast())]}", at: 0) }
        if !assets.isEmpty { out += "\"assets\":[\(assets.joined(separator: ","))]," }
        out += "\"layers\":["
        let strips = animation.letterbox
        if !strips.isEmpty {
            openLayer(index: 2, canvas: false, ip: 0, op: clock.frameCount)
            rectangles(strips, colour: animation.letterboxColor)
            out += "]},"
        }
        let area = Rect(x: 0, y: 0, width: animation.canvas.width, height: animation.canvas.height)
            .applying(animation.transform)
        if let fade, covers { cover(area, fading: fade) }
        if precomposed { drawingLayer() } else { out += drawing }
        openLayer(index: 0, canvas: false, ip: 0, op: clock.frameCount)
        role = (.background, nil)
        rectangles([area], colour: animation.style.background)
        role = (nil, nil)
        out += "]}]}"
    }

    /// The vines' layers, highest index first, each followed by a comma: a vine with
    /// trimmed or swept parts in a layer of its own, all its parts there whatever their
    /// primitives (``shapes(of:)``), except that its leaves that neither sway nor fall may be
    /// layers of shared leaves just above it (``sharesLeaf(of:)``); the
    /// vines whose parts are all revealed along lines or scaled in shared layers
    /// (``lineLayers(of:index:)``), where the first of them would be.
    mutating func drawingLayers() {
        let shared = animation.vines.filter { !$0.hasTrimmedParts }
        let firstShared = animation.vines.firstIndex { !$0.hasTrimmedParts }
        for (offset, vine) in animation.vines.enumerated().reversed() {
            if offset == firstShared { lineLayers(of: shared, index: 3 + animation.vines.count) }
            guard vine.hasTrimmedParts else { continue }
            for branch in vine.branches.reversed() where sharesLeaf(of: branch) {
                guard let unfolding = branch.unfolding else { continue }
                sharedLeaf(unfolding, ip: vine.firstFrame, op: vine.endFrame)
            }
            openLayer(index: 3 + offset, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
            shapes(of: vine)
            out += "]},"
        }
    }

    /// The layer (followed by a comma) of the background's colour over `area`, above the
    /// vines, as opaque as they are faded (`opacity`, the vines' opacity): a fade as the
    /// PNG frames paint it. lottie-web's svg renderer draws a precomposition's opacity
    /// squared (0.82 for 0.9); rlottie darkens a frame less for a layer's opacity than
    /// for a fill's.
    mutating func cover(_ area: Rect, fading opacity: Track) {
        let keys = opacity.keys.map {
            Track.Key(frame: $0.frame, value: 100 * (1 - $0.value), holds: $0.holds, easesOut: $0.easesOut)
        }
        out += "{\"ty\":4,\"ind\":1,\"ip\":0,\"op\":\(animation.clock.frameCount),\"st\":0,\"ks\":{\"o\":"
        property(Track(keys: keys), decimals: percent)
        out += "},\"shapes\":["
        role = (.background, nil)
        rectangles([area], colour: animation.style.background)
        role = (nil, nil)
        out += "]},"
    }

    /// The layer showing the drawing's precomposition (a loop's end, followed by a comma):
    /// at the vines' opacity (a fade, one composite for all vines), and with its time
    /// remapped (`tm`, seconds) for an ungrowing end: forward to the reversal's start,
    /// then back to 0 at its end.
    mutating func drawingLayer() {
        let clock = animation.clock
        out += "{\"ty\":0,\"ind\":1,\"refId\":\"drawing\",\"w\":\(animation.width),"
        out += "\"h\":\(animation.height),\"ip\":0,\"op\":\(clock.frameCount),\"st\":0,\"ks\":{\(unitScale)"
        if let opacity = vinesOpacity {
            out += "\"o\":"
            property(opacity.scaled(by: 100), decimals: percent)
        } else {
            out += Self.opaque
        }
        out += "}"
        if let reversal = animation.reversal {
            out += ",\"tm\":"
            property(
                Track(keys: [
                    Track.Key(frame: 0, value: 0, holds: false),
                    Track.Key(
                        frame: Double(reversal.start), value: Double(reversal.start) / clock.fps, holds: false),
                    Track.Key(frame: Double(reversal.end), value: 0, holds: true),
                ]), decimals: Decimals(places: 6))
        }
        out += "},"
    }

    /// Opens a shape layer and its list of shapes (closed by `]}`).
    mutating func openLayer(index: Int, canvas: Bool, ip: Int, op: Int) {
        out += "{\"ty\":4,\"ind\":\(index),"
        out += "\"ip\":\(ip),\"op\":\(op),\"st\":0,\"ks\":"
        if canvas, compat == .qt, let opacity = vinesOpacity {
            // A loop's fade on each vine layer, for Qt's player (no precomposition).
            out += "{\"o\":"
            property(opacity.scaled(by: 100), decimals: percent)
            out += ",\(canvasPlacement)}"
        } else {
            out += layerTransform(canvas: canvas)
        }
        out += ",\"shapes\":["
    }

    /// The layers of the parts of `vines` (index order) revealed along lines or scaled,
    /// from layer index `index` on: their unfolding marks and the flowers of the vines
    /// with no trimmed parts (one layer, or when nothing sways or falls a layer for each
    /// unfolding and a vine's flowers from index ``leafLayerIndex`` on); the layer of their stalks
    /// and stems revealed along lines. Each vine is a group shown (opacity) from its first
    /// frame to its end frame.
    mutating func lineLayers(
        of vines: [GrowthAnimation.AnimatedVine], index: Int
    ) {
        if vines.allSatisfy({ $0.branches.allSatisfy { $0.sway == nil && $0.fall == nil } }) {
            sharedLeafLayers(of: vines)
        } else {
            leafLayer(of: vines, index: index)
        }
        stalkLayer(of: vines, index: index + 1)
    }

    /// One layer of the unfolding marks and flowers of `vines`, each vine a group shown
    /// from its first frame to its end frame, each leaf a group of its own (swaying or
    /// falling when its branch does).
    mutating func leafLayer(of vines: [GrowthAnimation.AnimatedVine], index: Int) {
        openLayer(index: index, canvas: true, ip: 0, op: animation.clock.frameCount)
        for (offset, vine) in vines.reversed().enumerated() {
            if offset > 0 { out += "," }
            out += "{\"ty\":\"gr\",\"it\":["
            if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                out += ","
            }
            for branch in vine.branches.reversed() {
                guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                openSway(branch.sway)
                openFall(branch.fall)
                scaled(
                    unfolding.marks, at: unfolding.anchor, by: unfolding.scale,
                    as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                closeFall(branch.fall)
                closeSway(branch.sway, about: branch.branch.start)
                out += ","
            }
            shownTransform(vine)
        }
        out += "]},"
    }

    /// The unfolding marks and flowers of `vines` as layers (from index ``leafLayerIndex``
    /// on), each shown from its vine's first frame to its end frame: a vine's flowers in a
    /// shape layer, each leaf a layer showing a shared leaf (``sharedLeaf(_:ip:op:)``).
    mutating func sharedLeafLayers(of vines: [GrowthAnimation.AnimatedVine]) {
        for vine in vines.reversed() {
            if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                openLayer(index: leafLayerIndex, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
                scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                out += "]},"
                leafLayerIndex += 1
            }
            for branch in vine.branches.reversed() {
                guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                sharedLeaf(unfolding, ip: vine.firstFrame, op: vine.endFrame)
            }
        }
    }

    /// A layer (followed by a comma, its index the next ``leafLayerIndex``) showing
    /// `unfolding`, drawn from a shared leaf (an asset, ``SharedLeaf``): its marks in the
    /// leaf's frame, written once for every leaf they are the same for, placed, turned and
    /// scaled by the layer's transform, as finely as ``leaves`` says; none for a leaf whose
    /// step comes at or after `op`.
    mutating func sharedLeaf(_ unfolding: GrowthAnimation.AnimatedUnfolding, ip: Int, op: Int) {
        let index = leafLayerIndex
        leafLayerIndex += 1
        let leaf = unfolding.frame
        // An unfolding within ``LottieDetail/Leaves/stepFrames`` frames is a step: the
        // layer starts where the leaf shows whole, its scale that of the leaf grown.
        let step = leaves.stepFrames.flatMap { Self.step(of: unfolding.scale, within: $0) }
        let ip = max(ip, step ?? ip)
        if step != nil, ip >= op { return }
        let scale =
            step == nil ? unfolding.scale : Track(keys: [unfolding.scale.keys[unfolding.scale.keys.count - 1]])
        let shared = SharedLeaf(leaf, marks: unfolding.marks, boxed: !sticker)
        let head = out
        out = ""
        role = unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil)
        channelLevels = leaves.colourLevels
        marks(shared.marks)
        channelLevels = 1
        role = (nil, nil)
        let shapes = out
        out = head
        let number = leafAssetNumbers[shapes] ?? leafAssets.count
        if number == leafAssets.count {
            leafAssets.append(shapes)
            leafAssetNumbers[shapes] = number
        }
        // The layer scales about its anchor: the leaf's base, or the point the marks grow
        // about (a cluster's place) in the frame's units.
        let grows = unfolding.anchor
        let inFrame = shared.frame.apply(grows)
        let anchor =
            grows == leaf.base
            ? "\(CanonicalNumber.text(shared.base.x)),\(CanonicalNumber.text(shared.base.y))"
            : "\(xy.text(inFrame.x)),\(xy.text(inFrame.y))"
        // Its place in output pixels: the canvas → output transform (a uniform scale and a
        // shift) applied to that point, and its scale times the transform's.
        let t = animation.transform
        let place = (x: t.tx + t.a * xy.rounded(grows.x), y: t.ty + t.d * xy.rounded(grows.y))
        // Its turn rounded to the coarsest step whose half moves its tip at most
        // ``LottieDetail/Leaves/turn``.
        let turn = leaves.turn.map {
            Decimals(halvesAtMost: 2 * $0 / max(leaf.length * t.scaleFactor, 1e-9) * 180 / Double.pi)
        }
        let placement =
            "\"p\":{\"a\":0,\"k\":[\(frames.text(place.x)),\(frames.text(place.y))]},"
            + "\"r\":{\"a\":0,\"k\":\((turn ?? degrees).text(leaf.direction.angle * 180 / Double.pi))},\"s\":"
        let factors = [100 * shared.scale.x * t.a, 100 * shared.scale.y * t.d]
        // `"ddd":0`: without it rlottie reads a layer's rotation as 3-D and leaves it out.
        guard sticker else {
            out += "{\"ty\":0,\"ddd\":0,\"ind\":\(index),\"refId\":\"leaf\(number)\",\"ip\":\(ip),\"op\":\(op),"
            let size = shared.size.map { "\"w\":\($0.width),\"h\":\($0.height)," } ?? ""
            out += "\"st\":0,\(size)\"ks\":{\(layerOpacity)\"a\":{\"a\":0,\"k\":[\(anchor)]},\(placement)"
            property(scale, decimals: leafScale, factors: factors)
            out += "}},"
            return
        }
        // A sticker's layer leaves out what rlottie reads as the default (its index, start
        // time 0, a zero anchor) and its size (so rlottie does not clip it), and writes the
        // numbers that vary from leaf to leaf last.
        out += "{\"ty\":0,\"ddd\":0,\"op\":\(op),\"ks\":{\(layerOpacity)"
        if anchor != "0,0" { out += "\"a\":{\"a\":0,\"k\":[\(anchor)]}," }
        out += placement
        property(scale, decimals: leafScale, factors: factors)
        out += "},\"ip\":\(ip),\"refId\":\"leaf\(number)\"},"
    }

    /// The first whole frame at which `scale` (growing from 0 to its last value) is at
    /// least half grown, when it grows within `frames` frames; nil when it takes longer or
    /// ends at 0.
    static func step(of scale: Track, within frames: Double) -> Int? {
        guard let last = scale.keys.last, last.value != 0, last.frame - scale.keys[0].frame < frames else {
            return nil
        }
        var frame = scale.keys[0].frame.rounded(.down)
        while frame < last.frame, scale.value(atFrame: frame) < last.value / 2 { frame += 1 }
        return Int(frame)
    }

    /// The layer of the stalks and stems of `vines` revealed along lines: each a stroke along its centre
    /// line trimmed with the frames' timing, a stem in pieces of stepped widths
    /// (``lineStem(_:reveal:)``), a stalk as wide as its outline on average.
    mutating func stalkLayer(
        of vines: [GrowthAnimation.AnimatedVine], index: Int
    ) {
        openLayer(index: index, canvas: true, ip: 0, op: animation.clock.frameCount)
        role = (.stem, .stem)
        for (offset, vine) in vines.reversed().enumerated() {
            if offset > 0 { out += "," }
            out += "{\"ty\":\"gr\",\"it\":["
            // Swaying stalks above the still ones, and those above the stem.
            let branches = vine.branches.reversed()
            for branch in branches.filter({ $0.sway != nil }) + branches.filter({ $0.sway == nil }) {
                if stalkAlongLine(of: branch) { out += "," }
            }
            for fill in (vine.stemLine?.fills ?? []).reversed() { lineStem(fill, reveal: vine.stemReveal) }
            shownTransform(vine)
        }
        role = (nil, nil)
        out += "]},"
    }
}
