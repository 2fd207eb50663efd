import Foundation
import XCTest

final class ExportTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path

    /// Runs `vine export` with `arguments`, asserting the exit status.
    @discardableResult
    private func export(
        _ arguments: [String], status: Int32 = 0, environment: [String: String]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> VineResult {
        let result = try runVine(["export"] + arguments, environment: environment)
        XCTAssertEqual(
            result.status, status, "vine export \(arguments.joined(separator: " ")): \(result.stderr)",
            file: file, line: line)
        return result
    }

    /// The files in `folder` by name, each as a 64-bit FNV-1a hash of its bytes.
    private func digests(_ folder: String) throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
            result[name] = data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        return result
    }

    /// Runs a tool from PATH and returns its standard output, or nil when it is not installed.
    private func tool(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
        guard let executable = toolPath(name) else { return nil }
        let result = try runTool(executable, arguments)
        return (result.status, String(decoding: result.stdout, as: UTF8.self))
    }

    // MARK: PNG frames

    func testPNGFolderFollowsTheTimelineFormulaWithHold() throws {
        try export([
            demo, "--out", path("frames"), "--size", "64x40", "--fps", "10", "--from", "3", "--to", "5", "--hold",
            "0.5", "--quiet",
        ])
        let names = try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted()
        // floor((5 − 3)·10/1) + 1 = 21 moving frames, round(0.5·10) = 5 held.
        XCTAssertEqual(names.count, 26)
        XCTAssertEqual(names.first, "frame-000000.png")
        XCTAssertEqual(names.last, "frame-000025.png")
        let files = try digests(path("frames"))
        XCTAssertEqual(Set(files[name: 20...25]).count, 1, "held frames repeat the last one")
    }

    func testFramesAreByteIdenticalAcrossRunsAndJobCounts() throws {
        let common = [demo, "--size", "96x60", "--fps", "8", "--from", "5.5", "--to", "8", "--quiet"]
        try export(common + ["--out", path("a"), "--jobs", "1"])
        try export(common + ["--out", path("b"), "--jobs", "2"])
        try export(common + ["--out", path("c"), "--jobs", "2"])
        let a = try digests(path("a"))
        XCTAssertEqual(a.count, 21)
        XCTAssertEqual(a, try digests(path("b")))
        XCTAssertEqual(a, try digests(path("c")))
        XCTAssertGreaterThan(Set(a.values).count, 15, "the vine grows from frame to frame")
    }

    func testCachedAndFromScratchExportsAgree() throws {
        let common = [demo, "--size", "80x50", "--fps", "4", "--from", "16", "--to", "22", "--quiet"]
        try export(common + ["--out", path("cached")])
        try export(common + ["--out", path("scratch"), "--no-cache"])
        XCTAssertEqual(try digests(path("cached")), try digests(path("scratch")))
    }

    func testNullFormatRendersEveryFrameAndPrintsASummary() throws {
        let result = try export([demo, "--format", "null", "--size", "32x20", "--fps", "5", "--speed", "2"])
        // end = 23 + 1 = 24 s: floor(24·5/2) + 1 = 61 frames.
        XCTAssertTrue(result.stdout.hasPrefix("frames=61 ms_per_frame="), result.stdout)
    }

    func testStandardInputIsARecordingToo() throws {
        let result = try runVine(
            ["export", "-", "--format", "null", "--size", "32x20", "--fps", "1"],
            stdin: try Data(contentsOf: URL(fileURLWithPath: demo)))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("frames=25 "), result.stdout)
    }

    func testIdleLimitShortensPausesBeforeTheTimeline() throws {
        let recording = """
            {"vine":1,"width":100,"height":100,"seed":1}
            [0.1,"down",0,10,10]
            [0.5,"up",0,60,60]
            [10,"down",0,20,80]
            [10.4,"up",0,80,20]

            """
        try recording.write(toFile: path("pause.vine"), atomically: true, encoding: .utf8)
        let full = try export([path("pause.vine"), "--format", "null", "--fps", "10"])
        XCTAssertTrue(full.stdout.hasPrefix("frames=115 "), full.stdout)
        // The 9.5 s pause becomes 1 s: the end moves from 11.4 s to 2.9 s.
        let limited = try export([path("pause.vine"), "--format", "null", "--fps", "10", "--idle-limit", "1"])
        XCTAssertTrue(limited.stdout.hasPrefix("frames=30 "), limited.stdout)
    }

    // MARK: Video

    /// ffprobe's `entries` (`key=value` lines) of the first video stream of `name` in the
    /// test folder, its frames counted.
    private func probeVideo(_ name: String, entries: String) throws -> String {
        let probe = try XCTUnwrap(
            try tool(
                "ffprobe",
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=\(entries)",
                    "-of", "default=noprint_wrappers=1", path(name),
                ]), "ffprobe is not installed (Scripts/setup installs it)")
        XCTAssertEqual(probe.status, 0, probe.output)
        return probe.output
    }

    func testMP4HasTheExpectedFrameCount() throws {
        try export([
            demo, "--out", path("demo.mp4"), "--size", "65x41", "--fps", "10", "--from", "2", "--to", "4", "--quiet",
        ])
        let probe = try probeVideo("demo.mp4", entries: "nb_read_frames,codec_name,width,height")
        XCTAssertTrue(probe.contains("codec_name=h264"), probe)
        XCTAssertTrue(probe.contains("width=66") && probe.contains("height=42"), "padded to even: \(probe)")
        XCTAssertTrue(probe.contains("nb_read_frames=21"), probe)
    }

    func testGIFHasTheExpectedFrameCount() throws {
        try export([
            demo, "--out", path("demo.gif"), "--size", "64x40", "--fps", "5", "--from", "4", "--to", "6", "--quiet",
        ])
        let probe = try probeVideo("demo.gif", entries: "nb_read_frames,codec_name")
        XCTAssertTrue(probe.contains("codec_name=gif"), probe)
        XCTAssertTrue(probe.contains("nb_read_frames=11"), probe)
    }

    func testGIFFramesLastWholeCentisecondsAndTheDurationMatchesTheTimeline() throws {
        _ = try XCTUnwrap(try tool("ffprobe", ["-version"]), "ffprobe is not installed (Scripts/setup installs it)")
        func gif(_ name: String, _ options: [String]) throws -> (packets: [String], duration: Double, stderr: String) {
            let result = try export(
                [demo, "--out", path(name), "--size", "64x40", "--from", "4", "--to", "10", "--quiet"] + options)
            let probe = try tool(
                "ffprobe",
                [
                    "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration:format=duration",
                    "-of", "csv=p=0", path(name),
                ])!
            let lines = probe.output.split(separator: "\n").map(String.init)
            return (Array(lines.dropLast()), Double(lines.last ?? "") ?? 0, result.stderr)
        }
        // Default 25 fps: 6 s → 151 frames of 4 cs = 6.04 s, the timeline's frames ÷ fps.
        let standard = try gif("default.gif", [])
        XCTAssertEqual(standard.packets.count, 151)
        XCTAssertEqual(Set(standard.packets), ["4"], "every frame lasts 4 cs")
        XCTAssertEqual(standard.duration, 6.04, accuracy: 6.04 * 0.01)
        // --fps 60 cannot be written (1.67 cs): it becomes 50 fps, with a warning.
        let fast = try gif("fast.gif", ["--fps", "60"])
        XCTAssertTrue(fast.stderr.contains("--fps 60 becomes 50"), fast.stderr)
        XCTAssertEqual(Set(fast.packets), ["2"])
        XCTAssertEqual(fast.duration, 6.02, accuracy: 6.02 * 0.01)
        // --fps 30 → 3 cs (33.3 fps).
        let thirty = try gif("thirty.gif", ["--fps", "30"])
        XCTAssertEqual(Set(thirty.packets), ["3"])
        XCTAssertEqual(thirty.duration, 6.03, accuracy: 6.03 * 0.01)
    }

    func testMissingFFmpegExits69() throws {
        let result = try export(
            [demo, "--out", path("demo.mp4"), "--size", "32x20", "--quiet"], status: 69,
            environment: ["PATH": path("empty")])
        XCTAssertTrue(result.stderr.contains("ffmpeg"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("demo.mp4")))
    }

    // MARK: Stills

    func testSVGIsValidXMLWithOnePathPerStemAndBranch() throws {
        _ = try XCTUnwrap(try tool("xmllint", ["--version"]), "xmllint is not installed (Scripts/setup installs it)")
        // At 8 s: the spiral is finished (all leaves grown), the first wave is being drawn.
        let info = try runVine(["info", "--json", demo])
        let json = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as! [String: Any]
        let vines = (json["vines"] as! [[String: Any]]).filter { ($0["down"] as! Double) <= 8 }
        let births = vines.flatMap { ($0["branches"] as! [[String: Any]]).map { $0["birth"] as! Double } }
        let branches = births.filter { $0 <= 8 }.count
        let leaves = births.filter { $0 <= 8 - 0.5 }.count  // a leaf's fill shows once its curve is drawn
        XCTAssertGreaterThan(branches, leaves)

        try export([demo, "--out", path("plain.svg"), "--at", "8", "--leaf-fill", "none", "--size", "640x400"])
        try export([demo, "--out", path("styled.svg"), "--at", "8", "--size", "640x400"])
        try export([demo, "--out", path("letterboxed.svg"), "--at", "8", "--leaf-fill", "none", "--size", "640x480"])
        for name in ["plain.svg", "styled.svg", "letterboxed.svg"] {
            XCTAssertEqual(try tool("xmllint", ["--noout", path(name)])?.status, 0, "\(name) is well-formed XML")
            let text = try String(contentsOfFile: path(name), encoding: .utf8)
            XCTAssertFalse(text.contains("<image"), "\(name) is all vectors, no pixel fallback")
        }
        func paths(_ name: String) throws -> Int {
            Int(
                try tool("xmllint", ["--xpath", "count(//*[local-name()='path'])", path(name)])!.output
                    .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
        XCTAssertEqual(try paths("plain.svg"), vines.count + branches)
        XCTAssertEqual(try paths("letterboxed.svg"), vines.count + branches + 1, "plus the canvas inside the letterbox")
        let styled = try paths("styled.svg")
        XCTAssertGreaterThanOrEqual(styled, vines.count + branches + leaves - 2)
        XCTAssertLessThanOrEqual(styled, vines.count + 2 * branches)
    }

    func testPDFOpensInPdftoppm() throws {
        _ = try XCTUnwrap(try tool("pdftoppm", ["-v"]), "pdftoppm is not installed (Scripts/setup installs it)")
        try export([demo, "--out", path("demo.pdf"), "--at", "12", "--size", "320x200"])
        XCTAssertEqual(try tool("pdftoppm", ["-r", "10", "-png", path("demo.pdf"), path("page")])?.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("page-1.png")))
    }

    func testVideoAndVectorExportsAreByteIdenticalAcrossRuns() throws {
        for name in ["a.pdf", "b.pdf", "a.svg", "b.svg"] {
            try export([demo, "--out", path(name), "--at", "12", "--size", "320x200"])
        }
        for name in ["a.webm", "b.webm", "a.mp4", "b.mp4"] {
            try export([
                demo, "--out", path(name), "--size", "64x40", "--fps", "10", "--from", "2", "--to", "3", "--quiet",
            ])
        }
        let files = try digests(folder.path)
        for kind in ["pdf", "svg", "webm", "mp4"] {
            XCTAssertEqual(files["a.\(kind)"], files["b.\(kind)"], "\(kind) differs between two runs")
        }
    }

    func testPNGStillIsOneFrameOfTheSequence() throws {
        // Without its recording (EmbeddedRecordingTests: carrying it changes no pixel).
        try export([demo, "--out", path("still.png"), "--at", "6", "--size", "64x40", "--no-embed"])
        try export([demo, "--out", path("frames"), "--from", "6", "--to", "6", "--size", "64x40", "--quiet"])
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path("still.png"))),
            try Data(contentsOf: URL(fileURLWithPath: path("frames/frame-000000.png"))))
    }

    // MARK: Errors

    func testBadOptionsExit64() throws {
        let cases: [[String]] = [
            [demo, "--out", path("x"), "--fps", "0"],
            [demo, "--out", path("x"), "--size", "10"],
            [demo, "--out", path("x"), "--size", "0x10"],
            [demo, "--out", path("x"), "--jobs", "0"],
            [demo, "--out", path("x"), "--from", "5", "--to", "4"],
            [demo, "--out", path("x"), "--speed", "-1"],
            [demo, "--out", path("x.mp4"), "--at", "3"],
            [demo, "--out", path("x"), "--format", "tiff"],
            [demo, "--out", path("x"), "--vine-width", "-2"],
            [demo],
        ]
        for arguments in cases { try export(arguments, status: 64) }
    }

    func testUnwritableOutputExits73() throws {
        try "not a folder".write(toFile: path("file"), atomically: true, encoding: .utf8)
        let cases: [[String]] = [
            ["--out", path("file/frames")],
            ["--out", path("file/x.png"), "--at", "3"],
            ["--out", path("file/x.svg"), "--at", "3"],
            ["--out", path("file/x.mp4")],
            ["--out", path("file")],
        ]
        for arguments in cases {
            let result = try export([demo, "--size", "32x20", "--quiet"] + arguments, status: 73)
            XCTAssertTrue(result.stderr.contains("cannot create"), result.stderr)
        }
    }

    func testMissingRecordingExits66() throws {
        try export([path("nowhere.vine"), "--format", "null"], status: 66)
    }
}

extension Dictionary where Key == String, Value == UInt64 {
    /// The values of frames `range`, by their file names.
    fileprivate subscript(name range: ClosedRange<Int>) -> [UInt64] {
        range.map { self[String(format: "frame-%06d.png", $0)]! }
    }
}
