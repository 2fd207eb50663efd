import VineGeometry
import XCTest

@testable import VineImport

/// The SVG importer: path data, shapes, transforms, what it skips, and every kind of bad input.
final class SVGImportTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "SVG")
    private let importer = SVGImport(canvas: Size(width: 1280, height: 800))

    private func svg(_ body: String, attributes: String = "viewBox=\"0 0 100 100\"") -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\n\(body)\n</svg>\n".utf8)
    }

    func testPathCommandsAbsoluteRelativeAndRepeated() throws {
        let path = try SVGPathParser.parse(
            "M10 10 20 10 l0 10 10,0 H5 v-5 h2 V0 z m1 1 L2 2", line: 1, limits: .standard)
        let points = path.flattened(tolerance: 0.01)
        XCTAssertEqual(
            points[0],
            [
                Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 20), Point(x: 30, y: 20),
                Point(x: 5, y: 20), Point(x: 5, y: 15), Point(x: 7, y: 15), Point(x: 7, y: 0), Point(x: 10, y: 10),
            ])
        XCTAssertEqual(points[1], [Point(x: 11, y: 11), Point(x: 2, y: 2)], "m after z is relative to the start")
    }

    func testSmoothCurvesReflectTheLastControlPoint() throws {
        let path = try SVGPathParser.parse(
            "M0 0 C0 10 10 10 10 0 S20 -10 20 0 Q25 5 30 0 T40 0", line: 1, limits: .standard)
        let segments = path.segments
        guard case .cubic(let s) = segments[1], case .quad(let t) = segments[3] else {
            return XCTFail("\(segments)")
        }
        XCTAssertEqual(s.p1, Point(x: 10, y: -10))
        XCTAssertEqual(t.p1, Point(x: 35, y: -5))
    }

    func testArcsLieOnTheirEllipse() throws {
        // A half circle of radius 500 from (0,0) to (1000,0), centre (500,0), and an arc
        // whose radii are too small (scaled up to reach).
        let path = try SVGPathParser.parse("M0 0 A500 500 0 0 1 1000 0 A10 10 0 0 0 0 0", line: 1, limits: .standard)
        let polylines = path.flattened(tolerance: 0.01)
        for point in polylines[0] {
            let r = ((point.x - 500) * (point.x - 500) + point.y * point.y).squareRoot()
            XCTAssertEqual(r, 500, accuracy: 0.02)
        }
        XCTAssertLessThanOrEqual(try XCTUnwrap(polylines[0].map(\.y).min()), -499.9, "sweep 1 goes through y < 0")
        XCTAssertEqual(polylines[0].last, Point(x: 0, y: 0))
    }

    func testTransformsParse() throws {
        let t = try SVGTransformParser.parse("translate(10,20) scale(2) rotate(90)", line: 1, limits: .standard)
        let p = t.apply(Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 10, accuracy: 1e-12)
        XCTAssertEqual(p.y, 22, accuracy: 1e-12)
        let skew = try SVGTransformParser.parse("skewX(45)", line: 1, limits: .standard).apply(Point(x: 0, y: 1))
        XCTAssertEqual(skew.x, 1, accuracy: 1e-12)
    }

    func testTheSkippedLineCountsWhatWasSkipped() throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent("every-element.svg")))
        let result = try importer.strokes(fromSVG: bytes, order: .document)
        XCTAssertEqual(result.skipped, ["fill": 1, "text": 2, "image": 1])
        XCTAssertEqual(
            result.skippedSummary, "skipped 1 fill (outline drawn), 1 <image>, 2 <text> (only strokes are imported)")
        XCTAssertEqual(result.strokes.count, 18)
        let nearest = try importer.strokes(fromSVG: bytes, order: .nearest)
        XCTAssertEqual(nearest.strokes.count, 18)
        XCTAssertNotEqual(nearest.strokes, result.strokes)
    }

    func testStrokeAndPointLimits() {
        var limits = SVGLimits()
        limits.maxStrokes = 3
        let many = svg(String(repeating: "<path d=\"M0 0 L1 1\"/>\n", count: 4))
        XCTAssertThrowsError(
            try SVGImport(canvas: importer.canvas, limits: limits).strokes(fromSVG: many, order: .nearest)
        ) {
            XCTAssertEqual(($0 as? SVGError)?.message, "the drawing has more than 3 strokes")
        }
        limits = SVGLimits()
        limits.maxPoints = 100
        let curvy = svg("<circle cx=\"50\" cy=\"50\" r=\"49\"/>")
        XCTAssertThrowsError(
            try SVGImport(canvas: importer.canvas, limits: limits).strokes(fromSVG: curvy, order: .document)
        ) {
            XCTAssertEqual(($0 as? SVGError)?.message, "the drawing flattens to more than 100 points")
        }
        XCTAssertNoThrow(try importer.strokes(fromSVG: curvy, order: .document))
    }

    func testTheViewBoxIsFittedIntoTheCanvas() throws {
        let result = try importer.strokes(
            fromSVG: svg("<line x1=\"0\" y1=\"0\" x2=\"100\" y2=\"100\"/>"), order: .document)
        // 100 × 100 into 1152 × 720 (5 % margins), centred: scale 7.2, left edge at 280.
        XCTAssertEqual(result.strokes, [[Point(x: 280, y: 40), Point(x: 1000, y: 760)]])
    }

    /// Each malformed input gives its own error, with its line.
    func testMalformedInputs() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [
            <!ENTITY a "aaaaaaaaaa">
            <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>
            """
        let deep = String(repeating: "<g>", count: 200) + String(repeating: "</g>", count: 200)
        let cases: [([UInt8], Int?, String)] = [
            (
                Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</path>\n</svg>\n".utf8), 3,
                "malformed XML: Opening and ending tag mismatch"
            ),
            (Array(laughs.utf8), 7, "entit"),
            (
                svg("<g id=\"a\"><use href=\"#b\"/></g>\n<g id=\"b\"><use href=\"#a\"/></g>"), 2,
                "<use> cycle: #b → #a → #b"
            ),
            (svg("<use href=\"#nowhere\"/>"), 2, "#nowhere"),
            (svg("<path d=\"M0 0 L NaN 5\"/>"), 2, "expected a number at character 8 of d"),
            (svg("<path d=\"M0 0 L1e308 5\"/>"), 2, "magnitude at most"),
            (svg("<circle cx=\"1e308\" cy=\"0\" r=\"5\"/>"), 2, "magnitude at most"),
            (svg("<path d=\"L0 0\"/>"), 2, "expected a moveto"),
            (
                svg("<path d=\"M0 0 " + String(repeating: "L1 1 ", count: 200_001) + "\"/>"), 2,
                "more than 200000 commands"
            ),
            (svg("<rect width=\"-1\" height=\"5\"/>"), 2, "negative"),
            (svg("<g transform=\"rotate(1 2)\"/>"), 2, "expected 1 or 3 numbers in rotate"),
            (svg(deep), nil, "nested deeper than 128"),
            (
                svg("<path d=\"M0 0 L900000000 0\"/>", attributes: "width=\"10\" height=\"10\""), 2,
                "reaches beyond ±1000000 points"
            ),
            (
                svg(
                    "<defs><g id=\"g0\"/>"
                        + (1...9).map { i in
                            "<g id=\"g\(i)\">" + String(repeating: "<use href=\"#g\(i - 1)\"/>", count: 10) + "</g>"
                        }.joined() + "</defs><use href=\"#g9\"/>"), 2,
                "expands to more than 500000 elements"
            ),
            (
                Array(
                    "<!DOCTYPE svg [<!ENTITY % p \"x\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8),
                1, "entit"
            ),
            (Array("<html/>".utf8), 1, "expected <svg>"),
            (Array("".utf8), 1, "empty"),
        ]
        for (bytes, line, words) in cases {
            XCTAssertThrowsError(try importer.strokes(fromSVG: bytes, order: .document), words) { error in
                let error = error as? SVGError
                if let line { XCTAssertEqual(error?.line, line, words) }
                XCTAssertTrue(error?.message.contains(words) == true, "\(words): \(String(describing: error))")
            }
        }
    }
}
