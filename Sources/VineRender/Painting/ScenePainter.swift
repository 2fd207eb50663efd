import VineCore
import VineGeometry

/// Paints a scene's background and vines onto a fresh context, always with the same
/// sequence of Cairo operations for the same inputs — what makes the layer cache exact.
struct ScenePainter {
    /// Canvas points → device units.
    let transform: AffineTransform
    /// The letterbox, background and canvas clip.
    let canvas: CanvasPainter
    /// The vines drawn with the scene's settings (each vine is painted with its own, see
    /// ``VinePainter/matching(_:)``).
    let vines: VinePainter

    /// A painter for `scene`'s style, fitting `canvasSize` points into `width` × `height`
    /// device units with `transform`, for `target`.
    init(
        scene: Scene, canvasSize: Size, transform: AffineTransform, width: Int, height: Int,
        target: VinePainter.Target
    ) {
        self.transform = transform
        canvas = CanvasPainter(
            canvas: Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height),
            background: scene.style.background)
        vines = VinePainter(
            style: scene.style, vineWidth: scene.parameters.vineWidth, transform: transform,
            targetSize: (width, height), target: target)
    }

    /// Sets `context` up (transform, canvas clip), painting the background first when
    /// `background` is true, then paints `vines` in order, each with the grown-branch
    /// layers `grown` gives for it (nil for vector output; see ``VinePainter/paint(_:in:grown:)``).
    func paint(
        into context: CairoContext, background: Bool, vines list: some Sequence<Scene.VisibleVine>,
        grown: (Scene.VisibleVine) -> GrownBranches?
    ) {
        context.concatenate(transform)
        if background { canvas.paintBackground(in: context, replacing: vines.target == .raster) }
        canvas.clipToCanvas(in: context)
        for vine in list { vines.matching(vine.vine).paint(vine, in: context, grown: grown(vine)) }
    }
}
