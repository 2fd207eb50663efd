import Foundation
import XCTest

/// `vine export --plot` read back by vpype: layers per `--pens`, the paper's page size,
/// single unfilled lines, pen-down length as reported, travel order against
/// `vpype linesort`, HPGL and G-code through vpype, papers and margins, faults; text
/// recordings; `--paper` on PDF stills.
final class PlotExportTests: AnimationExportTestCase {
    private let vpype = packageRoot.appendingPathComponent(".build/python/bin/vpype").path
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    /// CSS pixels (vpype's unit) per millimetre.
    private let pixels = 96 / 25.4

    /// vpype's `stat` of `arguments` (commands before `stat`): the totals and the page size, in millimetres.
    private struct Stat {
        var layers = 0
        var length = 0.0
        var penUp = 0.0
        var page = (width: 0.0, height: 0.0)
        var bounds = (minX: 0.0, minY: 0.0, maxX: 0.0, maxY: 0.0)
    }

    private func stat(_ commands: [String]) throws -> Stat {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: vpype), "\(vpype) is missing: Scripts/setup --tests")
        let result = try runTool(vpype, commands + ["stat"])
        let text = String(decoding: result.stdout, as: UTF8.self)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        func numbers(_ line: Substring) -> [Double] {
            line.split(whereSeparator: { "(), :".contains($0) }).compactMap { Double($0) }
        }
        var stat = Stat()
        let lines = text.split(separator: "\n")
        guard let totals = lines.firstIndex(where: { $0.hasPrefix("Totals") }) else {
            XCTFail("no totals in \(text)")
            return stat
        }
        for line in lines {
            if line.hasPrefix("Current page size:") {
                let n = numbers(line)
                stat.page = (n[0] / pixels, n[1] / pixels)
            }
        }
        for line in lines[totals...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let n = numbers(line)
            if trimmed.hasPrefix("Layer count:") { stat.layers = Int(n[0]) }
            if trimmed.hasPrefix("Length:") { stat.length = n[0] / pixels }
            if trimmed.hasPrefix("Pen-up length:") { stat.penUp = n[0] / pixels }
            if trimmed.hasPrefix("Bounds:") {
                let values = trimmed.replacingOccurrences(of: "np.float64", with: "")
                let b = numbers(Substring(values))
                stat.bounds = (b[0] / pixels, b[1] / pixels, b[2] / pixels, b[3] / pixels)
            }
        }
        return stat
    }

    /// Runs `vine export RECORDING --plot --out OUT` with `extra`; returns stderr.
    @discardableResult
    private func plot(_ recording: String, _ out: String, _ extra: [String] = []) throws -> String {
        let result = try runVine(["export", recording, "--plot", "--out", out] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stderr
    }

    /// The pen-down millimetres `vine` reported on stderr.
    private func reportedPenDown(_ stderr: String) throws -> Double {
        let range = try XCTUnwrap(stderr.range(of: "pen down "))
        let number = stderr[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return try XCTUnwrap(Double(number))
    }

    func testVpypeReadsALayerPerPenOnThePaper() throws {
        let recording = try erasingRecording(look: "classic")
        for (pens, layers) in [("single", 1), ("parts", 4)] {
            let out = path("plot-\(pens).svg")
            try plot(recording, out, ["--pens", pens, "--paper", "A4", "--orientation", "portrait"])
            let stat = try stat(["read", out])
            XCTAssertEqual(stat.layers, layers, pens)
            XCTAssertEqual(stat.page.width, 210, accuracy: 0.01)
            XCTAssertEqual(stat.page.height, 297, accuracy: 0.01)
        }
        let out = path("plot-colour.svg")
        try plot(demo, out, ["--pens", "colour", "--look", "natural"])
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        let colours = Set(
            svg.components(separatedBy: "stroke=\"").dropFirst().map { String($0.prefix(7)) })
        XCTAssertGreaterThan(colours.count, 1)
        XCTAssertEqual(try stat(["read", out]).layers, colours.count, "one layer per stroke colour")
        // Single lines only: every path unfilled, no fill, gradient, filter or opacity anywhere.
        let paths = svg.components(separatedBy: "<path ").count - 1
        XCTAssertGreaterThan(paths, 100)
        XCTAssertEqual(svg.components(separatedBy: "<path fill=\"none\"").count - 1, paths)
        XCTAssertEqual(svg.components(separatedBy: "fill=").count, svg.components(separatedBy: "fill=\"none\"").count)
        for banned in ["gradient", "filter", "opacity", "<rect", "<image", "<circle", "<ellipse", "<polygon"] {
            XCTAssertFalse(svg.lowercased().contains(banned), banned)
        }
        let lint = try runTool("/usr/bin/xmllint", ["--noout", out])
        XCTAssertEqual(lint.status, 0, String(decoding: lint.stderr, as: UTF8.self))
    }

    func testPenDownLengthIsWhatVpypeMeasures() throws {
        for look in ["classic", "natural"] {
            let out = path("plot-\(look).svg")
            let stderr = try plot(demo, out, ["--look", look, "--leaves", "hatch", "--pen-width", "0.5"])
            XCTAssertTrue(stderr.contains("pen lifts, about"), stderr)
            XCTAssertTrue(stderr.contains("at 25 mm/s drawing"), stderr)
            let measured = try stat(["read", out]).length
            XCTAssertEqual(try reportedPenDown(stderr), measured, accuracy: 0.001 * measured, look)
        }
    }

    func testTravelOrderTravelsNoMoreThanVpypeLinesortAndGrowthOrderMore() throws {
        for look in ["classic", "natural"] {
            let travel = path("travel-\(look).svg")
            try plot(demo, travel, ["--look", look, "--order", "travel"])
            let ours = try stat(["read", travel]).penUp
            // linesort orders the same lines from the growth order's file, and from ours.
            let growth = path("growth-\(look).svg")
            try plot(demo, growth, ["--look", look, "--order", "growth"])
            for file in [growth, travel] {
                let sorted = try stat(["read", file, "linesort"]).penUp
                XCTAssertLessThanOrEqual(ours, 1.1 * sorted, "\(look): \(ours) mm against linesort's \(sorted) mm")
            }
            XCTAssertGreaterThan(try stat(["read", growth]).penUp, ours, look)
        }
    }

    func testConvertsToHPGLAndGCodeThroughVpype() throws {
        let out = path("plot.svg")
        try plot(demo, out, ["--paper", "A4", "--orientation", "landscape"])
        let hpgl = path("plot.hpgl")
        let toHPGL = try runTool(
            vpype, ["read", out, "write", "--device", "hp7475a", "--page-size", "a4", "--landscape", hpgl])
        XCTAssertEqual(toHPGL.status, 0, String(decoding: toHPGL.stderr, as: UTF8.self))
        let hpglText = try String(contentsOfFile: hpgl, encoding: .utf8)
        XCTAssertTrue(hpglText.hasPrefix("IN;"), String(hpglText.prefix(40)))
        XCTAssertGreaterThan(hpglText.components(separatedBy: "PD").count, 1000)
        let gcode = path("plot.gcode")
        let toGCode = try runTool(vpype, ["read", out, "gwrite", "--profile", "gcodemm", gcode])
        XCTAssertEqual(toGCode.status, 0, String(decoding: toGCode.stderr, as: UTF8.self))
        let gcodeText = try String(contentsOfFile: gcode, encoding: .utf8)
        XCTAssertTrue(gcodeText.contains("G21"), "millimetres")
        XCTAssertGreaterThan(gcodeText.components(separatedBy: "G01").count, 1000)
    }

    func testEveryPaperBothWaysFitsInsideItsMargins() throws {
        let sizes = ["A4": (210.0, 297.0), "A3": (297.0, 420.0), "letter": (215.9, 279.4), "120x80mm": (120, 80)]
        let recording = try erasingRecording(look: "natural")
        for (paper, size) in sizes {
            for orientation in ["portrait", "landscape"] {
                let out = path("\(paper)-\(orientation).svg")
                try plot(recording, out, ["--paper", paper, "--orientation", orientation, "--margin", "15"])
                let stat = try stat(["read", out])
                let (short, long) = (min(size.0, size.1), max(size.0, size.1))
                let (width, height) = orientation == "portrait" ? (short, long) : (long, short)
                let name = "\(paper) \(orientation)"
                XCTAssertEqual(stat.page.width, width, accuracy: 0.01, name)
                XCTAssertEqual(stat.page.height, height, accuracy: 0.01, name)
                let slack = 0.01
                XCTAssertGreaterThanOrEqual(stat.bounds.minX, 15 - slack, name)
                XCTAssertGreaterThanOrEqual(stat.bounds.minY, 15 - slack, name)
                XCTAssertLessThanOrEqual(stat.bounds.maxX, width - 15 + slack, name)
                XCTAssertLessThanOrEqual(stat.bounds.maxY, height - 15 + slack, name)
                // The drawing fills the margins' box one way (the canvas's aspect kept).
                let fillsWidth = abs(stat.bounds.maxX - stat.bounds.minX - (width - 30)) < 0.15 * width
                let fillsHeight = abs(stat.bounds.maxY - stat.bounds.minY - (height - 30)) < 0.15 * height
                XCTAssertTrue(fillsWidth || fillsHeight, name)
            }
        }
    }

    func testBadPaperOrMarginIsAUsageErrorNamingTheAcceptedForms() throws {
        let out = path("bad.svg")
        for arguments in [
            ["--paper", "B5"], ["--paper", "0x100mm"], ["--paper", "100x100"], ["--paper", "axbmm"],
            ["--margin", "-1"], ["--margin", "105"], ["--paper", "A5", "--margin", "80"], ["--margin", "nan"],
        ] {
            let result = try runVine(["export", demo, "--plot", "--out", out] + arguments)
            let name = arguments.joined(separator: " ")
            XCTAssertEqual(result.status, 64, "\(name): \(result.stderr)")
            if arguments[0] == "--paper" {
                XCTAssertTrue(result.stderr.contains("A5, A4, A3, letter or WxHmm"), "\(name): \(result.stderr)")
            } else {
                XCTAssertTrue(result.stderr.contains("at least 0"), "\(name): \(result.stderr)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(name): nothing is written")
        }
        let png = try runVine(["export", demo, "--plot", "--out", path("plot.png")])
        XCTAssertEqual(png.status, 64, png.stderr)
        for other in [["--loop"], ["--size", "640x400"], ["--to", "5"]] {
            let result = try runVine(["export", demo, "--plot", "--out", out] + other)
            XCTAssertEqual(result.status, 64, "\(other): \(result.stderr)")
        }
        let paperless = try runVine(["export", demo, "--paper", "A4", "--out", path("still.png")])
        XCTAssertEqual(paperless.status, 64, paperless.stderr)
        let penless = try runVine(["export", demo, "--pens", "single", "--at", "5", "--out", path("still.svg")])
        XCTAssertEqual(penless.status, 64, penless.stderr)
        XCTAssertTrue(penless.stderr.contains("add --plot"), penless.stderr)
        let thin = try runVine(["export", demo, "--plot", "--pen-width", "0", "--out", out])
        XCTAssertEqual(thin.status, 64, thin.stderr)
    }

    func testTextPlotsAsSingleStrokes() throws {
        let recording = path("text.vine")
        try vine(["text", "Plot", "--out", recording])
        let out = path("text.svg")
        // A pen as wide as the stems: one pass each, leaves left out.
        try plot(recording, out, ["--leaves", "none", "--pens", "parts", "--pen-width", "5"])
        XCTAssertEqual(try stat(["read", out]).layers, 2, "stems and branches")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        let stems = try XCTUnwrap(svg.components(separatedBy: "</g>").first)
        XCTAssertTrue(stems.contains("inkscape:label=\"1 stems\""))
        // Each pen-down stroke of the recording is one vine: its stem is drawn once, along
        // the stroke (cut only where a branch crosses it), never as an outline around it.
        let strokes =
            try String(contentsOfFile: recording, encoding: .utf8).components(separatedBy: "\"down\"").count - 1
        let stemPaths = stems.components(separatedBy: "<path ").count - 1
        XCTAssertGreaterThanOrEqual(stemPaths, strokes)
        XCTAssertLessThan(stemPaths, 8 * strokes)
    }

    func testAWitheringEndPlotsItsFallingLeaves() throws {
        let recording = try erasingRecording(look: "natural")
        let still = path("still.svg")
        try plot(recording, still, ["--at", "14"])
        // The end of growth, the hold (1 s), then 2 s of withering: 1.5 s into it.
        let json = try runVine(["info", recording, "--json"]).stdout
        let end = try XCTUnwrap(Double(try XCTUnwrap(json.firstMatch(of: /\n  "end": ([0-9.]+),/)?.1)))
        let withering = path("withering.svg")
        try plot(recording, withering, ["--loop", "--loop-end", "wither", "--at", String(end + 2.5)])
        let before = try String(contentsOfFile: still, encoding: .utf8)
        let after = try String(contentsOfFile: withering, encoding: .utf8)
        XCTAssertNotEqual(before, after)
        XCTAssertEqual(try stat(["read", withering]).layers, 4)
        for other in [
            ["--loop", "--at", "10"], ["--loop", "--loop-end", "fade", "--at", "10"],
            ["--loop", "--loop-end", "wither"],
        ] {
            let result = try runVine(["export", recording, "--plot", "--out", path("bad.svg")] + other)
            XCTAssertEqual(result.status, 64, "\(other): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--loop-end wither and --at"), result.stderr)
        }
    }

    func testPaperSizesAPDFStillInMillimetres() throws {
        let pdf = path("print.pdf")
        try vine(["export", demo, "--at", "10", "--paper", "A4", "--orientation", "portrait", "--out", pdf])
        let info = try runTool("/usr/bin/pdfinfo", [pdf])
        let text = String(decoding: info.stdout, as: UTF8.self)
        XCTAssertTrue(text.contains("595.276 x 841.89 pts (A4)"), text)
        let plain = path("plain.pdf")
        try vine(["export", demo, "--at", "10", "--out", plain])
        let plainText = String(decoding: try runTool("/usr/bin/pdfinfo", [plain]).stdout, as: UTF8.self)
        XCTAssertTrue(plainText.contains(" 1280 x 800 pts"), plainText)
    }
}
