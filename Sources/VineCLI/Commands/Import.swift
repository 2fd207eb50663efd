import ArgumentParser
import Foundation
import VineCore
import VineImport
import VineSystem

/// `vine import`: a recording that draws the strokes of an SVG drawing.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a recording that draws the strokes of an SVG drawing.",
        discussion: """
            Every path (all commands, arcs included), line, polyline, polygon, rect (rounded too), circle and \
            ellipse becomes pen strokes, through nested groups, <use> references and every transform; the \
            root's viewBox (else its width and height, else the drawing's bounds) is fitted into the canvas \
            with a 5 % margin, as preserveAspectRatio says. Curves are flattened within 0.1 points and sampled \
            along their length; the pen draws them at a constant --speed with short lifts in between, like \
            vine text. Fills, text, images and other elements are not drawn: one line says what was skipped \
            and how many. The recording keeps leaves, flowers and fruit off the strokes (the header's "clear": \
            each stroke as a line), so they grow beside them.

            The XML is read by libxml2 with no network access and no entity expansion. Malformed XML, entity \
            declarations, <use> cycles, absurd numbers (NaN, magnitudes over 1e9) and files over the limits \
            (16 MiB, 200,000 elements, nesting 128, 50,000 shapes, 20,000 strokes, 2,000,000 points, coordinates \
            within ±1,000,000 points on the canvas) are errors with the line (exit 65); the file is written whole or not at all (replacing --out if it exists).
            """)

    @Argument(help: ArgumentHelp("The SVG drawing.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The recording to write (replaced if it exists).", valueName: "file"))
    var out: String

    @OptionGroup(title: "Canvas and pen")
    var canvasAndPen: PenOptions

    @Option(
        help: ArgumentHelp(
            "The stroke order: document (as in the file) or nearest (each next stroke the one nearest the pen) (default: document).",
            valueName: "order"))
    var order: SVGImport.Order?

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions

    func run() throws {
        try reportingFailures {
            let bytes = try Self.read(file)
            var header = try GeneratedRecordingFile.header(
                size: canvasAndPen.size, title: (file as NSString).lastPathComponent, overrides: overrides)
            let result: SVGImport.Result
            do throws(SVGError) {
                result = try SVGImport(canvas: header.canvas).strokes(fromSVG: bytes, order: order ?? .document)
            } catch {
                let place = error.line.map { "\(file):\($0)" } ?? file
                throw Failure(code: .dataError, message: "\(place): \(error.message)")
            }
            if let summary = result.skippedSummary { StandardError.print("vine: \(file): \(summary)") }
            guard !result.strokes.isEmpty else {
                throw Failure(code: .dataError, message: "\(file): nothing to draw: no shape with an outline")
            }
            let strokes = header.bounds.stemPieces(
                of: result.strokes, vineWidth: header.parameters.vineWidth, shadow: header.style.shadow)
            guard !strokes.isEmpty else {
                throw Failure(code: .dataError, message: "\(file): nothing to draw where the shapes let vines grow")
            }
            header.bounds.clear = Lettering.clearance(count: strokes.count, source: file) {
                Clearance(alongLines: strokes, distance: Lettering.drawingClearance * header.parameters.maxBranchLength)
            }
            let events = try GeneratedRecordingFile.events(for: strokes, pen: canvasAndPen.pen, source: file)
            try GeneratedRecordingFile.write(events, header: header, to: out, source: file)
        }
    }

    /// The bytes of `path`, at most the importer's limit (66 when missing or unreadable, 65 when too big).
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(code: .noInput, message: "\(path): cannot open: no such file or not readable")
        }
        defer { try? handle.close() }
        let limit = SVGLimits.standard.maxBytes
        let data: Data?
        do {
            data = try handle.read(upToCount: limit + 1)
        } catch {
            throw Failure(code: .ioError, message: "\(path): cannot read: \(ErrorWording.reason(of: error))")
        }
        let bytes = Array(data ?? Data())
        guard bytes.count <= limit else {
            throw Failure(code: .dataError, message: "\(path): the file is over \(limit) bytes")
        }
        return bytes
    }
}

extension SVGImport.Order: ExpressibleByArgument {}
