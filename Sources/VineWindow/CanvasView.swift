import VineCore
import VineExport
import VineGeometry
import VineRender
import VineSystem

/// The canvas in a window: scenes rendered at the window's pixel size (canvas
/// fitted and centred) on a ``RenderThread``, the mapping from window pixels back
/// to canvas points, and the window-only overlays.
///
/// Frames are pipelined one deep: ``display(_:warning:status:)`` hands the new scene to the
/// render thread and presents the frame of the scene it was given the time before,
/// so rendering one frame overlaps presenting the previous one. Every frame still
/// shows exactly its own scene. The view draws nothing itself: pixels come from
/// the renderer, overlays from VineWindow's own (`Overlays/`, drawn on VineRender's
/// ``/VineRender/OverlayTarget``). Main thread only.
final class CanvasView {
    /// The window shown in.
    let window: SDLWindow
    /// The logical canvas, in points.
    private(set) var canvas: Size
    /// Whether the status line is drawn over frames.
    var showsStatus: Bool
    /// The most bytes the renderer's cache may hold.
    private let cacheMemory: Int
    /// The most threads its renderer paints on (nil: one per available core).
    private let threads: Int?
    /// Whether the handle overlay is drawn over frames.
    var showsHandles = false
    /// A picture to trace, multiplied onto every frame (window only), if any.
    var underlay: Underlay?
    /// The shapes guide shown over the frame while drawing (``ShapeOverlay``), or nil.
    var shapes: ShapeOverlay?
    /// The key help drawn over frames, if shown.
    var help: [String]?
    /// The vine outlined as picked (Alt held over it), if any.
    var picked: Vine.Identity?
    /// A short message shown in the status line's place, whether or not it is on.
    var notice: String?
    /// A background job's progress drawn across the top, if one runs.
    var progress: ProgressOverlay?

    private var renderThread: RenderThread
    private let handles = HandleOverlay()
    /// Whether a scene is being rendered (submitted, not yet taken).
    private var inFlight = false
    /// The last frame taken from the render thread; valid while nothing is in flight
    /// or until the next take.
    private var latest: RenderThread.Rendered?
    private var pixelsToCanvas: AffineTransform
    /// Started as the view was made, just after its window opened.
    private let opened = MonotonicClock()
    /// Seconds from the window opening to its first frame on screen (perhaps a sketch), and
    /// to its first exact frame; nil until then.
    private(set) var firstFrames: (any: Double?, exact: Double?) = (nil, nil)
    /// The threads that painted the latest exact frame; 0 before the first.
    private(set) var paintingThreads = 0
    /// The overlays on screen over ``latest``; nil when the window must be presented whole
    /// (a new frame, a resize, an uncovered window).
    private var presented: Overlays?

    /// What the window shows over a frame, to tell what a repaint must redraw.
    private struct Overlays: Equatable {
        var underlay: Bool
        var shapes: Bool
        var handles: Bool
        var picked: Vine.Identity?
        var help: [String]?
        var progress: String?
        var warning: String?
        /// The status line's text (or a notice in its place), if shown.
        var status: String?

        /// What to repaint to go from `old` on screen to these overlays.
        enum Repaint { case nothing, statusLine, whole }

        /// Nothing when they are the same; only the status line when it alone changed and
        /// nothing else that could reach its rows is shown; else the whole window.
        func repaint(since old: Overlays) -> Repaint {
            if self == old { return .nothing }
            var same = old
            same.status = status
            let alone = !underlay && !shapes && !handles && picked == nil && help == nil
            return same == self && status != nil && old.status != nil && alone ? .statusLine : .whole
        }
    }

    /// What one call of ``display(_:warning:status:)`` put on screen.
    struct Shown {
        /// The time of the scene now on screen.
        let time: Double
        /// Seconds spent making that frame: rendering it and uploading it with overlays.
        let work: Double
        /// Seconds of CPU that took (less than ``work`` when other processes hold the cores).
        let cpu: Double
        /// Whether anything was presented: false when the window already showed this picture
        /// with these overlays.
        let presented: Bool
    }

    /// A view of `canvas` in `window`, the status line shown or not, its renderer's cache
    /// within `cacheMemory` bytes, painting on at most `threads` threads (nil: one per available core).
    init(window: SDLWindow, canvas: Size, showsStatus: Bool, cacheMemory: Int, threads: Int? = nil) throws {
        self.window = window
        self.canvas = canvas
        self.showsStatus = showsStatus
        self.cacheMemory = cacheMemory
        self.threads = threads
        let size = window.pixelSize
        pixelsToCanvas = try Self.pixelsToCanvas(canvas: canvas, pixelSize: size)
        renderThread = RenderThread(canvas: canvas, cacheMemory: cacheMemory, threads: threads)
        StatusLine.loadFont()
    }

    deinit { renderThread.stop() }

    /// Shows scenes of `newCanvas` from the next frame on (a recording dropped on a playing
    /// window): the frame being rendered is dropped and a render thread for the new canvas
    /// started; nothing changes when the canvas is the same.
    func show(canvas newCanvas: Size) throws {
        guard newCanvas != canvas else { return }
        let size = window.pixelSize
        let transform = try Self.pixelsToCanvas(canvas: newCanvas, pixelSize: size)
        if inFlight {
            inFlight = false
            _ = try? renderThread.take()
        }
        renderThread.stop()
        latest = nil
        presented = nil
        canvas = newCanvas
        pixelsToCanvas = transform
        renderThread = RenderThread(canvas: newCanvas, cacheMemory: cacheMemory, threads: threads)
    }

    /// Follows a change of the window's size, or an uncovered window: later frames have the
    /// new pixel size, and the next one is presented whole.
    func windowResized() throws {
        presented = nil
        pixelsToCanvas = try Self.pixelsToCanvas(canvas: canvas, pixelSize: window.pixelSize)
    }

    /// The canvas point under window pixel `pixel`, clamped to the canvas.
    func canvasPoint(at pixel: Point) -> Point {
        let point = pixelsToCanvas.apply(pixel)
        return Point(x: min(max(point.x, 0), canvas.width), y: min(max(point.y, 0), canvas.height))
    }

    /// Starts rendering `scene` and presents the previous scene's frame with the
    /// overlays that are on (`status` gives the status line's text for the scene
    /// shown) and `warning`, if any, along the top whatever overlays are on. Returns
    /// what is now on screen (``Shown/presented`` false when nothing on screen had to
    /// change), or nil on the first call.
    ///
    /// A scene with the same picture as the last frame's (the same time, or the same
    /// vines all settled, at the same size) is not rendered again, and the window repaints
    /// only what changed: nothing when the overlays are the same, only the status line's
    /// rows when only its text changed (and no other overlay reaches them), else the last
    /// frame anew with its overlays. So a paused or idle window costs little.
    @discardableResult
    func display(_ scene: Scene, warning: String? = nil, status: (Scene) -> String) throws -> Shown? {
        var renderSeconds = 0.0
        var renderCPU = 0.0
        if inFlight, let rendered = try refining ? renderThread.poll() : renderThread.take() {
            inFlight = rendered.isSketch
            latest = rendered
            if !rendered.isSketch { paintingThreads = rendered.paintingThreads }
            presented = nil
            renderSeconds = rendered.seconds
            renderCPU = rendered.cpuSeconds
        }
        let size = window.pixelSize
        let width = max(1, size.width)
        let height = max(1, size.height)
        guard let latest else {
            if !inFlight {
                renderThread.submit(scene, width: width, height: height)
                inFlight = true
            }
            return nil
        }
        let unchanged =
            !latest.isSketch && latest.frame.width == width && latest.frame.height == height
            && Self.samePicture(latest.scene, scene)
        let described = unchanged ? scene : latest.scene
        let density = Double(latest.frame.width) / Double(max(1, window.size.width))
        let overlays = Overlays(
            underlay: underlay != nil, shapes: shapes != nil, handles: showsHandles, picked: picked, help: help,
            progress: progress.map { "\($0.text) \($0.fraction)" }, warning: warning,
            status: showsStatus || notice != nil ? notice ?? status(described) : nil)
        /// Starts rendering the new scene, unless it looks the same as the last frame or the
        /// exact frame of a sketch is still rendering.
        func renderNext() {
            guard !unchanged, !inFlight else { return }
            renderThread.submit(scene, width: width, height: height)
            inFlight = true
        }
        let repaint = presented.map { overlays.repaint(since: $0) } ?? .whole
        if repaint == .nothing {
            renderNext()
            return Shown(time: described.time, work: renderSeconds, cpu: renderCPU, presented: false)
        }
        let clock = MonotonicClock()
        let cpuStart = ThreadCPUTime.now
        let band = 26 * density
        if repaint == .statusLine, let text = overlays.status {
            let top = Int((Double(latest.frame.height) - band).rounded(.down))
            try window.upload(latest.frame, rows: top..<latest.frame.height) { target in
                StatusLine(text: text, height: band).draw(on: target)
            }
        } else {
            try window.upload(latest.frame) { target in
                underlay?.draw(canvas: canvas, transform: latest.transform, on: target)
                shapes?.draw(transform: latest.transform, density: density, on: target)
                if showsHandles {
                    handles.draw(described, transform: latest.transform, density: density, on: target)
                }
                if let picked, let vine = described.vines.first(where: { $0.vine.identity == picked }) {
                    PickOverlay(vine: vine).draw(transform: latest.transform, density: density, on: target)
                }
                if let help { HelpOverlay(lines: help).draw(density: density, on: target) }
                progress?.draw(density: density, on: target)
                if let text = overlays.status { StatusLine(text: text, height: band).draw(on: target) }
                if let warning {
                    StatusLine(text: warning, height: band, kind: .warning).draw(on: target)
                }
            }
        }
        presented = overlays
        let uploadSeconds = clock.now
        let uploadCPU = ThreadCPUTime.now - cpuStart
        renderNext()
        window.show()
        if firstFrames.any == nil { firstFrames.any = opened.now }
        if firstFrames.exact == nil, !latest.isSketch { firstFrames.exact = opened.now }
        return Shown(
            time: described.time, work: renderSeconds + uploadSeconds, cpu: renderCPU + uploadCPU, presented: true)
    }

    /// Whether a scene is being rendered: the picture on screen is not the last scene given,
    /// or a sketch of it.
    var isRendering: Bool { inFlight }

    /// Whether a sketch is on screen while its exact frame renders: frames are then looked
    /// for without waiting, so that input goes on being handled.
    private var refining: Bool { latest?.isSketch == true }

    /// Whether the picture on screen is final: nothing is being rendered and every vine
    /// of the last frame's scene is settled, so later scenes of the same vines look the same.
    var isSettled: Bool {
        !inFlight && (latest.map { $0.scene.vines.allSatisfy(\.isSettled) } ?? false)
    }

    /// Whether scenes `a` and `b` of one timeline look the same: the same time, or
    /// the same vines present and every one of them settled (finished for good).
    private static func samePicture(_ a: Scene, _ b: Scene) -> Bool {
        if a.time == b.time { return true }
        return a.vines.count == b.vines.count
            && zip(a.vines, b.vines).allSatisfy { $0.isSettled && $1.isSettled && $0.vine.identity == $1.vine.identity }
    }

    /// Writes `scene` as a PNG of the window's pixel size to `path`, without
    /// overlays: the same pixels as `vine export --at` the scene's time at that size.
    func snapshot(_ scene: Scene, to path: String) throws {
        let size = window.pixelSize
        try Still.write(
            scene, canvas: canvas, width: max(1, size.width), height: max(1, size.height),
            format: .png, to: path)
    }

    /// Window pixels → canvas points: the inverse of the renderer's fitting of the
    /// canvas into a frame of `pixelSize`.
    private static func pixelsToCanvas(canvas: Size, pixelSize: (width: Int, height: Int)) throws -> AffineTransform {
        let fitting = AffineTransform.frame(
            canvas: canvas, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        guard let inverse = fitting.inverted() else {
            throw WindowError.sdl("the window is too small to show the canvas")
        }
        return inverse
    }
}
