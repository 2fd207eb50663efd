import VineCore
import XCTest

final class SettingsTests: XCTestCase {
    func testDefaultsAreValid() throws {
        try Parameters.defaults.validate()
        XCTAssertEqual(Parameters.defaults.growDuration, 1)
    }

    func testValidationNamesTheKeyAndItsRange() {
        var parameters = Parameters.defaults
        parameters.leafSize = -1
        XCTAssertThrowsError(try parameters.validate()) { error in
            XCTAssertEqual("\(error)", "leafSize must be a number in 0...500, got -1")
        }
        parameters = .defaults
        parameters.growDuration = .nan
        XCTAssertThrowsError(try parameters.validate()) { error in
            XCTAssertEqual((error as? SettingError)?.key, "growDuration")
        }
    }

    func testHexColoursParseAndPrint() {
        XCTAssertEqual(RGBA(hex: "#FF8000"), RGBA(r: 1, g: 128.0 / 255, b: 0))
        XCTAssertEqual(RGBA(hex: "#ff800080")?.a, 128.0 / 255)
        XCTAssertEqual(RGBA(hex: "#ff800080")?.hex, "#FF800080")
        XCTAssertEqual(RGBA(r: 0, g: 0.5, b: 1).hex, "#0080FF")
        for bad in ["FF8000", "#FF800", "#GG8000", "#FF80000", ""] {
            XCTAssertNil(RGBA(hex: bad), bad)
        }
    }

    func testStyleKeysParseTheirTexts() throws {
        var style = Style.defaults
        try style.set(.vineColor, text: "#112233")
        try style.set(.leafFill, text: "none")
        try style.set(.leafOutline, text: "vine")
        try style.set(.shadow, flag: false)
        XCTAssertEqual(style.vineColor, .color(RGBA(hex: "#112233")!))
        XCTAssertEqual(style.leafFill, LeafPaint.none)
        XCTAssertFalse(style.shadow)
        XCTAssertThrowsError(try style.set(.vineColor, text: "green")) { error in
            XCTAssertEqual("\(error)", ##"vineColor must be "palette", "#RRGGBB" or "#RRGGBBAA", got "green""##)
        }
        XCTAssertThrowsError(try style.set(.background, flag: true))
    }

    func testPaletteGivesEachVineItsOwnSeededGreen() {
        let style = Style.defaults
        let first = style.color(ofVine: 0, seed: 1)
        XCTAssertEqual(first, style.color(ofVine: 0, seed: 1))
        XCTAssertNotEqual(first, style.color(ofVine: 1, seed: 1))
        XCTAssertNotEqual(first, style.color(ofVine: 0, seed: 2))
        for vine in 0..<50 {
            let color = style.color(ofVine: vine, seed: 3)
            XCTAssertTrue(color.g > color.r && color.g > color.b, "vine \(vine) is not green: \(color)")
            XCTAssertTrue([color.r, color.g, color.b].allSatisfy { (0...1).contains($0) })
        }
        var solid = style
        solid.vineColor = .color(RGBA(hex: "#123456")!)
        XCTAssertEqual(solid.color(ofVine: 4, seed: 9), RGBA(hex: "#123456")!)
    }
}
