import ArgumentParser
import Foundation
import VineCore
import VineExport
import VineGeometry
import VineVector

/// `vine export --plot` and its page: `--paper`, `--orientation`, `--margin`,
/// `--pen-width`, `--pens`, `--order`, `--leaves`. `--paper`, `--orientation` and
/// `--margin` also size a PDF still in millimetres.
struct PlotOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Write an SVG for pen plotters (--out FILE.svg or -) of the drawing at --at (default: the end): single lines in millimetres on --paper, stems and branches as centre lines (⌈width / pen width⌉ passes), leaves as outlines, hidden lines cut, one Inkscape layer per pen; prints the pen-down length, pen-up travel, pen lifts and an estimated plotting time on stderr."
        ))
    var plot = false

    @Option(
        help: ArgumentHelp(
            "The paper of --plot or a PDF still: \(Self.paperForms). (default: A4 for --plot)", valueName: "paper"))
    var paper: String?

    @Option(
        help: ArgumentHelp(
            "The paper's orientation: portrait or landscape. (default: the canvas's)", valueName: "orientation"))
    var orientation: Orientation?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The blank margin around the drawing on --paper, in millimetres, at least 0 and less than half the paper's shorter side. (default: 10)",
            valueName: "mm"))
    var margin: Double?

    @Option(
        name: .customLong("pen-width"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --plot, the pen's line width in millimetres, 0.05…5. (default: \(CanonicalNumber.text(Self.defaultPenWidth)))",
            valueName: "mm"))
    var penWidth: Double?

    @Option(
        help: ArgumentHelp(
            "With --plot, how lines are shared out among pens (layers): single (one), parts (stems, branches, leaves, flowers) or colour (one per line colour). (default: parts)",
            valueName: "pens"))
    var pens: PlotDocument.Pens?

    @Option(
        help: ArgumentHelp(
            "With --plot, the order each pen draws in: growth (as the drawing grew) or travel (nearest line next, little pen-up travel). (default: growth)",
            valueName: "order"))
    var order: PlotDocument.Order?

    @Option(
        help: ArgumentHelp(
            "With --plot, what leaves are drawn as: outline, hatch (outlines, fills hatched at the pen width) or none. (default: outline)",
            valueName: "leaves"))
    var leaves: PlotDrawing.Leaves?

    /// A paper's orientation.
    enum Orientation: String, ExpressibleByArgument, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// The named papers and their portrait sizes in millimetres.
    static let papers: [(name: String, size: Size)] = [
        ("A5", Size(width: 148, height: 210)), ("A4", Size(width: 210, height: 297)),
        ("A3", Size(width: 297, height: 420)), ("letter", Size(width: 215.9, height: 279.4)),
    ]

    /// What `--paper` accepts, for help and errors.
    static let paperForms = "A5, A4, A3, letter or WxHmm (width x height in millimetres, e.g. 300x200mm)"

    /// The default margin, in millimetres.
    static let defaultMargin = 10.0

    /// The default pen width, in millimetres.
    static let defaultPenWidth = 0.3

    /// What `--pen-width` allows, in millimetres.
    static let penWidths = OptionRange.within(0.05...5)

    func validate() throws {
        if let paper, Self.size(of: paper) == nil {
            throw ValidationError("--paper \(paper): expected \(Self.paperForms).")
        }
        try Self.penWidths.check(penWidth, "pen-width", unit: "millimetres")
        if !plot, penWidth != nil || pens != nil || order != nil || leaves != nil {
            throw ValidationError("--pen-width, --pens, --order and --leaves shape a plot: add --plot.")
        }
        if let margin, !margin.isFinite || margin < 0 {
            throw ValidationError(
                "--margin \(CanonicalNumber.text(margin)): expected a number of millimetres, at least 0 and less than half the paper's shorter side."
            )
        }
    }

    /// The size of the paper `text` names, portrait for a named one, in millimetres; nil when it names none.
    static func size(of text: String) -> Size? {
        if let named = papers.first(where: { $0.name.lowercased() == text.lowercased() }) { return named.size }
        guard text.lowercased().hasSuffix("mm") else { return nil }
        let sides = text.dropLast(2).lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
            width.isFinite, height.isFinite, width > 0, height > 0, width <= 10000, height <= 10000
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Whether a page was asked for (`--paper`, `--orientation` or `--margin`).
    var asksForPage: Bool { paper != nil || orientation != nil || margin != nil }

    /// The page for a canvas of `canvas` points, in millimetres, and its margin: `--paper`
    /// (default A4) turned to `--orientation` (default: the canvas's); a usage error when
    /// the margin leaves no room on it.
    func page(for canvas: Size) throws(Failure) -> Paper {
        var size = paper.flatMap(Self.size(of:)) ?? Self.papers[1].size
        let landscape = orientation.map { $0 == .landscape } ?? (canvas.width > canvas.height)
        if landscape != (size.width > size.height), size.width != size.height {
            size = Size(width: size.height, height: size.width)
        }
        let margin = margin ?? Self.defaultMargin
        let limit = min(size.width, size.height) / 2
        guard margin < limit else {
            throw Failure(
                code: .usage,
                message:
                    "--margin \(CanonicalNumber.text(margin)): larger than the paper allows; expected at least 0 and less than \(ShownNumber.text(limit)) mm, half the shorter side of \(ShownNumber.text(size.width))x\(ShownNumber.text(size.height))mm (--paper takes \(Self.paperForms))"
            )
        }
        return Paper(size: size, margin: margin)
    }
}

extension PlotDocument.Pens: ExpressibleByArgument {}
extension PlotDocument.Order: ExpressibleByArgument {}
extension PlotDrawing.Leaves: ExpressibleByArgument {}
