import Foundation
import XCTest

/// `vine export` on every core: the frames are byte-identical whatever the painting threads
/// (`--threads`), PNG encoders (`--jobs`) and render threads (`--render-threads`), at 1080p
/// and 4K, in both looks, with wind and in a loop; and the threads it reports are what the
/// cores (its affinity mask) and the memory budget allow.
final class ThreadCountExportTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path

    /// The counts tried beside one thread of each: every `--threads` of 2, 3 and 8, every
    /// `--jobs` of 2 and 5 and every `--render-threads` of 2 and 3 at least once. The
    /// budget holds layers for 8 painting threads at 1080p and 5 at 4K.
    private let counts: [[String]] = [
        ["--threads", "2", "--jobs", "2", "--render-threads", "2"],
        ["--threads", "3", "--jobs", "5", "--render-threads", "3"],
        ["--threads", "8", "--jobs", "1", "--render-threads", "2"],
    ]
    private let budget = ["--cache-memory", "1024"]

    /// The files of the PNG folder at `folder`, by name.
    private func frames(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) })
    }

    /// Exports `arguments` with one thread of each kind and then with each of `counts`
    /// (by default ``counts``), and asserts that every export writes the same files, at
    /// least `least` of them.
    private func assertSameFrames(
        _ label: String, _ arguments: [String], least: Int, counts: [[String]]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let one = path("\(label)-one")
        let single = ["--threads", "1", "--jobs", "1", "--render-threads", "1"]
        let made = try runVine(["export"] + arguments + ["--out", one, "--quiet"] + single + budget)
        XCTAssertEqual(made.status, 0, made.stderr, file: file, line: line)
        let expected = try frames(one)
        XCTAssertGreaterThanOrEqual(expected.count, least, label, file: file, line: line)
        for (number, options) in (counts ?? self.counts).enumerated() {
            let other = path("\(label)-\(number)")
            let again = try runVine(["export"] + arguments + ["--out", other, "--quiet"] + options + budget)
            XCTAssertEqual(again.status, 0, again.stderr, file: file, line: line)
            let got = try frames(other)
            XCTAssertEqual(got.keys.sorted(), expected.keys.sorted(), "\(label) \(options)", file: file, line: line)
            for (name, bytes) in expected where got[name] != bytes {
                XCTFail("\(label): \(name) differs with \(options.joined(separator: " "))", file: file, line: line)
            }
        }
    }

    func testFullHDFramesAreTheSameWhateverTheThreadsInBothLooksWithWind() throws {
        // From 12 s the first frame paints every vine finished before it on all painting threads.
        let times = ["--from", "12", "--to", "12.1", "--fps", "30", "--size", "1920x1080", "--wind", "10,2"]
        try assertSameFrames("classic", [demo] + times, least: 4)
        try assertSameFrames("natural", [demo] + times + ["--look", "natural"], least: 4)
    }

    func testFourKFramesAreTheSameWhateverTheThreadsInBothLooks() throws {
        // Two frames, so that two render threads share them; 3 and 8 painting threads.
        let times = ["--from", "14", "--to", "14.05", "--fps", "20", "--size", "3840x2160", "--wind", "8,3"]
        let counts = Array(self.counts.dropFirst())
        try assertSameFrames("classic", [demo] + times, least: 2, counts: counts)
        try assertSameFrames("natural", [demo] + times + ["--look", "natural"], least: 2, counts: counts)
    }

    func testLoopFramesAreTheSameWhateverTheThreads() throws {
        let loop = [
            fingers, "--to", "4", "--size", "320x200", "--fps", "10", "--wind", "10,2", "--loop", "--loop-end",
            "wither",
        ]
        try assertSameFrames("wither", loop, least: 40)
        try assertSameFrames("ungrow", Array(loop.dropLast()) + ["ungrow"], least: 40)
    }

    /// `painting_threads=N render_threads=M` of a null export with `arguments`, run under
    /// `taskset -c CPUS` when `cpus` is given.
    private func reportedThreads(_ arguments: [String], cpus: String? = nil) throws -> (painting: Int, render: Int) {
        let command = ["export", demo, "--format", "null", "--from", "12", "--to", "12.05"] + arguments
        let output: String
        if let cpus {
            let taskset = try XCTUnwrap(toolPath("taskset"), "taskset (util-linux) is not installed")
            let result = try runTool(taskset, ["-c", cpus, vineExecutable.path] + command)
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            output = String(decoding: result.stdout, as: UTF8.self)
        } else {
            let result = try runVine(command)
            XCTAssertEqual(result.status, 0, result.stderr)
            output = result.stdout
        }
        func field(_ name: String) throws -> Int {
            let value = output.split(separator: " ").first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 1)
            return try XCTUnwrap(value.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }, output)
        }
        return (try field("painting_threads"), try field("render_threads"))
    }

    /// The CPUs this test may run on, as `nproc` counts them (the affinity mask).
    private func availableCores() throws -> Int {
        let nproc = try XCTUnwrap(toolPath("nproc"))
        let result = try runTool(nproc, [])
        return try XCTUnwrap(
            Int(String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    func testThreadsFollowTheCoresAndTheBudget() throws {
        let cores = try availableCores()
        // Small frames: the default budget holds layers for far more threads than cores.
        let small = ["--size", "640x400"]
        XCTAssertEqual(try reportedThreads(small, cpus: "0").painting, 1, "taskset -c 0 leaves one core")
        XCTAssertEqual(try reportedThreads(small).painting, cores, "one painting thread per core")
        if cores >= 2 {
            XCTAssertEqual(try reportedThreads(small, cpus: "0,1").painting, 2, "two cores paint on two threads")
        }
        XCTAssertEqual(try reportedThreads(small + ["--threads", "1"]).painting, 1, "--threads 1")
        XCTAssertEqual(try reportedThreads(small + ["--threads", "5"]).painting, 5, "--threads 5")
        // 4K within the default 192 MiB holds one set of scratch layers: one thread paints.
        XCTAssertEqual(try reportedThreads(["--size", "3840x2160", "--threads", "4"]).painting, 1)
        XCTAssertEqual(
            try reportedThreads(["--size", "3840x2160", "--threads", "4", "--cache-memory", "2048"]).painting, 4)
        let split = try reportedThreads(small + ["--render-threads", "3", "--threads", "2"])
        XCTAssertEqual([split.painting, split.render], [2, 3])
        XCTAssertEqual(try reportedThreads(small).render, max(1, min(8, cores / 8)), "the default render threads")
    }

    func testBadThreadCountsAreUsageErrors() throws {
        for (option, value) in [("--threads", "0"), ("--threads", "257"), ("--render-threads", "0"), ("--jobs", "0")] {
            let result = try runVine(["export", demo, "--format", "null", option, value])
            XCTAssertEqual(result.status, 64, "\(option) \(value): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(option), result.stderr)
        }
    }
}
