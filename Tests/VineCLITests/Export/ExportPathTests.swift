import Foundation
import XCTest

/// Where `vine export` writes: the output kind from `--format` or the extension, links,
/// FIFOs, devices, standard output, missing folders. Every case checks the whole test
/// folder afterwards: only `--out` (or a link's target) may have changed.
final class ExportPathTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let still = ["--at", "3", "--size", "64x40", "--quiet"]
    private let clip = ["--from", "3", "--to", "3.4", "--fps", "5", "--size", "64x40", "--quiet"]

    /// Runs `vine export demo ARGUMENTS`, asserting the exit status.
    @discardableResult
    private func export(_ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line)
        throws -> VineResult
    {
        let result = try runVine(["export", demo] + arguments)
        XCTAssertEqual(
            result.status, status, "vine export \(arguments.joined(separator: " ")): \(result.stderr)", file: file,
            line: line)
        return result
    }

    /// Everything under the test folder, by relative path: `dir`, `fifo`, `link → TARGET`,
    /// or a regular file's permissions and first bytes.
    private func tree() throws -> [String: String] {
        var entries: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        while let name = enumerator.nextObject() as? String {
            let full = path(name)
            var status = stat()
            XCTAssertEqual(lstat(full, &status), 0)
            switch status.st_mode & S_IFMT {
            case S_IFDIR: entries[name] = "dir"
            case S_IFIFO: entries[name] = "fifo"
            case S_IFLNK: entries[name] = "link → " + (try FileManager.default.destinationOfSymbolicLink(atPath: full))
            default:
                let head = try FileHandle(forReadingFrom: URL(fileURLWithPath: full)).read(upToCount: 4) ?? Data()
                entries[name] =
                    String(format: "%o ", status.st_mode & 0o777) + head.map { String($0) }.joined(separator: ".")
            }
        }
        return entries
    }

    private static let png = "137.80.78.71"

    func testASymlinkIsWrittenThroughAtItsTarget() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("real/still.png")))
        chmod(path("real/still.png"), 0o600)
        try FileManager.default.createSymbolicLink(atPath: path("still.png"), withDestinationPath: "real/still.png")
        try FileManager.default.createSymbolicLink(atPath: path("chain.png"), withDestinationPath: "still.png")
        try FileManager.default.createSymbolicLink(atPath: path("new.png"), withDestinationPath: "real/new.png")
        try FileManager.default.createDirectory(atPath: path("real/frames"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("frames"), withDestinationPath: "real/frames")
        try FileManager.default.createSymbolicLink(atPath: path("clip.gif"), withDestinationPath: "real/clip.gif")
        var expected = try tree()

        try export(["--out", path("chain.png")] + still)
        try export(["--out", path("new.png")] + still)
        try export(["--out", path("frames")] + clip)
        try export(["--out", path("clip.gif")] + clip)

        expected["real/still.png"] = "600 " + Self.png
        expected["real/new.png"] = "644 " + Self.png
        expected["real/clip.gif"] = "644 71.73.70.56"
        expected["real/frames/frame-000000.png"] = "644 " + Self.png
        expected["real/frames/frame-000001.png"] = "644 " + Self.png
        expected["real/frames/frame-000002.png"] = "644 " + Self.png
        XCTAssertEqual(try tree(), expected, "the links stay links; their targets get the output")
    }

    func testAFIFOIsWrittenInPlace() throws {
        for (name, arguments, magic) in [
            ("still.png", still, [0x89, 0x50, 0x4E, 0x47]), ("clip.gif", clip, Array("GIF89a".utf8)),
        ] {
            XCTAssertEqual(mkfifo(path(name), 0o644), 0)
            let expected = try tree()
            let reader = FIFOReader(path: path(name))
            try export(["--out", path(name)] + arguments)
            let bytes = reader.wait()
            XCTAssertEqual(Array(bytes.prefix(magic.count)), magic, name)
            XCTAssertGreaterThan(bytes.count, 100, name)
            XCTAssertEqual(try tree(), expected, "the FIFO stays a FIFO and nothing else appears")
        }
    }

    func testACharacterDeviceIsWrittenInPlace() throws {
        for arguments in [["--format", "png"] + still, ["--format", "mp4"] + clip, ["--format", "gif"] + clip] {
            try export(["--out", "/dev/null"] + arguments)
            var status = stat()
            XCTAssertEqual(stat("/dev/null", &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a character device")
        }
        XCTAssertEqual(try tree(), [:])
    }

    func testDashWritesAStillToStandardOutput() throws {
        let png = try export(["--out", "-"] + still)
        XCTAssertTrue(png.stdout.contains("PNG\r\n") && png.stdout.contains("IHDR"), "PNG bytes on stdout")
        let svg = try export(["--out", "-", "--format", "svg"] + still)
        XCTAssertTrue(svg.stdout.hasPrefix("<?xml"), svg.stdout)
        let video = try export(["--out", "-", "--format", "mp4"] + clip, status: 64)
        XCTAssertTrue(video.stderr.contains("standard output"), video.stderr)
        XCTAssertEqual(try tree(), [:])
    }

    func testMismatchesAndUnknownExtensionsAreUsageErrorsThatTouchNothing() throws {
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path("x.png")))
        let expected = try tree()
        let cases: [[String]] = [
            ["--format", "svg", "--out", path("x.png")] + still,
            ["--format", "png", "--out", path("x.mp4")] + clip,
            ["--format", "gif", "--out", path("x.webm")] + clip,
            ["--format", "mp4", "--out", path("x.png")] + still,
            ["--out", path("clip.mov")] + still,
            ["--out", path("x.jpg")] + clip,
            ["--out", path("x.jpg")] + still,
            ["--out", path("x.txt")] + still,
            ["--out", path("clip.avi")] + clip,
        ]
        for arguments in cases {
            let result = try export(arguments, status: 64)
            XCTAssertTrue(
                result.stderr.contains(".mp4, .webm, .gif or .mov") || result.stderr.contains("--at renders one still"),
                "lists what is accepted: \(result.stderr)")
        }
        XCTAssertEqual(try tree(), expected)
    }

    func testAnimatedKindsComeFromTheExtensionOrFormat() throws {
        try export(["--out", path("a.json")] + clip)
        try export(["--format", "lottie", "--out", path("b.json")] + clip)
        try export(["--out", path("c.html")] + clip)
        try export(["--out", path("d.svg")] + clip)
        XCTAssertEqual(Set(try tree().keys), ["a.json", "b.json", "c.html", "d.svg"])
        XCTAssertTrue(try String(contentsOfFile: path("d.svg"), encoding: .utf8).contains("@keyframes"))
        for arguments in [
            ["--out", path("x.json"), "--at", "3"], ["--out", path("x.html"), "--at", "3"],
            ["--format", "lottie", "--out", path("x.html")] + clip,
            ["--format", "json", "--out", path("x.json")] + clip,
            ["--out", path("x.lottie"), "--at", "3"], ["--format", "tgs", "--out", path("x.lottie")] + clip,
            ["--out", "-", "--format", "html"] + clip,
        ] {
            try export(arguments, status: 64)
        }
    }

    func testOneLetterNamesInTheCurrentFolderAreWritten() throws {
        // Foundation's path functions trap on a one-character name on Linux; vine must not.
        let script =
            "cd \"$1\" && \"$2\" export \"$3\" --out p \"${@:4}\" && \"$2\" export \"$3\" --out q.png --at 3 \"${@:4}\""
        let result = try runTool(
            "/bin/bash", ["-c", script, "vine", folder.path, vineExecutable.path, demo, "--size", "64x40", "--quiet"])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(Set(try tree().keys.filter { !$0.hasPrefix("p/frame-") }), Set(["p", "q.png"]))
        XCTAssertGreaterThan(try FileManager.default.contentsOfDirectory(atPath: path("p")).count, 0)
    }

    func testAMissingFolderFailsAlikeForEveryKind() throws {
        for arguments in [
            ["--out", path("missing/x.png")] + still, ["--out", path("missing/x.svg")] + still,
            ["--out", path("missing/x.pdf")] + still, ["--out", path("missing/frames")] + clip,
            ["--out", path("missing/x.mp4")] + clip, ["--out", path("missing/x.gif")] + clip,
            ["--out", path("missing/deeper/frames")] + clip, ["--out", path("missing/x.json")] + clip,
            ["--out", path("missing/x.html")] + clip,
        ] {
            let result = try export(arguments, status: 73)
            XCTAssertTrue(result.stderr.contains("does not exist"), result.stderr)
        }
        XCTAssertEqual(try tree(), [:], "no folder was created")
    }

    func testOnlyRegularFilesAndFramesFoldersAreReplaced() throws {
        try FileManager.default.createDirectory(atPath: path("folder.png"), withIntermediateDirectories: false)
        try Data("file".utf8).write(to: URL(fileURLWithPath: path("frames")))
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("old.png")))
        chmod(path("old.png"), 0o640)
        var expected = try tree()
        try export(["--out", path("folder.png")] + still, status: 73)
        try export(["--out", path("frames")] + clip, status: 73)
        try export(["--out", path("folder.png"), "--format", "mp4"] + clip, status: 73)
        XCTAssertEqual(try tree(), expected, "a folder and a file in the way are left alone")
        try export(["--out", path("old.png")] + still)
        expected["old.png"] = "640 " + Self.png
        XCTAssertEqual(try tree(), expected, "a regular file is replaced, keeping its permissions")
    }
}

/// Reads a FIFO to its end on a background thread.
private final class FIFOReader: @unchecked Sendable {
    private var bytes = Data()
    private let done = DispatchGroup()

    init(path: String) {
        done.enter()
        Thread.detachNewThread { [self] in
            if let handle = FileHandle(forReadingAtPath: path) {
                bytes = handle.readDataToEndOfFile()
            }
            done.leave()
        }
    }

    /// Everything read, once the writer closed the FIFO.
    func wait() -> Data {
        done.wait()
        return bytes
    }
}
