import VineGeometry
import XCTest

@testable import VineImport

/// Laying text out: glyph strokes at the font's coordinates, scaled; dots as taps; wrapping,
/// alignment and the errors.
final class TextLayoutTests: XCTestCase {
    private var font: HersheyFont!

    override func setUpWithError() throws {
        font = try FontCatalog().font(named: "rowmans")
    }

    private func layout(
        width: Double = 1000, alignment: TextLayout.Alignment = .left, missing: TextLayout.MissingGlyphs = .error
    ) -> TextLayout {
        TextLayout(
            canvas: Size(width: 1280, height: 800), letterHeight: 42, lineHeight: 1.5, width: width,
            alignment: alignment, missing: missing)
    }

    /// Each stroke of `A` and `k` is the font file's vertices × (letter height / 21), moved.
    func testGlyphStrokesAreTheFontCoordinatesScaled() throws {
        for character: Character in ["A", "k", "W"] {
            let glyph = try XCTUnwrap(font.glyph(for: character))
            let strokes = try layout().strokes(for: String(character), font: font)
            XCTAssertEqual(strokes.count, glyph.strokes.count)
            let origin = Point(
                x: strokes[0][0].x - glyph.strokes[0][0].x * 2, y: strokes[0][0].y - glyph.strokes[0][0].y * 2)
            for (laid, source) in zip(strokes, glyph.strokes) {
                XCTAssertEqual(laid.count, source.count)
                for (p, q) in zip(laid, source) {
                    XCTAssertEqual(p.x, origin.x + q.x * 2, accuracy: 1e-9)
                    XCTAssertEqual(p.y, origin.y + q.y * 2, accuracy: 1e-9)
                }
            }
        }
    }

    /// Every listed font lays a pangram (and the digits) out on the default canvas.
    func testEveryListedFontSetsAPangram() throws {
        let pangram = "The quick brown fox jumps\\nover the lazy dog. 0123456789"
        let catalog = FontCatalog()
        for entry in catalog.available() {
            let strokes = try layout(width: 1152).strokes(for: pangram, font: try catalog.font(named: entry.name))
            XCTAssertGreaterThan(strokes.count, 40, entry.name)
        }
    }

    func testTheBaselineSitsWhereTheLetterHeightSays() throws {
        let strokes = try layout().strokes(for: "H", font: font)
        let ys = strokes.joined().map(\.y)
        XCTAssertEqual(try XCTUnwrap(ys.max()) - XCTUnwrap(ys.min()), 42, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(ys.max()), 400 + 21, accuracy: 1e-9, "one line is centred vertically")
    }

    func testDotsAndFullStopsAreTaps() throws {
        let strokes = try layout().strokes(for: "i.", font: font)
        XCTAssertEqual(strokes.map(\.count).filter { $0 == 1 }.count, 2, "the i's dot and the full stop")
        XCTAssertEqual(strokes.count, 3)
    }

    func testLinesWrapAtTheWidthAndAtBackslashN() throws {
        let oneLine = try layout().strokes(for: "one two", font: font)
        let wrapped = try layout(width: 150).strokes(for: "one two", font: font)
        let broken = try layout().strokes(for: "one\\ntwo", font: font)
        func lineCount(_ strokes: [[Point]]) -> Int {
            Set(strokes.joined().map { ($0.y / 63).rounded(.down) }).count
        }
        XCTAssertEqual(oneLine.count, wrapped.count)
        XCTAssertLessThan(try XCTUnwrap(oneLine.joined().map(\.y).max()), 450)
        XCTAssertGreaterThan(try XCTUnwrap(wrapped.joined().map(\.y).max()), 450)
        XCTAssertGreaterThan(lineCount(broken), lineCount(oneLine))
    }

    func testAlignment() throws {
        let box = (1280.0 - 600) / 2
        let left = try layout(width: 600, alignment: .left).strokes(for: "I", font: font)
        let right = try layout(width: 600, alignment: .right).strokes(for: "I", font: font)
        let center = try layout(width: 600, alignment: .center).strokes(for: "I", font: font)
        // `I` is a vertical line 4 units (8 points) right of its left bearing, 8 units wide.
        XCTAssertEqual(left[0][0].x, box + 8, accuracy: 1e-9)
        XCTAssertEqual(right[0][0].x, box + 600 - 8, accuracy: 1e-9)
        XCTAssertEqual(center[0][0].x, 640, accuracy: 1e-9)
    }

    func testErrors() {
        XCTAssertThrowsError(try layout().strokes(for: "  \\n ", font: font)) {
            XCTAssertEqual($0 as? TextLayoutError, .empty)
        }
        XCTAssertThrowsError(try layout().strokes(for: "café", font: font)) {
            XCTAssertEqual($0 as? TextLayoutError, .missingGlyph(character: "é", position: 4))
            XCTAssertTrue(String(describing: $0).contains("'é' (U+00E9)"), String(describing: $0))
        }
        XCTAssertThrowsError(try layout().strokes(for: String(repeating: "a", count: 2001), font: font)) {
            XCTAssertEqual($0 as? TextLayoutError, .tooLong(count: 2001, limit: 2000))
        }
        XCTAssertThrowsError(
            try layout().strokes(for: Array(repeating: "line", count: 20).joined(separator: "\n"), font: font)
        ) {
            XCTAssertTrue(String(describing: $0).contains("does not fit"), String(describing: $0))
        }
    }

    func testSkippingAMissingCharacterLeavesAGap() throws {
        let skipped = try layout(missing: .skip).strokes(for: "cafée", font: font)
        let spaced = try layout(missing: .skip).strokes(for: "caf e", font: font)
        XCTAssertEqual(skipped, spaced)
    }
}
