import ArgumentParser
import VineCore

/// Which frames `vine export` renders and how big: `--size`, `--fps`, `--speed`,
/// `--from`, `--to`, `--at`, `--idle-limit`, `--hold`.
///
/// Frame `i` shows recording time `from + i·speed/fps`, for
/// `i = 0 … floor((to − from)·fps/speed)`.
struct RenderOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Output size in pixels, each side 1…\(PixelSize.maximumSide); the canvas is fitted in, centred. (default: the recording's canvas)",
            valueName: "WxH"))
    var size: PixelSize?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per output second, \(Self.rates); a GIF's frames last whole hundredths of a second, at least 2, so its rate becomes 100/n. (default: 60; 25 for GIF)",
            valueName: "fps"))
    var fps: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Recording seconds per output second (2 plays twice as fast), \(Self.rates).",
            valueName: "x"))
    var speed: Double = 1

    @Option(
        parsing: .unconditional,
        help: .seconds(
            "Recording time of the first frame, in seconds, \(Self.times); --from 0 keeps the wait before the first stroke. (default: \(CanonicalNumber.text(Timeline.leadIn)) s before the first stroke, or 0)"
        ))
    var from: Double?

    @Option(
        parsing: .unconditional,
        help: .seconds(
            "Recording time to stop at, in seconds, ≥ --from. (default: the end of growth, the last event + grow duration)"
        ))
    var to: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Render one still at this moment (PNG, SVG or PDF, by --out): a recording time in seconds, \(Self.times), counted from the recording's start; end, the drawing's end (the end of growth); or a percentage of the time to it, 0%…100% (50%). (default: none)",
            valueName: "s|end|N%"),
        transform: StillMoment.init(parsing:))
    var at: StillMoment?

    @Option(
        name: .customLong("idle-limit"), parsing: .unconditional,
        help: .seconds(
            "Shorten every pause between events longer than this to this, in seconds, \(Self.times); --from, --to and --at then count in the shortened recording. (default: none)"
        ))
    var idleLimit: Double?

    @Option(
        parsing: .unconditional,
        help: .seconds("Keep the last frame on screen this many more seconds, \(Self.holds)."))
    var hold: Double = 0

    /// What `--fps` and `--speed` allow.
    static let rates = OptionRange.above(0, atMost: 1000)
    /// What `--from`, `--at` and `--idle-limit` allow, in seconds.
    static let times = OptionRange.atLeast(0)
    /// What `--hold` allows, in seconds.
    static let holds = OptionRange.within(0...3600)

    func validate() throws {
        try Self.rates.check(fps, "fps")
        try Self.rates.check(speed, "speed")
        try Self.times.check(from, "from", unit: "seconds")
        try OptionRange.atLeast(from ?? 0, named: "--from (\(ShownNumber.text(from ?? 0)))").check(
            to, "to", unit: "seconds")
        try Self.times.check(idleLimit, "idle-limit", unit: "seconds")
        try Self.holds.check(hold, "hold", unit: "seconds")
    }
}

extension ArgumentHelp {
    /// The help of an option that takes a number of seconds (`s` in the usage line).
    static func seconds(_ text: String) -> ArgumentHelp {
        ArgumentHelp(text, valueName: "s")
    }
}
