import VineCore
import VineGeometry
import VineRender
import VineSystem

/// `vine draw`'s window: pointer input and editing keys become recorded events applied
/// to a live ``/VineCore/Timeline``; every frame shows the timeline's scene at the
/// recording's clock.
///
/// The clock is the recording's clock and never pauses: it starts when ``run(recordingTo:)``
/// starts, at the start time given (0 for a new recording, just after the end of one
/// being continued), and each event is stamped with the monotonic time at which the
/// session handles it. A frame's time is read after the events before it are applied,
/// and events after it are stamped later, so the frame of time `t` is exactly the
/// timeline's scene at `t` — what a replay or `vine export --at t` renders at the
/// window's size (overlays aside). Frames reach the screen one frame period after their
/// time (rendering overlaps presenting).
///
/// Editing (see ``KeyBindings``): undo and redo act on the recording's actions; Alt
/// held over a vine outlines it (the nearest stem within ``pickTolerance``), Alt+click
/// erases it and Alt+R reseeds it; setting keys record `set` events for the vines
/// begun after them and show the new value for a moment; M drops a marker, whose label
/// is typed in a field over the canvas (see ``MarkerLabelField``).
///
/// The ``SessionLoop`` runs the window; what drawing means is ``Drawing``'s. When nothing
/// on screen can change (every vine settled, no pointer down, no message showing), the
/// window sleeps until input arrives instead of drawing 60 frames a second; with the
/// status line on it wakes once a second, as the recording's clock reaches a whole second,
/// and repaints only the line.
///
/// Pointer positions map from window pixels to canvas points through the inverse of
/// the renderer's fitting transform, clamped to the canvas.
///
/// A recording that cannot be written never ends the session: the writer keeps every
/// event, and the window shows a warning along the top until the file holds them all
/// again (see ``RecordingAlert``). SIGINT, SIGTERM and SIGHUP quit as Esc does.
public final class DrawSession {
    /// How close, in canvas points, the pointer must be to a stem to pick its vine.
    public static let pickTolerance = 12.0

    private let view: CanvasView
    private let timeline: Timeline
    private let startTime: Double
    private let fileName: String
    private let snapshotStem: String
    private let report: (SessionMessage) -> Void

    /// Opens the window for a recording whose events so far made `timeline` (empty for
    /// a new recording), titled after `fileName` (the recording's name as shown to the
    /// user); the clock starts at `startTime`, which must not be before the timeline's
    /// last event. `underlay`, if given, is shown under the drawing (never recorded or in
    /// snapshots). Snapshots go to `snapshotStem` + `-TIME.png`; Ctrl+E's MP4 and GIF, made
    /// as `vine export` makes them, next to the recording; `report` hears about them.
    ///
    /// The renderer keeps its cache within `cacheMemory` bytes and paints on at most
    /// `threads` threads (nil: one per available core).
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        timeline: Timeline, startTime: Double = 0, underlay: Underlay? = nil, fileName: String,
        snapshotStem: String, showsStatus: Bool,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, threads: Int? = nil,
        report: @escaping (SessionMessage) -> Void
    ) throws {
        let header = timeline.header
        let window = try SDLWindow(
            title: "vine draw — \(fileName)",
            width: Int(header.width.rounded(.up)), height: Int(header.height.rounded(.up)))
        view = try CanvasView(
            window: window, canvas: Size(width: header.width, height: header.height),
            showsStatus: showsStatus, cacheMemory: cacheMemory, threads: threads)
        view.underlay = underlay
        let bounds = timeline.settings.bounds
        if bounds.isBounding { view.shapes = ShapeOverlay(bounds: bounds) }
        self.timeline = timeline
        self.startTime = max(startTime, timeline.lastEventTime)
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.report = report
    }

    /// Runs the session until the user quits (Esc, Q, closing the window, or a quit
    /// signal), writing every event to `writer`, which must hold this session's events so
    /// far; first lifts the pointers the timeline has down (a continued recording that was
    /// killed mid-stroke), on quit closes an open marker field and lifts any pointer still
    /// down; returns the frame times (of frames drawn while not idle). The caller closes
    /// the writer.
    ///
    /// Throws ``WindowError/sdl(_:)``, a renderer's error, or an event the writer refuses
    /// (an internal error); the writer's I/O failures do not end the session.
    @discardableResult
    public func run(recordingTo writer: RecordingWriter) throws -> FrameStats {
        let drawing = try Drawing(timeline: timeline, startTime: startTime, fileName: fileName, writer: writer)
        return try SessionLoop(view: view, snapshotStem: snapshotStem, report: report)
            .run(drawing)
    }
}
