import Foundation
import XCTest

@testable import VineCLI

/// Exports carry their recording: a PNG, SVG or PDF still, an animated SVG and a `.lottie`
/// open as the drawing they came from in `play`, `export`, `info` and `check`; `--no-embed`
/// leaves the recording out and changes nothing drawn; a file without one, or with a hostile
/// one, gets a clear error.
final class EmbeddedRecordingTests: FolderTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    private let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
    private let lottieCheck = packageRoot.appendingPathComponent("Scripts/lottie-check").path
    /// The small still every carrier is exported to again.
    private let still = ["--at", "5", "--size", "160x100"]
    /// Each carrier's name and the options that make it.
    private let carriers = [
        ("still.png", ["--at", "5", "--size", "160x100"]), ("still.svg", ["--at", "5"]), ("still.pdf", ["--at", "5"]),
        ("animated.svg", ["--to", "2"]), ("animated.lottie", ["--to", "2"]),
    ]

    /// Runs `vine` with `arguments`, which must succeed.
    @discardableResult
    private func vine(_ arguments: [String]) throws -> VineResult {
        let result = try runVine(arguments)
        XCTAssertEqual(result.status, 0, "vine \(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    /// The path of the tool `name` (poppler-utils, ImageMagick, libxml2's xmllint, Python).
    private func tool(_ name: String) throws -> String { try XCTUnwrap(toolPath(name), "\(name) is not installed") }

    /// The bytes of the file at `path`.
    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testEveryCarrierOpensAsItsRecording() throws {
        let reference = path("reference.png")
        try vine(["export", fingers, "--out", reference, "--quiet"] + still)
        let check = try vine(["check", fingers]).stdout
        let info = try vine(["info", "--json", fingers]).stdout
        let loaded = try RecordingLoader.timeline(path: fingers, overrides: OverrideOptions.parse([])).sceneJSON
        for (name, options) in carriers {
            let carrier = path(name)
            try vine(["export", fingers, "--out", carrier, "--quiet"] + options)
            XCTAssertEqual(try vine(["check", carrier]).stdout, check.replacingOccurrences(of: fingers, with: carrier))
            XCTAssertEqual(try vine(["info", "--json", carrier]).stdout, info, "\(name): the same scene")
            XCTAssertEqual(
                try RecordingLoader.timeline(path: carrier, overrides: OverrideOptions.parse([])).sceneJSON, loaded,
                "\(name): play loads the same timeline")
            let again = path("again-\(name).png")
            try vine(["export", carrier, "--out", again, "--quiet"] + still)
            XCTAssertEqual(
                try bytes(again), try bytes(reference), "\(name): the same still, carrying the same recording")
        }
    }

    func testNoEmbedLeavesTheRecordingOutAndTheDrawingAlone() throws {
        for (name, options) in carriers {
            let carrier = path(name)
            let plain = path("plain-\(name)")
            try vine(["export", fingers, "--out", carrier, "--quiet"] + options)
            try vine(["export", fingers, "--out", plain, "--quiet", "--no-embed"] + options)
            let refused = try runVine(["check", plain])
            XCTAssertEqual(refused.status, 65, refused.stderr)
            XCTAssertTrue(
                refused.stderr.hasPrefix("vine: \(plain): no Vine recording inside: expected "), refused.stderr)
            let (with, without) = (try bytes(carrier), try bytes(plain))
            switch name {
            case "still.png":
                let convert = try tool("convert")
                let pixels = { (png: String) in try runTool(convert, [png, "-depth", "8", "rgba:-"]).stdout }
                XCTAssertEqual(try pixels(carrier), try pixels(plain), "the same pixels")
                XCTAssertNil(without.firstRange(of: Data("iTXt".utf8)))
            case "still.svg", "animated.svg":
                // The recording is one <metadata> element after the root's start tag, nothing else.
                let text = String(decoding: with, as: UTF8.self)
                XCTAssertEqual(
                    text.replacing(/\n<metadata><vine:recording [^>]*>[^<]*<\/vine:recording><\/metadata>/, with: ""),
                    String(decoding: without, as: UTF8.self))
                XCTAssertEqual(try runTool(try tool("xmllint"), ["--noout", carrier]).status, 0, "well-formed XML")
            case "still.pdf":
                XCTAssertEqual(with.prefix(without.count), without, "Cairo's PDF, then an incremental update")
                let listed = try runTool(try tool("pdfdetach"), ["-list", carrier])
                XCTAssertEqual(String(decoding: listed.stdout, as: UTF8.self), "1 embedded files\n1: recording.vine\n")
                XCTAssertEqual(try runTool(try tool("pdfinfo"), [carrier]).status, 0)
                XCTAssertEqual(
                    try runTool(try tool("pdfdetach"), ["-save", "1", "-o", path("saved.vine"), carrier]).status, 0)
                XCTAssertEqual(try bytes(path("saved.vine")), try bytes(fingers), "the recording as read")
                for (pdf, prefix) in [(carrier, "with"), (plain, "without")] {
                    XCTAssertEqual(
                        try runTool(try tool("pdftoppm"), ["-r", "24", "-png", pdf, path(prefix)]).status, 0)
                }
                XCTAssertEqual(
                    try RGBImage(png: URL(fileURLWithPath: path("with-1.png"))),
                    try RGBImage(png: URL(fileURLWithPath: path("without-1.png"))), "the same page")
            default:
                for (package, folder) in [(carrier, path("with")), (plain, path("without"))] {
                    let unpacked = try runTool(python, [lottieCheck, "unpack", package, folder])
                    XCTAssertEqual(
                        unpacked.status, 0, String(decoding: unpacked.stdout + unpacked.stderr, as: UTF8.self))
                }
                XCTAssertEqual(try bytes(path("with/recording.vine")), try bytes(fingers), "the recording as read")
                XCTAssertFalse(FileManager.default.fileExists(atPath: path("without/recording.vine")))
                for entry in ["manifest.json", "a/vine.json", "t/day.json"] {
                    XCTAssertEqual(try bytes(path("with/\(entry)")), try bytes(path("without/\(entry)")), entry)
                }
            }
        }
    }

    func testMarkupInARecordingStaysText() throws {
        let title = #"]]></vine:recording><script>alert(1)</script>&amp;\r"#
        let recording = path("markup.vine")
        try Data(
            ("{\"vine\":1,\"width\":100,\"height\":100,\"seed\":1,\"title\":\"\(title)\"}\n"
                + "[0,\"down\",0,10,10]\n[1,\"up\",0,60,60]\n").utf8
        ).write(to: URL(fileURLWithPath: recording))
        for (name, options) in [("markup.svg", ["--at", "1"]), ("markup-animated.svg", ["--to", "1"])] {
            let svg = path(name)
            try vine(["export", recording, "--out", svg, "--quiet"] + options)
            let text = String(decoding: try bytes(svg), as: UTF8.self)
            XCTAssertFalse(text.contains("</vine:recording><script>"), "\(name): the recording's markup is text")
            XCTAssertEqual(
                try vine(["info", "--json", svg]).stdout, try vine(["info", "--json", recording]).stdout, name)
        }
    }

    func testAHostileOrMissingRecordingGetsAClearError() throws {
        let svg = path("hostile.svg")
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg"><metadata><vine:recording xmlns:vine="urn:x-vine:recording">{"vine":1,"width":-5,"height":10,"seed":1}&#10;</vine:recording></metadata></svg>"#
                .utf8
        ).write(to: URL(fileURLWithPath: svg))
        let lottie = path("hostile.lottie")
        let zipped = try runTool(
            try tool("python3"),
            [
                "-c",
                "import sys, zipfile; zipfile.ZipFile(sys.argv[1], 'w').writestr('recording.vine', '{\"vine\":9}\\n')",
                lottie,
            ])
        XCTAssertEqual(zipped.status, 0)
        for (file, line, words) in [(svg, 1, "width"), (lottie, 1, "version 9")] {
            for command in ["check", "info", "export"] {
                let arguments =
                    command == "export" ? [command, file, "--out", path("x.png"), "--at", "1"] : [command, file]
                let result = try runVine(arguments)
                XCTAssertEqual(result.status, 65, "\(command) \(file): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix("vine: \(file) (embedded recording):\(line): "), result.stderr)
                XCTAssertTrue(result.stderr.contains(words), result.stderr)
            }
        }
        // A damaged chunk, and files that are not what their names say.
        let png = path("damaged.png")
        try vine(["export", fingers, "--out", png, "--quiet"] + still)
        var damaged = try bytes(png)
        let chunk = try XCTUnwrap(damaged.firstRange(of: Data("iTXt".utf8)))
        damaged[chunk.upperBound + 20] ^= 0xFF
        try damaged.write(to: URL(fileURLWithPath: png))
        let broken = try runVine(["check", png])
        XCTAssertEqual(broken.status, 65)
        XCTAssertEqual(broken.stderr, "vine: \(png): its Vine recording is damaged: its iTXt chunk fails its CRC-32\n")
        for ext in ["png", "svg", "pdf", "lottie"] {
            let wrong = path("wrong.\(ext)")
            try Data("just text\n".utf8).write(to: URL(fileURLWithPath: wrong))
            let result = try runVine(["check", wrong])
            XCTAssertEqual(result.status, 65, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("vine: \(wrong): "), result.stderr)
            XCTAssertTrue(result.stderr.contains(ext == "svg" ? "no Vine recording inside" : "not a"), result.stderr)
        }
    }
}
