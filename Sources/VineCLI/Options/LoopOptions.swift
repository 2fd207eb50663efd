import ArgumentParser
import VineExport
import VineLook
import VineRender
import VineVector

/// `--loop`, `--loop-hold`, `--loop-end`: a seamless loop, the frame after its last its first.
struct LoopOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Make a seamless loop: after growth (no event after --to shows) and --loop-hold, the drawing leaves the canvas (--loop-end) in \(CanonicalSeconds.leave) s, so the frame after the last is the first (none shows twice); a GIF, the player page and the SVG repeat. Ending in a fade or a wither, wind periods are fitted to a whole number of sways in the loop (said on stderr)."
        ))
    var loop = false

    @Option(
        parsing: .unconditional,
        help: .seconds(
            "With --loop: output seconds the grown drawing stays before it leaves, \(Self.holds). (default: 1)"))
    var loopHold: Double?

    @Option(
        help: ArgumentHelp(
            "With --loop: how the drawing leaves: ungrow (growth played backwards), wither (leaves turn autumn colours and fall, then the stems fade) or fade. (default: fade)",
            valueName: "ending"))
    var loopEnd: LoopEnding?

    /// What `--loop-hold` allows, in seconds.
    static let holds = OptionRange.within(0...3600)

    func validate() throws {
        try Self.holds.check(loopHold, "loop-hold", unit: "seconds")
        if !loop, loopHold != nil || loopEnd != nil {
            throw ValidationError("--loop-hold and --loop-end shape a loop: add --loop.")
        }
    }

    /// The loop asked for, or nil.
    var asked: FrameSchedule.Loop? {
        guard loop else { return nil }
        return FrameSchedule.Loop(ending: loopEnd ?? .fade, hold: loopHold ?? 1, leave: ExportPlan.loopLeave)
    }
}

/// The loop's leaving time as help text spells it.
private enum CanonicalSeconds {
    static let leave = "2"
}

extension LoopEnding: ExpressibleByArgument {}
