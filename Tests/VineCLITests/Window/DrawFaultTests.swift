import Foundation
import XCTest

/// `vine draw` in a real window (Xvfb) through the faults of a desktop: the disk fills up,
/// the recording is deleted, the terminal hangs up. The window stays open, strokes keep
/// being accepted, and after quitting the recording (or its fallback copy) holds every stroke.
final class DrawFaultTests: FolderTestCase {
    /// Starts `vine draw` recording to `recording` on `display`, with state saved under
    /// this test's folder; returns the process and its window, once it is focused and shows
    /// its first frame.
    private func startDrawing(
        _ recording: URL, on display: VirtualDisplay, environment extra: [String: String] = [:]
    ) throws -> (BackgroundVine, String) {
        var environment = display.environment
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment.merge(extra) { $1 }
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400", "--seed", "4", "--no-status"],
            environment: environment)
        let window = try display.waitForWindow(titled: recording.lastPathComponent)
        try display.focus(window, of: vine)
        return (vine, window)
    }

    /// Draws stroke number `number`: a long zigzag (about 120 moves, several kilobytes of
    /// events); returns once `vine` has taken its pointer's lift.
    private func drawStroke(_ number: Int, in window: String, of vine: BackgroundVine, on display: VirtualDisplay)
        throws
    {
        let points = (0..<120).map { i in (x: 40 + i * 4, y: 40 + 70 * number + (i % 2) * 12) }
        let mark = vine.traceMark
        try display.drag(in: window, along: points, pause: 0.003)
        try vine.waitForTrace(after: mark, "stroke \(number)'s lift") { $0.hasPrefix("input ") && $0.hasSuffix(" up") }
    }

    /// Starts drawing `name` on `disk`, draws stroke 0, fills the disk (`filler` takes the
    /// space) and draws strokes 1 and 2, which cannot be written.
    private func drawOntoFullDisk(_ disk: SmallDisk, _ name: String) throws -> (
        display: VirtualDisplay, recording: URL, vine: BackgroundVine, window: String, filler: URL
    ) {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = disk.folder.appendingPathComponent(name)
        let (vine, window) = try startDrawing(recording, on: display)
        try drawStroke(0, in: window, of: vine, on: display)
        let filler = try disk.fill()
        try drawStroke(1, in: window, of: vine, on: display)
        try drawStroke(2, in: window, of: vine, on: display)
        return (display, recording, vine, window, filler)
    }

    /// The vines of the recording at `url` from `vine info --json`, after `vine check` passes cleanly.
    private func vines(in url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let check = try runVine(["check", url.path])
        XCTAssertEqual(check.status, 0, check.stderr, file: file, line: line)
        XCTAssertEqual(check.stderr, "", file: file, line: line)
        let info = try runVine(["info", "--json", url.path])
        XCTAssertEqual(info.status, 0, info.stderr, file: file, line: line)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(json["vines"] as? [[String: Any]])
    }

    /// Asserts that `vines` are `count` finished strokes of about 120 samples each.
    private func assertFinishedStrokes(
        _ vines: [[String: Any]], count: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(vines.count, count, file: file, line: line)
        for vine in vines {
            XCTAssertNotNil(vine["up"] as? Double, "a stroke lost its up: \(vine)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(
                vine["samples"] as? Int ?? 0, 100, "a stroke lost moves", file: file, line: line)
        }
    }

    func testFullDiskKeepsTheWindowOpenAndTheFileCatchesUpWhenSpaceReturns() throws {
        let disk = try SmallDisk(kilobytes: 128)
        let (display, recording, vine, window, filler) = try drawOntoFullDisk(disk, "full.vine")
        XCTAssertTrue(
            vine.waitForStderr(containing: "cannot write to \(recording.path): no space left on device"),
            vine.stderrSoFar)
        let warned = try display.screenshot(of: window, to: folder.appendingPathComponent("warned.png"))
        let corner = Array(warned.bytes[(3 * 640 * 3 + 30)..<(3 * 640 * 3 + 33)])
        XCTAssertTrue(corner[0] > 200 && corner[2] < 100, "no amber warning along the top: \(corner)")
        XCTAssertNoThrow(try vines(in: recording), "the file is a valid recording while the disk is full")

        try drawStroke(3, in: window, of: vine, on: display)
        try FileManager.default.removeItem(at: filler)
        XCTAssertTrue(vine.waitForStderr(containing: "can be written again"), vine.stderrSoFar)
        try drawStroke(4, in: window, of: vine, on: display)
        let result = try display.quitWithEscape(vine, in: window)
        XCTAssertTrue(result.stderr.contains("vine: saved \(recording.path)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Domain"), result.stderr)
        assertFinishedStrokes(try vines(in: recording), count: 5)
    }

    func testFileSizeLimitIsAFailingWriteThatCatchesUpWhenRaised() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("limited.vine")
        let (vine, window) = try startDrawing(recording, on: display)
        try drawStroke(0, in: window, of: vine, on: display)
        let deadline = Date().addingTimeInterval(BackgroundVine.patience)
        while Date() < deadline, (try? String(contentsOf: recording, encoding: .utf8))?.contains("\"up\"") != true {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: recording.path)[.size] as? Int)
        let pid = "\(vine.processIdentifier)"
        XCTAssertEqual(try runTool("/usr/bin/prlimit", ["--pid", pid, "--fsize=\(size + 500):unlimited"]).status, 0)
        try drawStroke(1, in: window, of: vine, on: display)
        XCTAssertTrue(vine.waitForStderr(containing: "file too large"), vine.stderrSoFar)
        XCTAssertNoThrow(try vines(in: recording), "the file is a valid recording at the limit")
        XCTAssertEqual(try runTool("/usr/bin/prlimit", ["--pid", pid, "--fsize=unlimited:unlimited"]).status, 0)
        XCTAssertTrue(vine.waitForStderr(containing: "can be written again"), vine.stderrSoFar)
        try drawStroke(2, in: window, of: vine, on: display)
        try display.quitWithEscape(vine, in: window)
        assertFinishedStrokes(try vines(in: recording), count: 3)
    }

    func testFullDiskUntilTheEndSavesEveryStrokeInTheFallbackFolder() throws {
        let disk = try SmallDisk(kilobytes: 128)
        let (display, recording, vine, window, _) = try drawOntoFullDisk(disk, "stuck.vine")
        XCTAssertTrue(vine.waitForStderr(containing: "no space left on device"), vine.stderrSoFar)
        let result = try display.quitWithEscape(vine, in: window)
        let fallback = folder.appendingPathComponent("state/vine/stuck.vine")
        XCTAssertTrue(
            result.stderr.contains("vine: the whole drawing is saved in \(fallback.path) instead"), result.stderr)
        assertFinishedStrokes(try vines(in: fallback), count: 3)
        XCTAssertNoThrow(try vines(in: recording), "the file on the full disk is still a valid recording")
    }

    func testDeletedRecordingIsWrittenAgainWithEveryStroke() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("deleted.vine")
        let (vine, window) = try startDrawing(recording, on: display)
        try drawStroke(0, in: window, of: vine, on: display)
        try drawStroke(1, in: window, of: vine, on: display)
        try FileManager.default.removeItem(at: recording)
        XCTAssertTrue(vine.waitForStderr(containing: "was deleted or moved; written again"), vine.stderrSoFar)
        try drawStroke(2, in: window, of: vine, on: display)
        try display.quitWithEscape(vine, in: window)
        assertFinishedStrokes(try vines(in: recording), count: 3)
    }

    func testHangupTerminateAndInterruptSaveEveryFinishedStrokeAndExit0() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        for signal in [SIGHUP, SIGTERM, SIGINT] {
            let recording = folder.appendingPathComponent("signal-\(signal).vine")
            let (vine, window) = try startDrawing(recording, on: display)
            try drawStroke(0, in: window, of: vine, on: display)
            try drawStroke(1, in: window, of: vine, on: display)
            vine.send(signal)
            let result = try XCTUnwrap(vine.waitForExit(), "vine draw ignored signal \(signal)")
            XCTAssertEqual(result.status, 0, "signal \(signal): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("vine: saved \(recording.path)\n"), result.stderr)
            assertFinishedStrokes(try vines(in: recording), count: 2)
        }
    }

    func testHelpDocumentsSignalsAndTheFallbackFolders() throws {
        let help = try runVine(["help", "draw"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in [
            "SIGTERM and SIGHUP (a closed terminal) quit like Esc", "vine exits 0", "$XDG_STATE_HOME/vine",
            "~/.local/state/vine", "74 only if the drawing could be saved nowhere",
        ] {
            XCTAssertTrue(text.contains(phrase), "vine help draw does not say '\(phrase)'")
        }
    }
}
