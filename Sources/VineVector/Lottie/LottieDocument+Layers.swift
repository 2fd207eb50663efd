import VineCore
import VineGeometry
import VineLook

/// The document and its layers: the letterbox, the vines' layers, a fade's cover, the
/// precomposition of a loop's end and the background.
extension LottieDocument {
    /// One of the ways the drawing's parts are laid out in layers (``Writer/drawingLayers()``):
    /// a vine in a layer of its own, or the parts of the vines revealed along lines or scaled
    /// in layers they share.
    protocol LayerStrategy {
        /// Writes the layers, top first, each followed by a comma.
        func write(into writer: inout Writer)
    }
}

extension LottieDocument.Writer {
    /// A layer's transform (`ks`) placing canvas points in the output: the canvas → output
    /// transform for the vines' layers (`canvas`), else the identity.
    private func layerTransform(canvas: Bool) -> String {
        guard canvas else { return identityLayerTransform }
        return "{\(layerOpacity)\(canvasPlacement)}"
    }

    /// The canvas → output transform as a layer's position and scale.
    private var canvasPlacement: String {
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
        // Where the players show no precompositions (``showsPrecompositions``), a fade is each
        // vine layer's opacity (``openLayer(index:canvas:ip:op:)``). On an opaque background a
        // fade is the background drawn over the vines (``cover(_:fading:)``).
        let fade = showsPrecompositions ? vinesOpacity : nil
        let covers = fadeCovers && animation.style.background.clamped.a >= 1
        let precomposed = showsPrecompositions && (animation.reversal != nil || (fade != nil && !covers))
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
    /// trimmed or swept parts in a layer of its own (``LottieDocument/VineLayer``); the
    /// vines whose parts are all revealed along lines or scaled in shared layers
    /// (``lineLayers(of:index:)``), where the first of them would be.
    private mutating func drawingLayers() {
        let shared = animation.vines.filter { !$0.hasTrimmedParts }
        let firstShared = animation.vines.firstIndex { !$0.hasTrimmedParts }
        for (offset, vine) in animation.vines.enumerated().reversed() {
            if offset == firstShared { lineLayers(of: shared, index: 3 + animation.vines.count) }
            guard vine.hasTrimmedParts else { continue }
            LottieDocument.VineLayer(vine: vine, index: 3 + offset).write(into: &self)
        }
    }

    /// The layers of the parts of `vines` (index order) revealed along lines or scaled,
    /// from layer index `index` on: their unfolding marks and the flowers of the vines with
    /// no trimmed parts in one layer (``LottieDocument/LeafLayer``), or when nothing sways
    /// or falls a layer for each unfolding and a vine's flowers
    /// (``LottieDocument/SharedLeafLayers``); then the layer of their stalks and stems
    /// revealed along lines (``LottieDocument/StalkLayer``).
    private mutating func lineLayers(of vines: [GrowthAnimation.AnimatedVine], index: Int) {
        if vines.allSatisfy({ $0.branches.allSatisfy { $0.sway == nil && $0.fall == nil } }) {
            LottieDocument.SharedLeafLayers(vines: vines).write(into: &self)
        } else {
            LottieDocument.LeafLayer(vines: vines, index: index).write(into: &self)
        }
        LottieDocument.StalkLayer(vines: vines, index: index + 1).write(into: &self)
    }

    /// The layer (followed by a comma) of the background's colour over `area`, above the
    /// vines, as opaque as they are faded (`opacity`, the vines' opacity): a fade as the
    /// PNG frames paint it. lottie-web's svg renderer draws a precomposition's opacity
    /// squared (0.82 for 0.9); rlottie darkens a frame less for a layer's opacity than
    /// for a fill's.
    private mutating func cover(_ area: Rect, fading opacity: Track) {
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
    private mutating func drawingLayer() {
        let clock = animation.clock
        out += "{\"ty\":0,\"ind\":1,\"refId\":\"drawing\",\"w\":\(animation.width),"
        out += "\"h\":\(animation.height),\"ip\":0,\"op\":\(clock.frameCount),\"st\":0,\"ks\":{"
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
        if canvas, !showsPrecompositions, let opacity = vinesOpacity {
            // A loop's fade on each vine layer, for Qt's player (no precomposition).
            out += "{\"o\":"
            property(opacity.scaled(by: 100), decimals: percent)
            out += ",\(canvasPlacement)}"
        } else {
            out += layerTransform(canvas: canvas)
        }
        out += ",\"shapes\":["
    }
}
