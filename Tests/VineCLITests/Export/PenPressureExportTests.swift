import Foundation
import XCTest

/// Every output of a pen recording shows its pressure (the stems' width), `--pressure off`
/// draws it as the same strokes without a pen, and a recording without pressure is drawn as
/// it always was.
final class PenPressureExportTests: FolderTestCase {
    /// A natural stroke whose pen presses from light to firm, with its pressure or without.
    private func recording(pen: Bool) throws -> String {
        var lines = ["{\"vine\":2,\"width\":640,\"height\":400,\"seed\":5,\"look\":\"natural\"}"]
        for step in 0...60 {
            let kind = step == 0 ? "down" : step == 60 ? "up" : "move"
            let force = String(format: "%.3f", 0.05 + 0.95 * Double(step) / 60)
            lines.append(
                "[\(Double(step) / 50),\"\(kind)\",0,\(40 + 9 * step),\(200 + step % 7)\(pen ? "," + force : "")]")
        }
        let file = path(pen ? "pen.vine" : "penless.vine")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The bytes of `recording` exported to `name` with `options`.
    private func export(_ recording: String, _ name: String, _ options: [String] = []) throws -> Data {
        let out = path(name)
        let result = try runVine(["export", recording, "--out", out, "--quiet"] + options)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    func testEveryOutputShowsThePressureAndOffDrawsItWithoutAPen() throws {
        let pen = try recording(pen: true)
        let penless = try recording(pen: false)
        let end = ["--at", "end"]
        for (kind, options) in [
            ("png", end), ("svg", end), ("pdf", end), ("json", ["--fps", "10"]), ("svg", ["--plot"]),
        ] {
            let label = ([kind] + options).joined(separator: " ")
            let on = try export(pen, "on.\(kind)", options)
            let off = try export(pen, "off.\(kind)", options + ["--pressure", "off"])
            XCTAssertNotEqual(on, off, "\(label): the pressure shows")
            if kind == "png" {
                let without = try export(penless, "without.png", options)
                XCTAssertEqual(
                    try RGBImage(png: URL(fileURLWithPath: path("off.png"))).bytes,
                    try RGBImage(png: URL(fileURLWithPath: path("without.png"))).bytes,
                    "--pressure off draws the pen's strokes as strokes without a pen")
                XCTAssertGreaterThan(without.count, 0)
            }
        }
        let bad = try runVine(["export", pen, "--pressure", "maybe", "--out", path("x.png")])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--pressure"), bad.stderr)
    }
}
