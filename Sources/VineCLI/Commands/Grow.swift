import ArgumentParser
import Foundation
import VineCore
import VineGeometry
import VineImport

/// `vine grow`: a recording of vines that grow by themselves through a shape or around it.
struct Grow: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a recording of vines that grow by themselves, filling a shape or climbing around it.",
        discussion: """
            With --within SHAPE.svg, a network grows through the shape's filled area by space colonization \
            (Runions et al., 2005): attraction points are scattered over the area (--density), the network's \
            tips grow toward the points near them until every point is reached, and each stem becomes a stroke \
            drawn as it grows; the shape is recorded as the vines' within bound, so branches and leaves stay \
            inside it. With --around SHAPE.svg, vines climb along a band around the shape's outline, a frame or \
            a border, from the --from points (else from the top of each outline) all the way round.

            The shape is read as vine import reads a drawing (paths and basic shapes, groups, <use>, transforms, \
            fill-rule; its viewBox fitted into the canvas with a 5 % margin); only filled shapes count. Growth \
            lasts --seconds. The same seed and options write the same bytes (with SOURCE_DATE_EPOCH set, it is \
            the created time). A shape with no filled area, a malformed or oversized file is an error with its \
            line (exit 65); nothing is written.
            """)

    @Option(help: ArgumentHelp("The recording to write (replaced if it exists).", valueName: "file"))
    var out: String

    @Option(help: ArgumentHelp("Climb around the outline of this SVG drawing's filled area.", valueName: "shape.svg"))
    var around: String?

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp(
            "Where growth starts, canvas points X,Y (repeat, or X,Y;X,Y) (default: the lowest point of the shape, or the top of each outline).",
            valueName: "X,Y"))
    var from: [String] = []

    @Option(
        parsing: .unconditional,
        help: Self.secondsRange.help("How long growth lasts, in seconds (default: 20)", valueName: "s"))
    var seconds: Double?

    @Option(
        parsing: .unconditional,
        help: Self.densityRange.help(
            "How densely stems fill the shape with --within: attraction points 32/√density points apart (default: 1)",
            valueName: "d"))
    var density: Double?

    @Option(
        help: ArgumentHelp(
            "The canvas size in points, each side 1…\(PixelSize.maximumSide). (default: 1280x800)", valueName: "WxH"))
    var size: PixelSize?

    @OptionGroup(title: "Overrides and shapes")
    var overrides: OverrideOptions

    private static let secondsRange = OptionRange.within(1...3600)
    private static let densityRange = OptionRange.within(0.25...4)

    func validate() throws {
        try Self.secondsRange.check(seconds, "seconds")
        try Self.densityRange.check(density, "density")
        guard (overrides.within == nil) != (around == nil) else {
            throw ValidationError("Give one of --within SHAPE.svg (fill it) or --around SHAPE.svg (climb around it).")
        }
    }

    func run() throws {
        try reportingFailures {
            let shapeFile = overrides.within ?? around ?? ""
            let header = try GeneratedRecordingFile.header(
                size: size, title: (shapeFile as NSString).lastPathComponent, overrides: overrides)
            let starts = try Self.points(from)
            let duration = seconds ?? 20
            let strokes: [TimedStroke]
            if let around {
                let region = try ShapeFile.region(around, canvas: header.canvas)
                strokes = OutlineClimb(band: header.parameters.maxBranchLength / 2).strokes(
                    around: region, starts: starts, seconds: duration, seed: header.seed)
            } else {
                let bounds = header.bounds
                let margin = Bounds.margin(vineWidth: header.parameters.vineWidth, shadow: header.style.shadow) + 1
                for start in starts where !bounds.allows(start, margin: margin) {
                    throw Failure(
                        code: .usage,
                        message:
                            "--from \(CanonicalNumber.text(start.x)),\(CanonicalNumber.text(start.y)) is not inside the shape (\(ShownNumber.text(margin)) points in from its outline)"
                    )
                }
                let colonization = SpaceColonization(spacing: 32 / (density ?? 1).squareRoot()) {
                    bounds.allows($0, margin: margin)
                }
                strokes = colonization.strokes(
                    in: bounds.within!.bounds, starts: starts, seconds: duration, seed: header.seed)
            }
            let events = TimedStroke.events(for: strokes)
            guard events.count <= RecordingLimits.standard.maxEvents else {
                throw Failure(
                    code: .dataError,
                    message:
                        "\(shapeFile): growing it would take \(events.count) events; a recording holds at most \(RecordingLimits.standard.maxEvents)"
                )
            }
            guard !events.isEmpty else {
                throw Failure(
                    code: .dataError, message: "\(shapeFile): nothing grows: the shape has no room for a stem")
            }
            try GeneratedRecordingFile.write(events, header: header, to: out, source: shapeFile)
        }
    }

    /// The points of the `--from` options, each `X,Y` or several joined by `;`.
    private static func points(_ texts: [String]) throws(Failure) -> [Point] {
        var points: [Point] = []
        for text in texts {
            guard let parsed = Bounds.parseAttractors(text), !parsed.isEmpty else {
                throw Failure(code: .usage, message: "--from must be canvas points X,Y (or X,Y;X,Y), got \(text)")
            }
            points += parsed
        }
        return points
    }
}
