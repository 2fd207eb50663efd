import VineGeometry
import VineLook

/// A transparent layer the size of the frame, drawn on in canvas coordinates, that
/// knows which tiles it may have painted (``PaintedTiles``), so clearing and compositing
/// it cost only those.
final class PaintLayer {
    /// The pixels (premultiplied ARGB32), transparent outside ``tiles``.
    let surface: ImageSurface
    /// Draws on ``surface`` in canvas coordinates, clipped to the canvas and ``clip``.
    let context: CairoContext
    /// The tiles that may be painted; callers add to them with ``extend(_:)`` as they draw.
    private(set) var tiles: PaintedTiles
    /// The pixels drawing may reach.
    let clip: PixelRect

    /// An empty layer of `width` × `height` pixels, drawn on through `transform` (canvas
    /// points → pixels) and clipped to `clip` (pixels) and `canvas` (canvas points).
    ///
    /// Throws ``RenderError/cairo(_:)`` for a size outside 1…32767 or when memory runs out.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect, clip: PixelRect) throws(RenderError) {
        surface = try ImageSurface(width: width, height: height, ownMemory: true)
        tiles = PaintedTiles(width: width, height: height)
        self.clip = clip.clamped(width: width, height: height)
        context = Self.context(on: surface, transform: transform, canvas: canvas, clip: self.clip)
    }

    /// A fresh context on `surface` drawing in canvas points, clipped to `clip` and `canvas`.
    private static func context(
        on surface: ImageSurface, transform: AffineTransform, canvas: Rect, clip: PixelRect
    ) -> CairoContext {
        let context = CairoContext(surface)
        if clip != PixelRect(minX: 0, minY: 0, maxX: surface.width, maxY: surface.height) {
            context.clipToPixels(clip)
        }
        context.concatenate(transform)
        context.newPath()
        context.appendRectangle(canvas)
        context.clip()
        return context
    }

    /// Records that drawing may have painted the pixels of `rect`.
    func extend(_ rect: PixelRect) {
        tiles.insert(rect.intersection(clip))
    }

    /// Makes the layer transparent again.
    func clear() {
        for rect in tiles.rectangles { surface.clear(rect) }
        tiles.removeAll()
    }

    /// Composites the layer over `target` (with the target's clip), touching only ``tiles``.
    func composite(onto target: CairoContext) {
        guard !tiles.isEmpty else { return }
        surface.flush()
        target.saving {
            target.clipToPixels(tiles.rectangles)
            target.setSource(surface, x: 0, y: 0)
            target.paint()
        }
    }
}
