import VineCore
import VineGeometry

/// The finished parts of one vine, painted once each: its fully grown branches on a
/// transparent layer the size of the frame; its stem's complete runs of
/// ``StemChunks/drawnSize`` samples on two more (the tube's colour, then its highlight,
/// so that every highlight stays above every colour stroke, as in one stroke of the
/// whole stem); and the shadow of the grown branches and the stem's complete
/// ``StemChunks`` as the pixelwise maximum of one blurred mask per branch or chunk,
/// scaled up to one byte per frame pixel.
///
/// The content is a pure function of the vine's visible part, the number of grown
/// branches and the painter: branches and stem runs painted in order onto transparent
/// layers, and the masks combined (maximum is order-free). Growing it appends in order,
/// which is the same sequence of operations as painting everything at once, so the
/// pixels do not depend on the frames rendered before. ``VinePainter`` composites it,
/// so cached and from-scratch frames agree byte for byte.
final class GrownBranches {
    /// What the content depends on besides the number of branches.
    struct Key: Equatable {
        var vine: Vine.Identity
        var style: Style
        var vineWidth: Double
    }

    /// The grown branches' picture.
    let branches: PaintLayer
    /// The colour strokes of the stem's complete runs.
    let stemColor: PaintLayer
    /// The highlight strokes of the stem's complete runs (empty without tube shading).
    let stemHighlight: PaintLayer
    /// The shadows' coverage, one byte per frame pixel, 0 elsewhere; made on first use.
    private var shadowSurface: ImageSurface?
    /// The vine and look painted so far; nil when empty.
    private(set) var key: Key?
    /// How many of the vine's first branches are painted.
    private(set) var count = 0
    /// How many complete stem chunks (``StemChunks``) are in the shadow coverage.
    private var stemChunkCount = 0
    /// The first sample of the stem's tail, whose shadow is not in the coverage.
    private(set) var stemTailStart = 0
    /// How many runs of ``StemChunks/drawnSize`` samples are in the stem layers.
    private(set) var stemRunCount = 0
    /// The frame pixels the shadow coverage may cover (0 outside).
    private var shadowBounds = PixelRect.empty

    /// Empty layers for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points).
    ///
    /// Throws ``RenderError/cairo(_:)`` for a size outside 1…32767 or when memory runs out.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect) throws(RenderError) {
        branches = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas)
        stemColor = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas)
        stemHighlight = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas)
    }

    /// The shadow coverage surface (A8, frame size), made on first use; nil when memory runs out.
    private func shadowCoverage() -> ImageSurface? {
        if shadowSurface == nil {
            shadowSurface = try? ImageSurface(
                width: branches.surface.width, height: branches.surface.height, format: .a8)
        }
        return shadowSurface
    }

    /// Paints `shadow` through the grown branches' coverage raised to `active`'s (the
    /// rest of the vine) where that is higher, onto `context`; the content stays as it was.
    func paintShadow(_ shadow: SoftShadow, active: ShadowMask?, into context: CairoContext) {
        guard let coverage = shadowCoverage() else { return }
        let activeRect =
            active?.deviceRect.clamped(width: coverage.width, height: coverage.height)
            ?? .empty
        var saved: [UInt8] = []
        if let active, !activeRect.isEmpty {
            coverage.flush()
            saved.reserveCapacity(activeRect.width * activeRect.height)
            for row in activeRect.minY..<activeRect.maxY {
                let start = coverage.data.assumingMemoryBound(to: UInt8.self) + row * coverage.stride + activeRect.minX
                saved.append(contentsOf: UnsafeBufferPointer(start: start, count: activeRect.width))
            }
            active.raise(coverage)
        }
        shadow.paint(coverage, within: shadowBounds.union(activeRect), into: context)
        guard !saved.isEmpty else { return }
        coverage.flush()
        saved.withUnsafeBufferPointer { saved in
            for row in activeRect.minY..<activeRect.maxY {
                let start = coverage.data.assumingMemoryBound(to: UInt8.self) + row * coverage.stride + activeRect.minX
                start.update(
                    from: saved.baseAddress! + (row - activeRect.minY) * activeRect.width, count: activeRect.width)
            }
        }
        coverage.markDirty()
    }

    /// Brings the content to `vine` as `painter` paints it — its first
    /// `vine.grownBranchCount` branches, its complete stem runs and chunks: appends what
    /// is new, or starts over when the content is of another vine or look, or holds more.
    func update(_ vine: Scene.VisibleVine, painter: VinePainter) {
        let wanted = Key(vine: vine.vine.identity, style: painter.style, vineWidth: painter.vineWidth)
        let grown = vine.grownBranchCount
        let chunks = painter.castsShadow ? painter.stemChunks(of: vine) : StemChunks.none
        let runs = StemChunks.drawnRunCount(sampleCount: vine.sampleCount)
        if key != wanted || count > grown || stemChunkCount > chunks.complete.count || stemRunCount > runs {
            clear()
            key = wanted
        }
        for run in stemRunCount..<runs {
            let points = vine.vine.samples[run * StemChunks.drawnSize...(run + 1) * StemChunks.drawnSize].map(\.point)
            painter.paintStem(points, of: vine.vine, color: stemColor, highlight: stemHighlight)
        }
        stemRunCount = runs
        stemTailStart = chunks.tailStart
        for range in chunks.complete[stemChunkCount...] {
            addShadow(painter.stemShadowMask(of: vine.vine, samples: range))
        }
        stemChunkCount = chunks.complete.count
        guard count < grown else { return }
        for branch in vine.vine.branches[count..<grown] {
            painter.paintBranch(branch, of: vine.vine, in: self.branches.context)
            self.branches.extend(painter.pixelBounds(of: branch, in: vine.vine))
            if painter.castsShadow { addShadow(painter.shadowMask(of: branch, in: vine.vine)) }
        }
        count = grown
    }

    /// Raises the shadow coverage to `mask`'s (nothing for nil).
    private func addShadow(_ mask: ShadowMask?) {
        guard let mask, let coverage = shadowCoverage() else { return }
        mask.raise(coverage)
        shadowBounds = shadowBounds.union(mask.deviceRect.clamped(width: coverage.width, height: coverage.height))
    }

    /// Empties the layers (only the pixels painted are cleared).
    func clear() {
        branches.clear()
        stemColor.clear()
        stemHighlight.clear()
        shadowSurface?.clear(shadowBounds)
        shadowBounds = .empty
        key = nil
        count = 0
        stemChunkCount = 0
        stemTailStart = 0
        stemRunCount = 0
    }
}
