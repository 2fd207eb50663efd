import VineCore
import VineGeometry
import VineRender

/// `vine draw`'s window: pointer input becomes recorded events applied to a live
/// ``/VineCore/Timeline``; every frame shows the timeline's scene at the recording's clock.
///
/// The clock is the recording's clock and never pauses: it starts when ``run(recordingTo:)``
/// starts (time 0 of the recording) and each event is stamped with the monotonic
/// time at which the session handles it. A frame's time is read after the events
/// before it are applied, and events after it are stamped later, so the frame of
/// time `t` is exactly the timeline's scene at `t` — what a replay or
/// `vine export --at t` renders at the window's size (overlays aside). Frames reach
/// the screen one frame period after their time (rendering overlaps presenting).
///
/// Pointer positions map from window pixels to canvas points through the inverse of
/// the renderer's fitting transform, clamped to the canvas. Keys: see ``KeyBindings``.
///
/// A recording that cannot be written never ends the session: the writer keeps every
/// event, and the window shows a warning along the top until the file holds them all
/// again (see ``RecordingAlert``). SIGINT, SIGTERM and SIGHUP quit as Esc does.
public final class DrawSession {
    private let view: CanvasView
    private var pump = EventPump()
    private var timeline: Timeline
    private let fileName: String
    private let snapshotStem: String
    private let report: (SessionMessage) -> Void
    /// The last canvas point of each pointer that is down.
    private var pointersDown: [Int: Point] = [:]

    /// Opens the window for a new recording with `header`, titled after `fileName`
    /// (the recording's name as shown to the user). Snapshots go to
    /// `snapshotStem` + `-TIME.png`; `report` hears about them.
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        header: RecordingHeader, fileName: String, snapshotStem: String, showsStatus: Bool,
        report: @escaping (SessionMessage) -> Void
    ) throws {
        let window = try SDLWindow(
            title: "vine draw — \(fileName)",
            width: Int(header.width.rounded(.up)), height: Int(header.height.rounded(.up)))
        view = try CanvasView(
            window: window, canvas: Size(width: header.width, height: header.height),
            showsStatus: showsStatus)
        timeline = Timeline(header: header)
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.report = report
    }

    /// Runs the session until the user quits (Esc, Q, closing the window, or a quit
    /// signal), writing every event to `writer`, whose header must be this session's; on
    /// quit, lifts any pointer still down; returns the frame times. The caller closes the writer.
    ///
    /// Throws ``WindowError/sdl(_:)``, a renderer's error, or an event the writer refuses
    /// (an internal error); the writer's I/O failures do not end the session.
    @discardableResult
    public func run(recordingTo writer: RecordingWriter) throws -> FrameStats {
        let clock = MonotonicClock()
        var pacer = FramePacer()
        var meter = FrameRateMeter()
        var stats = FrameStats()
        var previousShow: Double?
        var shownTime = 0.0
        var alert = RecordingAlert(name: fileName, path: writer.path)
        session: while true {
            for input in pump.poll(view.window) {
                switch input {
                case .pointerDown(let pointer, let pixel, let pressure):
                    if let last = pointersDown[pointer] {
                        try record(.up(pointer: pointer, point: last), clock, writer)
                    }
                    let point = view.canvasPoint(at: pixel)
                    pointersDown[pointer] = point
                    try record(.down(pointer: pointer, point: point, pressure: pressure), clock, writer)
                case .pointerMove(let pointer, let pixel, let pressure):
                    guard pointersDown[pointer] != nil else { continue }
                    let point = view.canvasPoint(at: pixel)
                    pointersDown[pointer] = point
                    try record(.move(pointer: pointer, point: point, pressure: pressure), clock, writer)
                case .pointerUp(let pointer, let pixel, let pressure):
                    guard pointersDown.removeValue(forKey: pointer) != nil else { continue }
                    try record(
                        .up(pointer: pointer, point: view.canvasPoint(at: pixel), pressure: pressure), clock, writer)
                case .key(let key, let modifiers):
                    switch KeyBindings.drawing(key, modifiers) {
                    case .undo: try record(.undo, clock, writer)
                    case .clear: try record(.clear, clock, writer)
                    case .toggleHandles: view.showsHandles.toggle()
                    case .toggleStatus: view.showsStatus.toggle()
                    case .snapshot: snapshot(at: shownTime)
                    case .quit: break session
                    default: break
                    }
                case .resized:
                    try view.windowResized()
                case .quit:
                    break session
                }
            }
            let time = clock.now
            meter.frameStarted(at: time)
            let (warning, messages) = alert.update(writer.health, at: time)
            messages.forEach(report)
            let shown = try view.display(timeline.scene(at: time), warning: warning) {
                StatusText.drawing(scene: $0, fps: meter.framesPerSecond, file: fileName)
            }
            if let shown {
                shownTime = shown.time
                stats.record(work: shown.work, cpu: shown.cpu, interval: previousShow.map { time - $0 })
                previousShow = time
            }
            pacer.waitForNextFrame(clock)
        }
        for (pointer, point) in pointersDown.sorted(by: { $0.key < $1.key }) {
            try record(.up(pointer: pointer, point: point), clock, writer)
        }
        return stats
    }

    /// Stamps `action` with the clock's time, applies it to the timeline and writes it.
    private func record(_ action: Event.Action, _ clock: MonotonicClock, _ writer: RecordingWriter) throws {
        let event = Event(time: clock.now, action: action)
        try timeline.apply(event)
        try writer.append(event)
    }

    /// Saves the frame shown at `time` (later events are later, so the timeline's
    /// scene at `time` is still the one shown), without overlays, and reports where.
    private func snapshot(at time: Double) {
        let scene = timeline.scene(at: time)
        let path = Snapshot.path(stem: snapshotStem, time: scene.time)
        do {
            try view.snapshot(scene, to: path)
            report(.snapshotSaved(path: path, time: scene.time))
        } catch {
            report(.snapshotFailed(path: path, reason: ErrorWording.reason(of: error)))
        }
    }
}
