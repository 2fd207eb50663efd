import VineCore
import VineGeometry
import VineLook

/// Paints what a scene's vines lie on and, for vector output, the whole scene: always
/// the same sequence of Cairo operations for the same inputs, which makes the layer cache exact.
struct ScenePainter {
    /// Canvas points → device units.
    let transform: AffineTransform
    /// The letterbox, background and canvas clip.
    let canvas: CanvasPainter
    /// The vines.
    let vines: VinePainter

    /// A painter for `scene`'s style, fitting `canvasSize` points into `width` × `height`
    /// device units with `transform`, for `target`, in the looks `looks` defines.
    init(
        scene: Scene, canvasSize: Size, transform: AffineTransform, width: Int, height: Int,
        target: VinePainter.Target, looks: LookCatalog = .builtIn
    ) {
        self.transform = transform
        canvas = CanvasPainter(
            canvas: Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height),
            background: scene.style.background)
        vines = VinePainter(
            style: scene.style, vineWidth: scene.parameters.vineWidth, transform: transform,
            targetSize: (width, height), target: target, looks: looks)
    }

    /// Sets `context` up for painting vines in canvas points (transform, canvas clip),
    /// painting the letterbox and background first when `background` is true.
    func prepare(_ context: CairoContext, background: Bool) {
        context.concatenate(transform)
        if background { canvas.paintBackground(in: context, replacing: vines.target == .raster) }
        canvas.clipToCanvas(in: context)
    }

    /// Paints the canvas's background (no letterbox: the page around it stays blank) and
    /// every vine of `scene` directly onto `context` (a vector still on paper).
    func paintOnPaper(_ scene: Scene, into context: CairoContext) {
        context.concatenate(transform)
        canvas.clipToCanvas(in: context)
        context.setSource(canvas.background)
        context.paint()
        for vine in scene.vines { vines.matching(vine.vine).paintWhole(vine, in: context) }
    }

    /// Paints the background and every vine of `scene` directly onto `context` (vector output).
    func paintWhole(_ scene: Scene, into context: CairoContext) {
        prepare(context, background: true)
        for vine in scene.vines { vines.matching(vine.vine).paintWhole(vine, in: context) }
    }
}
