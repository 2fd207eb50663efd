import VineCore
import VineGeometry

/// Where to split a frame into bands of rows so that the threads painting them get about
/// the same work.
///
/// Any split gives the same pixels (see ``LayerCache``), so this only decides speed. The
/// work is estimated from where things are: each branch counts once at the row of its
/// leaf, and each stem sample a twentieth (a stem's stroke and shadow cost about that much
/// per sample, measured against a branch's strokes, fill and shadow).
enum BandSplit {
    /// How much a stem sample weighs against a branch.
    static let sampleWeight = 0.05

    /// `count` bands of rows covering `0..<height` (each at least one row when `height`
    /// allows), split so that each holds about the same share of the work of `vines`
    /// painted through `transform` (canvas points → pixels); even bands when there is none.
    static func bands(
        count: Int, height: Int, width: Int, for vines: some Collection<Scene.VisibleVine>,
        transform: AffineTransform
    ) -> [PixelRect] {
        let count = max(1, min(count, height))
        var weights = [Double](repeating: 0, count: height)
        /// Adds `weight` at the row of canvas point `point` (clamped to the frame).
        func add(_ weight: Double, at point: Point) {
            let row = Int(transform.apply(point).y.rounded(.down))
            weights[min(max(row, 0), height - 1)] += weight
        }
        for vine in vines {
            for sample in vine.samples { add(sampleWeight, at: sample.point) }
            for branch in vine.vine.branches.prefix(vine.branchCount) {
                add(1, at: Point(x: branch.leaf.midX, y: branch.leaf.midY))
            }
        }
        let total = weights.reduce(0, +)
        var cuts = (1..<count).map { height * $0 / count }
        if total > 0 {
            var sum = 0.0
            var band = 1
            for (row, weight) in weights.enumerated() where band < count {
                sum += weight
                while band < count, sum >= total * Double(band) / Double(count) {
                    cuts[band - 1] = row + 1
                    band += 1
                }
            }
        }
        let edges =
            [0] + cuts.enumerated().map { index, cut in min(max(cut, index + 1), height - (count - 1 - index)) }
            + [height]
        return (0..<count).map { PixelRect(minX: 0, minY: edges[$0], maxX: width, maxY: max(edges[$0 + 1], edges[$0])) }
    }
}
