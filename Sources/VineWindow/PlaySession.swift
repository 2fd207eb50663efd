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
public final class PlaySession {
    private let view: CanvasView
    private var pump = EventPump()
    private let timeline: Timeline
    private let fileName: String
    private let snapshotStem: String
    private let report: (SessionMessage) -> Void
    private var clock: PlaybackClock
    private let wall = MonotonicClock()
    private let pausesOnMarkers: Bool

    /// Opens the window for `timeline`, titled after `fileName`, playing at `speed`
    /// and looping or not, pausing at each marker it reaches or not. Snapshots go to `snapshotStem` + `-TIME.png`; `report`
    /// hears about them.
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display.
    public init(
        timeline: Timeline, fileName: String, snapshotStem: String, showsStatus: Bool,
        speed: Double, looping: Bool, pausesOnMarkers: Bool = false, report: @escaping (SessionMessage) -> Void
    ) throws {
        let window = try SDLWindow(
            title: "vine play — \(fileName)",
            width: Int(timeline.canvas.width.rounded(.up)),
            height: Int(timeline.canvas.height.rounded(.up)))
        view = try CanvasView(window: window, canvas: timeline.canvas, showsStatus: showsStatus)
        self.timeline = timeline
        self.fileName = fileName
        self.snapshotStem = snapshotStem
        self.report = report
        clock = PlaybackClock(
            duration: timeline.end, start: timeline.start, speed: speed, looping: looping, wall: wall.now)
        self.pausesOnMarkers = pausesOnMarkers
    }

    /// Plays until the user quits — or, with `exitAtEnd`, until the last frame of a
    /// recording that does not loop has been shown — and returns the frame times.
    ///
    /// Throws ``WindowError/sdl(_:)``.
    public func run(exitAtEnd: Bool = false) throws -> FrameStats {
        clock.restart(at: wall.now)
        var pacer = FramePacer()
        var meter = FrameRateMeter()
        var stats = FrameStats()
        var previousShow: Double?
        var shownTime = 0.0
        var lastPosition = -Double.infinity
        session: while true {
            for input in pump.poll(view.window) {
                switch input {
                case .key(let key, let modifiers):
                    guard let command = KeyBindings.playback(key, modifiers) else { continue }
                    let now = wall.now
                    switch command {
                    case .togglePause: clock.togglePause(at: now)
                    case .seek(let seconds): clock.seek(by: seconds, at: now)
                    case .scaleSpeed(let factor): clock.scaleSpeed(by: factor, at: now)
                    case .toggleLoop: clock.toggleLoop(at: now)
                    case .restart: clock.restart(at: now)
                    case .toggleHandles: view.showsHandles.toggle()
                    case .toggleStatus: view.showsStatus.toggle()
                    case .snapshot: snapshot(at: shownTime)
                    case .quit: break session
                    case .jumpMarker(let direction): jumpToMarker(direction, at: now)
                    case .toggleHelp: view.help = view.help == nil ? KeyBindings.playbackHelp : nil
                    case .undo, .redo, .clear, .reseed, .adjust, .nextColor, .nextSymmetry, .toggleLook, .marker: break
                    }
                case .resized:
                    try view.windowResized()
                case .quit:
                    break session
                case .pointerDown, .pointerMove, .pointerUp, .hover, .altClick:
                    break
                }
            }
            let start = wall.now
            meter.frameStarted(at: start)
            var position = clock.position(at: start)
            if pausesOnMarkers, !clock.isPaused,
                let marker = timeline.markers.first(where: { $0.time > lastPosition && $0.time <= position })
            {
                clock.pause(atPosition: marker.time, wall: start)
                position = marker.time
            }
            lastPosition = position
            let scene = timeline.scene(at: position)
            let shown = try view.display(scene) {
                StatusText.playing(scene: $0, clock: clock, fps: meter.framesPerSecond, file: fileName)
            }
            if let shown {
                shownTime = shown.time
                stats.record(work: shown.work, cpu: shown.cpu, interval: previousShow.map { start - $0 })
                previousShow = start
                if exitAtEnd, !clock.isLooping, shown.time >= clock.duration { break }
            }
            pacer.waitForNextFrame(wall)
        }
        return stats
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

    /// Saves the frame shown at `time`, without overlays, and reports where.
    private func snapshot(at time: Double) {
        let path = Snapshot.path(stem: snapshotStem, time: time)
        do {
            try view.snapshot(timeline.scene(at: time), to: path)
            report(.snapshotSaved(path: path, time: time))
        } catch {
            report(.snapshotFailed(path: path, reason: ErrorWording.reason(of: error)))
        }
    }
}
