import Foundation
import XCTest

/// Numbers as people read them (``/VineCore/ShownNumber``): no number `vine` prints in its
/// messages or `vine info`'s summary has more than four decimals, times to the millisecond;
/// `--at` takes `end` and a percentage of the drawing besides seconds.
final class ShownNumbersTests: AnimationExportTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path

    /// A written recording of `hello` whose times have every digit a double has (`vine text`).
    private func hello() throws -> String {
        let recording = path("hello.vine")
        try vine(["text", "hello", "--out", recording, "--seed", "7"])
        return recording
    }

    /// The recording's end of growth, as `vine info --json` writes it (every digit; read with
    /// Swift's parser, which reads its shortest digits back exactly).
    private func end(of recording: String) throws -> Double {
        let json = try runVine(["info", recording, "--json"]).stdout
        return try XCTUnwrap(Double(try XCTUnwrap(json.firstMatch(of: /\n  "end": ([0-9.]+),/)?.1)))
    }

    func testNoPrintedNumberHasMoreThanFourDecimals() throws {
        let recording = try hello()
        let end = try end(of: recording)
        XCTAssertNotEqual(end, (end * 1000).rounded() / 1000, "an end of more than three decimals")
        let small = ["--size", "160x100"]
        let commands: [[String]] = [
            ["text", "hello", "--out", path("again.vine"), "--seed", "7"],
            ["info", recording],
            ["export", recording, "--out", path("end.png")] + small,
            ["export", recording, "--out", path("half.png"), "--at", "50%"] + small,
            ["export", recording, "--out", path("late.png"), "--at", "1000", "--from", "1"] + small,
            ["export", recording, "--out", path("late.svg"), "--from", "1000"] + small,
            [
                "export", fingers, "--out", path("wind.json"), "--loop", "--to", "4.3", "--wind", "10,2.3", "--fps",
                "10",
            ] + small,
            ["export", recording, "--out", path("fast.gif"), "--fps", "60", "--to", "1"] + small,
            ["export", demo, "--out", path("fitted.tgs"), "--fit"],
        ]
        let long = /[0-9]+\.[0-9]{5,}/
        for arguments in commands {
            let result = try runVine(arguments)
            XCTAssertEqual(result.status, 0, "vine \(arguments.joined(separator: " ")): \(result.stderr)")
            let text = result.stdout + result.stderr
            XCTAssertFalse(text.isEmpty, "vine \(arguments.joined(separator: " ")) says something")
            for match in text.matches(of: long) {
                XCTFail("vine \(arguments.joined(separator: " ")) printed \(match.output): \(text)")
            }
        }
        let info = try runVine(["info", recording]).stdout
        XCTAssertTrue(info.contains("growth ends at \(String(format: "%.3f", end).replacing(/0+$/, with: "")) s"), info)
        let still = try runVine(["export", recording, "--out", path("end.png")] + small)
        XCTAssertTrue(
            still.stderr.contains("t = \(String(format: "%.3f", end).replacing(/0+$/, with: "")) s)"), still.stderr)
        let wind = try runVine(
            ["export", fingers, "--out", path("wind.json"), "--loop", "--to", "4.3", "--wind", "10,2.3", "--fps", "10"]
                + small)
        XCTAssertTrue(wind.stderr.contains("vine: wind period 2.3 s → 2.433 s:"), wind.stderr)
    }

    /// `--at end` shows the drawing's end and `--at 50%` half of it, as `--at` those seconds do.
    func testAtTakesTheEndAndAPercentage() throws {
        let recording = try hello()
        let end = try end(of: recording)
        let small = ["--size", "160x100", "--quiet"]
        for (at, seconds) in [("end", end), ("50%", end / 2), ("0%", 0), ("100%", end)] {
            try vine(["export", recording, "--out", path("named.png"), "--at", at] + small)
            try vine(["export", recording, "--out", path("seconds.png"), "--at", "\(seconds)"] + small)
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: path("named.png"))),
                try Data(contentsOf: URL(fileURLWithPath: path("seconds.png"))), "--at \(at) is --at \(seconds)")
        }
        try vine(["export", recording, "--out", path("default.png")] + small)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path("default.png"))),
            try Data(contentsOf: URL(fileURLWithPath: path("named.png"))), "a still shows the end by default")
    }

    func testBadAtIsAUsageErrorSayingWhatItTakes() throws {
        for value in ["150%", "-3", "foo", "-5%", "50%%", "nan", "inf", ""] {
            let out = path("bad.png")
            let result = try runVine(["export", demo, "--out", out, "--at", value])
            XCTAssertEqual(result.status, 64, "--at \(value): \(result.stderr)")
            for words in ["'\(value)'", "--at", "seconds (≥ 0), end (the drawing's end)", "(0%…100%)"] {
                XCTAssertTrue(result.stderr.contains(words), "--at \(value): \(words) in \(result.stderr)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "--at \(value): nothing written")
        }
    }
}
