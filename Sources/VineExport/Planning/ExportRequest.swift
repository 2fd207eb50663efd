import VineCore
import VineRender
import VineVector

/// What a person asks of an export, before anything is decided: the command line's options
/// or the window's Ctrl+E. ``plan(for:)`` decides the rest (size, rate,
/// sticker limits, alpha, warnings) in one place, so both make the same files.
public struct ExportRequest {
    /// What is written and where.
    public var output: ExportPlan.Output
    /// The frame width and height in pixels asked for (`--size`); nil: a sticker's size, else
    /// the canvas rounded up.
    public var size: (width: Int, height: Int)?
    /// The frame rate asked for (`--fps`); nil: the output's default (``ExportPlan/rate(asked:for:)``).
    public var fps: Double?
    /// Recording seconds per output second.
    public var speed = 1.0
    /// Seconds the last frame is held after the end.
    public var hold = 0.0
    /// The seamless loop asked for (`--loop`), or nil.
    public var loop: FrameSchedule.Loop?
    /// Whether a sticker that breaks its limits is made to keep them (`--fit`).
    public var fit = false
    /// How a Lottie document or a dotLottie file is written.
    public var lottie = LottieWriting()
    /// What drives an animated SVG or the HTML player in a page (`--play`).
    public var play = PagePlay.auto
    /// Whether finished vines are cached.
    public var caching = true
    /// The renderer's cache budget in bytes.
    public var cacheMemory = SceneRenderer.defaultCacheMemory
    /// Painting threads per renderer, nil for the default.
    public var threads: Int?
    /// Render threads, nil for the default.
    public var renderThreads: Int?
    /// The part of the frames to write (`--shard K/N`), nil for all.
    public var shard: Shard?
    /// A picture multiplied onto every frame of pixels; vector outputs take none.
    public var underlay: Underlay?
    /// The paper of a PDF still, nil for a page of the output's size.
    public var paper: Paper?
    /// Whether progress is shown on stderr (never for ``ExportPlan/Output/discard``).
    public var showsProgress = true

    /// A request for `output` with every other choice left to its default.
    public init(output: ExportPlan.Output) {
        self.output = output
    }
}

extension ExportPlan {
    /// An export request that cannot be made as asked (a sticker's size, rate or ending, or
    /// `--fit` for an output without limits): `message` names the option and what it allows.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// One sentence, naming the option.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// The default frame rate of a GIF (4 centiseconds a frame).
    public static let defaultGIFFPS = 25.0

    /// The frame rate `output` is written at when `asked` (nil for the default): a sticker's
    /// preferred rate by default; for a GIF the nearest rate whose frames last a whole
    /// number of centiseconds, at least 2 (100/n fps); else `asked` or
    /// ``/VineVector/FrameSchedule/defaultFPS``.
    public static func rate(asked: Double?, for output: Output) -> Double {
        if asked == nil, let rules = output.sticker { return rules.rates[0] }
        guard case .video(_, .gif) = output else { return asked ?? FrameSchedule.defaultFPS }
        let centiseconds = max(2, (100 / (asked ?? defaultGIFFPS)).rounded())
        return 100 / centiseconds
    }

}

extension ExportRequest {
    /// The plan of this request for the recording with `header` (overrides applied): the one
    /// place an export is decided. The output's sticker limits are checked
    /// (``ExportPlan/checkLimits(of:)``), its size and rate chosen, and a warning added for
    /// each way it differs from what was asked. Throws an ``ExportPlan/Refusal`` for what
    /// cannot be made.
    public func plan(for header: RecordingHeader) throws(ExportPlan.Refusal) -> ExportPlan {
        try ExportPlan.checkLimits(of: self)
        let rules = output.sticker
        let size =
            self.size ?? rules?.size(for: header.canvas)
            ?? (Int(header.canvas.width.rounded(.up)), Int(header.canvas.height.rounded(.up)))
        var plan = ExportPlan(output: output, header: header, width: size.width, height: size.height)
        plan.fps = ExportPlan.rate(asked: fps, for: output)
        if case .video(_, .gif) = output, let fps, fps != plan.fps {
            plan.warnings.insert(
                "a GIF's frames last whole hundredths of a second (at least 2): --fps \(ShownNumber.text(fps)) becomes \(ShownNumber.text(plan.fps))",
                at: 0)
        }
        (plan.fit, plan.speed, plan.hold, plan.loop) = (fit, speed, hold, loop)
        (plan.lottie, plan.play, plan.caching, plan.cacheMemory) = (lottie, play, caching, cacheMemory)
        (plan.threads, plan.renderThreads, plan.shard) = (threads, renderThreads, shard)
        switch output {
        case .frames, .video, .discard, .still(_, .png): plan.underlay = underlay
        case .still, .animation, .package: break  // vectors take no picture
        }
        if case .still(_, .pdf) = output { plan.paper = paper }
        plan.showsProgress = showsProgress && output != .discard
        return plan
    }
}
