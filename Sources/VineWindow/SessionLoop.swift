import Foundation
import VineCore
import VineExport
import VineGeometry
import VineRender
import VineSystem

/// What differs between `vine draw` and `vine play`, as the shared ``SessionLoop`` asks
/// for it: what a key or a pointer means, and which frame to show. Wall times are seconds
/// on the loop's monotonic clock, which reads 0 when ``SessionLoop/run(_:)`` starts.
protocol SessionBehavior: AnyObject {
    /// The commands only this session understands (``DrawCommand`` or ``PlayCommand``).
    associatedtype Command: Equatable & Sendable
    /// The timeline shown; snapshots render its scene at the time on screen, and Ctrl+E
    /// exports it as it is at that moment.
    var timeline: Timeline { get }
    /// Where Ctrl+E's files go: this + `-TIME.mp4` and `.gif`, next to the recording.
    var exportStem: String { get }
    /// The key help F1 shows.
    var help: [String] { get }
    /// Whether keys and typed text go to the session as they are (a text field is open):
    /// then no key is a command, and SDL's text input is on.
    var capturesKeys: Bool { get }
    /// The command a key press asks of this session, if any (while keys are not captured).
    func command(for key: Key, _ modifiers: KeyModifiers) -> WindowCommand<Command>?
    /// Carries out `input` at wall time `now`.
    func handle(_ input: SessionInput, at now: Double) throws
    /// Carries out one of this session's commands at wall time `now`.
    func perform(_ command: Command, at now: Double) throws
    /// How the picture changes at wall time `now` without input: it decides when the loop
    /// may sleep until input arrives.
    func stillness(at now: Double) -> Stillness
    /// The frame to show at wall time `now`.
    func frame(at now: Double) -> SessionFrame
    /// The first wall time after `now` at which the status line's clock shows another
    /// value while nothing else changes (an idle window wakes then to repaint the line), or
    /// nil when it stands still.
    func statusTick(after now: Double) -> Double?
    /// The status line's text for `scene`, drawn at `fps` frames per second.
    func status(of scene: Scene, fps: Double) -> String
    /// Whether the session goes on now that the frame of recording time `time` is on screen.
    func continues(afterShowing time: Double) -> Bool
    /// Ends the session at wall time `now`, after the user or a signal asked to quit.
    func finish(at now: Double) throws
}

/// How a session's picture changes while no input arrives.
enum Stillness: Equatable {
    /// It changes with time (a pointer is down, a message is showing, playback runs).
    case moving
    /// Its time moves on, but once every vine on screen is settled it looks the same.
    case settling
    /// Its time stands still (playback paused, or at the end): the last frame is final.
    case frozen
}

/// An input for a session, in canvas terms: what ``SessionLoop`` passes on to a
/// ``SessionBehavior`` once it has handled what both sessions share.
enum SessionInput: Equatable {
    /// A pointer touched down at a canvas point (see ``InputEvent/pointerDown(pointer:at:pressure:)``).
    case pointerDown(pointer: Int, at: Point, pressure: Double?)
    /// A pointer that is down moved to a canvas point.
    case pointerMove(pointer: Int, to: Point, pressure: Double?)
    /// A pointer lifted at a canvas point.
    case pointerUp(pointer: Int, at: Point, pressure: Double?)
    /// The mouse hovers at a canvas point with Alt held, or (nil) without Alt.
    case hover(Point?)
    /// Alt+click at a canvas point.
    case altClick(at: Point)
    /// A key pressed while keys are captured.
    case key(Key, KeyModifiers)
    /// Text typed while keys are captured.
    case text(String)
    /// A file dropped on the window (its path).
    case drop(String)
}

/// What a session shows in one frame.
struct SessionFrame {
    /// The scene rendered.
    var scene: Scene
    /// A warning along the top of the window, if any.
    var warning: String?
    /// A short message in the status line's place, if any.
    var notice: String?
    /// The vine outlined as picked, if any.
    var picked: Vine.Identity?
    /// What to tell the person at the terminal.
    var messages: [SessionMessage] = []
}

/// The event loop `vine draw` and `vine play` share: it drains or waits for SDL's events
/// (``EventPump``), turns quit signals and the window's close button into quitting, carries
/// out the keys both sessions share (help, handles, status line, snapshot, quit), hands the
/// rest to a ``SessionBehavior`` in canvas points, shows the session's frame through the
/// ``CanvasView`` (which renders on a ``RenderThread``), keeps ``FrameStats``, and paces
/// frames with a ``FramePacer`` — or sleeps until input when nothing on screen can change.
///
/// Data flows one way: the loop asks the session, the session never calls the loop.
final class SessionLoop {
    /// The longest an idle window sleeps between wake-ups, in seconds: a quit signal is
    /// noticed within that time.
    static let idleWakeUp = 1.0

    /// How long a message of the loop's own (an export written) stays on screen, in seconds.
    static let noticeDuration = 4.0

    private let view: CanvasView
    private let snapshotStem: String
    private let report: (SessionMessage) -> Void
    private var pump = EventPump()
    /// The export Ctrl+E started, while it runs.
    private var export: BackgroundExport?
    /// A message of the loop's own over the canvas and the wall time it goes away.
    private var notice: (text: String, ends: Double)?
    /// What the loop tells tests, when ``TestTrace`` is on.
    private var trace = TestTrace()

    /// A loop showing frames in `view`; snapshots go to `snapshotStem` + `-TIME.png`, Ctrl+E's
    /// files are planned as `vine export` plans them, and `report` hears about them and about
    /// the session's messages.
    init(view: CanvasView, snapshotStem: String, report: @escaping (SessionMessage) -> Void) {
        self.view = view
        self.snapshotStem = snapshotStem
        self.report = report
    }

    /// Where an input goes, for a session whose own commands are `Command`s.
    enum Route<Command: Equatable & Sendable>: Equatable {
        /// Quit the session.
        case quit
        /// The window's size changed, or it was uncovered: the next frame is presented whole.
        case redraw
        /// A command the loop carries out itself.
        case view(ViewCommand)
        /// A command the session carries out.
        case command(Command)
        /// An input for the session.
        case session(SessionInput)
        /// Nothing to do.
        case ignore
    }

    /// Where `input` goes: closing the window or a quit signal always quits; while keys are
    /// captured they and typed text go to the session; otherwise `command` maps keys, each
    /// command going to the group that carries it out, and typed text is ignored.
    /// `canvasPoint` maps window pixels to canvas points.
    static func route<Command>(
        _ input: InputEvent, capturesKeys: Bool, command: (Key, KeyModifiers) -> WindowCommand<Command>?,
        canvasPoint: (Point) -> Point
    ) -> Route<Command> {
        switch input {
        case .quit: return .quit
        case .resized, .exposed: return .redraw
        case .pointerDown(let pointer, let pixel, let pressure):
            return .session(.pointerDown(pointer: pointer, at: canvasPoint(pixel), pressure: pressure))
        case .pointerMove(let pointer, let pixel, let pressure):
            return .session(.pointerMove(pointer: pointer, to: canvasPoint(pixel), pressure: pressure))
        case .pointerUp(let pointer, let pixel, let pressure):
            return .session(.pointerUp(pointer: pointer, at: canvasPoint(pixel), pressure: pressure))
        case .hover(let pixel, let alt): return .session(.hover(alt ? canvasPoint(pixel) : nil))
        case .altClick(let pixel): return .session(.altClick(at: canvasPoint(pixel)))
        case .drop(let path): return .session(.drop(path))
        case .text(let text): return capturesKeys ? .session(.text(text)) : .ignore
        case .key(let key, let modifiers):
            if capturesKeys { return .session(.key(key, modifiers)) }
            switch command(key, modifiers) {
            case nil: return .ignore
            case .quit: return .quit
            case .view(let shared): return .view(shared)
            case .session(let own): return .command(own)
            }
        }
    }

    /// Whether the window may sleep until input: never while the picture is `moving`;
    /// once the view has `settled` (nothing rendering, every vine settled) while `settling`;
    /// once nothing is `rendering` (the last scene is on screen) while `frozen`.
    static func isIdle(_ stillness: Stillness, rendering: Bool, settled: Bool) -> Bool {
        switch stillness {
        case .moving: false
        case .settling: settled
        case .frozen: !rendering
        }
    }

    /// How long to sleep waiting for input at wall time `now`: nil (poll and draw the next
    /// frame) unless the window is `idle`, else until `statusTick` (when the status line
    /// shown next changes; nil when it does not), at most ``idleWakeUp``.
    static func sleep(idle: Bool, now: Double, statusTick: Double?) -> Double? {
        guard idle else { return nil }
        return min(idleWakeUp, max(0.001, (statusTick ?? .infinity) - now))
    }

    /// Runs `session` until it or the user quits, then lets it finish; returns the frame
    /// times of the frames drawn while not idle after the first exact one, and how long the
    /// window took to show its first frame and its first exact frame (opening a long drawing
    /// costs far more than any frame after, and is measured apart).
    ///
    /// Each turn handles the inputs waiting, shows the session's frame, then decides with
    /// ``isIdle(_:rendering:settled:)``: when the frame on screen is final, the next turn
    /// sleeps until input arrives or the status line's clock next changes (once a second),
    /// and the view then repaints only what changed — the status line, or nothing;
    /// otherwise the pacer holds the turn to the frame rate.
    ///
    /// Throws ``WindowError/sdl(_:)``, a renderer's error, or the session's error.
    func run(_ session: some SessionBehavior) throws -> FrameStats {
        let wall = MonotonicClock()
        var pacer = FramePacer()
        var meter = FrameRateMeter()
        var stats = FrameStats()
        var previousShow: Double?
        var shownTime = session.timeline.start
        var idle = false
        running: while true {
            let awake = wall.now
            let timeout = Self.sleep(
                idle: idle, now: awake, statusTick: view.showsStatus ? session.statusTick(after: awake) : nil)
            let inputs = timeout.map { pump.wait(view.window, timeout: $0) } ?? pump.poll(view.window)
            for input in inputs {
                trace.took(input)
                let route = Self.route(
                    input, capturesKeys: session.capturesKeys, command: session.command(for:_:),
                    canvasPoint: view.canvasPoint(at:))
                switch route {
                case .quit: break running
                case .redraw: try view.windowResized()
                case .view(let command): perform(command, session: session, shownTime: shownTime, at: wall.now)
                case .command(let command): try session.perform(command, at: wall.now)
                case .session(let input): try session.handle(input, at: wall.now)
                case .ignore: continue
                }
            }
            view.window.acceptsText(session.capturesKeys)
            let now = wall.now
            meter.frameStarted(at: now)
            let frame = session.frame(at: now)
            frame.messages.forEach(report)
            followExport(at: now)
            if let ends = notice?.ends, now >= ends { notice = nil }
            view.notice = notice?.text ?? frame.notice
            view.picked = frame.picked
            let opened = view.firstFrames.exact != nil
            let shown = try view.display(frame.scene, warning: frame.warning) {
                session.status(of: $0, fps: meter.framesPerSecond)
            }
            let loopStill = export == nil && notice == nil
            idle =
                loopStill
                && Self.isIdle(session.stillness(at: now), rendering: view.isRendering, settled: view.isSettled)
            if let shown {
                trace.turned(time: shown.time, presented: shown.presented, idle: idle)
                shownTime = shown.time
                if opened, shown.presented {
                    stats.record(work: shown.work, cpu: shown.cpu, interval: previousShow.map { now - $0 })
                }
                previousShow = idle ? nil : now
                if !session.continues(afterShowing: shown.time) { break }
            }
            if !idle { pacer.waitForNextFrame(wall) }
        }
        view.window.acceptsText(false)
        if let export {
            export.cancel()
            followExport(at: wall.now)
        }
        try session.finish(at: wall.now)
        stats.firstFrames = view.firstFrames
        stats.paintingThreads = view.paintingThreads
        return stats
    }

    /// Carries out one of the commands both sessions share.
    private func perform(_ command: ViewCommand, session: some SessionBehavior, shownTime: Double, at now: Double) {
        switch command {
        case .toggleHelp: view.help = view.help == nil ? session.help : nil
        case .toggleHandles: view.showsHandles.toggle()
        case .toggleStatus: view.showsStatus.toggle()
        case .snapshot: snapshot(session.timeline.scene(at: shownTime))
        case .export: startExport(session.timeline, stem: session.exportStem, at: now)
        }
    }

    /// Starts exporting `timeline` as it is now to `stem-TIME.mp4` and `.gif` (TIME its last
    /// event's), at the canvas size as `vine export` does; says so when one is running.
    private func startExport(_ timeline: Timeline, stem: String, at now: Double) {
        followExport(at: now)
        if let export, case .running(let fraction) = export.status {
            report(.exportBusy)
            notice = ("an export is already running (\(Int(fraction * 100)) %)", now + Self.noticeDuration)
            return
        }
        let base = "\(stem)-\(String(format: "%.3f", timeline.lastEventTime))s"
        let outputs: [ExportPlan.Output] = [
            .video(path: base + ".mp4", format: .mp4), .video(path: base + ".gif", format: .gif),
        ]
        let export = BackgroundExport(timeline: timeline, outputs: outputs)
        self.export = export
        report(.exportStarted(paths: export.paths))
    }

    /// Shows the running export's progress over the canvas, and once it has ended says how
    /// it ended (on the terminal and over the canvas) and lets it go.
    private func followExport(at now: Double) {
        guard let export else {
            view.progress = nil
            return
        }
        let names = export.paths.map { ($0 as NSString).lastPathComponent }
        let message: String
        switch export.status {
        case .running(let fraction):
            view.progress = ProgressOverlay(text: "exporting " + names.joined(separator: ", "), fraction: fraction)
            return
        case .finished:
            report(.exportFinished(paths: export.paths))
            message = "wrote " + names.joined(separator: " and ")
        case .failed(let reason, let written):
            report(.exportFailed(reason: reason, written: written))
            message = "export failed: \(reason)"
        case .cancelled(let written):
            report(.exportCancelled(written: written))
            message = "export stopped"
        }
        self.export = nil
        view.progress = nil
        notice = (message, now + Self.noticeDuration)
    }

    /// Saves `scene` (the frame on screen; later events are later, so the timeline's scene
    /// at its time is still the one shown) without overlays, and reports where.
    private func snapshot(_ scene: Scene) {
        let path = Snapshot.path(stem: snapshotStem, time: scene.time)
        do {
            try view.snapshot(scene, to: path)
            report(.snapshotSaved(path: path, time: scene.time))
        } catch {
            report(.snapshotFailed(path: path, reason: ErrorWording.reason(of: error)))
        }
    }
}
