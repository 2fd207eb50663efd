import CCairo
import VineGeometry

/// A picture read from a PNG file by Cairo's PNG reader, kept as a Cairo surface to draw
/// with (``CairoContext/setSource(_:x:y:)-(PNGPicture,_,_)``).
final class PNGPicture {
    /// The Cairo surface holding the picture.
    let surface: OpaquePointer
    /// The picture's size in pixels.
    let size: Size

    /// The picture in the PNG file at `path`; throws ``RenderError/io(path:reason:)`` when
    /// it cannot be read as a PNG.
    init(path: String) throws(RenderError) {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .io(path: path, reason: "cannot read it as a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        self.surface = surface
        size = Size(
            width: Double(cairo_image_surface_get_width(surface)),
            height: Double(cairo_image_surface_get_height(surface)))
    }

    deinit { cairo_surface_destroy(surface) }
}

extension CairoContext {
    /// Paints with the pixels of `picture`, its origin placed at (`x`, `y`) in user space.
    func setSource(_ picture: PNGPicture, x: Double, y: Double) {
        cairo_set_source_surface(cairo, picture.surface, x, y)
    }
}
