import CCairo
import VineGeometry

extension CairoContext {
    /// Resets the transform to device space, drops the current path and clips to `rect`,
    /// in device pixels. Use inside ``saving(_:)``: the transform and clip stay changed.
    func clipToPixels(_ rect: PixelRect) {
        clipToPixels([rect])
    }

    /// Resets the transform to device space, drops the current path and clips to the
    /// union of `rects` (device pixels, not overlapping). Use inside ``saving(_:)``.
    func clipToPixels(_ rects: [PixelRect]) {
        cairo_identity_matrix(cairo)
        newPath()
        for rect in rects {
            appendRectangle(
                Rect(
                    x: Double(rect.minX), y: Double(rect.minY),
                    width: Double(rect.width), height: Double(rect.height)))
        }
        clip()
    }
}
