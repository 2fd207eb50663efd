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

    private let picture: PNGPicture

    /// The picture in the PNG file at `path`; throws ``RenderError/io(path:reason:)`` when
    /// it cannot be read as a PNG.
    public init(png path: String) throws(RenderError) {
        picture = try PNGPicture(path: path)
    }

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
        context.appendRectangle(canvasRect)
        context.clip()
        context.concatenate(
            .fitting(Rect(x: 0, y: 0, width: picture.size.width, height: picture.size.height), into: canvasRect))
        context.setSource(picture, x: 0, y: 0)
        context.setOperator(.multiply)
        context.paint(alpha: Self.strength)
    }
}
