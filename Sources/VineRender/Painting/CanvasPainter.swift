import VineCore
import VineGeometry
import VineLook

/// Paints what lies under the vines: the letterbox around the fitted canvas and the
/// canvas background, and clips drawing to the canvas.
struct CanvasPainter {
    /// The canvas in canvas points (origin 0, 0).
    let canvas: Rect
    /// The background colour of the canvas.
    let background: RGBA

    /// The colour outside the canvas when the output's aspect differs (``/VineLook/CanvasLook/letterbox(around:)``).
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

    /// Shows the vines painted on the canvas at `opacity` (0…1) as one group, as a loop's
    /// fade does (``/VineLook/LoopEnding/vinesOpacity(progress:)``): the canvas background painted
    /// back over them at `1 − opacity` (an opaque background), or the canvas's pixels kept
    /// at `opacity` (a background with transparency, which shows only the vines).
    func fadeVines(to opacity: Double, in context: CairoContext) {
        guard opacity < 1 else { return }
        context.saving {
            context.newPath()
            context.appendRectangle(canvas)
            context.clip()
            if background.a >= 1 {
                context.setSource(background)
                context.paint(alpha: 1 - opacity)
            } else {
                context.setOperator(.destinationIn)
                context.setSource(RGBA(r: 0, g: 0, b: 0, a: 1))
                context.paint(alpha: opacity)
            }
        }
    }

    /// Restricts further drawing to the canvas, so branches that reach past its edge stop there.
    func clipToCanvas(in context: CairoContext) {
        context.newPath()
        context.appendRectangle(canvas)
        context.clip()
    }
}
