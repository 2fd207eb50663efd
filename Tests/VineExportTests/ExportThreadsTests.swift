import Foundation
import VineCore
import VineVector
import XCTest

@testable import VineExport

/// The export's threads in one process, small enough to run under ThreadSanitizer
/// (`Scripts/sanitize thread`): render threads taking turns, painting threads, the PNG
/// writer's workers, the thread reading ffmpeg's messages, and a stop asked for from the
/// thread that writes a frame.
final class ExportThreadsTests: XCTestCase {
    /// The demo's first four seconds at 15 frames a second.
    private static let schedule = FrameSchedule(from: 0, to: 4, fps: 15, speed: 1, hold: 0)

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-threads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// An exporter writing the demo as `output` on `renderThreads` render threads of
    /// `threads` painting threads each, 128 × 80.
    private func exporter(_ output: ExportPlan.Output, renderThreads: Int, threads: Int) throws -> Exporter {
        var request = ExportRequest(output: output)
        request.size = (128, 80)
        request.renderThreads = renderThreads
        request.threads = threads
        request.showsProgress = false
        return try Exporter(request.plan(for: DemoRecording.header))
    }

    /// The files of folder `name` under the test's folder and their bytes, by name.
    private func files(in name: String) throws -> [String: Data] {
        let path = folder.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: path.path) {
            files[file] = try Data(contentsOf: path.appendingPathComponent(file))
        }
        return files
    }

    func testThreeRenderThreadsAndThreeWritersGiveOneThreadsFrames() throws {
        let timeline = DemoRecording.timeline
        for (name, renderThreads, threads, jobs) in [("one", 1, 1, 1), ("many", 3, 2, 3)] {
            let output = ExportPlan.Output.frames(
                folder: folder.appendingPathComponent(name).path, jobs: jobs, resume: false)
            let summary = try exporter(output, renderThreads: renderThreads, threads: threads)
                .run(timeline, schedule: Self.schedule)
            XCTAssertEqual(summary.frames, Self.schedule.frameCount)
            XCTAssertEqual(summary.renderThreads, renderThreads)
        }
        let one = try files(in: "one")
        XCTAssertEqual(one.count, Self.schedule.frameCount)
        XCTAssertEqual(one.keys.sorted(), (0..<one.count).map(PNGSequenceWriter.fileName(ofFrame:)))
        XCTAssertTrue(one == (try files(in: "many")), "the frames differ with three render threads")
    }

    func testRenderThreadsFeedFFmpegItsFramesInOrder() throws {
        let path = folder.appendingPathComponent("demo.mp4").path
        let summary = try exporter(.video(path: path, format: .mp4), renderThreads: 2, threads: 2)
            .run(DemoRecording.timeline, schedule: Self.schedule)
        XCTAssertEqual(summary.frames, Self.schedule.frameCount)
        let video = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(video.dropFirst(4).prefix(4), Data("ftyp".utf8), "an MP4 file")
    }

    func testAStopAskedForWhileAFrameIsWrittenKeepsTheWholeFramesAndRemovesAVideo() throws {
        let frames = folder.appendingPathComponent("frames").path
        let video = folder.appendingPathComponent("demo.mp4").path
        for output in [
            ExportPlan.Output.frames(folder: frames, jobs: 2, resume: false), .video(path: video, format: .mp4),
        ] {
            var exporter = try exporter(output, renderThreads: 3, threads: 2)
            exporter.frameWritten = { $0 < 5 }
            XCTAssertThrowsError(try exporter.run(DemoRecording.timeline, schedule: Self.schedule)) { error in
                XCTAssertEqual(
                    error as? ExportError, .interrupted(framesWritten: 5, frameCount: Self.schedule.frameCount))
            }
        }
        XCTAssertEqual(try files(in: "frames").keys.sorted(), (0..<5).map(PNGSequenceWriter.fileName(ofFrame:)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: video), "the unfinished video is removed")
    }
}
