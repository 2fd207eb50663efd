import VineCore
import VineGeometry
import VineRender

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
/// begun after them and show the new value for a moment; M drops a marker.
///
/// When nothing on screen can change (every vine settled, no pointer down, no message
/// showing), the window sleeps until input arrives instead of drawing 60 frames a
/// second; with the status line on it wakes four times a second to update it.
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
    /// How long a message about a key's effect stays on screen, in seconds.
    static let noticeDuration = 1.5

    private let view: CanvasView
    private var pump = EventPump()
    private var timeline: Timeline
    private let startTime: Double
    private let fileName: String
    private let snapshotStem: String
    private let report: (SessionMessage) -> Void
    /// The last canvas point of each pointer that is down.
    private var pointersDown: [Int: Point] = [:]
    /// Where the mouse hovers with Alt held, in canvas points; nil without Alt.
    private var altHover: Point?
    /// When the notice on screen expires, on the session clock.
    private var noticeEnds = -Double.infinity

    /// Opens the window for a recording whose events so far made `timeline` (empty for
    /// a new recording), titled after `fileName` (the recording's name as shown to the
    /// user); the clock starts at `startTime`, which must not be before the timeline's
    /// last event. `underlay`, if given, is shown under the drawing (never recorded or in
    /// snapshots). Snapshots go to `snapshotStem` + `-TIME.png`; `report` hears about them.
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        timeline: Timeline, startTime: Double = 0, underlay: Underlay? = nil, fileName: String,
        snapshotStem: String, showsStatus: Bool, report: @escaping (SessionMessage) -> Void
    ) throws {
        let header = timeline.header
        let window = try SDLWindow(
            title: "vine draw — \(fileName)",
            width: Int(header.width.rounded(.up)), height: Int(header.height.rounded(.up)))
        view = try CanvasView(
            window: window, canvas: Size(width: header.width, height: header.height),
            showsStatus: showsStatus)
        view.underlay = underlay
        self.timeline = timeline
        self.startTime = max(startTime, timeline.lastEventTime)
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.report = report
    }

    /// Runs the session until the user quits (Esc, Q, closing the window, or a quit
    /// signal), writing every event to `writer`, which must hold this session's events so
    /// far; first lifts the pointers the timeline has down (a continued recording that was
    /// killed mid-stroke), on quit any pointer still down; returns the frame times (of
    /// frames drawn while not idle). The caller closes the writer.
    ///
    /// Throws ``WindowError/sdl(_:)``, a renderer's error, or an event the writer refuses
    /// (an internal error); the writer's I/O failures do not end the session.
    @discardableResult
    public func run(recordingTo writer: RecordingWriter) throws -> FrameStats {
        let wall = MonotonicClock()
        let clock = { [startTime] in startTime + wall.now }
        var pacer = FramePacer()
        var meter = FrameRateMeter()
        var stats = FrameStats()
        var previousShow: Double?
        var shownTime = startTime
        var alert = RecordingAlert(name: fileName, path: writer.path)
        for (pointer, point) in timeline.pointersDown.sorted(by: { $0.key < $1.key }) {
            try record(.up(pointer: pointer, point: point), startTime, writer)
        }
        session: while true {
            let idle = view.isIdle && pointersDown.isEmpty && clock() >= noticeEnds
            if clock() >= noticeEnds { view.notice = nil }
            let inputs =
                idle ? pump.wait(view.window, timeout: view.showsStatus ? 0.25 : 1) : pump.poll(view.window)
            for input in inputs {
                let record = { (action: Event.Action) throws in try self.record(action, clock(), writer) }
                switch input {
                case .pointerDown(let pointer, let pixel, let pressure):
                    if let last = pointersDown[pointer] { try record(.up(pointer: pointer, point: last)) }
                    let point = view.canvasPoint(at: pixel)
                    pointersDown[pointer] = point
                    try record(.down(pointer: pointer, point: point, pressure: pressure))
                case .pointerMove(let pointer, let pixel, let pressure):
                    guard pointersDown[pointer] != nil else { continue }
                    let point = view.canvasPoint(at: pixel)
                    pointersDown[pointer] = point
                    try record(.move(pointer: pointer, point: point, pressure: pressure))
                case .pointerUp(let pointer, let pixel, let pressure):
                    guard pointersDown.removeValue(forKey: pointer) != nil else { continue }
                    try record(.up(pointer: pointer, point: view.canvasPoint(at: pixel), pressure: pressure))
                case .hover(let pixel, let alt):
                    altHover = alt ? view.canvasPoint(at: pixel) : nil
                case .altClick(let pixel):
                    altHover = view.canvasPoint(at: pixel)
                    if let vine = pickedVine(at: clock()) {
                        try record(.erase(vine: vine.index))
                        notify("erased vine \(vine.index)", at: clock())
                    }
                case .key(let key, let modifiers):
                    guard let command = KeyBindings.drawing(key, modifiers) else { continue }
                    if try !perform(command, at: clock, record: record, shownTime: shownTime) { break session }
                case .resized:
                    try view.windowResized()
                case .quit:
                    break session
                }
            }
            let time = clock()
            meter.frameStarted(at: time)
            let (warning, messages) = alert.update(writer.health, at: time)
            messages.forEach(report)
            let scene = timeline.scene(at: time)
            view.picked = altHover.flatMap { scene.nearestVine(to: $0, within: Self.pickTolerance)?.vine.identity }
            let shown = try view.display(scene, warning: warning) {
                StatusText.drawing(scene: $0, fps: meter.framesPerSecond, file: self.fileName)
            }
            if let shown {
                shownTime = shown.time
                stats.record(work: shown.work, cpu: shown.cpu, interval: previousShow.map { time - $0 })
                previousShow = idle ? nil : time
            }
            if !idle { pacer.waitForNextFrame(wall) }
        }
        let end = clock()
        for (pointer, point) in pointersDown.sorted(by: { $0.key < $1.key }) {
            try record(.up(pointer: pointer, point: point), end, writer)
        }
        return stats
    }

    /// Carries out a key's `command`; returns false to quit.
    private func perform(
        _ command: WindowCommand, at clock: () -> Double, record: (Event.Action) throws -> Void, shownTime: Double
    ) throws -> Bool {
        let settings = timeline.settings
        switch command {
        case .undo: try record(.undo)
        case .redo: try record(.redo)
        case .clear: try record(.clear)
        case .reseed:
            guard let vine = pickedVine(at: clock()) else { break }
            try record(.reseed(vine: vine.index, number: timeline.unusedReseedNumber(for: vine.index)))
            notify("reseeded vine \(vine.index)", at: clock())
        case .adjust(let key, let steps):
            let value = min(
                max(settings.parameters[key] + Double(steps) * KeyBindings.step(of: key), key.range.lowerBound),
                key.range.upperBound)
            if value != settings.parameters[key] { try record(.set(try Setting(key: key.rawValue, number: value))) }
            notify("\(key.rawValue) \(CanonicalNumber.text(value))", at: clock())
        case .nextColor:
            let choices = ["palette"] + KeyBindings.colors
            let next = choices[((choices.firstIndex(of: settings.style.vineColor.text) ?? -1) + 1) % choices.count]
            try record(.set(try Setting(key: Style.Key.vineColor.rawValue, text: next)))
            notify("vineColor \(next)", at: clock())
        case .nextSymmetry:
            let choices = KeyBindings.symmetries
            let next = choices[((choices.firstIndex(of: settings.symmetry) ?? -1) + 1) % choices.count]
            try record(.set(.symmetry(next)))
            notify("symmetry \(next.text)", at: clock())
        case .toggleLook:
            let next: Look = settings.look == .natural ? .classic : .natural
            try record(.set(.look(next)))
            notify("look \(next.rawValue)", at: clock())
        case .marker:
            let label = "marker \(timeline.markers.count + 1)"
            try record(.marker(label))
            notify(label, at: clock())
        case .toggleHelp: view.help = view.help == nil ? KeyBindings.help : nil
        case .toggleHandles: view.showsHandles.toggle()
        case .toggleStatus: view.showsStatus.toggle()
        case .snapshot: snapshot(at: shownTime)
        case .quit: return false
        case .togglePause, .seek, .jumpMarker, .scaleSpeed, .toggleLoop, .restart: break
        }
        return true
    }

    /// The vine under the Alt-hovering pointer at time `t`, if any.
    private func pickedVine(at t: Double) -> Vine? {
        guard let point = altHover else { return nil }
        return timeline.scene(at: t).nearestVine(to: point, within: Self.pickTolerance)?.vine
    }

    /// Shows `text` in the status line's place for ``noticeDuration`` from `time`.
    private func notify(_ text: String, at time: Double) {
        view.notice = text
        noticeEnds = time + Self.noticeDuration
    }

    /// Stamps `action` with `time`, applies it to the timeline and writes it; an edit the
    /// recording's format version lacks (continuing a version-1 file) is only reported.
    private func record(_ action: Event.Action, _ time: Double, _ writer: RecordingWriter) throws {
        guard action.formatVersion <= timeline.header.version else {
            notify("\(action.kind) needs a version-2 recording", at: time)
            return
        }
        let event = Event(time: time, action: action)
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
