import Foundation
import XCTest

/// Ctrl+E in a real SDL window on a virtual X display (Xvfb), pressed with xdotool: the
/// drawing as it is at that moment goes to an MP4 and a GIF next to the recording, in the
/// background, while drawing goes on; the files' frames equal `vine export` of the
/// recording as it was then. (The frame rate drawing keeps meanwhile is a figure of
/// `Scripts/bench-play`, not a test: a busy machine slows it for reasons that are no bug.)
final class WindowExportTests: FolderTestCase {
    /// A wave from (x, y) rightwards, `count` points 3 px apart.
    private func wave(x: Int, y: Int, count: Int = 60) -> [(x: Int, y: Int)] {
        (0..<count).map { i in (x: x + i * 3, y: y + Int(20 * sin(Double(i) / 8))) }
    }

    func testCtrlEWhileDrawingExportsTheDrawingAsItWasInTheBackground() throws {
        let display = try VirtualDisplay(width: 1024, height: 768)
        let recording = folder.appendingPathComponent("exported.vine")
        let vine = try BackgroundVine(
            ["draw", "--out", recording.path, "--size", "640x400", "--no-status", "--seed", "11"],
            environment: display.environment)
        let window = try display.waitForWindow(titled: "exported.vine")
        try display.focus(window, of: vine)
        try display.drag(in: window, along: wave(x: 60, y: 120, count: 120), of: vine)
        _ = try display.xdotool(["windowfocus", window, "key", "ctrl+e"])
        XCTAssertTrue(vine.waitForStderr(containing: "in the background"), vine.stderrSoFar)
        // A second Ctrl+E while the export runs says so (pressed at once: a quiet machine
        // finishes a short export within a second); drawing goes on meanwhile.
        _ = try display.xdotool(["windowfocus", window, "key", "ctrl+e"])
        XCTAssertTrue(vine.waitForStderr(containing: "an export is already running"), vine.stderrSoFar)
        try display.drag(in: window, along: wave(x: 60, y: 260), pause: 0.02)
        XCTAssertTrue(vine.waitForStderr(containing: "vine: wrote ", timeout: 540), vine.stderrSoFar)
        let result = try display.quitWithEscape(vine, in: window)

        let started = try XCTUnwrap(
            result.stderr.split(separator: "\n").first { $0.contains("in the background") }.map(String.init))
        let paths = started.replacingOccurrences(of: "vine: exporting to ", with: "")
            .replacingOccurrences(of: " in the background", with: "").components(separatedBy: " and ")
        XCTAssertEqual(paths.map { ($0 as NSString).pathExtension }, ["mp4", "gif"], started)
        XCTAssertTrue(paths.allSatisfy { $0.hasPrefix(folder.appendingPathComponent("exported-").path) }, started)
        XCTAssertTrue(result.stderr.contains("vine: wrote \(paths[0]) and \(paths[1])"), result.stderr)

        // The recording as it was: the events up to the time the files are named after.
        let stamp = try XCTUnwrap(Double(((paths[0] as NSString).lastPathComponent).dropFirst(9).dropLast(5)))
        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        let before = lines.dropFirst().filter { line in
            let time = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])?.first as? Double
            return (time ?? .infinity) <= stamp + 0.0005
        }
        XCTAssertLessThan(before.count, lines.count - 1, "the second stroke came after Ctrl+E")
        let then = folder.appendingPathComponent("then.vine")
        try ([String(lines[0])] + before.map(String.init)).joined(separator: "\n").appending("\n")
            .write(to: then, atomically: true, encoding: .utf8)
        for (path, kind) in zip(paths, ["mp4", "gif"]) {
            let reference = folder.appendingPathComponent("reference.\(kind)").path
            let exported = try runVine(["export", then.path, "--out", reference, "--quiet"])
            XCTAssertEqual(exported.status, 0, exported.stderr)
            let frames = try frameHashes(path)
            XCTAssertGreaterThan(frames.count, 10, path)
            XCTAssertEqual(frames, try frameHashes(reference), "\(path): frames differ from vine export's")
        }
    }

    /// The MD5 of every decoded frame of the video at `path`, in order (ffmpeg's framemd5).
    private func frameHashes(_ path: String) throws -> [String] {
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"), "ffmpeg is not installed")
        let result = try runTool(ffmpeg, ["-v", "error", "-i", path, "-f", "framemd5", "-"])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }
}
