import Foundation
import XCTest

/// End-to-end tests of `vine draw` and `vine play` in a real SDL window on a
/// virtual X display (Xvfb), driven with xdotool and photographed with ImageMagick.
///
/// The window starts at the canvas size when the screen has room, so the canvas
/// fills it exactly (identity fitting) and a screenshot of the window is
/// comparable with `vine export --size` at the canvas size. Screenshots are taken
/// only once every vine has settled (every branch fully grown, its pointer up), so
/// the picture is the same at any later time: the test demands identical pixels.
final class WindowTests: FolderTestCase {
    /// `vine draw` of a 640 × 400 canvas (with `seed`, else a random one) into `NAME.vine` in
    /// the test folder, on a display of its own, once its window is open, focused and shows
    /// its first frame.
    private func startDrawing(_ name: String, seed: Int? = nil) throws -> (
        display: VirtualDisplay, recording: URL, vine: BackgroundVine, window: String
    ) {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("\(name).vine")
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400", "--no-status"]
                + (seed.map { ["--seed", "\($0)"] } ?? []),
            environment: display.environment)
        let window = try display.waitForWindow(titled: "\(name).vine")
        try display.focus(window, of: vine)
        return (display, recording, vine, window)
    }

    /// An idle drawing window with the status line shown repaints only the line, once a
    /// second as its clock ticks: the rows above it never change, each tick shows another
    /// clock reading, and no two ticks fall within one second of the recording's clock (four
    /// times a second would put four in each).
    func testIdleStatusLineTicksOnceASecondAndRepaintsOnlyItself() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("idle.vine")
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400"], environment: display.environment)
        let window = try display.waitForWindow(titled: "idle.vine")
        try vine.waitUntilShown(after: 0)
        let idleMark = vine.traceMark
        var mark = idleMark
        var shots = [try display.screenshot(of: window, to: folder.appendingPathComponent("idle0.png"))]
        var ticks: [TracedFrame] = []
        while ticks.count < 3 {
            let tick = try vine.waitForFrame(after: mark, "a tick of the idle window's clock") { $0.idle }
            ticks.append(tick)
            mark = vine.traceMark
            shots.append(
                try display.screenshot(of: window, to: folder.appendingPathComponent("idle\(shots.count).png")))
        }
        try display.xdotool(["windowfocus", window, "key", "Escape"])
        let result = try XCTUnwrap(vine.waitForExit(), "vine draw did not quit on Escape")
        XCTAssertEqual(result.status, 0, result.stderr)

        let bandStart = 374 * 640 * 3
        for shot in shots.dropFirst() {
            XCTAssertEqual(shot.bytes[..<bandStart], shots[0].bytes[..<bandStart], "only the status line changes")
        }
        let readings = Set(shots.map { Array($0.bytes[bandStart...]) })
        XCTAssertGreaterThanOrEqual(readings.count, 2, "the status line's clock ticks while idle")
        let idleFrames = vine.traceSoFar.dropFirst(idleMark).compactMap(TracedFrame.init).filter(\.idle)
        let seconds = idleFrames.map { Int($0.time.rounded(.down)) }
        XCTAssertEqual(
            Set(seconds).count, seconds.count, "the clock ticks once a second, not more often: \(idleFrames)")
    }

    /// Draw two vines, undo the second; the recording checks, and export at the
    /// end (and just before the second vine) matches what the window showed.
    func testDrawRecordsWhatTheWindowShowedAndUndoRemovesTheSecondVine() throws {
        let (display, recording, vine, window) = try startDrawing("drawn", seed: 7)
        XCTAssertEqual(
            try display.xdotool(["getwindowgeometry", "--shell", window])
                .split(separator: "\n").filter { $0.hasPrefix("WIDTH=") || $0.hasPrefix("HEIGHT=") },
            ["WIDTH=640", "HEIGHT=400"])

        let wave = (0..<220).map { i in (x: 60 + i * 2, y: 200 + Int(90 * sin(Double(i) / 18))) }
        try display.drag(in: window, along: wave, of: vine)
        let settledFirst = try display.screenshot(of: window, to: folder.appendingPathComponent("first.png"))

        let arc = (0..<80).map { i in (x: 560 - i, y: 80 + i * 3) }
        try display.drag(in: window, along: arc, of: vine)
        let withSecond = try display.screenshot(of: window, to: folder.appendingPathComponent("second.png"))
        try display.press(["ctrl+z"], in: window, of: vine)
        let final = try display.screenshot(of: window, to: folder.appendingPathComponent("final.png"))
        try display.press(["Tab"], in: window, of: vine)
        let withStatus = try display.screenshot(of: window, to: folder.appendingPathComponent("status.png"))
        try display.press(["Tab", "s"], in: window, of: vine)
        let result = try display.quitWithEscape(vine, in: window)
        XCTAssertTrue(result.stderr.contains("recording to \(recording.path)"), result.stderr)

        let statusRows = (0..<400).filter { row in
            withStatus.bytes[(row * 640 * 3)..<((row + 1) * 640 * 3)]
                != final.bytes[(row * 640 * 3)..<((row + 1) * 640 * 3)]
        }
        XCTAssertEqual(statusRows.first, 374, "Tab shows the status line along the bottom (26 px)")
        XCTAssertEqual(statusRows.last, 399)
        let snapshotLine = try XCTUnwrap(result.stderr.split(separator: "\n").first { $0.contains("snapshot at") })
        let snapshot = try RGBImage(
            png: URL(fileURLWithPath: String(try XCTUnwrap(snapshotLine.components(separatedBy: " saved to ").last))))
        XCTAssertEqual(snapshot.differingPixels(from: final), 0, "S saves the frame shown, without overlays")

        let check = try runVine(["check", recording.path])
        XCTAssertEqual(check.status, 0, check.stderr)

        let info = try runVine(["info", "--json", recording.path])
        XCTAssertEqual(info.status, 0, info.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let vines = try XCTUnwrap(json["vines"] as? [[String: Any]])
        XCTAssertEqual(vines.count, 2)
        let first = vines[0]
        let second = vines[1]
        XCTAssertGreaterThanOrEqual(
            try XCTUnwrap(first["samples"] as? Int), 200, "the first drag's points were not all recorded")
        XCTAssertFalse(try XCTUnwrap(first["branches"] as? [Any]).isEmpty)
        XCTAssertTrue(first["removed"] is NSNull, "the first vine must stay")
        XCTAssertNotNil(second["removed"] as? Double, "Ctrl+Z must remove the second vine")
        let end = try XCTUnwrap(json["end"] as? Double)
        let secondDown = try XCTUnwrap(second["down"] as? Double)

        let atEnd = try exportStill(recording, at: end, size: "640x400", name: "end.png")
        let beforeSecond = try exportStill(recording, at: secondDown - 0.001, size: "640x400", name: "before.png")
        XCTAssertEqual(final.differingPixels(from: atEnd), 0, "the window's last frame differs from export --at END")
        XCTAssertEqual(
            settledFirst.differingPixels(from: beforeSecond), 0,
            "the window's frame before the second drag differs from export at that time")
        XCTAssertEqual(
            atEnd.differingPixels(from: beforeSecond), 0, "the replayed final frame still shows the undone vine")
        XCTAssertGreaterThan(withSecond.differingPixels(from: settledFirst), 100, "the second vine never appeared")
    }

    /// In a window resized wider than the canvas, the canvas is fitted and centred
    /// (letterboxed) as export fits it, and the pointer maps back to canvas points
    /// through the inverse of that fitting.
    func testResizedWindowFitsTheCanvasAndMapsThePointerBack() throws {
        let (display, recording, vine, window) = try startDrawing("resized", seed: 3)
        let mark = vine.traceMark
        try display.xdotool(["windowmove", window, "0", "0", "windowsize", window, "900", "450"])
        try vine.waitUntilShown(after: mark, input: "resized")
        try display.drag(in: window, along: (0..<150).map { i in (x: 100 + i * 4, y: 100 + i * 2) }, of: vine)
        let shown = try display.screenshot(of: window, to: folder.appendingPathComponent("resized.png"))
        _ = try display.quitWithEscape(vine, in: window)

        // 640x400 fitted into 900x450: scale 450/400 = 1.125, 90 px of letterbox left and right.
        // Window pixel (100, 100) has its centre at (100.5, 100.5).
        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        let down = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [Any])
        XCTAssertEqual(down[1] as? String, "down")
        XCTAssertEqual(try XCTUnwrap(down[3] as? Double), (100.5 - 90) / 1.125, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(down[4] as? Double), 100.5 / 1.125, accuracy: 1e-9)

        let exported = try exportStill(recording, at: 10_000, size: "900x450", name: "resized-export.png")
        XCTAssertEqual(
            shown.differingPixels(from: exported), 0, "the resized window's frame differs from export at 900x450")
    }

    /// `vine play` shows the recording's final frame exactly as export renders it,
    /// and `--exit-at-end --stats` closes the window by itself and prints frame times, also
    /// when `--from` starts it late; `--from` takes no negative time.
    func testPlayShowsExportsFinalFrameAndReportsStats() throws {
        let display = try VirtualDisplay(width: 1600, height: 1000)
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let vine = try BackgroundVine(["play", demo, "--speed", "16", "--no-status"], environment: display.environment)
        let window = try display.waitForWindow(titled: "demo.vine")
        let last = try vine.waitUntilShown(after: 0)
        let shown = try display.screenshot(of: window, to: folder.appendingPathComponent("played.png"))
        try display.xdotool(["windowfocus", window, "key", "q"])
        let result = try XCTUnwrap(vine.waitForExit(), "vine play did not quit on Q")
        XCTAssertEqual(result.status, 0, result.stderr)
        let end =
            try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(runVine(["info", "--json", demo]).stdout.utf8))
                    as? [String: Any])["end"] as? Double
        XCTAssertGreaterThanOrEqual(last.time, try XCTUnwrap(end), "playback holds still only at its end")
        let exported = try exportStill(
            URL(fileURLWithPath: demo), at: try XCTUnwrap(end), size: "1280x800", name: "demo-end.png")
        XCTAssertEqual(shown.differingPixels(from: exported), 0, "vine play's last frame differs from export --at END")

        let stats = try runVine(
            ["play", demo, "--speed", "64", "--exit-at-end", "--stats"], environment: display.environment)
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.hasPrefix("frames="), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("frame_ms_p99="), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("first_frame_ms="), stats.stdout)
        XCTAssertTrue(stats.stdout.contains(" painting_threads=") && stats.stdout.contains(" render_threads=1"))

        let late = try runVine(
            ["play", demo, "--from", "20", "--speed", "64", "--exit-at-end", "--stats", "--threads", "1"],
            environment: display.environment)
        XCTAssertEqual(late.status, 0, late.stderr)
        XCTAssertTrue(late.stdout.contains(" painting_threads=1 render_threads=1"), late.stdout)
        let before = try runVine(["play", demo, "--from", "-1"], environment: display.environment)
        XCTAssertEqual(before.status, 64, before.stderr)
        XCTAssertTrue(before.stderr.contains("--from must be"), before.stderr)
    }

    /// Space pauses `vine play` (the picture holds still), → seeks 1 s at a time, H
    /// shows and hides the handles, Home goes back to 0, and S saves exactly the
    /// paused frame.
    func testPlayPausesSeeksAndSnapshotsThePausedFrame() throws {
        let display = try VirtualDisplay(width: 1600, height: 1000)
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let workFolder = folder!
        let vine = try BackgroundVine(
            ["play", demo, "--no-status"], environment: display.environment,
            currentDirectory: workFolder)
        let window = try display.waitForWindow(titled: "demo.vine")
        try display.focus(window, of: vine)
        let seeked = try display.press(["space", "Right", "Right", "Right", "shift+Right"], in: window, of: vine)
        let pausedMark = vine.traceMark
        let paused = try display.screenshot(of: window, to: folder.appendingPathComponent("paused.png"))
        // Holding still is the absence of change: the picture is looked at again a while later.
        Thread.sleep(forTimeInterval: 0.5)
        let stillPaused = try display.screenshot(of: window, to: folder.appendingPathComponent("still-paused.png"))
        XCTAssertFalse(
            vine.traceSoFar.dropFirst(pausedMark).compactMap(TracedFrame.init).contains { $0.time != seeked.time },
            "the paused window showed another time")
        try display.press(["h"], in: window, of: vine)
        let withHandles = try display.screenshot(of: window, to: folder.appendingPathComponent("handles.png"))
        try display.press(["h"], in: window, of: vine)
        let withoutHandles = try display.screenshot(of: window, to: folder.appendingPathComponent("no-handles.png"))
        try display.press(["s"], in: window, of: vine)
        let home = try display.press(["Home"], in: window, of: vine)
        XCTAssertEqual(home.time, 0, "Home shows the frame at 0")
        try display.press(["s"], in: window, of: vine)
        let result = try display.quitWithEscape(vine, in: window)
        XCTAssertEqual(paused.differingPixels(from: stillPaused), 0, "the picture moved while paused")
        XCTAssertGreaterThan(withHandles.differingPixels(from: paused), 1000, "H shows the handles")
        XCTAssertEqual(withoutHandles.differingPixels(from: paused), 0, "H again hides them")

        let snapshots = result.stderr.split(separator: "\n").filter { $0.contains("snapshot at") }
        XCTAssertEqual(snapshots.count, 2, result.stderr)
        let times = snapshots.compactMap {
            Double($0.components(separatedBy: "snapshot at ").last!.split(separator: " ")[0])
        }
        XCTAssertEqual(times.count, 2)
        XCTAssertGreaterThanOrEqual(times[0], 8, "paused, then seeked 3 × 1 s and 5 s")
        XCTAssertLessThan(times[0], 10)
        XCTAssertEqual(times[1], 0, "Home goes back to 0")
        let path = try XCTUnwrap(snapshots[0].components(separatedBy: " saved to ").last)
        XCTAssertTrue(path.hasPrefix("demo-"), "snapshots of a replay go to the current folder: \(path)")
        let snapshot = try RGBImage(png: workFolder.appendingPathComponent(path))
        XCTAssertEqual(snapshot.differingPixels(from: paused), 0, "S saves the paused frame as shown")
    }

    /// Without a display both window commands fail at once with one line, exit 69,
    /// pointing at `vine export`.
    func testWindowCommandsWithoutDisplayExitUnavailable() throws {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: key) }
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let out = folder.appendingPathComponent("never.vine").path
        for arguments in [["draw", "--out", out], ["play", demo]] {
            let result = try runVine(arguments, environment: environment)
            XCTAssertEqual(result.status, 69, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("vine: cannot open a window: no display"), result.stderr)
            XCTAssertTrue(result.stderr.contains("vine export"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "no recording without a window")
    }

    /// `vine draw` never overwrites a recording: an existing --out exits 73 before
    /// any window opens.
    func testDrawRefusesAnExistingRecording() throws {
        let existing = folder.appendingPathComponent("existing.vine")
        try Data("keep me\n".utf8).write(to: existing)
        let result = try runVine(["draw", "--out", existing.path])
        XCTAssertEqual(result.status, 73, result.stderr)
        XCTAssertTrue(result.stderr.contains("already exists"), result.stderr)
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep me\n")
    }

    /// Killing `vine draw` in the middle of a stroke loses only what had not reached the file
    /// (at most the last 100 ms of input): once the file holds most of the stroke, a kill
    /// leaves a recording that checks and replays the part of the stroke written.
    func testDrawKilledMidStrokeLeavesAReadableRecording() throws {
        let (display, recording, vine, window) = try startDrawing("killed")
        let points = (0..<100).map { i in (x: 50 + i * 5, y: 100 + i * 2) }
        try display.xdotool(
            ["mousemove", "--window", window, "50", "100", "mousedown", "1"]
                + points.flatMap { ["sleep", "0.01", "mousemove", "--window", window, "\($0.x)", "\($0.y)"] })
        let deadline = Date().addingTimeInterval(BackgroundVine.patience)
        while Date() < deadline,
            (try? String(contentsOf: recording, encoding: .utf8))?.components(separatedBy: "\"move\"").count ?? 0 <= 90
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        vine.kill()
        try display.xdotool(["mouseup", "1"])
        XCTAssertNotNil(vine.waitForExit())

        let check = try runVine(["check", recording.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        let info = try runVine(["info", "--json", recording.path])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let vines = try XCTUnwrap(json["vines"] as? [[String: Any]])
        XCTAssertEqual(vines.count, 1)
        XCTAssertGreaterThanOrEqual(
            try XCTUnwrap(vines.first?["samples"] as? Int), 90,
            "more than the last 100 ms of the stroke was lost")
        XCTAssertTrue(vines.first?["up"] is NSNull, "the stroke was cut before its pointer lifted")
    }

    /// `vine play` checks the recording before opening a window: a missing file exits 66.
    func testPlayMissingFileExits66() throws {
        let result = try runVine(["play", folder.appendingPathComponent("missing.vine").path])
        XCTAssertEqual(result.status, 66, result.stderr)
    }

    /// The PNG `vine export` writes for `recording` at time `at`, `size` pixels.
    private func exportStill(_ recording: URL, at time: Double, size: String, name: String) throws -> RGBImage {
        let png = folder.appendingPathComponent(name)
        let result = try runVine([
            "export", recording.path, "--at", "\(time)", "--size", size, "--out", png.path, "--quiet",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try RGBImage(png: png)
    }
}
