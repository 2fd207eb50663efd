import VineLook

/// A vine's kept shadow coverage: one byte per frame pixel, the pixelwise maximum of the
/// blurred masks (``ShadowMask``) of its finished parts, so the shadow of what is
/// finished is blurred once and only the rest is blurred again each frame.
final class ShadowCoverage {
    /// The pixels the coverage may hold and the masks may change.
    let clip: PixelRect
    /// The frame's size in pixels.
    private let size: (width: Int, height: Int)
    /// The coverage (A8, frame size), made on first use.
    private var surface: ImageSurface?
    /// The tiles that may be nonzero.
    private var tiles: PaintedTiles

    /// An empty coverage for frames of `width` × `height` pixels, kept inside `clip`.
    init(width: Int, height: Int, clip: PixelRect) {
        size = (width, height)
        tiles = PaintedTiles(width: width, height: height)
        self.clip = clip.clamped(width: width, height: height)
    }

    /// The surface, made on first use; nil when memory runs out (the vine then has no shadow).
    func makeSurface() -> ImageSurface? {
        if surface == nil {
            surface = try? ImageSurface(width: size.width, height: size.height, format: .a8, ownMemory: true)
        }
        return surface
    }

    /// Raises the coverage to `mask`'s (nothing for nil).
    func add(_ mask: ShadowMask?) {
        guard let mask, let coverage = makeSurface() else { return }
        mask.raise(coverage, within: clip)
        tiles.insert(mask.deviceRect.intersection(clip))
    }

    /// Calls `paint` with the coverage raised to `extra`'s where that is higher (the
    /// shadow of what still changes) and rectangles holding every pixel it may cover; the
    /// kept coverage is the same afterwards.
    func withRaised(by extra: ShadowMask?, _ paint: (ImageSurface, [PixelRect]) -> Void) {
        guard let coverage = makeSurface() else { return }
        let extraRect = extra?.deviceRect.intersection(clip).clamped(width: size.width, height: size.height) ?? .empty
        var saved: [UInt8] = []
        if let extra, !extraRect.isEmpty {
            coverage.flush()
            saved.reserveCapacity(extraRect.width * extraRect.height)
            for row in extraRect.minY..<extraRect.maxY {
                let start = coverage.data.assumingMemoryBound(to: UInt8.self) + row * coverage.stride + extraRect.minX
                saved.append(contentsOf: UnsafeBufferPointer(start: start, count: extraRect.width))
            }
            extra.raise(coverage, within: clip)
        }
        var painted = tiles
        painted.insert(extraRect)
        paint(coverage, painted.rectangles)
        guard !saved.isEmpty else { return }
        coverage.flush()
        saved.withUnsafeBufferPointer { saved in
            for row in extraRect.minY..<extraRect.maxY {
                let start = coverage.data.assumingMemoryBound(to: UInt8.self) + row * coverage.stride + extraRect.minX
                start.update(
                    from: saved.baseAddress! + (row - extraRect.minY) * extraRect.width, count: extraRect.width)
            }
        }
        coverage.markDirty()
    }

    /// Clears the coverage (only the pixels that may be nonzero).
    func clear() {
        for rect in tiles.rectangles { surface?.clear(rect) }
        tiles.removeAll()
    }
}
