import Foundation
import XCTest

/// End-to-end tests of editing while drawing, in a real SDL window on a virtual X display
/// (Xvfb) driven with xdotool: clear, undo and redo, Alt+click erase, live settings,
/// symmetry, markers and `--continue`. Each ends with `vine check` passing and the
/// window's last frame (every vine settled, no overlay on) equal to `vine export --at`
/// the recording's end, pixel for pixel.
final class EditingWindowTests: FolderTestCase {
    /// A drawing session on a 640 × 400 canvas with the status line off, once its window is
    /// focused and shows its first frame.
    private func startDrawing(
        _ name: String, on display: VirtualDisplay, extra: [String] = ["--seed", "11"]
    ) throws -> (vine: BackgroundVine, window: String, recording: URL) {
        let recording = folder.appendingPathComponent(name)
        let arguments =
            extra.first == "--continue"
            ? ["draw", "--no-status"] + extra
            : ["draw", "--out", recording.path, "--size", "640x400", "--no-status"] + extra
        let vine = try BackgroundVine(arguments, environment: display.environment)
        let window = try display.waitForWindow(titled: name)
        try display.focus(window, of: vine)
        return (vine, window, recording)
    }

    /// A wave from (x, y) rightwards, `count` points 3 px apart.
    private func wave(x: Int, y: Int, count: Int = 60) -> [(x: Int, y: Int)] {
        (0..<count).map { i in (x: x + i * 3, y: y + Int(20 * sin(Double(i) / 8))) }
    }

    /// Presses `keys` (xdotool names) in `session`'s window, then waits until the window has
    /// taken the last and everything has settled.
    private func press(
        _ keys: [String], in session: (vine: BackgroundVine, window: String, recording: URL), on display: VirtualDisplay
    ) throws {
        try display.press(keys, in: session.window, of: session.vine)
    }

    /// Drags along `points` in `session`'s window, then waits until every vine has settled.
    private func drag(
        _ points: [(x: Int, y: Int)], in session: (vine: BackgroundVine, window: String, recording: URL),
        on display: VirtualDisplay
    ) throws {
        try display.drag(in: session.window, along: points, of: session.vine)
    }

    /// Quits with Escape; checks the recording; returns the window's last frame compared
    /// with export at the end, and the recording's `info --json`.
    private func finish(
        _ session: (vine: BackgroundVine, window: String, recording: URL), on display: VirtualDisplay,
        name: String
    ) throws -> [String: Any] {
        let shown = try display.screenshot(of: session.window, to: folder.appendingPathComponent("\(name)-window.png"))
        _ = try display.xdotool(["windowfocus", session.window, "key", "Escape"])
        let result = try XCTUnwrap(session.vine.waitForExit(), "vine draw did not quit on Escape")
        XCTAssertEqual(result.status, 0, result.stderr)
        let check = try runVine(["check", session.recording.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        let info = try runVine(["info", "--json", session.recording.path])
        XCTAssertEqual(info.status, 0, info.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let end = try XCTUnwrap(json["end"] as? Double)
        let png = folder.appendingPathComponent("\(name)-export.png")
        let export = try runVine([
            "export", session.recording.path, "--at", "\(end)", "--size", "640x400", "--out", png.path, "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(
            shown.differingPixels(from: try RGBImage(png: png)), 0,
            "\(name): the window's last frame differs from export")
        return json
    }

    private func kinds(_ recording: URL) throws -> [String] {
        try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").dropFirst().compactMap { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])?[1] as? String
        }
    }

    private func vines(_ json: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(json["vines"] as? [[String: Any]])
    }

    /// Draw two vines, clear, undo (both come back), redo (gone again), undo again.
    func testClearUndoRedo() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let session = try startDrawing("clear.vine", on: display)
        try drag(wave(x: 60, y: 120), in: session, on: display)
        try drag(wave(x: 60, y: 260), in: session, on: display)
        let drawn = try display.screenshot(of: session.window, to: folder.appendingPathComponent("drawn.png"))
        try press(["Delete"], in: session, on: display)
        let cleared = try display.screenshot(of: session.window, to: folder.appendingPathComponent("cleared.png"))
        try press(["ctrl+z"], in: session, on: display)
        let undone = try display.screenshot(of: session.window, to: folder.appendingPathComponent("undone.png"))
        try press(["ctrl+shift+z"], in: session, on: display)
        let redone = try display.screenshot(of: session.window, to: folder.appendingPathComponent("redone.png"))
        try press(["ctrl+y"], in: session, on: display)
        try press(["ctrl+z"], in: session, on: display)
        XCTAssertGreaterThan(drawn.differingPixels(from: cleared), 1000, "Delete clears")
        XCTAssertEqual(undone.differingPixels(from: drawn), 0, "undo after clear brings the vines back as they were")
        XCTAssertEqual(redone.differingPixels(from: cleared), 0, "redo clears again")
        let json = try finish(session, on: display, name: "clear")
        XCTAssertEqual(
            try kinds(session.recording).filter { !["down", "move", "up"].contains($0) },
            ["clear", "undo", "redo", "redo", "undo"])
        XCTAssertEqual(try vines(json).map { $0["removed"] is NSNull }, [true, true], "both vines are back at the end")
    }

    /// Alt+click on a stem erases that vine only; Ctrl+Z brings it back.
    func testAltClickErasesAVineAndUndoBringsItBack() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let session = try startDrawing("erase.vine", on: display)
        try drag((0..<60).map { i in (x: 80 + i * 4, y: 100) }, in: session, on: display)
        try drag((0..<60).map { i in (x: 80 + i * 4, y: 300) }, in: session, on: display)
        let both = try display.screenshot(of: session.window, to: folder.appendingPathComponent("both.png"))
        let mark = session.vine.traceMark
        _ = try display.xdotool([
            "mousemove", "--window", session.window, "200", "303", "sleep", "0.1", "keydown", "alt", "sleep", "0.1",
            "mousemove", "--window", session.window, "201", "303", "sleep", "0.2", "click", "1",
        ])
        // Alt is let go once the window has taken the click: SDL tells the modifiers held
        // when the event is read, not when it happened.
        let click = try session.vine.waitForTrace(after: mark, "the Alt+click") { $0.hasSuffix(" alt-click") }
        _ = try display.xdotool(["keyup", "alt", "mousemove", "--window", session.window, "600", "380"])
        try session.vine.waitUntilShown(after: click, input: "hover")
        let erased = try display.screenshot(of: session.window, to: folder.appendingPathComponent("erased.png"))
        XCTAssertGreaterThan(both.differingPixels(from: erased), 500, "Alt+click erased nothing")
        try press(["ctrl+z"], in: session, on: display)
        let back = try display.screenshot(of: session.window, to: folder.appendingPathComponent("back.png"))
        XCTAssertEqual(back.differingPixels(from: both), 0, "undo brings the erased vine back unchanged")
        let lines = try String(contentsOf: session.recording, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasSuffix(",\"erase\",1]") }, "the lower vine (1) is erased")
        let json = try finish(session, on: display, name: "erase")
        XCTAssertEqual(try vines(json).count, 2)
    }

    /// L three times raises the leaf size by 6 for the vines drawn after it; Y switches to
    /// mirror symmetry, so the next stroke makes two vines; M drops a marker. Classic look:
    /// its leaves are exactly `leafSize`.
    func testLiveLeafSizeMirrorAndMarker() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let session = try startDrawing("settings.vine", on: display, extra: ["--seed", "11", "--look", "classic"])
        try drag(wave(x: 40, y: 100), in: session, on: display)
        try press(["l", "l", "l", "y", "m"], in: session, on: display)
        try drag(wave(x: 40, y: 260), in: session, on: display)
        let json = try finish(session, on: display, name: "settings")
        let all = try vines(json)
        XCTAssertEqual(all.count, 3, "the mirrored stroke is two vines")
        func leafSizes(_ vine: [String: Any]) -> Set<Double> {
            Set((vine["branches"] as? [[String: Any]] ?? []).compactMap { $0["leafSize"] as? Double })
        }
        XCTAssertEqual(leafSizes(all[0]), [12])
        XCTAssertEqual(leafSizes(all[1]), [18])
        XCTAssertEqual(leafSizes(all[2]), [18])
        XCTAssertEqual(all[1]["samples"] as? Int, all[2]["samples"] as? Int)
        let markers = try XCTUnwrap(json["markers"] as? [[String: Any]])
        XCTAssertEqual(markers.map { $0["label"] as? String }, ["marker 1"])
        let text = try String(contentsOf: session.recording, encoding: .utf8)
        XCTAssertTrue(text.contains("\"set\",\"leafSize\",18]"), text)
        XCTAssertTrue(text.contains("\"set\",\"symmetry\",\"mirror\"]"), text)
    }

    /// P switches the species of the next vines, recorded as `set species`: after the
    /// `--species` file's own (the last of the cycle) comes the first built-in, classic;
    /// the file's definition is in the header, so the recording needs no file.
    func testPSwitchesTheSpeciesOfTheNextVines() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let file = path("fern2.json")
        try Data(#"{"species": 1, "name": "fern2", "base": "natural"}"#.utf8).write(to: URL(fileURLWithPath: file))
        let session = try startDrawing("species.vine", on: display, extra: ["--seed", "11", "--species", file])
        try drag(wave(x: 40, y: 100), in: session, on: display)
        try press(["p"], in: session, on: display)
        try drag(wave(x: 40, y: 260), in: session, on: display)
        try FileManager.default.removeItem(atPath: file)
        let json = try finish(session, on: display, name: "species")
        XCTAssertEqual(try vines(json).map { $0["look"] as? String }, ["natural", "classic"])
        let text = try String(contentsOf: session.recording, encoding: .utf8)
        XCTAssertTrue(text.contains(#""species":"fern2","plants":{"fern2":{"#), text)
        XCTAssertTrue(text.contains(#""set","species","classic"]"#), text)
    }

    /// Starts drawing `name`, draws one vine, presses M and types `label` (xdotool) into the
    /// field; returns once the window has taken every character.
    private func drawThenType(
        _ label: String, name: String, on display: VirtualDisplay
    ) throws -> (vine: BackgroundVine, window: String, recording: URL) {
        let session = try startDrawing(name, on: display)
        try drag(wave(x: 40, y: 100), in: session, on: display)
        try press(["m"], in: session, on: display)
        let mark = session.vine.traceMark
        _ = try display.xdotool(["windowfocus", session.window, "type", "--delay", "40", label])
        var typed = 0
        let last = try session.vine.waitForTrace(after: mark, "the typed '\(label)'") { line in
            if line.hasPrefix("input "), line.hasSuffix(" text") { typed += 1 }
            return typed == label.count
        }
        try session.vine.waitUntilShown(after: last)
        return session
    }

    /// M opens a label field: typed text (with letters that are commands elsewhere, and a
    /// quote the writer must escape) becomes the marker's label, Backspace deletes, Enter
    /// confirms; M then Esc keeps the default label. The markers address exports by label.
    func testMarkerLabelsAreTypedInTheWindow() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let session = try drawThenType("leaf \"cw\"x", name: "labels.vine", on: display)
        try press(["BackSpace", "Return"], in: session, on: display)
        try drag(wave(x: 40, y: 260), in: session, on: display)
        try press(["m", "Escape"], in: session, on: display)
        let json = try finish(session, on: display, name: "labels")
        let markers = try XCTUnwrap(json["markers"] as? [[String: Any]])
        XCTAssertEqual(markers.map { $0["label"] as? String }, ["leaf \"cw\"", "marker 2"])
        let kinds = try kinds(session.recording)
        XCTAssertFalse(kinds.contains("set"), "keys typed into the field are not commands")
        XCTAssertEqual(kinds.filter { $0 == "marker" }.count, 2)
        let text = try String(contentsOf: session.recording, encoding: .utf8)
        XCTAssertTrue(text.contains(",\"marker\",\"leaf \\\"cw\\\"\"]"), text)
        let times = try markers.map { try XCTUnwrap($0["time"] as? Double) }
        let vineTimes = try vines(json).map { try XCTUnwrap($0["up"] as? Double) }
        XCTAssertGreaterThanOrEqual(times[0], vineTimes[0], "the marker is at the moment M was pressed")
        XCTAssertLessThan(times[0], try XCTUnwrap(try vines(json)[1]["down"] as? Double))
        let frames = folder.appendingPathComponent("between")
        let export = try runVine([
            "export", session.recording.path, "--from-marker", "leaf \"cw\"", "--to-marker", "marker 2",
            "--fps", "10", "--size", "160x100", "--out", frames.path, "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        let count = try FileManager.default.contentsOfDirectory(atPath: frames.path).count
        XCTAssertEqual(Double(count), (times[1] - times[0]) * 10, accuracy: 1.5, "frames between the markers")
    }

    /// A quit signal while the label field is open records the marker with what was typed,
    /// at the time M was pressed; the recording stays valid.
    func testASignalWhileTypingKeepsTheMarker() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let session = try drawThenType("half", name: "typing.vine", on: display)
        session.vine.send(SIGTERM)
        let result = try XCTUnwrap(session.vine.waitForExit(), "vine draw did not quit on SIGTERM")
        XCTAssertEqual(result.status, 0, result.stderr)
        let check = try runVine(["check", session.recording.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        let info = try runVine(["info", "--json", session.recording.path])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let markers = try XCTUnwrap(json["markers"] as? [[String: Any]])
        XCTAssertEqual(markers.map { $0["label"] as? String }, ["half"])
    }

    /// A drawing killed mid-stroke continues with --continue: the window opens showing it
    /// as it ended, the clock resumes at its end, and new vines append to the same file.
    func testContinueAKilledDrawing() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let first = try startDrawing("continued.vine", on: display)
        try drag(wave(x: 40, y: 100), in: first, on: display)
        _ = try display.xdotool([
            "mousemove", "--window", first.window, "100", "250", "mousedown", "1", "sleep", "0.05",
            "mousemove", "--window", first.window, "160", "260", "sleep", "0.05",
            "mousemove", "--window", first.window, "220", "250",
        ])
        let deadline = Date().addingTimeInterval(BackgroundVine.patience)
        while Date() < deadline, (try? kinds(first.recording).suffix(3)) != ["down", "move", "move"] {
            Thread.sleep(forTimeInterval: 0.05)
        }
        first.vine.kill()
        _ = first.vine.waitForExit()
        _ = try display.xdotool(["mouseup", "1"])
        let killedKinds = try kinds(first.recording)
        XCTAssertEqual(killedKinds.last, "move", "killed with the second stroke's pointer down")
        let killedCheck = try runVine(["check", first.recording.path])
        XCTAssertEqual(killedCheck.status, 0, killedCheck.stderr)

        let second = try startDrawing("continued.vine", on: display, extra: ["--continue", first.recording.path])
        try drag(wave(x: 40, y: 330), in: second, on: display)
        let json = try finish(second, on: display, name: "continued")
        let all = try vines(json)
        XCTAssertEqual(all.count, 3)
        let secondDown = try XCTUnwrap(all[1]["up"] as? Double)
        let thirdDown = try XCTUnwrap(all[2]["down"] as? Double)
        XCTAssertGreaterThanOrEqual(thirdDown, secondDown, "the clock resumed after the file's end")
        let continued = try kinds(first.recording)
        XCTAssertEqual(Array(continued.prefix(killedKinds.count)), killedKinds, "the killed drawing's events stay")
        XCTAssertEqual(continued[killedKinds.count], "up", "the pointer left down is lifted first")
    }

    /// Continuing a long drawing (garden.vine: 2,444 branches, enough to be sketched) shows a
    /// picture at once — a sketch, then the exact frame — and takes a stroke drawn while the
    /// exact frame renders: the stroke is recorded, and the window ends equal to export.
    func testContinuingALongDrawingShowsASketchFirstAndTakesAStrokeMeanwhile() throws {
        let display = try VirtualDisplay(width: 1600, height: 1000)
        let recording = folder.appendingPathComponent("long.vine")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Recordings/garden.vine"), to: recording)
        let vine = try BackgroundVine(
            ["draw", "--no-status", "--stats", "--continue", recording.path], environment: display.environment)
        let window = try display.waitForWindow(titled: "long.vine")
        try display.drag(in: window, along: wave(x: 200, y: 300, count: 120))
        try vine.waitUntilShown(after: 0, input: "up")
        let last = try display.screenshot(of: window, to: folder.appendingPathComponent("long.png"))
        _ = try display.xdotool(["windowfocus", window, "key", "Escape"])
        let result = try XCTUnwrap(vine.waitForExit(), "vine draw did not quit on Escape")
        XCTAssertEqual(result.status, 0, result.stderr)
        func milliseconds(_ name: String) throws -> Double {
            let field = try XCTUnwrap(result.stdout.split(separator: " ").first { $0.hasPrefix(name + "=") })
            return try XCTUnwrap(
                Double(field.dropFirst(name.count + 1).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        XCTAssertLessThan(try milliseconds("first_frame_ms"), try milliseconds("exact_frame_ms"), "a sketch came first")

        let info = try runVine(["info", "--json", recording.path])
        XCTAssertEqual(info.status, 0, info.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(try vines(json).count, 49, "the stroke drawn while the exact frame rendered is recorded")
        let png = folder.appendingPathComponent("long-export.png")
        let export = try runVine([
            "export", recording.path, "--at", "\(try XCTUnwrap(json["end"] as? Double))", "--size", "1280x800",
            "--out", png.path, "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(last.differingPixels(from: try RGBImage(png: png)), 0, "the refined window differs from export")
    }

    /// `--underlay` shows a picture under the drawing in the window; export shows it only
    /// when given `--underlay` too, and then equals the window's frame.
    func testUnderlayShowsInTheWindowAndInExportsOnlyWhenAsked() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let picture = packageRoot.appendingPathComponent("Recordings/demo.png").path
        let session = try startDrawing("underlay.vine", on: display, extra: ["--seed", "4", "--underlay", picture])
        try drag(wave(x: 60, y: 200), in: session, on: display)
        let shown = try display.screenshot(of: session.window, to: folder.appendingPathComponent("underlay.png"))
        _ = try display.xdotool(["windowfocus", session.window, "key", "Escape"])
        XCTAssertEqual(try XCTUnwrap(session.vine.waitForExit()).status, 0)
        let end = 10_000.0
        let plain = folder.appendingPathComponent("plain.png")
        let traced = folder.appendingPathComponent("traced.png")
        for (png, extra) in [(plain, [String]()), (traced, ["--underlay", picture])] {
            let result = try runVine(
                ["export", session.recording.path, "--at", "\(end)", "--size", "640x400", "--out", png.path, "--quiet"]
                    + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(shown.differingPixels(from: try RGBImage(png: traced)), 0, "window and export --underlay differ")
        XCTAssertGreaterThan(
            shown.differingPixels(from: try RGBImage(png: plain)), 10_000, "export without --underlay shows the picture"
        )
        let missing = try runVine([
            "export", session.recording.path, "--out", plain.path, "--underlay", "/nonexistent.png",
        ])
        XCTAssertEqual(missing.status, 66, missing.stderr)
    }
}
