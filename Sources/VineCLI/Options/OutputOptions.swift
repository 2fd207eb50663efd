import ArgumentParser
import Foundation
import VineExport
import VineRender

/// What `vine export --format` names.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A folder of numbered PNG frames, or one PNG still with `--at` or a `.png` path.
    case png
    /// H.264 video.
    case mp4
    /// VP9 video, with alpha when the background is transparent.
    case webm
    /// Animated GIF (256 colours, at most 50 fps).
    case gif
    /// ProRes 4444 video with alpha.
    case mov
    /// One vector still with `--at`; an animated SVG without it.
    case svg
    /// One vector still.
    case pdf
    /// A Lottie animation (a `.json` --out).
    case lottie
    /// A self-contained page that plays the drawing.
    case html
    /// A Telegram animated sticker (a `.tgs` --out): gzipped Lottie, 512×512, at most 3 s and 64 KB.
    case tgs
    /// A dotLottie file (a `.lottie` --out): the Lottie zipped with a manifest saying how it plays.
    case dotlottie
    /// A Telegram video sticker (a `.webm` --out): VP9, longest side 512, 30 fps, at most 3 s and 256 KB.
    case webmSticker = "webm-sticker"
    /// Nothing: render every frame, then print `frames=N ms_per_frame=X`.
    case null
}

/// Where and how `vine export` writes: `--out`, `--format`, `--jobs`, `--quiet`.
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where to write: a folder for PNG frames (no extension), a .png/.svg/.pdf still, a .mp4/.webm/.gif/.mov video, a .json (Lottie), .svg (without --at) or .html animation, a .tgs (Telegram sticker) or .lottie (dotLottie) package, or - for a still on standard output. Its folder must exist.",
            valueName: "path"))
    var out: String?

    @Option(
        help: ArgumentHelp(
            "Output format: png, mp4, webm, gif, mov, svg, pdf, lottie, html, tgs, dotlottie, webm-sticker or null; it must agree with --out's extension. (default: from --out's extension)",
            valueName: "format"))
    var format: ExportFormat?

    @Option(parsing: .unconditional, help: OutputOptions.jobRange.help(Self.jobsText, valueName: "n"))
    var jobs: Int?

    @Flag(
        help: ArgumentHelp(
            "Make a sticker keep its limits: a recording too long is sped up (and a long --hold, or a loop's hold and ending, trimmed) to last 3 s, a .tgs too big at 60 fps is made at 30; what still cannot fit is an error. Without it, a sticker over a limit is an error naming the limit."
        ))
    var fit = false

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(
        name: .customLong("no-embed"),
        help: ArgumentHelp(
            "Leave the recording out of a .png/.svg/.pdf still, an animated .svg or a .lottie (by default they carry it, so vine opens them as the drawing)."
        ))
    var noEmbed = false

    @Flag(
        help: ArgumentHelp(
            "Continue a PNG-frames export into an existing folder: frames already there with exactly the bytes they would get are kept, the others (missing, cut short or different) are written."
        ))
    var resume = false

    /// Hidden, for tests and benchmarks: render every frame from scratch, without the layer cache.
    @Flag(name: .customLong("no-cache"), help: .hidden)
    var noCache = false

    /// The available cores (``/VineRender/Cores/available``, the affinity mask), the default for `--jobs`.
    static var defaultJobs: Int { Cores.available }

    /// What `--out` may be, for usage errors.
    static let accepted =
        "accepted: a folder (no extension) for PNG frames; .png, .svg or .pdf for a still (.svg with --at); "
        + ".mp4, .webm, .gif or .mov for video; .json (Lottie), .svg without --at or .html for an animation "
        + "drawn from vectors; .tgs (Telegram sticker) or .lottie (dotLottie) for a package; "
        + "- for a still on standard output"

    /// `--jobs`, or the default.
    var resolvedJobs: Int { jobs ?? Self.defaultJobs }

    /// The format `--out` names by its extension (lower case), and whether it names a folder
    /// (no extension, a trailing `/`, or an existing folder: PNG frames); nil for `-`.
    func formatOfOut(_ out: String) throws -> (format: ExportFormat, folder: Bool)? {
        guard out != "-" else { return nil }
        var status = stat()
        let suffix = URL(fileURLWithPath: out).pathExtension.lowercased()
        if (stat(out, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) || out.hasSuffix("/") || suffix.isEmpty {
            return (.png, true)
        }
        let format: ExportFormat? =
            switch suffix {
            case "json": .lottie
            case "lottie": .dotlottie
            case "null", "webm-sticker", "dotlottie": nil
            default: ExportFormat(rawValue: suffix)
            }
        guard let named = format else {
            throw ValidationError("--out \(out): unknown extension .\(suffix); \(Self.accepted).")
        }
        return (named, false)
    }

    /// What to write and where, given whether `--at` asks for one still. Throws a usage
    /// error for a missing `--out`, an unknown extension or a `--format` that disagrees with `--out`.
    func output(still: Bool) throws -> ExportPlan.Output {
        if format == .null { return .discard }
        guard let out else {
            throw ValidationError("Missing --out: where to write; \(Self.accepted).")
        }
        let target = try formatOfOut(out)
        let named = target?.format
        let isFolder = target?.folder ?? false
        if let format, let named, format != named, !isFolder, format != .webmSticker || named != .webm {
            throw ValidationError(
                "--format \(format.rawValue) does not match --out \(out) (.\(URL(fileURLWithPath: out).pathExtension)); \(Self.accepted)."
            )
        }
        let chosen = format ?? named ?? .png
        if out == "-" {
            guard [.png, .svg, .pdf].contains(chosen) else {
                throw ValidationError("--out - writes one still (png, svg or pdf) to standard output, not \(chosen).")
            }
        }
        switch chosen {
        case .png:
            return still || out == "-" || !isFolder
                ? .still(path: out, format: .png) : .frames(folder: out, jobs: resolvedJobs, resume: resume)
        case .pdf: return .still(path: out, format: .pdf)
        case .svg: return still || out == "-" ? .still(path: out, format: .svg) : .animation(path: out, format: .svg)
        case .mp4: return .video(path: out, format: .mp4)
        case .webm: return .video(path: out, format: .webm)
        case .gif: return .video(path: out, format: .gif)
        case .mov: return .video(path: out, format: .mov)
        case .lottie: return .animation(path: out, format: .lottie)
        case .html: return .animation(path: out, format: .html)
        case .tgs: return .package(path: out, format: .tgs)
        case .dotlottie: return .package(path: out, format: .dotLottie)
        case .webmSticker: return .video(path: out, format: .webmSticker)
        case .null: return .discard
        }
    }

    /// What `--jobs` allows.
    static let jobRange = OptionRange.within(1...64)
    private static let jobsText =
        "Threads encoding PNG frames in parallel (default: the available cores, \(defaultJobs))"

    func validate() throws {
        try Self.jobRange.check(jobs.map(Double.init), "jobs")
    }
}
