import Foundation
import XCTest

/// `vine export` through faults: a disk that fills up mid-export, a killed export resumed,
/// ffmpeg dying mid-video. Failures exit 74 naming the frame and the cause and leave no
/// partial file; `--resume` ends with exactly the folder an uninterrupted export writes.
final class ExportFaultTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    /// The demo at 128 × 80, 30 fps: 721 small frames (about 1.5 MB in all).
    private let options = ["--size", "128x80", "--fps", "30", "--quiet"]

    func testResumeAfterAKilledExportGivesTheUninterruptedFolderAndKeepsWholeFrames() throws {
        let reference = folder.appendingPathComponent("reference")
        XCTAssertEqual(try runVine(["export", demo, "--out", reference.path] + options).status, 0)
        let out = folder.appendingPathComponent("killed")
        let process = Process()
        process.executableURL = vineExecutable
        process.arguments = ["export", demo, "--out", out.path] + options
        try process.run()
        while process.isRunning, (try? frames(in: out).count) ?? 0 < 40 { usleep(1000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try frames(in: out)
        XCTAssertLessThan(left.count, 721, "the export finished before the kill")

        // A frame cut short (as a copy interrupted by hand leaves one) and a frame with other bytes.
        let cut = out.appendingPathComponent("frame-000003.png")
        let cutBytes = try Data(contentsOf: cut)
        try cutBytes.prefix(cutBytes.count / 2).write(to: cut)
        try Data("not this frame".utf8).write(to: out.appendingPathComponent("frame-000004.png"))
        let kept = out.appendingPathComponent("frame-000010.png")
        let keptInode = try inode(of: kept)

        let resumed = try runVine(["export", demo, "--out", out.path, "--resume"] + options)
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertEqual(try contents(of: out), try contents(of: reference), "the resumed folder differs")
        XCTAssertEqual(try inode(of: kept), keptInode, "a whole, identical frame was written again")
    }

    func testDiskFullMidExportExits74NamingTheFrameAndResumeFinishesIt() throws {
        let reference = folder.appendingPathComponent("reference")
        XCTAssertEqual(try runVine(["export", demo, "--out", reference.path] + options).status, 0)
        let disk = try SmallDisk(kilobytes: 256)
        let out = disk.folder.appendingPathComponent("frames")
        let full = try runVine(["export", demo, "--out", out.path] + options)
        XCTAssertEqual(full.status, 74, full.stderr)
        let message = try XCTUnwrap(full.stderr.split(separator: "\n").last.map(String.init))
        let pattern =
            "^vine: \(NSRegularExpression.escapedPattern(for: out.path))/frame-[0-9]{6}\\.png: "
            + "write failed: no space left on device$"
        XCTAssertNotNil(message.range(of: pattern, options: .regularExpression), message)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertTrue(files.allSatisfy { $0.hasPrefix("frame-") }, "partial files left: \(files.sorted())")
        let reference0 = try contents(of: reference)
        for (name, bytes) in try contents(of: out) {
            XCTAssertEqual(bytes, reference0[name], "\(name) is not whole")
        }

        XCTAssertEqual(try runTool("/usr/bin/mount", ["-o", "remount,size=8m", disk.folder.path]).status, 0)
        let resumed = try runVine(["export", demo, "--out", out.path, "--resume"] + options)
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertEqual(try contents(of: out), reference0)
    }

    func testVideoOnAFullDiskExits74AndIsRemoved() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { throw XCTSkip("no ffmpeg") }
        let disk = try SmallDisk(kilobytes: 12)
        let video = disk.folder.appendingPathComponent("full.mp4")
        let result = try runVine(["export", demo, "--out", video.path, "--size", "320x200", "--fps", "30", "--quiet"])
        XCTAssertEqual(result.status, 74, result.stderr)
        XCTAssertTrue(result.stderr.contains("vine: \(video.path): ffmpeg stopped after "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("; the partial video was removed\n"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path), [])
    }

    func testFFmpegKilledMidVideoIsReportedAndThePartialVideoRemoved() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { throw XCTSkip("no ffmpeg") }
        let video = folder.appendingPathComponent("cut.mp4")
        let process = Process()
        process.executableURL = vineExecutable
        process.arguments = [
            "export", packageRoot.appendingPathComponent("Recordings/garden.vine").path, "--out", video.path,
            "--size", "320x200", "--fps", "30", "--quiet",
        ]
        let err = Pipe()
        process.standardError = err
        try process.run()
        var ffmpeg: Int32?
        let deadline = Date().addingTimeInterval(20)
        while ffmpeg == nil, process.isRunning, Date() < deadline {
            let found = try runTool("/usr/bin/pgrep", ["-P", "\(process.processIdentifier)", "ffmpeg"])
            ffmpeg = Int32(String(decoding: found.stdout, as: UTF8.self).split(separator: "\n").first ?? "")
            usleep(20_000)
        }
        let child = try XCTUnwrap(ffmpeg, "ffmpeg never started")
        Thread.sleep(forTimeInterval: 0.5)
        kill(child, SIGKILL)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 74, errors)
        XCTAssertTrue(errors.contains("ffmpeg was killed by signal 9"), errors)
        XCTAssertTrue(errors.hasSuffix("; the partial video was removed\n"), errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: video.path), "the partial video was left")
    }

    func testResumeIsOnlyForFolders() throws {
        let result = try runVine(["export", demo, "--out", folder.appendingPathComponent("a.mp4").path, "--resume"])
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains("--resume continues a folder of PNG frames"), result.stderr)
    }

    private func frames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("frame-") }
    }

    private func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    private func inode(of url: URL) throws -> UInt64 {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return UInt64(status.st_ino)
    }
}
