import ArgumentParser
import Foundation
import VineCore
import VineGeometry
import VineImport

/// `vine text`: a recording that writes text in a single-stroke font.
struct Text: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a recording that writes text in a single-stroke font.",
        discussion: """
            Lays the text out in a Hershey single-stroke font (Debian's hershey-fonts-data; --list-fonts \
            lists them) and writes an ordinary version-2 recording: one vine per pen-down stroke, written at a \
            constant --speed, with short lifts in between (0.1 s plus the way to the next stroke at three times \
            the speed, that part at most 0.5 s); the dots of i and j and full stops are taps, which grow a bud \
            or flower. The recording keeps the plant off the letters (the header's "clear": each letter's \
            outline and each line's band of lowercase letters; and, for leaves, flowers and fruit, each line's \
            box reaching past its ends), so leaves, flowers and fruit grow above and below the words, and sizes not chosen follow --letter-height (the defaults are a 100-point \
            letter's; the classic look's branches sprout 1.75 times as far apart and reach 0.625 times as far, so that they do not \
            read as strokes of letters). Every other command treats the result like a drawn recording.

            Lines break at \\n (a backslash and n, or a real line break) and between words where a line would \
            be wider than --width; the lines are aligned in a box --width wide, centred on the canvas, and the \
            block is centred vertically. Text that does not fit the canvas is an error. A character the font \
            lacks is an error naming it, unless --missing skip leaves a gap. The file is written whole or not \
            at all (replacing --out if it exists). Limits: \(TextLayout.maxCharacters) characters.
            """)

    @Argument(help: ArgumentHelp("The text to write.", valueName: "text"))
    var text: String?

    @Option(help: ArgumentHelp("The recording to write (replaced if it exists).", valueName: "file"))
    var out: String?

    @Flag(help: "List the installed fonts and exit.")
    var listFonts = false

    @Option(
        help: ArgumentHelp(
            "The font, one of --list-fonts (default: \(FontCatalog.defaultFont)).", valueName: "name"))
    var font: String?

    @OptionGroup(title: "Canvas and pen")
    var canvasAndPen: PenOptions

    @Option(parsing: .unconditional, help: Self.letterHeightRange.help(Self.letterHeightText, valueName: "points"))
    var letterHeight: Double?

    @Option(parsing: .unconditional, help: Self.widthRange.help(Self.widthText, valueName: "points"))
    var width: Double?

    @Option(
        help: ArgumentHelp("How lines are aligned: left, center or right (default: center).", valueName: "alignment"))
    var align: TextLayout.Alignment?

    @Option(parsing: .unconditional, help: Self.lineHeightRange.help(Self.lineHeightText, valueName: "x"))
    var lineHeight: Double?

    @Option(
        help: ArgumentHelp(
            "What a character the font lacks does: error, or skip (leave a gap) (default: error).", valueName: "what"))
    var missing: TextLayout.MissingGlyphs?

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions

    /// How far leaves, flowers and fruit keep from the letters' outlines and bands, in letter heights.
    private static let clearance = 0.05
    /// How far to each side of a line of text its box reaches, the area leaves, flowers and
    /// fruit keep out of, in letter heights: one beside a letter reads as part of it.
    private static let reach = 0.6
    private static let letterHeightRange = OptionRange.within(1...4000)
    private static let widthRange = OptionRange.within(1...100_000)
    private static let lineHeightRange = OptionRange.within(0.5...10)
    private static let letterHeightText =
        "The height of a capital letter in points (default: an eighth of the canvas height, 100 at 1280x800)"
    private static let widthText =
        "The widest a line may be before it wraps, in points (default: nine tenths of the canvas width)"
    private static let lineHeightText = "The distance between baselines, in letter heights (default: 1.6)"

    func validate() throws {
        try Self.letterHeightRange.check(letterHeight, "letter-height")
        try Self.widthRange.check(width, "width")
        try Self.lineHeightRange.check(lineHeight, "line-height")
        guard !listFonts else { return }
        guard text != nil else {
            throw ValidationError("Missing the text to write, as in: vine text \"Ana\" --out ana.vine")
        }
        guard out != nil else { throw ValidationError("Missing --out FILE: where to write the recording.") }
    }

    func run() throws {
        try reportingFailures {
            let catalog = FontCatalog()
            if listFonts {
                let available = catalog.available()
                guard !available.isEmpty else {
                    throw Failure(
                        code: .unavailable,
                        message: "no Hershey fonts in \(catalog.directory) (apt install hershey-fonts-data)")
                }
                for entry in available {
                    print("\(entry.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(entry.summary)")
                }
                return
            }
            guard let text, let out else { return }
            let font = try Self.load(font ?? FontCatalog.defaultFont, from: catalog)
            var header = try GeneratedRecordingFile.header(size: canvasAndPen.size, title: text, overrides: overrides)
            let height = letterHeight ?? header.height / 8
            header.parameters = Lettering.sizes(
                header.parameters, letterHeight: height, look: header.resolvedLook, overrides: overrides)
            let layout = TextLayout(
                canvas: header.canvas, letterHeight: height, lineHeight: lineHeight ?? 1.6,
                width: width ?? header.width * 0.9, alignment: align ?? .center, missing: missing ?? .error)
            var strokes: [[Point]]
            let letters: [[Point]]
            let bands: [[Point]]
            let boxes: [[Point]]
            do throws(TextLayoutError) {
                (strokes, letters, bands, boxes) = try layout.letters(for: text, font: font)
            } catch {
                throw Failure(code: .usage, message: error.description)
            }
            strokes = header.bounds.stemPieces(
                of: strokes, vineWidth: header.parameters.vineWidth, shadow: header.style.shadow)
            guard !strokes.isEmpty else {
                throw Failure(code: .dataError, message: "nothing of the text lies where the shapes let vines grow")
            }
            header.bounds.clear = Lettering.clearance(count: letters.count, source: "the text") {
                Clearance(
                    hullsOf: letters + bands,
                    areas: boxes.map { Self.widened($0, by: Self.reach * layout.letterHeight) },
                    distance: Self.clearance * layout.letterHeight)
            }
            let events = try GeneratedRecordingFile.events(
                for: strokes, pen: canvasAndPen.pen, source: "the text")
            try GeneratedRecordingFile.write(events, header: header, to: out, source: "the text")
        }
    }

    /// Font `name` from `catalog`; an unknown name is a usage error (64) listing the fonts,
    /// a broken font file a data error (65), unreadable input 66.
    /// The rectangle `box` (its corners from the top left, clockwise) reaching `reach` further
    /// left and right.
    private static func widened(_ box: [Point], by reach: Double) -> [Point] {
        let middle = box.reduce(0) { $0 + $1.x } / Double(box.count)
        return box.map { Point(x: $0.x < middle ? $0.x - reach : $0.x + reach, y: $0.y) }
    }

    private static func load(_ name: String, from catalog: FontCatalog) throws(Failure) -> HersheyFont {
        do {
            return try catalog.font(named: name)
        } catch {
            let code: Sysexit =
                switch error {
                case .unknown(_, let available): available.isEmpty ? .unavailable : .usage
                case .unreadable: .noInput
                case .malformed: .dataError
                }
            throw Failure(code: code, message: error.description)
        }
    }
}

extension TextLayout.Alignment: ExpressibleByArgument {}

extension TextLayout.MissingGlyphs: ExpressibleByArgument {}
