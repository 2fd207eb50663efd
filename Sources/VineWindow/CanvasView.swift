import VineCore
import VineGeometry
import VineRender

/// The canvas in a window: a ``SceneRenderer`` kept at the window's pixel size
/// (canvas fitted and centred), the mapping from window pixels back to canvas
/// points, and the window-only overlays.
///
/// The view draws nothing itself: pixels come from the renderer, overlays from
/// VineRender's `Overlays`. Main thread only.
final class CanvasView {
    /// The window shown in.
    let window: SDLWindow
    /// The logical canvas, in points.
    let canvas: Size
    /// Whether the status line is drawn over frames.
    var showsStatus: Bool
    /// Whether the handle overlay is drawn over frames.
    var showsHandles = false

    private var renderer: SceneRenderer
    private var pixelsToCanvas: AffineTransform

    /// A view of `canvas` in `window`, the status line shown or not.
    init(window: SDLWindow, canvas: Size, showsStatus: Bool) throws {
        self.window = window
        self.canvas = canvas
        self.showsStatus = showsStatus
        (renderer, pixelsToCanvas) = try Self.renderer(canvas: canvas, window: window)
    }

    /// Matches the renderer to the window's current pixel size (after a resize);
    /// finished vines are re-cached on the next frame.
    func windowResized() throws {
        let size = window.pixelSize
        guard size.width != renderer.pixelWidth || size.height != renderer.pixelHeight else { return }
        (renderer, pixelsToCanvas) = try Self.renderer(canvas: canvas, window: window)
    }

    /// The canvas point under window pixel `pixel`, clamped to the canvas.
    func canvasPoint(at pixel: Point) -> Point {
        let point = pixelsToCanvas.apply(pixel)
        return Point(x: min(max(point.x, 0), canvas.width), y: min(max(point.y, 0), canvas.height))
    }

    /// The size of the frames, in pixels: the window's drawable size.
    var pixelSize: (width: Int, height: Int) { (renderer.pixelWidth, renderer.pixelHeight) }

    /// Renders `scene` and uploads it with the overlays that are on (`status` is
    /// the status line's text); ``SDLWindow/show()`` then presents it.
    func upload(_ scene: Scene, status: @autoclosure () -> String) throws {
        let frame = renderer.render(scene)
        let density = Double(renderer.pixelWidth) / Double(max(1, window.size.width))
        try window.upload(frame) { target in
            if showsHandles {
                HandleOverlay(scene: scene, transform: renderer.transform, density: density).draw(on: target)
            }
            if showsStatus {
                StatusLine(text: status(), height: 26 * density).draw(on: target)
            }
        }
    }

    /// Writes `scene` as a PNG of the window's pixel size to `path`, without
    /// overlays: the same pixels as `vine export --at` the scene's time at that size.
    func snapshot(_ scene: Scene, to path: String) throws {
        try Still.write(scene, canvas: canvas, width: renderer.pixelWidth, height: renderer.pixelHeight,
                        format: .png, to: path)
    }

    /// A renderer for `window`'s pixel size and its pixels → canvas transform.
    private static func renderer(canvas: Size, window: SDLWindow) throws -> (SceneRenderer, AffineTransform) {
        let size = window.pixelSize
        let renderer = try SceneRenderer(canvas: canvas, pixelWidth: max(1, size.width), pixelHeight: max(1, size.height))
        guard let inverse = renderer.transform.inverted() else {
            throw WindowError.sdl("the window is too small to show the canvas")
        }
        return (renderer, inverse)
    }
}
