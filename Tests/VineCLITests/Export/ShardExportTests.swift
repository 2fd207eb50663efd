import Foundation
import XCTest

/// `vine export --shard K/N`, run as the Command line article's recipes run it (GNU parallel): PNG shards
/// into one folder are exactly the folder one export writes, and MP4 shards joined by
/// ffmpeg's concat demuxer without re-encoding decode to the frames of the one-shot MP4.
final class ShardExportTests: FolderTestCase {
    private let garden = packageRoot.appendingPathComponent("Recordings/garden.vine").path
    /// 301 frames of a growing garden with wind: five groups of 60 frames and one more in an MP4.
    private let frames = ["--to", "30", "--fps", "10", "--size", "320x200", "--wind", "10,2", "--quiet"]

    /// Runs `vine ARGUMENTS --shard {}/4` for shards 1 to 4 under GNU parallel, as the Command line article does.
    private func parallelShards(_ arguments: [String]) throws {
        let parallel = try XCTUnwrap(toolPath("parallel"), "GNU parallel is not installed (Scripts/setup installs it)")
        let result = try runTool(
            parallel,
            ["--will-cite", "--halt", "now,fail=1", vineExecutable.path] + arguments + ["--shard", "{}/4", ":::"]
                + ["1", "2", "3", "4"], timeLimit: 300)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
    }

    /// The files of `folder`, by name.
    private func files(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) })
    }

    func testPNGShardsRunByGNUParallelWriteTheFolderOfOneExport() throws {
        let whole = path("whole")
        let one = try runVine(["export", garden, "--out", whole] + frames)
        XCTAssertEqual(one.status, 0, one.stderr)
        let sharded = path("sharded")
        try parallelShards(["export", garden, "--out", sharded] + frames)
        let expected = try files(whole)
        let got = try files(sharded)
        XCTAssertEqual(expected.count, 301)
        XCTAssertEqual(got.keys.sorted(), expected.keys.sorted(), "the same frame files, numbered as in the whole")
        for (name, bytes) in expected where got[name] != bytes { XCTFail("\(name) differs") }
    }

    /// ffmpeg's MD5 of each decoded frame of the video at `video`.
    private func decodedFrames(_ video: String) throws -> [String] {
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"), "ffmpeg is not installed (Scripts/setup installs it)")
        let result = try runTool(ffmpeg, ["-v", "error", "-i", video, "-f", "framemd5", "-"])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: ",").last.map(String.init) }
    }

    func testMP4ShardsJoinedWithoutReencodingDecodeToTheOneShotFrames() throws {
        let whole = path("whole.mp4")
        let one = try runVine(["export", garden, "--out", whole] + frames)
        XCTAssertEqual(one.status, 0, one.stderr)
        try parallelShards(["export", garden, "--out", path("part-{}.mp4"), "--render-threads", "2"] + frames)
        // The Command line article's join: the segments in order, copied (not encoded again) into one MP4.
        let list = (1...4).map { "file 'part-\($0).mp4'\n" }.joined()
        try list.write(toFile: path("parts.txt"), atomically: true, encoding: .utf8)
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"))
        let joined = path("joined.mp4")
        let join = try runTool(
            ffmpeg, ["-v", "error", "-f", "concat", "-safe", "0", "-i", path("parts.txt"), "-c", "copy", joined])
        XCTAssertEqual(join.status, 0, String(decoding: join.stderr, as: UTF8.self))
        let expected = try decodedFrames(whole)
        XCTAssertEqual(expected.count, 301)
        XCTAssertEqual(try decodedFrames(joined), expected, "the joined shards decode to the one-shot frames")
        XCTAssertEqual(
            try (1...4).map { try decodedFrames(path("part-\($0).mp4")).count }, [60, 120, 60, 61],
            "the six groups of frames (a key frame every 60 frames) split 1, 2, 1, 2")
    }

    func testAShardWithoutFramesWritesNothingAndBadShardsAreUsageErrors() throws {
        // 61 frames: a group of 60 frames and one of 1, so the first of four shards holds none.
        let short = ["--to", "6", "--fps", "10", "--size", "320x200"]
        let empty = try runVine(["export", garden, "--out", path("empty.mp4"), "--shard", "1/4"] + short)
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertTrue(empty.stderr.contains("shard 1/4 holds none of the 61 frames"), empty.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("empty.mp4")))
        let cases: [([String], String)] = [
            (["--out", path("f"), "--shard", "0/4"], "--shard"),
            (["--out", path("f"), "--shard", "5/4"], "--shard"),
            (["--out", path("f"), "--shard", "1/x"], "--shard"),
            (["--out", path("a.gif"), "--shard", "1/2"], "a gif is encoded whole"),
            (["--out", path("a.webm"), "--shard", "1/2"], "a webm is encoded whole"),
            (["--out", path("a.json"), "--shard", "1/2"], "an animation is written whole"),
            (["--out", path("a.png"), "--at", "3", "--shard", "1/2"], "a still"),
        ]
        for (arguments, message) in cases {
            let result = try runVine(["export", garden] + arguments + (arguments.contains("--at") ? [] : short))
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing written")
    }
}
