import Foundation
import XCTest

/// `vine import`: the recording matches an independent SVG library's geometry, passes
/// `vine check`, and bad drawings are clear errors that write nothing.
final class ImportCommandTests: FolderTestCase {
    private static let svgFolder = packageRoot.appendingPathComponent("Tests/VineImportTests/SVG")

    /// Every element kind, transforms and arcs: each recorded sample lies within 0.5 points
    /// of the geometry svgelements computes (the viewBox 400×250 fits 1280×800 with 5 %
    /// margins: scale 2.88, offset 64, 40), and the samples cover all of it.
    func testSamplesLieOnTheGeometrySvgelementsComputes() throws {
        let drawing = Self.svgFolder.appendingPathComponent("every-element.svg").path
        let out = path("every.vine")
        let made = try runVine(["import", drawing, "--out", out, "--seed", "1", "--order", "nearest"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(
            made.stderr.contains("skipped 1 fill (outline drawn), 1 <image>, 2 <text> (only strokes are imported)"),
            made.stderr)
        let check = try runVine(["check", out])
        XCTAssertEqual(check.status, 0, check.stderr)
        let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
        let script = Self.svgFolder.appendingPathComponent("compare.py").path
        let compared = try runTool(python, [script, drawing, out, "2.88", "64", "40"], timeLimit: 120)
        XCTAssertEqual(compared.status, 0, String(decoding: compared.stderr, as: UTF8.self))
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: compared.stdout) as? [String: Double],
            String(decoding: compared.stdout, as: UTF8.self))
        XCTAssertLessThanOrEqual(try XCTUnwrap(report["worst"]), 0.5, "\(report)")
        XCTAssertLessThanOrEqual(try XCTUnwrap(report["coverage"]), 3, "\(report)")
    }

    func testBadDrawingsAreErrorsWithTheirLineAndWriteNothing() throws {
        let cases: [(String, String)] = [
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</path>\n</svg>\n", "bad.svg:3: malformed XML"),
            (
                "<!DOCTYPE svg [\n<!ENTITY a \"aaaa\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">&a;</svg>\n",
                "entit"
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g id=\"a\"><use href=\"#a\"/></g>\n</svg>\n",
                "bad.svg:2: <use> cycle: #a → #a"
            ),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n\n<path d=\"M0 0 L1e308 0\"/></svg>", "bad.svg:3:"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>only text</text></svg>", "nothing to draw"),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"800\">"
                    + String(repeating: "<path d=\"M-900000 0 L900000 0\"/>", count: 12) + "</svg>",
                "events; a recording holds at most 4000000"
            ),
        ]
        let drawing = path("bad.svg")
        let out = path("bad.vine")
        for (text, words) in cases {
            try Data(text.utf8).write(to: URL(fileURLWithPath: drawing))
            let result = try runVine(["import", drawing, "--out", out])
            XCTAssertEqual(result.status, 65, "\(text): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(words), "\(words): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(text) left a file")
        }
        let missing = try runVine(["import", path("nope.svg"), "--out", out])
        XCTAssertEqual(missing.status, 66, missing.stderr)
    }

    func testHelpShowsEveryOptionWithItsDefaultAndRange() throws {
        for (command, numeric, others) in [
            ("text", ["--letter-height", "--width", "--line-height", "--speed"], ["--font", "--align", "--missing"]),
            ("import", ["--speed"], ["--order"]),
        ] {
            let help = try runVine(["help", command]).stdout
            let entries = help.components(separatedBy: "\n  -").map { "-" + $0 }
            for option in numeric + others + ["--size", "--seed", "--preset", "--look"] {
                let entry = try XCTUnwrap(entries.first { $0.hasPrefix(option + " ") }, "\(command) \(option)")
                XCTAssertTrue(
                    entry.contains("(default:") || option == "--preset"
                        || option == "--look" && entry.contains("default"),
                    "\(command) \(option): \(entry)")
                if numeric.contains(option) { XCTAssertTrue(entry.contains("…"), "\(command) \(option): \(entry)") }
            }
        }
    }
}
