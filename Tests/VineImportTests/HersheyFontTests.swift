import VineGeometry
import XCTest

@testable import VineImport

/// The `.jhf` parser against hand-made glyphs and the installed fonts.
final class HersheyFontTests: XCTestCase {
    /// The format's documented example: an `H` of three strokes.
    func testTheDocumentedExampleGlyph() throws {
        let font = try HersheyFont(bytes: Array("    8  9MWOMOV RUMUV ROQUQ\n".utf8))
        let glyph = try XCTUnwrap(font.glyphs.first)
        XCTAssertEqual(glyph.number, 8)
        XCTAssertEqual(glyph.left, -5)
        XCTAssertEqual(glyph.right, 5)
        XCTAssertEqual(
            glyph.strokes,
            [
                [Point(x: -3, y: -5), Point(x: -3, y: 4)],
                [Point(x: 3, y: -5), Point(x: 3, y: 4)],
                [Point(x: -3, y: -1), Point(x: 3, y: -1)],
            ])
    }

    func testAGlyphWrappedOverLinesReadsAsOne() throws {
        let font = try HersheyFont(bytes: Array("    8  9MWOMOV R\nUMUV ROQUQ\n    9  1JZ\n".utf8))
        XCTAssertEqual(font.glyphs.count, 2)
        XCTAssertEqual(font.glyphs[0].strokes.count, 3)
        XCTAssertEqual(font.glyphs[1].advance, 16)
    }

    func testMalformedGlyphsNameTheirLine() {
        let cases: [(String, Int, String)] = [
            ("    1  1JZ\n   x2  1JZ\n", 2, "glyph number"),
            ("    1  xJZ\n", 1, "vertex count"),
            ("    1  3JZRF\n", 1, "ends inside"),
            ("    1  1JZRF\n", 1, "goes on past"),
            ("    1  0\n", 1, "at least 1"),
            ("    1  2J\u{1}\n", 1, "printable"),
            ("", 1, "no glyphs"),
        ]
        for (text, line, words) in cases {
            XCTAssertThrowsError(try HersheyFont(bytes: Array(text.utf8)), text) { error in
                let error = error as? HersheyFormatError
                XCTAssertEqual(error?.line, line, text)
                XCTAssertTrue(error?.message.contains(words) == true, "\(text): \(String(describing: error))")
            }
        }
    }

    /// The installed Roman simplex: `A` is glyph 501, `I[RFJ[ RRFZ[ RMTWT` in the file.
    func testTheInstalledRomanSimplexA() throws {
        let font = try FontCatalog().font(named: "rowmans")
        XCTAssertEqual(font.glyphs.count, 96)
        let a = try XCTUnwrap(font.glyph(for: "A"))
        XCTAssertEqual(a.number, 501)
        XCTAssertEqual(a.left, -9)
        XCTAssertEqual(a.right, 9)
        XCTAssertEqual(
            a.strokes,
            [
                [Point(x: 0, y: -12), Point(x: -8, y: 9)],
                [Point(x: 0, y: -12), Point(x: 8, y: 9)],
                [Point(x: -5, y: 2), Point(x: 5, y: 2)],
            ])
        XCTAssertNil(font.glyph(for: "é"))
        XCTAssertEqual(font.capitalMetrics.height, 21)
        XCTAssertEqual(font.capitalMetrics.baseline, 9)
    }

    func testEveryListedFontReadsAndCoversPrintableASCII() throws {
        let catalog = FontCatalog()
        XCTAssertEqual(catalog.available().count, FontCatalog.entries.count, "hershey-fonts-data is installed")
        for entry in catalog.available() {
            let font = try catalog.font(named: entry.name)
            for code in 33...126 {
                let character = Character(Unicode.Scalar(UInt8(code)))
                XCTAssertFalse(font.glyph(for: character)?.strokes.isEmpty ?? true, "\(entry.name) '\(character)'")
            }
        }
    }

    func testAnUnknownFontListsTheAvailableOnes() {
        XCTAssertThrowsError(try FontCatalog().font(named: "comic")) { error in
            let text = String(describing: error)
            XCTAssertTrue(
                text.contains("no font 'comic'") && text.contains("rowmans") && text.contains("scripts"), text)
        }
    }
}
