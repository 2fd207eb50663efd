import VineCore
import VineGeometry

/// The fully grown branches of one vine, painted once each: their picture on a
/// transparent layer the size of the frame, and their shadow, with that of the stem's
/// complete chunks (``StemChunks``), as the pixelwise maximum of one blurred mask per
/// branch or chunk, scaled up to one byte per frame pixel.
///
/// The content is a pure function of the vine's visible part, the number of grown
/// branches and the painter: branches `0..<count` painted in order onto a transparent
/// layer, and the masks combined (maximum is order-free). Growing it appends branches in order, which
/// is the same sequence of operations as painting them all at once, so the pixels do not
/// depend on the frames rendered before. ``VinePainter`` composites it, so cached and
/// from-scratch frames agree byte for byte.
final class GrownBranches {
    /// What the content depends on besides the number of branches.
    struct Key: Equatable {
        var vineIndex: Int
        var style: Style
        var vineWidth: Double
    }

    /// The branches' picture (premultiplied ARGB32, frame size), transparent elsewhere.
    let layer: ImageSurface
    /// Draws on ``layer`` in canvas coordinates, clipped to the canvas.
    private let context: CairoContext
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
    /// The frame pixels ``layer`` may have painted (transparent outside).
    private(set) var bounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// The frame pixels the shadow coverage may cover (0 outside).
    private var shadowBounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// Empty layers for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points).
    ///
    /// Throws ``RenderError/cairo(_:)`` for a size outside 1…32767 or when memory runs out.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect) throws(RenderError) {
        layer = try ImageSurface(width: width, height: height)
        context = CairoContext(layer)
        context.concatenate(transform)
        context.newPath()
        context.appendRectangle(canvas)
        context.clip()
    }

    /// The shadow coverage surface (A8, frame size), made on first use; nil when memory runs out.
    private func shadowCoverage() -> ImageSurface? {
        if shadowSurface == nil { shadowSurface = try? ImageSurface(width: layer.width, height: layer.height, format: .a8) }
        return shadowSurface
    }

    /// Paints `shadow` through the grown branches' coverage raised to `active`'s (the
    /// rest of the vine) where that is higher, onto `context`; the content stays as it was.
    func paintShadow(_ shadow: SoftShadow, active: ShadowMask?, into context: CairoContext) {
        guard let coverage = shadowCoverage() else { return }
        let activeRect = active?.deviceRect.clamped(width: coverage.width, height: coverage.height)
            ?? PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
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
                start.update(from: saved.baseAddress! + (row - activeRect.minY) * activeRect.width, count: activeRect.width)
            }
        }
        coverage.markDirty()
    }

    /// Brings the content to the first `vine.grownBranchCount` branches of `vine` as
    /// `painter` paints them: appends the newly grown ones, or starts over when the
    /// content is of another vine or look, or holds more branches.
    func update(_ vine: Scene.VisibleVine, painter: VinePainter) {
        let wanted = Key(vineIndex: vine.vine.index, style: painter.style, vineWidth: painter.vineWidth)
        let grown = vine.grownBranchCount
        let chunks = painter.castsShadow ? painter.stemChunks(of: vine) : StemChunks.none
        if key != wanted || count > grown || stemChunkCount > chunks.complete.count {
            clear()
            key = wanted
        }
        stemTailStart = chunks.tailStart
        for range in chunks.complete[stemChunkCount...] {
            addShadow(painter.stemShadowMask(of: vine.vine, samples: range))
        }
        stemChunkCount = chunks.complete.count
        guard count < grown else { return }
        let branches = vine.vine.branches[count..<grown]
        for branch in branches {
            painter.paintBranch(branch, of: vine.vine, in: context)
            bounds = bounds.union(painter.pixelBounds(of: branch, in: vine.vine))
        }
        layer.flush()
        if painter.castsShadow {
            for branch in branches { addShadow(painter.shadowMask(of: branch, in: vine.vine)) }
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
        layer.clear(bounds)
        shadowSurface?.clear(shadowBounds)
        bounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        shadowBounds = bounds
        key = nil
        count = 0
        stemChunkCount = 0
        stemTailStart = 0
    }
}
