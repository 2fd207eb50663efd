import ArgumentParser
import Foundation
import VineCore
import VineRender
import VineSystem
import VineWindow

/// `vine draw`: draw and record vines in a window.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw and record vines in a window.",
        discussion: """
            Drag with the mouse (or several fingers on a touch screen) to draw vines; branches sprout and grow \
            as you go. New drawings are in the natural look (format version 2; --look classic for the original \
            prototype's); --preset handwriting suits words about 100 points high. Everything is recorded to --out as it happens (crash-safe: at most the last 0.1 s is lost); \
            the recording's clock starts when the window opens and never pauses. The canvas is fitted and centred \
            in the window, which starts at the canvas size (shrunk to fit the screen) and can be resized.

            Keys (every edit is recorded, and undo/redo act on edits): Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y \
            redo, Delete/Backspace clear, Alt+hover outline a vine, Alt+click erase it, Alt+R reseed it, \
            L/Shift+L leaf size, B/Shift+B branch length, E/Shift+E separation, W/Shift+W width, C colour, \
            Y symmetry (none, mirror, radial 3/4/6/8), M marker (type its label, then Enter; Esc keeps "marker N"), H handles, Tab status line, S snapshot (a PNG \
            of the frame without overlays, next to the recording), Ctrl+E export the drawing as it is now to an MP4 and a \
            GIF next to the recording (in the background: drawing goes on; quitting stops it), F1 or ? key help, \
            Esc or Q quit. A recording dropped on the window is refused (play it with 'vine play'). \
            Ctrl+C (SIGINT), SIGTERM and SIGHUP (a closed terminal) quit like Esc: the recording is \
            flushed and closed, and vine exits 0.

            If the recording cannot be written (disk full, quota, I/O error, file size limit), drawing goes \
            on: every event is kept in memory, a warning shows along the top of the window, and writing is \
            tried again every second until the file holds every event. If the file is deleted or moved, it \
            is written again at its path. If it still cannot be written when you quit, the whole drawing is \
            saved in $XDG_STATE_HOME/vine, else ~/.local/state/vine, else your home folder, else /tmp, and \
            the path is printed; vine then exits 0, or 74 only if the drawing could be saved nowhere.
            """)

    @Option(
        help: .file(
            "The recording to write; it must not exist. (default: vine-YYYYMMDD-HHMMSS.vine in the current folder)"))
    var out: String?

    @Option(
        name: .customLong("continue"),
        help: .file("Open this recording as it ended and append to it; the clock resumes at its last event."))
    var continuing: String?

    @OptionGroup
    var underlay: UnderlayOptions

    @Option(help: .canvasSize)
    var size: PixelSize?

    @OptionGroup
    var sessionOptions: SessionOptions

    func validate() throws {
        if continuing != nil, out != nil || size != nil {
            throw ValidationError("--continue appends to its own file at its own size; drop --out and --size.")
        }
    }

    func run() throws {
        try reportingFailures {
            if let continuing {
                let recording = try ContinuedRecording(path: continuing, overrides: sessionOptions.overrides)
                let start = recording.timeline.lastEventTime
                try draw(
                    recording.timeline, startTime: start, path: continuing,
                    announcement: "vine: continuing \(continuing) at \(ShownNumber.seconds(start))",
                    openWriter: recording.openForAppending)
                return
            }
            let header = try GeneratedRecordingFile.header(
                size: size, title: nil, overrides: sessionOptions.overrides, created: Date())
            let path = out ?? Self.defaultName(now: Date())
            if FileManager.default.fileExists(atPath: path) {
                throw Failure(
                    code: .cannotCreate, message: "\(path): cannot create: already exists; choose another --out")
            }
            try draw(
                Timeline(header: header), startTime: 0, path: path,
                announcement:
                    "vine: recording to \(path) (canvas \(ShownNumber.text(header.width))x\(ShownNumber.text(header.height)), seed \(header.seed))"
            ) { () throws(Failure) in try Self.createRecording(at: path, header: header) }
        }
    }

    /// Opens the window on `timeline` with the clock at `startTime`, then the recording at
    /// `path` with `openWriter`, prints `announcement`, draws until the user quits, saves the
    /// recording and prints the frame times if asked.
    private func draw(
        _ timeline: Timeline, startTime: Double, path: String, announcement: String,
        openWriter: () throws(Failure) -> RecordingWriter
    ) throws(Failure) {
        let name = (path as NSString).lastPathComponent
        let picture = try underlay.picture()
        let session = try Failure.mappingWindow(file: path) {
            try DrawSession(
                timeline: timeline, startTime: startTime, underlay: picture, fileName: name,
                snapshotStem: Self.stem(of: path), showsStatus: !sessionOptions.window.noStatus,
                cacheMemory: sessionOptions.cache.bytes, threads: sessionOptions.threads.threads
            ) { $0.print() }
        }
        let writer = try openWriter()
        StandardError.print(announcement)
        let ended = Result { try session.run(recordingTo: writer) }
        try save(writer, name: name)
        let frameStats = try Failure.mappingWindow(file: path) { try ended.get() }
        if sessionOptions.window.stats { print(frameStats.summary) }
    }

    /// Closes `writer`; when its file still cannot be written, saves the whole recording in
    /// a ``RecordingFallback`` folder and says where (a failure, exit 74, only when that
    /// fails too).
    private func save(_ writer: RecordingWriter, name: String) throws(Failure) {
        do {
            try writer.close()
            StandardError.print("vine: saved \(writer.path)")
        } catch {
            StandardError.print("vine: \(error.description)")
            let fallback = RecordingFallback.save(writer, name: name, in: RecordingFallback.folders())
            for error in fallback.errors { StandardError.print("vine: \(error.description)") }
            guard let copy = fallback.path else {
                throw Failure(code: .ioError, message: "the drawing could not be saved anywhere")
            }
            StandardError.print("vine: the whole drawing is saved in \(copy) instead")
        }
    }

    /// Creates `path` (which must not exist) and writes the header.
    private static func createRecording(at path: String, header: RecordingHeader) throws(Failure) -> RecordingWriter {
        do {
            return try RecordingWriter(header: header, creating: path)
        } catch let error as RecordingFileError {
            let advice = error.reason == "already exists" ? "; choose another --out" : ""
            throw Failure(code: .cannotCreate, message: error.description + advice)
        } catch {
            throw Failure(code: .software, message: "\(path): internal error: \(ErrorWording.reason(of: error))")
        }
    }

    /// `vine-YYYYMMDD-HHMMSS.vine`, local time.
    static func defaultName(now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "vine-\(formatter.string(from: now)).vine"
    }

    /// `path` without a `.vine` extension: where snapshots of it go.
    static func stem(of path: String) -> String {
        path.hasSuffix(".vine") ? String(path.dropLast(5)) : path
    }
}
