import ArgumentParser
import VineCore
import VineImport

/// What the commands that generate a recording (`vine text`, `vine import`) share: the
/// canvas the recording gets and the speed of its pen.
struct PenOptions: ParsableArguments {
    @Option(help: .canvasSize)
    var size: PixelSize?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The pen's speed along a stroke in points per second, \(Self.speedRange) (default: \(CanonicalNumber.text(PenTiming.defaultSpeed))).",
            valueName: "points-per-second"))
    var speed: Double?

    private static let speedRange = OptionRange.within(PenTiming.speedRange)

    func validate() throws {
        try Self.speedRange.check(speed, "speed", unit: "points per second")
    }

    /// The pen at the chosen speed.
    var pen: PenTiming { PenTiming(speed: speed ?? PenTiming.defaultSpeed) }
}
