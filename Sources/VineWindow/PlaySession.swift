import VineCore
import VineGeometry
import VineRender

/// `vine play`'s window: a recording's timeline replayed in real time under a
/// ``PlaybackClock`` (pause, seek, speed, loop, restart; see ``KeyBindings``).
///
/// Each frame renders the timeline's scene at the clock's position with the same
/// renderer and layer cache as export, so any position — after a seek too — shows
/// what `vine export --at` shows at the window's size; frames reach the screen one
/// frame period later (rendering overlaps presenting). Seeking is instant: the
/// scene at any time is a few binary searches, and the renderer's cache rebuilds
/// itself when the scene goes back in time.
///
/// The ``SessionLoop`` runs the window; while paused, or resting on the last frame, the
/// window sleeps until input arrives.
public final class PlaySession: SessionBehavior {
    private let view: CanvasView
    let timeline: Timeline
    private let fileName: String
    private let snapshotStem: String
    let exportStem: String
    private let exportRates: ExportRates
    private let report: (SessionMessage) -> Void
    private var clock: PlaybackClock
    private let pausesOnMarkers: Bool
    private var exitsAtEnd = false
    /// The position of the previous frame (markers between it and the next one pause).
    private var lastPosition = -Double.infinity

    /// Opens the window for `timeline`, titled after `fileName`, playing at `speed`
    /// and looping or not, pausing at each marker it reaches or not. Snapshots go to
    /// `snapshotStem` + `-TIME.png`, Ctrl+E's MP4 and GIF (made at `exportRates`) to
    /// `exportStem` + `-TIME.mp4` and `.gif` (by default `snapshotStem`'s); `report` hears
    /// about them.
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        timeline: Timeline, fileName: String, snapshotStem: String, showsStatus: Bool,
        speed: Double, looping: Bool, pausesOnMarkers: Bool = false, exportStem: String? = nil,
        exportRates: ExportRates = ExportRates(), report: @escaping (SessionMessage) -> Void
    ) throws {
        let window = try SDLWindow(
            title: "vine play — \(fileName)",
            width: Int(timeline.canvas.width.rounded(.up)),
            height: Int(timeline.canvas.height.rounded(.up)))
        view = try CanvasView(window: window, canvas: timeline.canvas, showsStatus: showsStatus)
        self.timeline = timeline
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.exportStem = exportStem ?? snapshotStem
        self.exportRates = exportRates
        self.report = report
        clock = PlaybackClock(
            duration: timeline.end, start: timeline.start, speed: speed, looping: looping, wall: 0)
        self.pausesOnMarkers = pausesOnMarkers
    }

    /// Plays until the user quits — or, with `exitAtEnd`, until the last frame of a
    /// recording that does not loop has been shown — and returns the frame times.
    ///
    /// Throws ``WindowError/sdl(_:)``.
    public func run(exitAtEnd: Bool = false) throws -> FrameStats {
        clock.restart(at: 0)
        exitsAtEnd = exitAtEnd
        lastPosition = -Double.infinity
        return try SessionLoop(view: view, snapshotStem: snapshotStem, exportRates: exportRates, report: report)
            .run(self)
    }

    let help = KeyBindings.playbackHelp

    let capturesKeys = false

    func command(for key: Key, _ modifiers: KeyModifiers) -> WindowCommand<PlayCommand>? {
        KeyBindings.playback(key, modifiers)
    }

    func handle(_ input: SessionInput, at now: Double) throws {}

    func perform(_ command: PlayCommand, at now: Double) throws {
        switch command {
        case .togglePause: clock.togglePause(at: now)
        case .seek(let seconds): clock.seek(by: seconds, at: now)
        case .scaleSpeed(let factor): clock.scaleSpeed(by: factor, at: now)
        case .toggleLoop: clock.toggleLoop(at: now)
        case .restart: clock.restart(at: now)
        case .jumpMarker(let direction): jumpToMarker(direction, at: now)
        }
    }

    func stillness(at now: Double) -> Stillness {
        clock.isPaused || clock.isFinished(at: now) ? .frozen : .moving
    }

    func frame(at now: Double) -> SessionFrame {
        var position = clock.position(at: now)
        if pausesOnMarkers, !clock.isPaused,
            let marker = timeline.markers.first(where: { $0.time > lastPosition && $0.time <= position })
        {
            clock.pause(atPosition: marker.time, wall: now)
            position = marker.time
        }
        lastPosition = position
        return SessionFrame(scene: timeline.scene(at: position))
    }

    func status(of scene: Scene, fps: Double) -> String {
        StatusText.playing(scene: scene, clock: clock, fps: fps, file: fileName)
    }

    func continues(afterShowing time: Double) -> Bool {
        !(exitsAtEnd && !clock.isLooping && time >= clock.duration)
    }

    func finish(at now: Double) throws {}

    /// Seeks to the next marker after the position (`direction` +1) or the previous one
    /// before it (−1, skipping one just passed, so pressing [ again goes further back).
    private func jumpToMarker(_ direction: Int, at now: Double) {
        let position = clock.position(at: now)
        let times = timeline.markers.map(\.time)
        let target =
            direction > 0
            ? times.first { $0 > position + 1e-9 } : times.last { $0 < position - 0.25 }
        if let target { clock.seek(to: target, at: now) }
    }
}
