import CCairo
import VineGeometry

extension CairoContext {
    /// Resets the transform to device space, drops the current path and clips to `rect`,
    /// in device pixels. Use inside ``saving(_:)``: the transform and clip stay changed.
    func clipToPixels(_ rect: PixelRect) {
        cairo_identity_matrix(cairo)
        newPath()
        appendRectangle(
            Rect(
                x: Double(rect.minX), y: Double(rect.minY),
                width: Double(rect.width), height: Double(rect.height)))
        clip()
    }
}
