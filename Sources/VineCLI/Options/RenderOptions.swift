import ArgumentParser

/// Which frames `vine export` renders and how big: `--size`, `--fps`, `--speed`,
/// `--from`, `--to`, `--at`, `--idle-limit`, `--hold`.
///
/// Frame `i` shows recording time `from + i·speed/fps`, for
/// `i = 0 … floor((to − from)·fps/speed)`.
struct RenderOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output size in pixels; the canvas is fitted in, centred. (default: the recording's canvas)",
            valueName: "WxH"))
    var size: PixelSize?

    @Option(name: .long, help: ArgumentHelp("Frames per output second, above 0 and at most 1000.", valueName: "fps"))
    var fps: Double = 60

    @Option(
        name: .long, help: ArgumentHelp("Recording seconds per output second (2 plays twice as fast).", valueName: "x"))
    var speed: Double = 1

    @Option(name: .long, help: ArgumentHelp("Recording time of the first frame, in seconds.", valueName: "s"))
    var from: Double = 0

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Recording time to stop at, in seconds. (default: the end of growth, the last event + grow duration)",
            valueName: "s"))
    var to: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Render one still at this recording time (PNG, SVG or PDF, by --out's extension).",
            valueName: "s"))
    var at: Double?

    @Option(
        name: .customLong("idle-limit"),
        help: ArgumentHelp(
            "Shorten every pause between events longer than this to this, in seconds; --from, --to and --at then count in the shortened recording.",
            valueName: "s"))
    var idleLimit: Double?

    @Option(name: .long, help: ArgumentHelp("Keep the last frame on screen this many more seconds.", valueName: "s"))
    var hold: Double = 0

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be above 0 and at most 1000, not \(fps).")
        }
        guard speed.isFinite, speed > 0, speed <= 1000 else {
            throw ValidationError("--speed must be above 0 and at most 1000, not \(speed).")
        }
        guard from.isFinite, from >= 0 else {
            throw ValidationError("--from must be a time ≥ 0 in seconds, not \(from).")
        }
        if let to {
            guard to.isFinite, to >= from else {
                throw ValidationError("--to must be a time ≥ --from (\(from)), not \(to).")
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
