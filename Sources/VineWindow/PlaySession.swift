import Foundation
import VineCore
import VineGeometry
import VineRender
import VineSystem

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
    private(set) var timeline: Timeline
    private var fileName: String
    private let snapshotStem: String
    private(set) var exportStem: String
    private let report: (SessionMessage) -> Void
    private var clock: PlaybackClock
    private let pausesOnMarkers: Bool
    private var exitsAtEnd = false
    /// The position of the previous frame (markers between it and the next one pause).
    private var lastPosition = -Double.infinity
    /// Opens a recording dropped on the window, if drops are taken.
    private let opener: ((String) throws -> Timeline)?
    /// A message over the canvas and the wall time it goes away.
    private var notice: (text: String, ends: Double)?
    /// What to tell the person at the terminal with the next frame.
    private var messages: [SessionMessage] = []

    /// Opens the window for `timeline`, titled after `fileName`, playing from `start` (by
    /// default the timeline's ``/VineCore/Timeline/start``) at `speed` and looping or not, pausing at each marker it reaches or not. Snapshots go to
    /// `snapshotStem` + `-TIME.png`, Ctrl+E's MP4 and GIF (made as `vine export` makes them) to
    /// `exportStem` + `-TIME.mp4` and `.gif` (by default `snapshotStem`'s); `report` hears
    /// about them. A `.vine` file dropped on the window is opened with `opener` and played
    /// instead, from its start, at the same speed and looping (without `opener` drops are
    /// refused with a message). The renderer keeps its cache within `cacheMemory` bytes and
    /// paints on at most `threads` threads (nil: one per available core).
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        timeline: Timeline, fileName: String, snapshotStem: String, showsStatus: Bool, start: Double? = nil,
        speed: Double, looping: Bool, pausesOnMarkers: Bool = false, exportStem: String? = nil,
        opener: ((String) throws -> Timeline)? = nil,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, threads: Int? = nil,
        report: @escaping (SessionMessage) -> Void
    ) throws {
        let window = try SDLWindow(
            title: "vine play — \(fileName)",
            width: Int(timeline.canvas.width.rounded(.up)),
            height: Int(timeline.canvas.height.rounded(.up)))
        view = try CanvasView(
            window: window, canvas: timeline.canvas, showsStatus: showsStatus, cacheMemory: cacheMemory,
            threads: threads)
        self.timeline = timeline
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.exportStem = exportStem ?? snapshotStem
        self.report = report
        clock = PlaybackClock(
            duration: timeline.end, start: start ?? timeline.start, speed: speed, looping: looping, wall: 0)
        self.pausesOnMarkers = pausesOnMarkers
        self.opener = opener
    }

    /// Plays until the user quits — or, with `exitAtEnd`, until the last frame of a
    /// recording that does not loop has been shown — and returns the frame times.
    ///
    /// Throws ``WindowError/sdl(_:)``.
    public func run(exitAtEnd: Bool = false) throws -> FrameStats {
        clock.restart(at: 0)
        exitsAtEnd = exitAtEnd
        lastPosition = -Double.infinity
        return try SessionLoop(view: view, snapshotStem: snapshotStem, report: report)
            .run(self)
    }

    let help = KeyBindings.playbackHelp

    let capturesKeys = false

    func command(for key: Key, _ modifiers: KeyModifiers) -> WindowCommand<PlayCommand>? {
        KeyBindings.playback(key, modifiers)
    }

    func handle(_ input: SessionInput, at now: Double) throws {
        guard case .drop(let path) = input else { return }
        play(path, at: now)
    }

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
        if notice != nil { return .moving }
        return clock.isPaused || clock.isFinished(at: now) ? .frozen : .moving
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
        if let ends = notice?.ends, now >= ends { notice = nil }
        defer { messages = [] }
        return SessionFrame(scene: timeline.scene(at: position), notice: notice?.text, messages: messages)
    }

    /// Nil: the window is idle only while the position stands still (paused, or at the end).
    func statusTick(after now: Double) -> Double? { nil }

    func status(of scene: Scene, fps: Double) -> String {
        StatusText.playing(scene: scene, clock: clock, fps: fps, file: fileName)
    }

    func continues(afterShowing time: Double) -> Bool {
        !(exitsAtEnd && !clock.isLooping && time >= clock.duration)
    }

    func finish(at now: Double) throws {}

    /// Plays the recording at `path` (dropped on the window) from its start, in place of the
    /// one playing; when it cannot be read, keeps playing and says why.
    private func play(_ path: String, at now: Double) {
        let name = (path as NSString).lastPathComponent
        do {
            guard let opener else { throw DropRefused.notTaken }
            guard path.hasSuffix(".vine") else { throw DropRefused.notARecording }
            let next = try opener(path)
            try view.show(canvas: next.canvas)
            timeline = next
            fileName = name
            exportStem = String(path.dropLast(5))
            view.window.setTitle("vine play — \(name)")
            clock = PlaybackClock(
                duration: next.end, start: next.start, speed: clock.speed, looping: clock.isLooping, wall: now)
            lastPosition = -Double.infinity
            messages.append(.playing(path: path))
        } catch {
            let reason = ErrorWording.reason(of: error)
            messages.append(.dropRefused(path: path, reason: reason))
            notice = ("\(name): \(reason)", now + Drawing.noticeDuration * 2)
        }
    }

    /// Why a dropped file is not played.
    private enum DropRefused: Error, CustomStringConvertible {
        case notTaken, notARecording
        var description: String {
            switch self {
            case .notTaken: "this window plays one recording"
            case .notARecording: "not a recording (a .vine file)"
            }
        }
    }

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
