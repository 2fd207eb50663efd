import CCairo
import VineGeometry

/// A picture to trace: a PNG fitted into the canvas (aspect kept, centred) and multiplied
/// onto the frame at ``strength``, so the light paper takes its tones while dark strokes
/// stay dark — as if it lay under the canvas.
///
/// `vine draw --underlay` shows it in the window only; `vine export --underlay` puts it
/// in exported pixels too. Both apply the same Cairo operation to the same pixels, so a
/// window frame still equals the export of its time when both have the underlay.
public final class Underlay {
    /// How strongly the picture shows: the opacity of the multiply.
    public static let strength = 0.4

    private let image: OpaquePointer
    private let size: Size

    /// The picture in the PNG file at `path`; throws ``RenderError/io(path:reason:)`` when
    /// it cannot be read as a PNG.
    public init(png path: String) throws(RenderError) {
        let image = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(image)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            throw .io(path: path, reason: "cannot read it as a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        self.image = image
        size = Size(
            width: Double(cairo_image_surface_get_width(image)), height: Double(cairo_image_surface_get_height(image)))
    }

    deinit { cairo_surface_destroy(image) }

    /// Multiplies the picture onto `target`, fitted into the canvas of `canvas` points,
    /// which `transform` maps to the target's pixels.
    public func draw(canvas: Size, transform: AffineTransform, on target: OverlayTarget) {
        target.drawing { draw(canvas: canvas, transform: transform, in: $0) }
    }

    /// Multiplies the picture onto `frame` (a renderer's frame, before it is written).
    public func draw(canvas: Size, transform: AffineTransform, on frame: Frame) {
        frame.surface.flush()
        draw(canvas: canvas, transform: transform, in: CairoContext(frame.surface))
        frame.surface.flush()
    }

    private func draw(canvas: Size, transform: AffineTransform, in context: CairoContext) {
        let canvasRect = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        context.concatenate(transform)
        context.newPath()
        cairo_rectangle(context.cairo, 0, 0, canvas.width, canvas.height)
        context.clip()
        context.concatenate(.fitting(Rect(x: 0, y: 0, width: size.width, height: size.height), into: canvasRect))
        cairo_set_source_surface(context.cairo, image, 0, 0)
        cairo_set_operator(context.cairo, CAIRO_OPERATOR_MULTIPLY)
        cairo_paint_with_alpha(context.cairo, Self.strength)
    }
}
