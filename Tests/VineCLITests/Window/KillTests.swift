import Foundation
import XCTest

/// `vine draw` killed with SIGKILL in the middle of a stroke loses only what had not yet
/// reached the file (at most its last 100 ms): the recording passes `vine check` (at most the
/// cut-short last line dropped with a warning) and holds every stroke that finished before.
final class KillTests: FolderTestCase {
    func testKillMidStrokeKeepsEveryFinishedStroke() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("killed.vine")
        // The window opens at the canvas size, so window pixel (x, y) is canvas point (x + 0.5, y + 0.5).
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400", "--seed", "11", "--no-status"],
            environment: display.environment)
        let window = try display.waitForWindow(titled: "killed.vine")
        try display.focus(window, of: vine)

        var strokes: [[Double]] = []
        for stroke in 0..<4 {
            let points = (0..<30).map { i in (x: 40 + 140 * stroke + i * 3, y: 60 + i * 8) }
            try display.drag(in: window, along: points)
            strokes.append([Double(points.last!.x) + 0.5, Double(points.last!.y) + 0.5])
        }

        let moves = (0..<300).flatMap { i in
            ["sleep", "0.01", "mousemove", "--window", window, "\(30 + 2 * i)", "\(350 - i / 2)"]
        }
        let longStroke = Process()
        longStroke.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        longStroke.arguments = ["mousemove", "--window", window, "30", "350", "mousedown", "1"] + moves
        longStroke.environment = display.environment
        longStroke.standardError = FileHandle.nullDevice
        try longStroke.run()
        // The kill comes once the file holds the finished strokes and a few moves of the long
        // one (its pointer is never lifted before the kill).
        let deadline = Date().addingTimeInterval(BackgroundVine.patience)
        while Date() < deadline {
            let kinds = (try? String(contentsOf: recording, encoding: .utf8))?.split(separator: "\n").map {
                $0.components(separatedBy: "\"").dropFirst().first ?? ""
            }
            if let kinds, kinds.filter({ $0 == "up" }).count == strokes.count,
                kinds.split(separator: "up").last.map({ $0.filter { $0 == "move" }.count >= 3 }) == true,
                kinds.last != "up"
            {
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        vine.kill()
        let result = try XCTUnwrap(vine.waitForExit(), "vine draw survived SIGKILL")
        XCTAssertEqual(result.status, SIGKILL, "expected death by SIGKILL")
        longStroke.terminate()
        longStroke.waitUntilExit()
        try display.xdotool(["mouseup", "1"])

        let check = try runVine(["check", recording.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(
            check.stderr.isEmpty
                || check.stderr.hasSuffix(
                    "warning: dropped the last line: it has no newline and is not valid JSON (the recording was cut short)\n"
                )
                    && check.stderr.split(separator: "\n").count == 1,
            check.stderr)

        // Every stroke finished before the kill is in the file, with its up.
        let ups = try recordedUps(in: recording)
        XCTAssertEqual(ups, strokes, "ups recorded")

        let info = try runVine(["info", "--json", recording.path])
        XCTAssertEqual(info.status, 0, info.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let vines = try XCTUnwrap(json["vines"] as? [[String: Any]])
        XCTAssertEqual(vines.count, strokes.count + 1, "the finished strokes and the one cut by the kill")
        for vine in vines.prefix(strokes.count) {
            XCTAssertNotNil(vine["up"] as? Double, "a finished stroke lost its up: \(vine)")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(vine["samples"] as? Int), 2)
            XCTAssertTrue(vine["removed"] is NSNull)
        }
        let cut = try XCTUnwrap(vines.last)
        XCTAssertTrue(cut["up"] is NSNull, "the stroke in progress at the kill has no up")
        XCTAssertGreaterThanOrEqual(
            try XCTUnwrap(cut["samples"] as? Int), 2, "the moves of the stroke in progress were lost")
    }

    /// The canvas points of the `up` events in the recording at `url`, in order.
    private func recordedUps(in url: URL) throws -> [[Double]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            guard let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                event.count >= 5, event[1] as? String == "up",
                let x = event[3] as? Double, let y = event[4] as? Double
            else { return nil }
            return [x, y]
        }
    }
}
