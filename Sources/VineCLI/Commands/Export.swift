import ArgumentParser
import Foundation
import VineCore
import VineExport
import VineRender
import VineVector

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
            an animation drawn from vectors: .json (or --format lottie) is a Lottie file, .lottie (dotlottie) the \
            same zipped with a manifest (looping, speed 1), .tgs a Telegram animated sticker (gzipped Lottie, \
            512x512, 60 fps or --fps 30, at most 3 s and 64 KB), --format webm-sticker with a .webm a Telegram \
            video sticker (VP9, longer side 512, 30 fps, at most 3 s and 256 KB); --fit speeds a sticker up to \
            fit (a .tgs also drops to 30 fps if it must), and a sticker over a limit is an error (64) naming it, .svg without --at an \
            animated SVG, .html a self-contained player page (play/pause, scrubber, speeds; FILE.html#t=S opens \
            at S seconds, and FILE.svg#t=S holds the SVG there; --play says what plays either in a page), in \
            either look: natural stems and stalks are their tapered outlines revealed through a \
            growing mask, leaves and flowers unfold with the same ease-out; vines leave and come back with undo, \
            redo, erase and clear as in the frames; soft shadows are left out. SVG and PDF \
            stills are clean paths for editors: they omit the soft shadows and the tube highlight on \
            stems and branches (leaf gradients are kept). An unknown \
            extension, or a --format that disagrees with it, is a usage error. With a transparent --background, \
            .webm and .mov keep the alpha channel; .mp4 and .gif show it on black (a warning says so). A GIF \
            uses 25 fps unless --fps says otherwise, always a rate of 100/n (whole-centisecond frames, n ≥ 2), \
            and one 256-colour palette made from a sample of its frames, so its memory stays flat.

            A PNG, SVG or PDF still, an animated SVG and a .lottie carry the recording they were exported \
            from, as read (overrides are not written into it): a PNG in a compressed iTXt chunk "vine", an SVG in \
            its <metadata>, a PDF as the attached file recording.vine, a .lottie as the zip entry recording.vine. \
            Every command that reads a recording opens such a file as that recording; --no-embed leaves it out. \
            The pixels and the drawing are the same either way.

            Every file is written atomically (a temporary file renamed into place); a symbolic link is \
            written through to its target, a FIFO or device (/dev/null) in place; --out - writes a still to \
            standard output. The folder holding --out must exist; only a regular file or a folder of frames \
            is ever replaced.

            --plot writes the drawing at --at (default: the end) as an SVG for pen plotters: single lines in \
            millimetres on --paper (A5, A4, A3, letter or WxHmm; also the page of a PDF still), hidden lines cut \
            where the frame's later shapes cover them, one Inkscape layer per pen (--pens), in growth or travel \
            --order; vpype reads it and converts it to HPGL or G-code. With --loop --loop-end wither, --at may \
            fall in the withering end (time goes on through the hold and the withering).

            --format null renders every frame, writes nothing and prints frames=N ms_per_frame=X (plus the \
            first frame's time and the average of the others: with --from late in a recording, the first frame \
            builds the cache of everything finished before it), and the painting_threads= and render_threads= \
            it used.

            Frames use every core: --render-threads threads render frames in turn (thread r of R renders \
            frames r, r+R, …, each with its own cache), and each paints a frame's vines on --threads threads, \
            as far as --cache-memory holds layers for them; the frames are byte-identical whatever the numbers. \
            --shard K/N writes shard K of N (PNG frames numbered as in the whole, or an MP4 or MOV segment \
            starting at a key frame), so shards run by GNU parallel, over ssh, as a Slurm array or a Kubernetes \
            indexed Job join into exactly the whole export (the Command line article of the documentation \
            gives the recipes).

            A write failing part-way (disk full, I/O error) stops the export with exit 74, naming the frame's \
            file and the cause; no partial file is left: frames are whole or absent, and a video ffmpeg could \
            not finish (ffmpeg failing or killed) is removed. An interrupted, killed or failed PNG export is \
            continued with --resume, which keeps every frame already there that is byte-identical to what it \
            would write and writes the rest, so the folder ends as an uninterrupted export leaves it.
            """)

    @Argument(
        help: ArgumentHelp(
            "The recording (a .vine file, or a .png, .svg, .pdf or .lottie export carrying one), or - for standard input.",
            valueName: "file"))
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

    @OptionGroup(title: "Loop")
    var loop: LoopOptions

    @OptionGroup(title: "Lottie")
    var lottie: LottieOptions
    @OptionGroup(title: "Page")
    var page: PlayOptions

    @OptionGroup
    var cache: CacheOptions

    @OptionGroup(title: "Threads and shards")
    var threads: ThreadOptions

    @OptionGroup(title: "Threads and shards")
    var split: SplitOptions

    @OptionGroup
    var underlay: UnderlayOptions

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions

    @OptionGroup(title: "Plot and paper")
    var plot: PlotOptions

    @Option(
        help: ArgumentHelp(
            "A sheet of COLUMNSxROWS stills (each side 1...8) into the .png --out, one per seed from the recording's (or --seed) on, each labelled with its seed; --size is each picture's size (default: the canvas fitted to 400 pixels wide).",
            valueName: "CxR"))
    var variants: PixelSize?

    func validate() throws {
        if let variants, variants.width > 8 || variants.height > 8 {
            throw ValidationError("--variants takes at most 8x8 pictures, got \(variants).")
        }
        if frames.at != nil, frames.hold != 0 || frames.to != nil || toMarker != nil {
            throw ValidationError("--at renders one still; it cannot be combined with --to, --to-marker or --hold.")
        }
        if plot.plot, variants != nil || frames.hold != 0 {
            throw ValidationError("--plot draws one still: it cannot be combined with --variants or --hold.")
        }
        if plot.plot, !loop.loop, frames.to != nil || toMarker != nil {
            throw ValidationError("--plot draws one still at --at: --to and --to-marker end a loop (--loop).")
        }
        if plot.plot, loop.loop, loop.loopEnd != .wither || frames.at == nil {
            throw ValidationError(
                "--plot with --loop draws the withering end at a moment: give --loop-end wither and --at (a recording time after growth and the hold)."
            )
        }
        if plot.plot, frames.size != nil || underlay.underlay != nil {
            throw ValidationError("--plot draws lines on --paper: it takes no --size or --underlay.")
        }
        if loop.loop, !plot.plot, frames.at != nil || frames.hold != 0 {
            throw ValidationError(
                "--loop makes an animation; it cannot be combined with --at or --hold (use --loop-hold).")
        }
    }

    func run() throws {
        try reportingFailures {
            if plot.plot { return try writePlot() }
            let output = try plannedOutput()
            if let variants, case .still(let path, _) = output { return try writeVariants(variants, to: path) }
            var input = try RecordingInput(
                path: file, keepingText: output.carriesRecording && !self.output.noEmbed)
            let header = try overrides.header(overriding: input.reader.header)
            let plan = try plan(output, header: header)
            // Made first, the renderer makes its memory ready while the recording loads;
            // a late start, or every frame without the cache, paints many vines at once.
            let startsLate = (frames.from ?? 0) > 0 || fromMarker != nil || !plan.caching
            let exporter = try Failure.exporting { () throws(ExportError) in
                try Exporter(plan, memoryAhead: startsLate ? .lateStart : .firstFrame)
            }
            // A loop holds and leaves its drawing as it stands at the end asked for: the
            // events after it are not drawn.
            let read = try input.timelines(
                under: header, idleLimit: frames.idleLimit, end: askedEnd, keepingCut: plan.loop != nil)
            let schedule = try schedule(of: read.whole, end: read.end, for: plan)
            let (timeline, windNote) = schedule.fittingWind(of: read.cut ?? read.whole)
            if let windNote, !self.output.quiet { StandardError.print("vine: \(windNote)") }
            plan.warnings.forEach(warn)
            if let shard = plan.shard, plan.frames(of: schedule).isEmpty {
                if !self.output.quiet {
                    StandardError.print(
                        "vine: shard \(shard.index)/\(shard.count) holds none of the \(schedule.frameCount) frames (a video splits only every 60 frames): nothing written"
                    )
                }
                return
            }
            let summary = try Failure.exporting { () throws(ExportError) in
                try exporter.run(timeline, schedule: schedule, recording: input.text)
            }
            report(summary, of: plan, schedule: schedule)
        }
    }

    /// What to write and where, checked against the other options; throws a usage error
    /// for a combination that cannot be written.
    private func plannedOutput() throws -> ExportPlan.Output {
        let output = try self.output.output(still: frames.at != nil)
        try page.check(output)
        let still: Still.Format? = if case .still(_, let format) = output { format } else { nil }
        let isFrames = if case .frames = output { true } else { false }
        if variants != nil, still != .png {
            throw ValidationError("--variants writes one sheet: use a .png --out.")
        }
        if self.output.noEmbed, !output.carriesRecording {
            throw ValidationError(
                "--no-embed leaves the recording out of a .png, .svg or .pdf still, an animated .svg or a .lottie; this output carries none."
            )
        }
        if self.output.resume, !isFrames {
            throw ValidationError(
                "--resume continues a folder of PNG frames; it cannot be used with a still or a video.")
        }
        if frames.at != nil, still == nil {
            throw ValidationError("--at renders one still: use a .png, .svg or .pdf --out (or -).")
        }
        if plot.asksForPage, still != .pdf {
            throw ValidationError("--paper, --orientation and --margin size --plot or a PDF still: use a .pdf --out.")
        }
        if underlay.underlay != nil, still == .svg || still == .pdf {
            throw ValidationError("--underlay adds a picture to pixels; it does not go into vector stills.")
        }
        if case .video(_, let format) = output, format == .mp4 || format == .webm, let size = frames.size,
            size.width < 2 || size.height < 2
        {
            throw ValidationError("--size must be at least 2x2 for \(format.rawValue) video.")
        }
        if split.shard != nil {
            switch output {
            case .frames, .discard, .video(_, .mp4), .video(_, .mov): break
            case .video(_, let format):
                throw ValidationError(
                    "--shard splits PNG frames, an MP4 or a MOV; a \(format.rawValue) is encoded whole (export PNG shards and encode them once)."
                )
            case .still, .animation, .package:
                throw ValidationError("--shard splits frames or a video; a still or an animation is written whole.")
            }
        }
        return output
    }

    /// The export of the recording with `header` (overrides applied) into `output`, as the
    /// options ask (``/VineExport/ExportRequest``), decided by VineExport; what it refuses
    /// is a usage error, worded as the option checks word theirs.
    func plan(_ output: ExportPlan.Output, header: RecordingHeader) throws -> ExportPlan {
        var request = ExportRequest(output: output)
        request.size = frames.size.map { ($0.width, $0.height) }
        request.fps = frames.fps
        request.fit = self.output.fit
        request.speed = frames.speed
        request.hold = frames.hold
        request.loop = loop.asked
        request.lottie = try lottie.writing(for: output)
        if request.lottie.compat == .qt {
            try LottieOptions.checkQt(species: header.resolvedSpecies, loop: request.loop)
        }
        request.play = page.play ?? .auto
        request.caching = !self.output.noCache
        request.cacheMemory = cache.bytes
        request.threads = threads.threads
        request.renderThreads = split.renderThreads
        request.shard = split.shard?.shard
        switch output {
        case .frames, .video, .discard, .still(_, .png): request.underlay = try underlay.picture()
        case .still, .animation, .package: break  // vectors take no picture
        }
        if case .still(_, .pdf) = output, plot.asksForPage { request.paper = try plot.page(for: header.canvas) }
        request.showsProgress = !self.output.quiet
        do {
            return try request.plan(for: header)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The start and the end of `timeline` asked for: `--from` (or its marker; by default
    /// the timeline's start) and `--to` (or its marker; by default the end of growth, never
    /// before the start), `end` being the time ``askedEnd`` names in it as read.
    func span(of timeline: Timeline, end: Double?) throws(Failure) -> (from: Double, to: Double) {
        let askedFrom =
            try fromMarker.map { (label) throws(Failure) in
                try Self.time(ofMarker: label, option: "--from-marker", in: timeline)
            } ?? frames.from
        if let label = toMarker, end == nil { throw Self.noMarker(label, option: "--to-marker", in: timeline) }
        return ExportPlan.range(of: timeline, from: askedFrom, to: end)
    }

    /// The end `--to` or `--to-marker` asks for, which the recording's reader evaluates
    /// (``/VineCore/TimeMark``); nil for the default (the end of growth).
    var askedEnd: TimeMark? { toMarker.map(TimeMark.marker) ?? frames.to.map(TimeMark.seconds) }

    /// The time of the first marker `label` of `timeline`; a usage error naming `option` and
    /// the markers there are when it has none.
    private static func time(ofMarker label: String, option: String, in timeline: Timeline) throws(Failure) -> Double {
        guard let time = timeline.time(of: .marker(label)) else { throw noMarker(label, option: option, in: timeline) }
        return time
    }

    /// The usage error for `option` naming `label`, which no marker of `timeline` has.
    private static func noMarker(_ label: String, option: String, in timeline: Timeline) -> Failure {
        let labels = timeline.markers.map { JSONText.quoted($0.label) }
        return Failure(
            code: .usage,
            message:
                "\(option): no marker \(JSONText.quoted(label)); the recording has \(labels.isEmpty ? "no markers" : labels.joined(separator: ", "))"
        )
    }

    /// The time a still of `timeline` shows: `--at` (``StillMoment``), else the end of ``span(of:end:)``.
    func stillTime(of timeline: Timeline, end: Double?) throws(Failure) -> Double {
        if let at = frames.at { return at.time(in: timeline) }
        return try span(of: timeline, end: end).to
    }

    /// The times `plan` shows of `timeline`: its ``span(of:end:)`` or, for a still, its
    /// ``stillTime(of:end:)``; warns about times that cannot do what was asked.
    func schedule(of timeline: Timeline, end askedEnd: Double?, for plan: ExportPlan) throws(Failure) -> FrameSchedule {
        let (from, to) = try span(of: timeline, end: askedEnd)
        let end = ShownNumber.seconds(timeline.end)
        if case .still = plan.output {
            let time = try stillTime(of: timeline, end: askedEnd)
            if let at = frames.at {
                if frames.from != nil { warn("--from is ignored: --at \(at.text) renders one still") }
                if time > timeline.end {
                    warn("--at \(at.text) is after the end of growth (\(end)): the still shows the end")
                }
            } else if let from = frames.from, from > timeline.end {
                warn("--from \(ShownNumber.text(from)) is after the end of growth (\(end)): every frame shows the end")
            }
            return plan.schedule(from: time, to: time)
        }
        if let from = frames.from, from > timeline.end {
            warn("--from \(ShownNumber.text(from)) is after the end of growth (\(end)): every frame shows the end")
        }
        guard to >= from else {
            throw Failure(
                code: .usage,
                message: "the end (\(ShownNumber.seconds(to))) is before the start (\(ShownNumber.seconds(from)))"
            )
        }
        if let problem = plan.loopProblem(in: timeline, from: from) { throw Failure(code: .usage, message: problem) }
        let (schedule, note) = try Failure.exporting { () throws(ExportError) in
            try plan.keepingLimits(plan.schedule(from: from, to: to))
        }
        if let note, !output.quiet { StandardError.print("vine: \(note)") }
        return schedule
    }

    /// Says what was written: a still's or an animation's file, or `--format null`'s figures.
    private func report(_ summary: Exporter.Summary, of plan: ExportPlan, schedule: FrameSchedule) {
        let size = PixelSize(width: plan.width, height: plan.height)
        switch plan.output {
        case .still(let path, _):
            if !output.quiet, path != "-" {
                let shown =
                    plan.paper.map { "\(PlotDocument.number($0.size.width))x\(PlotDocument.number($0.size.height)) mm" }
                    ?? "\(size)"
                StandardError.print(
                    "vine: wrote \(path) (\(shown), t = \(ShownNumber.seconds(schedule.time(ofFrame: 0))))")
            }
        case .animation(let path, let format):
            if !output.quiet {
                StandardError.print(
                    "vine: wrote \(path) (\(format.rawValue), \(size), \(schedule.frameCount) frames, \(summary.bytes) bytes)"
                )
            }
        case .package(let path, let format):
            if !output.quiet {
                for note in summary.notes { StandardError.print("vine: \(note)") }
                StandardError.print(
                    "vine: wrote \(path) (\(format.rawValue), \(size), \(summary.frames) frames, \(summary.bytes) bytes)"
                )
            }
        case .discard:
            let milliseconds = { (value: Double) in String(format: "%.3f", value) }
            print(
                "frames=\(summary.frames) ms_per_frame=\(milliseconds(summary.millisecondsPerFrame))"
                    + " first_frame_ms=\(milliseconds(1000 * summary.firstFrameSeconds))"
                    + " steady_ms_per_frame=\(milliseconds(summary.steadyMillisecondsPerFrame))"
                    + " cpu_ms_per_frame=\(milliseconds(1000 * summary.renderCPUSeconds / Double(max(1, summary.frames))))"
                    + " first_frame_cpu_ms=\(milliseconds(1000 * summary.firstFrameCPUSeconds))"
                    + " painting_threads=\(summary.paintingThreads) render_threads=\(summary.renderThreads)")
        case .frames, .video: break
        }
    }

    /// Prints `vine: warning: message` on stderr.
    private func warn(_ message: String) {
        StandardError.print("vine: warning: \(message)")
    }
}
