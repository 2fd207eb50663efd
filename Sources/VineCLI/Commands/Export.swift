import ArgumentParser
import Foundation
import VineCore
@_spi(Benchmarks) import VineExport
import VineRender

/// `vine export`: render a recording to images, video, vector stills or vector animations.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a recording to images, video, vector stills or vector animations.",
        discussion: """
            Frames start by default \(CanonicalNumber.text(Timeline.leadIn)) s before the first stroke (never before 0), \
            so the wait before drawing is left out; --from 0 keeps it. --at and explicit --from/--to are recording \
            times, the same as the window's clock.

            Frame i shows recording time FROM + i·SPEED/FPS, for i = 0 … floor((TO − FROM)·FPS/SPEED); \
            --hold adds round(HOLD·FPS) copies of the last frame.

            The output kind comes from --format, else from --out's extension: a folder (no extension) gets \
            frame-000000.png, frame-000001.png, …; .mp4 (H.264), .webm (VP9), .gif and .mov (ProRes 4444) are \
            encoded by ffmpeg; .png/.svg/.pdf is one still at --at (.png and .pdf: else at TO). The same frames as \
            an animation drawn from vectors: .json (or --format lottie) is a Lottie file, .svg without --at an \
            animated SVG, .html a self-contained player page (play/pause, scrubber, speeds; FILE.html#t=S opens \
            at S seconds), in either look: natural stems and stalks are their tapered outlines revealed through a \
            growing mask, leaves and flowers unfold with the same ease-out; vines leave and come back with undo, \
            redo, erase and clear as in the frames; soft shadows are left out. SVG and PDF \
            stills are clean paths for editors: they omit the soft shadows and the tube highlight on \
            stems and branches (leaf gradients are kept). An unknown \
            extension, or a --format that disagrees with it, is a usage error. With a transparent --background, \
            .webm and .mov keep the alpha channel; .mp4 and .gif show it on black (a warning says so). A GIF \
            uses 25 fps unless --fps says otherwise, always a rate of 100/n (whole-centisecond frames, n ≥ 2), \
            and one 256-colour palette made from a sample of its frames, so its memory stays flat.

            Every file is written atomically (a temporary file renamed into place); a symbolic link is \
            written through to its target, a FIFO or device (/dev/null) in place; --out - writes a still to \
            standard output. The folder holding --out must exist; only a regular file or a folder of frames \
            is ever replaced.

            --format null renders every frame, writes nothing and prints frames=N ms_per_frame=X (plus the \
            first frame's time and the average of the others: with --from late in a recording, the first frame \
            builds the cache of everything finished before it).

            A write failing part-way (disk full, I/O error) stops the export with exit 74, naming the frame's \
            file and the cause; no partial file is left: frames are whole or absent, and a video ffmpeg could \
            not finish (ffmpeg failing or killed) is removed. An interrupted, killed or failed PNG export is \
            continued with --resume, which keeps every frame already there that is byte-identical to what it \
            would write and writes the rest, so the folder ends as an uninterrupted export leaves it.
            """)

    @Argument(help: ArgumentHelp("The recording, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Frames")
    var frames: RenderOptions

    @Option(
        name: .customLong("from-marker"),
        help: ArgumentHelp(
            "Start at the recording's first marker with this label (instead of --from).", valueName: "label"))
    var fromMarker: String?

    @Option(
        name: .customLong("to-marker"),
        help: ArgumentHelp(
            "Stop at the recording's first marker with this label (instead of --to).", valueName: "label"))
    var toMarker: String?

    @OptionGroup
    var underlay: UnderlayOptions

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions

    @Option(
        help: ArgumentHelp(
            "A sheet of COLUMNSxROWS stills (each side 1...8) into the .png --out, one per seed from the recording's (or --seed) on, each labelled with its seed; --size is each picture's size (default: the canvas fitted to 400 pixels wide).",
            valueName: "CxR"))
    var variants: PixelSize?

    func validate() throws {
        let kind = try output.kind(still: frames.at != nil)
        if let variants {
            guard kind == .still(.png) else { throw ValidationError("--variants writes one sheet: use a .png --out.") }
            guard variants.width <= 8, variants.height <= 8 else {
                throw ValidationError("--variants takes at most 8x8 pictures, got \(variants).")
            }
        }
        if output.resume, kind != .frames {
            throw ValidationError(
                "--resume continues a folder of PNG frames; it cannot be used with a still or a video.")
        }
        if frames.at != nil {
            guard case .still = kind else {
                throw ValidationError("--at renders one still: use a .png, .svg or .pdf --out (or -).")
            }
            guard frames.hold == 0, frames.to == nil, toMarker == nil else {
                throw ValidationError("--at renders one still; it cannot be combined with --to, --to-marker or --hold.")
            }
        }
        if underlay.underlay != nil, kind == .still(.svg) || kind == .still(.pdf) {
            throw ValidationError("--underlay adds a picture to pixels; it does not go into vector stills.")
        }
        if [.video(.mp4), .video(.webm)].contains(kind), let size = frames.size, size.width < 2 || size.height < 2 {
            throw ValidationError("--size must be at least 2x2 for \(output.format?.rawValue ?? "this") video.")
        }
    }

    func run() throws {
        try reportingFailures {
            if let variants { return try writeVariants(variants) }
            let kind = try output.kind(still: frames.at != nil)
            var input = try RecordingInput(path: file)
            let canvas = try input.canvas(overrides: overrides)
            let size =
                frames.size ?? PixelSize(width: Int(canvas.width.rounded(.up)), height: Int(canvas.height.rounded(.up)))
            switch kind {
            case .still(let format):
                let timeline = try load(&input)
                try writeStill(timeline, size: size, format: format)
            case .animation(let format):
                let timeline = try load(&input)
                try writeAnimation(timeline, size: size, format: format)
            default:
                // Made first, the renderer makes its memory ready while the recording loads;
                // a late start, or every frame without the cache, paints many vines at once.
                let startsLate = (frames.from ?? 0) > 0 || fromMarker != nil || output.noCache
                let renderer = try Failure.mapping { () throws(RenderError) in
                    try SceneRenderer(
                        canvas: canvas, pixelWidth: size.width, pixelHeight: size.height, caching: !output.noCache,
                        memoryAhead: startsLate ? .lateStart : .firstFrame)
                }
                let timeline = try load(&input)
                try writeFrames(timeline, size: size, kind: kind, renderer: renderer)
            }
        }
    }

    /// The timeline of the rest of `input` with the overrides and idle limit, after warning
    /// about times that cannot do what was asked.
    private func load(_ input: inout RecordingInput) throws(Failure) -> Timeline {
        let timeline = try input.timeline(overrides: overrides, idleLimit: frames.idleLimit)
        warnAboutTimes(timeline)
        return timeline
    }

    /// Prints a warning for times that cannot do what was asked: `--from` beside `--at`, or
    /// `--at`/`--from` after the end of growth.
    private func warnAboutTimes(_ timeline: Timeline) {
        let end = CanonicalNumber.text(timeline.end)
        if let at = frames.at {
            if frames.from != nil { warn("--from is ignored: --at \(CanonicalNumber.text(at)) renders one still") }
            if at > timeline.end {
                warn("--at \(CanonicalNumber.text(at)) is after the end of growth (\(end) s): the still shows the end")
            }
        } else if let from = frames.from, from > timeline.end {
            warn(
                "--from \(CanonicalNumber.text(from)) is after the end of growth (\(end) s): every frame shows the end")
        }
    }

    /// Prints `vine: warning: message` on stderr.
    private func warn(_ message: String) {
        StandardError.print("vine: warning: \(message)")
    }

    /// One still at `--at` (else at `--to`, else at the end of growth).
    private func writeStill(_ timeline: Timeline, size: PixelSize, format: Still.Format) throws(Failure) {
        let (from, to) = try span(of: timeline)
        let time = frames.at ?? to ?? max(from ?? timeline.start, timeline.end)
        let path = output.out!
        let picture = try underlay.picture()
        try Failure.mapping { () throws(RenderError) in
            try Still.write(
                timeline.scene(at: time), canvas: timeline.canvas, width: size.width, height: size.height,
                format: format, underlay: picture, to: path)
        }
        if !output.quiet, path != "-" {
            StandardError.print("vine: wrote \(path) (\(size), t = \(time) s)")
        }
    }

    /// The start and the end asked for, by time or by marker (nil: not asked).
    private func span(of timeline: Timeline) throws(Failure) -> (from: Double?, to: Double?) {
        func marker(_ label: String, _ option: String) throws(Failure) -> Double {
            guard let marker = timeline.markers.first(where: { $0.label == label }) else {
                let labels = timeline.markers.map { JSONText.quoted($0.label) }
                throw Failure(
                    code: .usage,
                    message:
                        "\(option): no marker \(JSONText.quoted(label)); the recording has \(labels.isEmpty ? "no markers" : labels.joined(separator: ", "))"
                )
            }
            return marker.time
        }
        let from = try fromMarker.map { (label) throws(Failure) in try marker(label, "--from-marker") } ?? frames.from
        let to = try toMarker.map { (label) throws(Failure) in try marker(label, "--to-marker") } ?? frames.to
        return (from, to)
    }

    /// The frames of the schedule as one animation file drawn from vectors.
    private func writeAnimation(_ timeline: Timeline, size: PixelSize, format: VectorAnimation.Format) throws(Failure) {
        let span = try span(of: timeline)
        let from = span.from ?? timeline.start
        let to = span.to ?? max(from, timeline.end)
        let schedule = FrameSchedule(
            from: from, to: to, fps: frames.resolvedFPS(gif: false), speed: frames.speed, hold: frames.hold)
        let path = output.out!
        let bytes = VectorAnimation.document(
            timeline, schedule: schedule, width: size.width, height: size.height, format: format)
        try Failure.mapping { () throws(RenderError) in try AtomicFile.write(bytes, to: path) }
        if !output.quiet {
            StandardError.print(
                "vine: wrote \(path) (\(format.rawValue), \(size), \(schedule.frameCount) frames, \(bytes) bytes)")
        }
    }

    /// Every frame of the schedule, into a folder, a video or nowhere.
    private func writeFrames(
        _ timeline: Timeline, size: PixelSize, kind: OutputKind, renderer: SceneRenderer
    ) throws(Failure) {
        let span = try span(of: timeline)
        let from = span.from ?? timeline.start
        let to = span.to ?? max(from, timeline.end)
        guard to >= from else {
            throw Failure(
                code: .usage,
                message: "the end (\(CanonicalNumber.text(to)) s) is before the start (\(CanonicalNumber.text(from)) s)"
            )
        }
        let fps = frames.resolvedFPS(gif: kind == .video(.gif))
        if kind == .video(.gif), let asked = frames.fps, asked != fps {
            warn(
                "a GIF's frames last whole hundredths of a second (at least 2): --fps \(CanonicalNumber.text(asked)) becomes \(CanonicalNumber.text(fps))"
            )
        }
        if case .video(let format) = kind, !format.carriesAlpha, timeline.header.style.background.a < 1 {
            warn(
                "\(format.rawValue) cannot carry alpha: the transparent background comes out black (use .webm or .mov)")
        }
        let schedule = FrameSchedule(from: from, to: to, fps: fps, speed: frames.speed, hold: frames.hold)
        var exporter = Exporter(width: size.width, height: size.height, schedule: schedule)
        exporter.caching = !output.noCache
        exporter.progress = output.quiet || kind == .discard ? .quiet : .automatic
        exporter.recordsFrameTimes = output.timings != nil
        exporter.writesPNGWithCairo = output.cairoPNG
        exporter.underlay = try underlay.picture()
        let destination: Exporter.Output =
            switch kind {
            case .video(let format): .video(path: output.out!, format: format)
            case .discard: .discard
            default: .pngFolder(path: output.out!, jobs: output.resolvedJobs, resume: output.resume)
            }
        let summary = try Failure.mapping { () throws(RenderError) in
            try exporter.run(timeline, into: destination, renderer: renderer)
        }
        if let timings = output.timings {
            let lines = summary.frameSeconds.map { String(format: "%.4f\n", 1000 * $0) }.joined()
            try Failure.mapping { () throws(RenderError) in try AtomicFile.write(Array(lines.utf8), to: timings) }
        }
        if kind == .discard {
            let milliseconds = { (value: Double) in String(format: "%.3f", value) }
            print(
                "frames=\(summary.frames) ms_per_frame=\(milliseconds(summary.millisecondsPerFrame))"
                    + " first_frame_ms=\(milliseconds(1000 * summary.firstFrameSeconds))"
                    + " steady_ms_per_frame=\(milliseconds(summary.steadyMillisecondsPerFrame))"
                    + " cpu_ms_per_frame=\(milliseconds(1000 * summary.renderCPUSeconds / Double(max(1, summary.frames))))"
                    + " first_frame_cpu_ms=\(milliseconds(1000 * summary.firstFrameCPUSeconds))")
        }
    }
}
