import ArgumentParser
import Foundation
import VineCore
import VineWindow

/// `vine play`: replay a recording in a window.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a recording in a window.",
        discussion: """
            Plays the recording in real time, from \(CanonicalNumber.text(Timeline.leadIn)) s before the first \
            stroke (never before 0; Home restarts there, Left seeks back to 0) to the end of growth, with the same renderer as \
            'vine export': the frame at time t is export's frame at t at the window's size. The last \
            frame stays until you quit (Space plays again), unless --loop or --exit-at-end.

            Keys: Space pause/resume, Left/Right seek 1 s (with Shift 5 s), [ / ] previous / next marker, \
            +/- speed ×2/÷2, L loop, Home restart, H handles, Tab status line, S snapshot (a PNG of the frame \
            without overlays, in the current folder), Ctrl+E export the recording to an MP4 and a GIF next to it (in the \
            background), F1 or ? key help, Esc or Q quit. A .vine file dropped on the window plays instead.
            """)

    @Argument(help: ArgumentHelp("The recording, or - for standard input.", valueName: "file"))
    var file: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Recording seconds per second, 1/64…64. (default: 1)", valueName: "x"))
    var speed: Double = 1

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Start (and restart, and loop) at this recording time instead, in seconds (clamped to the recording).",
            valueName: "seconds"))
    var from: Double?

    @Flag(help: "Start over after the end (after resting on the last frame for 1 s).")
    var loop = false

    @Flag(name: .customLong("pause-on-markers"), help: "Pause at each marker the playback reaches (Space resumes).")
    var pauseOnMarkers = false

    @Flag(name: .customLong("exit-at-end"), help: "Close the window once the last frame is shown (not with --loop).")
    var exitAtEnd = false

    @OptionGroup
    var sessionOptions: SessionOptions

    func validate() throws {
        guard speed.isFinite, PlaybackClock.speeds.contains(speed) else {
            throw ValidationError("--speed must be between 1/64 and 64, not \(CanonicalNumber.text(speed)).")
        }
        if let from, !(from.isFinite && from >= 0) {
            throw ValidationError("--from must be a time in seconds, 0 or more, not \(CanonicalNumber.text(from)).")
        }
        if exitAtEnd, loop {
            throw ValidationError("--exit-at-end and --loop exclude each other.")
        }
    }

    func run() throws {
        try reportingFailures {
            let timeline = try RecordingLoader.timeline(path: file, overrides: sessionOptions.overrides)
            let name = file == "-" ? "standard input" : (file as NSString).lastPathComponent
            let stem = file == "-" ? "vine-play" : Draw.stem(of: name)
            let session = try Failure.mappingWindow(file: file) {
                try PlaySession(
                    timeline: timeline, fileName: name, snapshotStem: stem,
                    showsStatus: !sessionOptions.window.noStatus,
                    start: from, speed: speed, looping: loop, pausesOnMarkers: pauseOnMarkers,
                    exportStem: file == "-" ? stem : Draw.stem(of: file),
                    opener: { path in try RecordingLoader.timeline(path: path, overrides: sessionOptions.overrides) },
                    cacheMemory: sessionOptions.cache.bytes, threads: sessionOptions.threads.threads
                ) { $0.print() }
            }
            let frameStats = try Failure.mappingWindow(file: file) { try session.run(exitAtEnd: exitAtEnd) }
            if sessionOptions.window.stats { print(frameStats.summary) }
        }
    }
}
