import Foundation
import XCTest

/// An export into a folder that is interrupted (SIGINT) or killed (SIGKILL) leaves only whole
/// frames under their final names, and running it again gives exactly what an uninterrupted
/// run gives.
final class InterruptedExportTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    /// The export under test: the demo at 128 × 80, 30 fps — 721 small frames.
    private let options = ["--size", "128x80", "--fps", "30"]
    private let frameCount = 721

    func testInterruptKeepsWholeFramesAndSaysHowFarItGot() throws {
        try assertInterruptKeepsWholeFrames(renderThreads: 1)
    }

    func testInterruptOfThreeRenderThreadsKeepsWholeFramesInOrder() throws {
        try assertInterruptKeepsWholeFrames(renderThreads: 3)
    }

    /// Interrupts an export on `renderThreads` render threads: it says how many frames it
    /// wrote, exactly those first frames are there, whole, and a run again completes it.
    private func assertInterruptKeepsWholeFrames(renderThreads: Int) throws {
        let reference = try export(into: "reference")
        let out = folder.appendingPathComponent("interrupted")
        let result = try exportStopped(into: out, by: SIGINT, extra: ["--render-threads", "\(renderThreads)"])
        XCTAssertEqual(result.status, 130, result.stderr)
        let last = try XCTUnwrap(result.stderr.split(separator: "\n").last.map(String.init))
        let prefix = "vine: interrupted after "
        let suffix = " of \(frameCount) frames"
        XCTAssertTrue(last.hasPrefix(prefix) && last.hasSuffix(suffix), last)
        let written = try XCTUnwrap(Int(last.dropFirst(prefix.count).dropLast(suffix.count)), last)
        XCTAssertGreaterThanOrEqual(written, 5)
        XCTAssertLessThan(written, frameCount, "the export finished before the interrupt")

        let files = try contents(of: out)
        XCTAssertEqual(
            files.keys.sorted(), (0..<written).map(frameName), "exactly the frames it says it wrote, nothing else")
        for (name, bytes) in files {
            XCTAssertEqual(bytes, reference[name], "\(name) differs from the uninterrupted export's")
        }

        XCTAssertEqual(
            try exportAgain(into: out), reference, "running the export again differs from an uninterrupted run")
    }

    func testKillLeavesNoTruncatedFrameAndARerunCleansUp() throws {
        let reference = try export(into: "reference")
        let out = folder.appendingPathComponent("killed")
        let result = try exportStopped(into: out, by: SIGKILL)
        XCTAssertEqual(result.status, 128 + SIGKILL)

        let files = try contents(of: out)
        let frames = files.filter { !$0.key.hasPrefix(".") }
        XCTAssertGreaterThanOrEqual(frames.count, 5)
        XCTAssertLessThan(frames.count, frameCount, "the export finished before the kill")
        for (name, bytes) in frames {
            XCTAssertEqual(bytes, reference[name], "\(name) is not the whole frame")
        }
        XCTAssertTrue(
            files.keys.allSatisfy { reference[$0] != nil || ($0.hasPrefix(".frame-") && $0.hasSuffix(".tmp")) },
            "unexpected files: \(files.keys.sorted())")

        // A stale temporary file as a kill mid-write leaves one; the next export removes it.
        try Data([0x89, 0x50]).write(to: out.appendingPathComponent(".frame-000002.png.2147483646.tmp"))
        XCTAssertEqual(
            try exportAgain(into: out), reference, "running the export again differs from an uninterrupted run")
    }

    func testInterruptedVideoIsRemoved() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
            throw XCTSkip("ffmpeg is not installed")
        }
        let video = folder.appendingPathComponent("cut.mp4")
        let process = Process()
        process.executableURL = vineExecutable
        process.arguments = [
            "export", packageRoot.appendingPathComponent("Recordings/garden.vine").path, "--out", video.path,
            "--size", "320x200", "--fps", "30",
        ]
        let err = Pipe()
        process.standardError = err
        try process.run()
        // ffmpeg writes a temporary file next to the video, renamed into place at the end.
        func size() -> Int {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.reduce(0) { total, name in
                let path = folder.appendingPathComponent(name).path
                return total + ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0)
            }
        }
        while process.isRunning, size() == 0 {
            usleep(1000)
        }
        kill(process.processIdentifier, SIGINT)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130, errors)
        XCTAssertTrue(errors.hasSuffix(" of 3296 frames\n") && errors.contains("vine: interrupted after "), errors)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "the cut video was not removed")
    }

    /// Exports into `name` under the test folder and returns the files.
    private func export(into name: String) throws -> [String: Data] {
        let out = folder.appendingPathComponent(name)
        return try exportAgain(into: out)
    }

    /// Exports into `out` (which may hold an earlier run's files) and returns the files.
    private func exportAgain(into out: URL) throws -> [String: Data] {
        let result = try runVine(["export", demo, "--out", out.path, "--quiet"] + options)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try contents(of: out)
    }

    /// Starts the export into `out` with `extra` options, sends `signal` once at least 5
    /// frames are in place, and returns how it ended.
    private func exportStopped(into out: URL, by signal: Int32, extra: [String] = []) throws -> VineResult {
        let process = Process()
        process.executableURL = vineExecutable
        process.arguments = ["export", demo, "--out", out.path] + options + extra
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        while process.isRunning, frameFiles(in: out) < 5 {
            usleep(1000)
        }
        kill(process.processIdentifier, signal)
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return VineResult(status: status, stdout: "", stderr: String(decoding: errors, as: UTF8.self))
    }

    private func frameFiles(in directory: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("frame-") }
            .count
    }

    private func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    private func frameName(_ index: Int) -> String { String(format: "frame-%06d.png", index) }
}
