import ArgumentParser
import Foundation
import VineCore
@_spi(Benchmarks) import VineRender

/// `vine export`: render a recording to images, video or vector stills.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a recording to images, video or vector stills.",
        discussion: """
            Frame i shows recording time FROM + i·SPEED/FPS, for i = 0 … floor((TO − FROM)·FPS/SPEED); \
            --hold adds round(HOLD·FPS) copies of the last frame. A folder --out gets frame-000000.png, \
            frame-000001.png, … (each written atomically); a .mp4/.webm/.gif --out is encoded by ffmpeg; \
            a .png/.svg/.pdf --out is one still, at --at or else at TO. --format null renders every frame, \
            writes nothing and prints frames=N ms_per_frame=X (plus the first frame's time and the average of the others: \
            with --from late in a recording, the first frame builds the cache of everything finished before it).
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

    @Option(
        help: ArgumentHelp(
            "A PNG multiplied onto every frame under the drawing, as 'vine draw --underlay' shows it (pixels only).",
            valueName: "picture.png"))
    var underlay: String?

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions

    func validate() throws {
        let format = output.resolvedFormat
        if frames.at != nil {
            guard [.png, .svg, .pdf].contains(format) else {
                throw ValidationError(
                    "--at renders one still: use a .png, .svg or .pdf --out, not --format \(format.rawValue).")
            }
            guard frames.hold == 0, frames.to == nil, toMarker == nil else {
                throw ValidationError("--at renders one still; it cannot be combined with --to, --to-marker or --hold.")
            }
        }
        if underlay != nil, [.svg, .pdf].contains(format) {
            throw ValidationError("--underlay adds a picture to pixels; it does not go into \(format.rawValue) output.")
        }
        if [.mp4, .webm].contains(format), let size = frames.size, size.width < 2 || size.height < 2 {
            throw ValidationError("--size must be at least 2x2 for \(format.rawValue) video.")
        }
    }

    func run() throws {
        try reportingFailures {
            let timeline = try RecordingLoader.timeline(path: file, overrides: overrides, idleLimit: frames.idleLimit)
            let size =
                frames.size
                ?? PixelSize(
                    width: Int(timeline.canvas.width.rounded(.up)),
                    height: Int(timeline.canvas.height.rounded(.up)))
            let format = output.resolvedFormat
            if format == .svg || format == .pdf || output.outIsPNGFile || frames.at != nil {
                try writeStill(timeline, size: size, format: format)
            } else {
                try writeFrames(timeline, size: size, format: format)
            }
        }
    }

    /// One still at `--at` (else at `--to`, else at the end of growth).
    private func writeStill(_ timeline: Timeline, size: PixelSize, format: ExportFormat) throws(Failure) {
        let (from, to) = try span(of: timeline)
        let time = frames.at ?? to ?? max(from, timeline.end)
        let stillFormat: Still.Format =
            switch format {
            case .svg: .svg
            case .pdf: .pdf
            default: .png
            }
        let path = output.out!
        let picture = try underlay.map(Draw.loadUnderlay)
        try Failure.mapping { () throws(RenderError) in
            try Still.write(
                timeline.scene(at: time), canvas: timeline.canvas, width: size.width, height: size.height,
                format: stillFormat, underlay: picture, to: path)
        }
        if !output.quiet {
            FileHandle.standardError.write(Data("vine: wrote \(path) (\(size), t = \(time) s)\n".utf8))
        }
    }

    /// The start and the end (nil: the end of growth) asked for, by time or by marker.
    private func span(of timeline: Timeline) throws(Failure) -> (from: Double, to: Double?) {
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

    /// Every frame of the schedule, into a folder, a video or nowhere.
    private func writeFrames(_ timeline: Timeline, size: PixelSize, format: ExportFormat) throws(Failure) {
        let (from, end) = try span(of: timeline)
        let to = end ?? max(from, timeline.end)
        guard to >= from else {
            throw Failure(
                code: .usage,
                message: "the end (\(CanonicalNumber.text(to)) s) is before the start (\(CanonicalNumber.text(from)) s)"
            )
        }
        let schedule = FrameSchedule(from: from, to: to, fps: frames.fps, speed: frames.speed, hold: frames.hold)
        var exporter = Exporter(width: size.width, height: size.height, schedule: schedule)
        exporter.caching = !output.noCache
        exporter.progress = output.quiet || format == .null ? .quiet : .automatic
        exporter.recordsFrameTimes = output.timings != nil
        exporter.underlay = try underlay.map(Draw.loadUnderlay)
        exporter.writesPNGWithCairo = output.cairoPNG
        let destination: Exporter.Output =
            switch format {
            case .mp4: .video(path: output.out!, format: .mp4)
            case .webm: .video(path: output.out!, format: .webm)
            case .gif: .video(path: output.out!, format: .gif)
            case .null: .discard
            default: .pngFolder(path: output.out!, jobs: output.resolvedJobs)
            }
        let summary = try Failure.mapping { () throws(RenderError) in try exporter.run(timeline, into: destination) }
        if let timings = output.timings {
            let lines = summary.frameSeconds.map { String(format: "%.4f\n", 1000 * $0) }.joined()
            guard FileManager.default.createFile(atPath: timings, contents: Data(lines.utf8)) else {
                throw Failure(code: .cannotCreate, message: "\(timings): cannot create")
            }
        }
        if format == .null {
            let milliseconds = { (value: Double) in String(format: "%.3f", value) }
            print(
                "frames=\(summary.frames) ms_per_frame=\(milliseconds(summary.millisecondsPerFrame))"
                    + " first_frame_ms=\(milliseconds(1000 * summary.firstFrameSeconds))"
                    + " steady_ms_per_frame=\(milliseconds(summary.steadyMillisecondsPerFrame))")
        }
    }
}
