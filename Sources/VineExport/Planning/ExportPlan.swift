import VineCore
import VineGeometry
import VineLook
import VineRender
import VineVector

/// One export, decided once: what is written where, how big, with or without the layer
/// cache and alpha. ``Exporter`` carries it out; nothing about an export is decided twice.
///
/// The plan depends only on the command line and the recording's header, so it is known
/// before the events load (``Exporter/init(_:memoryAhead:)`` makes the renderer's memory
/// ready meanwhile); the times its frames show come with the timeline
/// (``schedule(from:to:)``; a still shows the first).
public struct ExportPlan {
    /// What an export writes and where: the one list of output kinds.
    public enum Output: Equatable, Sendable {
        /// Numbered PNG files (`frame-000000.png`, …) in a folder, created if missing (its
        /// parent must exist, see ``AtomicFile``), encoded on `jobs` threads. With `resume`, a
        /// frame file already there with exactly the bytes it would get is kept as it is (see
        /// ``PNGSequenceWriter``).
        case frames(folder: String, jobs: Int, resume: Bool)
        /// One picture at the schedule's first time; `-` writes it to standard output.
        case still(path: String, format: Still.Format)
        /// A video written by ffmpeg.
        case video(path: String, format: VideoFormat)
        /// An animation drawn from vectors: Lottie, animated SVG or the HTML player.
        case animation(path: String, format: VectorAnimation.Format)
        /// A Lottie animation in a package for chats or the web (see ``PackageFormat``).
        case package(path: String, format: PackageFormat)
        /// Nothing: every frame is rendered (and timed), nothing is written.
        case discard

        /// The file or folder written; nil for ``discard``.
        public var path: String? {
            switch self {
            case .frames(let path, _, _), .still(let path, _), .video(let path, _), .animation(let path, _),
                .package(let path, _):
                path
            case .discard: nil
            }
        }

        /// Whether the output can carry the recording it was exported from
        /// (``EmbeddedRecording``): a still, an animated SVG or a dotLottie file.
        public var carriesRecording: Bool {
            switch self {
            case .still, .animation(_, .svg), .package(_, .dotLottie): true
            default: false
            }
        }

        /// The sticker limits the output must keep, nil when it has none.
        public var sticker: StickerRules? {
            switch self {
            case .package(_, .tgs): .telegramAnimated
            case .video(_, .webmSticker): .telegramVideo
            default: nil
            }
        }
    }

    /// How a player should play a packaged animation: what a dotLottie manifest says. A
    /// sticker always loops (its app loops it).
    public struct Playback: Equatable, Sendable {
        /// Whether the player starts over at the end. An export made with `--loop` (the
        /// frame after its last is its first) loops seamlessly; without it the player jumps back to the start.
        public var loops = true
        /// The player's speed, 1 for the exported timing.
        public var speed = 1.0

        /// Looping at the exported speed.
        public init(loops: Bool = true, speed: Double = 1) {
            self.loops = loops
            self.speed = speed
        }
    }

    /// What is written and where.
    public var output: Output
    /// The recording's canvas in points, fitted and centred into every frame.
    public var canvas: Size
    /// Frame width in pixels (CSS pixels or points for vectors), 1…32767.
    public var width: Int
    /// Frame height in pixels, 1…32767.
    public var height: Int
    /// Frames per output second.
    public var fps = 60.0
    /// Recording seconds per output second.
    public var speed = 1.0
    /// Seconds the last frame is held after the end (`round(hold · fps)` more copies).
    public var hold = 0.0
    /// The seamless loop the frames make (`--loop`): growth, a hold, then the drawing
    /// leaving, so the frame after the last is the first; nil for none. Decided here once, for every output.
    public var loop: FrameSchedule.Loop?
    /// What drives an animated SVG or the HTML player in a page (`--play`).
    public var play = PagePlay.auto
    /// Output seconds a loop's drawing takes to leave the canvas.
    public static let loopLeave = 2.0
    /// Whether finished vines are cached (off only to measure or test the from-scratch path).
    public var caching = true
    /// The renderer's cache budget in bytes (`--cache-memory`; see
    /// ``/VineRender/SceneRenderer/defaultCacheMemory``).
    public var cacheMemory = SceneRenderer.defaultCacheMemory
    /// How many threads paint each frame (`--threads`); nil: the available cores
    /// (``/VineRender/Cores/available``) shared among the render threads. A renderer's
    /// budget may allow fewer (``/VineRender/SceneRenderer/paintingThreads``).
    public var threads: Int?
    /// How many threads render frames (`--render-threads`); nil: ``defaultRenderThreads``.
    /// Only frames, a video or nothing (``Output/frames(folder:jobs:resume:)``,
    /// ``Output/video(path:format:)``, ``Output/discard``) without an ``underlay`` take more than one.
    public var renderThreads: Int?
    /// The part of the frames this export writes (`--shard K/N`); nil for all of them.
    public var shard: Shard?
    /// Whether the background is transparent: WebM and MOV keep the alpha channel, MP4 and
    /// GIF show it on black (``warnings`` says so).
    public var transparent = false
    /// A picture multiplied onto every frame of pixels (`--underlay`), or nil.
    public var underlay: Underlay?
    /// The paper a PDF still is printed on (`--paper`), or nil for a page of the output's size.
    public var paper: Paper?
    /// Whether progress is shown on stderr.
    public var showsProgress = true
    /// How a packaged animation (``Output/package(path:format:)``) is played.
    public var playback = Playback()
    /// How a Lottie document or a dotLottie file is written: players, themes, dotLottie version.
    public var lottie = LottieWriting()
    /// Whether a sticker that breaks its limits is made to keep them (`--fit`): a schedule
    /// too long is sped up (``StickerRules/fitted(_:)``), a `.tgs` too big at 60 fps is made
    /// at 30; otherwise such an export fails naming the limit (nothing is written).
    public var fit = false
    /// What the person should know about how the plan differs from what was asked, one
    /// sentence each (a GIF's rounded frame rate, alpha a video cannot carry).
    public var warnings: [String] = []
    /// The definitions the vines' looks are drawn in, in frames, videos and stills: the
    /// built-in ones unless a caller (a test's look) stands another in for a look.
    package var looks = LookCatalog.builtIn

    /// A plan writing the recording of `header` (overrides applied) as `output` at `width`
    /// × `height`, its canvas fitted in. A background with any transparency makes the plan
    /// ``transparent``, which a video that cannot carry alpha warns about. Built only by
    /// ``ExportRequest/plan(for:)``.
    init(output: Output, header: RecordingHeader, width: Int, height: Int) {
        self.output = output
        self.canvas = header.canvas
        self.width = width
        self.height = height
        transparent = header.style.background.a < 1
        if case .video(_, let format) = output, transparent, !format.carriesAlpha {
            warnings.append(
                "\(format.rawValue) cannot carry alpha: the transparent background comes out black (use .webm or .mov)")
        }
    }

    /// The frames from recording time `from` to `to` at the plan's rate, speed and hold,
    /// or making the plan's ``loop`` (a still shows the first).
    public func schedule(from: Double, to: Double) -> FrameSchedule {
        let isStill = if case .still = output { true } else { false }
        if let loop, !isStill { return FrameSchedule(from: from, to: to, fps: fps, speed: speed, loop: loop) }
        return FrameSchedule(from: from, to: to, fps: fps, speed: speed, hold: hold)
    }

    /// Why the plan's ``loop`` cannot close when it starts at recording time `from` of
    /// `timeline`, or nil: a fade or a wither leaves an empty canvas, so the loop must start
    /// on one (before the first stroke draws, or after a clear: a loop leaves out vines that
    /// have drawn nothing yet) for the frame after its last to be its first; an ungrow
    /// plays back to whatever `from` shows.
    public func loopProblem(in timeline: Timeline, from: Double) -> String? {
        guard let loop, loop.ending != .ungrow else { return nil }
        let shown = timeline.scene(at: from).withoutUndrawnVines.vines.count
        guard shown > 0 else { return nil }
        return "--loop-end \(loop.ending.rawValue) leaves an empty canvas, but the loop starts at "
            + "\(ShownNumber.seconds(from)) with \(shown) vine\(shown == 1 ? "" : "s") on it, so the frame after "
            + "its last could not be its first: start before the first stroke (--from \(ShownNumber.text(timeline.start)) "
            + "or earlier) or use --loop-end ungrow"
    }

    /// The recording times an export of `timeline` shows when asked for `from` and `to`:
    /// by default from the timeline's start (0.5 s before the first stroke) to the end of its
    /// growth, never before the start.
    public static func range(of timeline: Timeline, from: Double?, to: Double?) -> (from: Double, to: Double) {
        let start = from ?? timeline.start
        return (start, to ?? max(start, timeline.end))
    }

    /// The render threads when none are asked for: one per 8 available cores (1 below 16
    /// cores), at most 8. Each has a cache of its own within ``cacheMemory``, so the
    /// renderers hold up to that many times the budget; painting threads are shared out
    /// among them.
    public static var defaultRenderThreads: Int { min(8, max(1, Cores.available / 8)) }

    /// How many threads render the frames: ``renderThreads`` or ``defaultRenderThreads``
    /// for frames, a video or nothing without an underlay (whose picture is drawn by one
    /// thread); else 1. An export of fewer frames starts only as many.
    public var renderThreadCount: Int {
        switch output {
        case .frames, .video, .discard:
            guard underlay == nil else { return 1 }
            return max(1, renderThreads ?? Self.defaultRenderThreads)
        case .still, .animation, .package: return 1
        }
    }

    /// The painting threads asked of each of `renderers` renderers: ``threads``, else the
    /// available cores shared among them (at least 1 each).
    public func paintingThreads(renderers: Int) -> Int {
        threads ?? max(1, Cores.available / max(1, renderers))
    }

    /// The frames of `schedule` this export writes: all of them, or its ``shard``'s, which
    /// for a video splits only between key frames (``Shard/frames(of:unit:)``).
    public func frames(of schedule: FrameSchedule) -> Range<Int> {
        guard let shard else { return 0..<schedule.frameCount }
        let unit = if case .video = output { VideoEncoder.keyFrameInterval } else { 1 }
        return shard.frames(of: schedule.frameCount, unit: unit)
    }

    /// Whether a video keeps the alpha channel: a transparent background in WebM or MOV.
    var keepsAlpha: Bool {
        guard case .video(_, let format) = output else { return false }
        return transparent && format.carriesAlpha
    }
}

/// The video formats written through ffmpeg.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4.
    case mp4
    /// VP9 in WebM.
    case webm
    /// Animated GIF, 256 colours from one palette, whole-centisecond frame delays.
    case gif
    /// ProRes 4444 in QuickTime, with alpha.
    case mov
    /// A Telegram video sticker: VP9 in WebM, no audio, a bit rate that keeps 3 s under
    /// 256 KB (``StickerRules/telegramVideo``), with alpha when the background is transparent.
    case webmSticker = "webm-sticker"

    /// Whether the format keeps a transparent background transparent: WebM (VP9 with
    /// alpha) and MOV; MP4 and GIF show it on black.
    public var carriesAlpha: Bool { self == .webm || self == .mov || self == .webmSticker }
}

/// Packages of a Lottie animation.
public enum PackageFormat: String, CaseIterable, Sendable {
    /// A Telegram animated sticker: the Lottie JSON with `"tgs":1`, gzipped
    /// (``StickerRules/telegramAnimated``).
    case tgs
    /// A dotLottie file: a zip of `manifest.json` (the playback) and `animations/vine.json`.
    case dotLottie = "dotlottie"
}
