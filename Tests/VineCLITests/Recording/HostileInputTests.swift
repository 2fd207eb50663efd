import Foundation
import XCTest

/// Files nobody should send: each is refused with exit 65 and a message naming the line and
/// the limit, before memory grows (VineCore's Recording format article lists the limits); and outputs that
/// cannot be created, refused with exit 73 and the reason.
final class HostileInputTests: FolderTestCase {
    /// The header the streamed cases start with.
    private static let header = #"{"vine":1,"width":1280,"height":800,"seed":42}"# + "\n"

    /// Peak memory any of these runs may reach (the debug build, with its runtime): far below
    /// what buffering the input would take, far above what reading one line does.
    private static let memoryBound = 200 << 20

    func testEndlessEventStreamStopsAtTheEventLimit() throws {
        let limit = 4_000_000
        var feed = RepeatingFeed(prefix: Self.header + "[0,\"down\",0,640,400]\n", line: "[1,\"move\",0,640,400]\n")
        let run = try runVine(["check", "-"]) { feed.next() }
        XCTAssertEqual(run.result.status, 65, run.result.stderr)
        // The event past the limit is event limit+1, on line limit+2 (the header is line 1).
        XCTAssertEqual(run.result.stderr, "vine: -:\(limit + 2): too many events: the limit is \(limit)\n")
        XCTAssertEqual(run.result.stdout, "")
        XCTAssertTrue(run.stoppedReading, "vine kept reading past the event limit")
        XCTAssertLessThan(feed.lines, limit + 100_000, "vine read far past the event limit")
        XCTAssertGreaterThan(run.peakMemory, 0, "vine's memory was read while it ran")
        XCTAssertLessThan(run.peakMemory, Self.memoryBound)
    }

    func testHundredMegabyteLineFailsAtTheLineLimitWithoutReadingIt() throws {
        let size = 100_000_000
        var feed = RepeatingFeed(
            prefix: #"{"vine":1,"title":""#, line: String(repeating: "x", count: 65_536), total: size)
        let run = try runVine(["check", "-"]) { feed.next() }
        XCTAssertEqual(run.result.status, 65, run.result.stderr)
        XCTAssertEqual(run.result.stderr, "vine: -:1: line is longer than 65536 bytes\n")
        XCTAssertTrue(run.stoppedReading, "vine read the whole 100 MB line")
        XCTAssertLessThan(run.bytesWritten, size / 10)
        XCTAssertGreaterThan(run.peakMemory, 0, "vine's memory was read while it ran")
        XCTAssertLessThan(run.peakMemory, Self.memoryBound)
    }

    func testHugeCanvasIsRefused() throws {
        let result = try check(#"{"vine":1,"width":1000000000,"height":1000000000,"seed":1}"#)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "vine: -:1: \"width\" must be a number of points in 1...16384, got 1000000000\n")
    }

    func testNegativeSeedIsRefused() throws {
        let result = try check(#"{"vine":1,"width":100,"height":100,"seed":-1}"#)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "vine: -:1: \"seed\" must be an integer in 0...18446744073709551615, got -1\n")
    }

    func testSeedOfTwoToTheSixtyFourIsRefused() throws {
        let result = try check(#"{"vine":1,"width":100,"height":100,"seed":18446744073709551616}"#)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "vine: -:1: \"seed\" must be an integer in 0...18446744073709551615, got 18446744073709551616\n")
    }

    func testLargestSeedIsAccepted() throws {
        let result = try check(#"{"vine":1,"width":100,"height":100,"seed":18446744073709551615}"#)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "-: ok, 0 events, 0 vines\n")
    }

    func testCoordinateOf1e308IsRefused() throws {
        let result = try check(Self.header + #"[0,"down",0,1e308,5]"#)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "vine: -:2: x must be a number in -1000000...1000000, got 1" + String(repeating: "0", count: 308) + "\n")
    }

    func testCoordinateBeyondADoubleIsRefused() throws {
        let result = try check(Self.header + #"[0,"down",0,5,-1e309]"#)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "vine: -:2: invalid JSON at column 15: number -1e309 is too large for a double\n")
    }

    func testDeeplyNestedEventIsRefused() throws {
        let depth = 30_000
        let result = try check(
            Self.header + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "vine: -:2: invalid JSON at column 5: nesting deeper than 4 levels, found '['\n")
    }

    func testDeeplyNestedHeaderIsRefused() throws {
        let depth = 10_000
        let result = try check(#"{"vine":1,"title":"# + String(repeating: "{\"a\":", count: depth))
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "vine: -:1: expected the header, a JSON object: invalid JSON at column 44: nesting deeper than 6 levels, found '{'\n"
        )
    }

    func testOutputPathsThatCannotBeCreatedExit73() throws {
        let file = folder.appendingPathComponent("file").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        var cases: [[String]] = [
            ["--out", file + "/frames"],
            ["--out", file + "/deeper/frames"],
            ["--out", file + "/still.png", "--at", "3"],
            ["--out", file + "/still.svg", "--at", "3"],
            ["--out", file + "/still.pdf"],
        ]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") {
            cases += [["--out", file + "/video.mp4"], ["--out", file + "/video.gif"]]
        }
        for arguments in cases {
            let result = try runVine(["export", demo, "--size", "32x20", "--fps", "2", "--quiet"] + arguments)
            XCTAssertEqual(result.status, 73, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "vine: \(arguments[1]): cannot create: not a directory\n")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["file"])

        let display = try VirtualDisplay()
        let recording = file + "/drawing.vine"
        let draw = try runVine(["draw", "--out", recording], environment: display.environment)
        XCTAssertEqual(draw.status, 73, draw.stderr)
        XCTAssertEqual(draw.stderr, "vine: \(recording): cannot create: not a directory\n")
    }

    /// `vine check -` of `text`.
    private func check(_ text: String) throws -> VineResult {
        try runVine(["check", "-"], stdin: Data(text.utf8))
    }
}

/// Lazily generated input: `prefix`, then `line` over and over, in chunks of about 64 KiB,
/// forever or until `total` bytes.
struct RepeatingFeed {
    private var prefix: [UInt8]?
    private let chunk: [UInt8]
    private let linesPerChunk: Int
    private let total: Int
    private var produced = 0
    /// How many copies of `line` were produced so far.
    private(set) var lines = 0

    /// A feed of `prefix` and then `line` repeated, ending after `total` bytes (never by default).
    init(prefix: String, line: String, total: Int = .max) {
        self.prefix = Array(prefix.utf8)
        linesPerChunk = max(1, 65_536 / line.utf8.count)
        chunk = Array(String(repeating: line, count: linesPerChunk).utf8)
        self.total = total
    }

    /// The next chunk, or nil once `total` bytes were produced.
    mutating func next() -> [UInt8]? {
        if let first = prefix {
            prefix = nil
            produced += first.count
            return first
        }
        guard produced < total else { return nil }
        let count = min(chunk.count, total - produced)
        produced += count
        lines += linesPerChunk
        return count == chunk.count ? chunk : Array(chunk[..<count])
    }
}
