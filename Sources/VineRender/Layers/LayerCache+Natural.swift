import VineCore
import VineGeometry

/// The natural look's part of ``LayerCache``: the same layers, in the same order, with
/// the natural shapes (``VinePainter`` paints them, see `VinePainter+Natural.swift`).
///
/// A natural stem's run is final once the visible tip is a taper length beyond it
/// (``NaturalStem/completeRunCount(_:runSize:vineWidth:)``), and its shadow chunks are cut
/// only from such final points, so what the layers keep never changes afterwards and
/// cached frames stay byte-identical to from-scratch ones.
extension LayerCache {
    /// Paints natural `vine` onto `context` from `layers` like ``draw(_:from:painter:onto:)``:
    /// its shadow, its stem (kept runs, the tail filled now, every highlight above every
    /// colour fill), its grown branches from their layer, each growing branch, its flower.
    func drawNatural(
        _ vine: Scene.VisibleVine, from layers: VineLayers, painter: VinePainter, onto context: CairoContext
    ) {
        let growing = (layers.count..<vine.branchCount).map {
            (vine.vine.branches[$0], VinePainter.strokeEnd(ofBranch: $0, in: vine))
        }
        let stem = vine.vine.stem[..<vine.sampleCount]
        let tip = stem.last!.distance
        if painter.castsShadow {
            let extra = painter.naturalShadowMask(
                stemTail: stem[layers.stemTailStart...], tipDistance: tip, growing: growing, of: vine,
                within: layers.clip)
            layers.shadow.withRaised(by: extra) { coverage, rects in
                painter.paintShadow(coverage, within: rects, into: context)
            }
        }
        let tail = (layers.stemRunCount * StemChunks.drawnSize)..<vine.sampleCount
        layers.stemColor.composite(onto: context)
        painter.paintStem(tail, tipDistance: tip, of: vine.vine, highlight: false, in: context)
        if painter.shadesStem(vine.vine) {
            layers.stemHighlight.composite(onto: context)
            painter.paintStem(tail, tipDistance: tip, of: vine.vine, highlight: true, in: context)
        }
        layers.branches.composite(onto: context)
        for (branch, strokeEnd) in growing {
            painter.paintBranch(branch, strokeEnd: strokeEnd, of: vine.vine, at: vine.time, in: context)
        }
        painter.paintBloom(of: vine, in: context)
    }

    /// Paints the final run `run` of the natural stem of `vine` into the stem layers of `layers`.
    func appendNaturalStemRun(
        _ run: Int, of vine: Vine, to layers: VineLayers, painter: VinePainter, highlights: Bool
    ) {
        let points = NaturalStem.run(run, of: vine.stem[...], runSize: StemChunks.drawnSize)
        let bounds = painter.pixelBounds(ofStem: points.map(\.point), of: vine)
        guard !bounds.intersection(layers.clip).isEmpty else { return }
        let range = points.startIndex..<points.endIndex
        painter.paintStem(range, tipDistance: .infinity, of: vine, highlight: false, in: layers.stemColor.context)
        layers.stemColor.extend(bounds)
        guard highlights else { return }
        painter.paintStem(range, tipDistance: .infinity, of: vine, highlight: true, in: layers.stemHighlight.context)
        layers.stemHighlight.extend(bounds)
    }
}
