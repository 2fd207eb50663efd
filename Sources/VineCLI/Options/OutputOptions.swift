import ArgumentParser
import Foundation

/// What `vine export` can write.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A folder of numbered PNG frames, or one PNG still with `--at` or a `.png` path.
    case png
    /// H.264 video.
    case mp4
    /// VP9 video.
    case webm
    /// Animated GIF (256 colours).
    case gif
    /// One vector still.
    case svg
    /// One vector still.
    case pdf
    /// Nothing: render every frame, then print `frames=N ms_per_frame=X`.
    case null
}

/// Where and how `vine export` writes: `--out`, `--format`, `--jobs`, `--quiet`.
struct OutputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where to write: a folder for PNG frames, or a .png/.svg/.pdf/.mp4/.webm/.gif file.",
            valueName: "path"))
    var out: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output format: png, mp4, webm, gif, svg, pdf or null. (default: from --out's extension; a folder when there is none)",
            valueName: "format"))
    var format: ExportFormat?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Threads encoding PNG frames in parallel, 1…64. (default: the number of cores, \(OutputOptions.defaultJobs))",
            valueName: "n"))
    var jobs: Int?

    @Flag(name: .long, help: "Print no progress.")
    var quiet = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Continue a PNG-frames export into an existing folder: frames already there with exactly the bytes they would get are kept, the others (missing, cut short or different) are written."
        ))
    var resume = false

    /// Hidden, for tests and benchmarks: render every frame from scratch, without the layer cache.
    @Flag(name: .customLong("no-cache"), help: .hidden)
    var noCache = false

    /// Hidden, for benchmarks: write each frame's rendering time in milliseconds to this
    /// file, one line per frame.
    @Option(name: .customLong("timings"), help: .hidden)
    var timings: String?

    /// Hidden, for benchmarks: write PNG frames with Cairo's own writer, serially.
    @Flag(name: .customLong("cairo-png"), help: .hidden)
    var cairoPNG = false

    /// The number of cores, the default for `--jobs`.
    static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `--jobs`, or the default.
    var resolvedJobs: Int { jobs ?? Self.defaultJobs }

    /// The format to write: `--format`, else the one `--out`'s extension names, else a PNG folder.
    var resolvedFormat: ExportFormat {
        if let format { return format }
        guard let out else { return .png }
        switch URL(fileURLWithPath: out).pathExtension.lowercased() {
        case "mp4": return .mp4
        case "webm": return .webm
        case "gif": return .gif
        case "svg": return .svg
        case "pdf": return .pdf
        default: return .png
        }
    }

    /// Whether `--out` names one PNG file (it ends in `.png`) rather than a folder of frames.
    var outIsPNGFile: Bool {
        guard let out, resolvedFormat == .png else { return false }
        return URL(fileURLWithPath: out).pathExtension.lowercased() == "png"
    }

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) {
            throw ValidationError("--jobs must be a whole number in 1…64, not \(jobs).")
        }
        if resume && (resolvedFormat != .png || outIsPNGFile) {
            throw ValidationError(
                "--resume continues a folder of PNG frames; it cannot be used with a still or a video.")
        }
        if out == nil && resolvedFormat != .null {
            throw ValidationError("Missing --out: where to write (a folder, or a .png/.svg/.pdf/.mp4/.webm/.gif file).")
        }
    }
}
