import VineCore
import VineGeometry

/// Paints what lies under the vines: the letterbox around the fitted canvas and the
/// canvas background, and clips drawing to the canvas.
struct CanvasPainter {
    /// The canvas in canvas points (origin 0, 0).
    let canvas: Rect
    /// The background colour of the canvas.
    let background: RGBA

    /// The colour outside the canvas when the output's aspect differs (``CanvasLook/letterbox(around:)``).
    var letterbox: RGBA { CanvasLook.letterbox(around: background) }

    /// Paints the letterbox over the whole target, then the canvas background; the
    /// context's transform must map canvas points to device units.
    ///
    /// With `replacing` the letterbox replaces whatever the target held (frames are
    /// reused); without it, it is painted over an empty target, which vector surfaces
    /// can express (they fall back to pixels for the replacing operator).
    func paintBackground(in context: CairoContext, replacing: Bool) {
        context.saving {
            context.setOperator(replacing ? .source : .over)
            context.setSource(letterbox)
            context.paint()
            context.newPath()
            context.appendRectangle(canvas)
            context.setSource(background)
            context.fill()
        }
    }

    /// Restricts further drawing to the canvas, so branches that reach past its edge stop there.
    func clipToCanvas(in context: CairoContext) {
        context.newPath()
        context.appendRectangle(canvas)
        context.clip()
    }
}
