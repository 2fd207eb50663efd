import ArgumentParser
import VineCore

/// Which frames `vine export` renders and how big: `--size`, `--fps`, `--speed`,
/// `--from`, `--to`, `--at`, `--idle-limit`, `--hold`.
///
/// Frame `i` shows recording time `from + i·speed/fps`, for
/// `i = 0 … floor((to − from)·fps/speed)`.
struct RenderOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output size in pixels, each side 1…\(PixelSize.maximumSide); the canvas is fitted in, centred. (default: the recording's canvas)",
            valueName: "WxH"))
    var size: PixelSize?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per output second, above 0 and at most 1000; a GIF's frames last whole hundredths of a second, at least 2, so its rate becomes 100/n. (default: 60; 25 for GIF)",
            valueName: "fps"))
    var fps: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Recording seconds per output second (2 plays twice as fast), above 0 and at most 1000.",
            valueName: "x"))
    var speed: Double = 1

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Recording time of the first frame, in seconds, ≥ 0; --from 0 keeps the wait before the first stroke. (default: \(CanonicalNumber.text(Timeline.leadIn)) s before the first stroke, or 0)",
            valueName: "s"))
    var from: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Recording time to stop at, in seconds, ≥ --from. (default: the end of growth, the last event + grow duration)",
            valueName: "s"))
    var to: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Render one still at this recording time, in seconds, ≥ 0, counted from the recording's start (PNG, SVG or PDF, by --out). (default: none)",
            valueName: "s"))
    var at: Double?

    @Option(
        name: .customLong("idle-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Shorten every pause between events longer than this to this, in seconds, ≥ 0; --from, --to and --at then count in the shortened recording. (default: none)",
            valueName: "s"))
    var idleLimit: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Keep the last frame on screen this many more seconds, 0…3600.", valueName: "s")
    )
    var hold: Double = 0

    /// The default frame rate of every format but GIF.
    static let defaultFPS = 60.0
    /// The default frame rate of a GIF (4 centiseconds a frame).
    static let defaultGIFFPS = 25.0

    /// The frame rate to use: `--fps` (or the default), and for a GIF the nearest rate whose
    /// frames last a whole number of centiseconds, at least 2 (100/n fps).
    func resolvedFPS(gif: Bool) -> Double {
        guard gif else { return fps ?? Self.defaultFPS }
        let centiseconds = max(2, (100 / (fps ?? Self.defaultGIFFPS)).rounded())
        return 100 / centiseconds
    }

    func validate() throws {
        if let fps {
            guard fps.isFinite, fps > 0, fps <= 1000 else {
                throw ValidationError("--fps must be above 0 and at most 1000, not \(fps).")
            }
        }
        guard speed.isFinite, speed > 0, speed <= 1000 else {
            throw ValidationError("--speed must be above 0 and at most 1000, not \(speed).")
        }
        if let from {
            guard from.isFinite, from >= 0 else {
                throw ValidationError("--from must be a time ≥ 0 in seconds, not \(from).")
            }
        }
        if let to {
            guard to.isFinite, to >= (from ?? 0) else {
                throw ValidationError("--to must be a time ≥ --from (\(from ?? 0)), not \(to).")
            }
        }
        if let at {
            guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time ≥ 0 in seconds, not \(at).") }
        }
        if let idleLimit {
            guard idleLimit.isFinite, idleLimit >= 0 else {
                throw ValidationError("--idle-limit must be ≥ 0 seconds, not \(idleLimit).")
            }
        }
        guard hold.isFinite, hold >= 0, hold <= 3600 else {
            throw ValidationError("--hold must be in 0…3600 seconds, not \(hold).")
        }
    }
}
