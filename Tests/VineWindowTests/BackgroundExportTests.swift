import Foundation
import VineCore
import VineExport
import VineGeometry
import XCTest

@testable import VineWindow

/// Ctrl+E's export on its worker thread, watched and stopped from the test's thread as the
/// window's main thread does; small enough to run under ThreadSanitizer too
/// (`Scripts/sanitize thread`).
final class BackgroundExportTests: XCTestCase {
    /// One stroke across a 160 × 100 canvas, grown about two seconds later.
    private static let timeline: Timeline = {
        let points = (0...20).map { Point(x: 10 + 7 * Double($0), y: 50 + 20 * sin(Double($0) / 3)) }
        let events =
            [Event(time: 0, action: .down(pointer: 0, point: points[0]))]
            + points.dropFirst().enumerated().map {
                Event(time: 0.05 * Double($0 + 1), action: .move(pointer: 0, point: $1))
            }
            + [Event(time: 1.1, action: .up(pointer: 0, point: points[20]))]
        return try! Timeline(
            header: RecordingHeader(width: 160, height: 100, seed: 5, parameters: Parameters(minBranchSeparation: 12)),
            events: events)
    }()

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-background-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// Ctrl+E's two files under the test's folder.
    private var outputs: [ExportPlan.Output] {
        [
            .video(path: folder.appendingPathComponent("vine.mp4").path, format: .mp4),
            .video(path: folder.appendingPathComponent("vine.gif").path, format: .gif),
        ]
    }

    /// `export`'s status once it has ended, read as the window does, a frame (1/60 s) apart;
    /// nil if it is still running after eight minutes. The worker runs at the lowest
    /// priority (nice 19), so with every core busy it may take a hundred times its half second.
    private func ending(of export: BackgroundExport) -> BackgroundExport.Status? {
        let deadline = Date().addingTimeInterval(480)
        var fractions: [Double] = []
        while Date() < deadline {
            guard case .running(let fraction) = export.status else {
                XCTAssertEqual(fractions, fractions.sorted(), "the fraction done never goes back")
                return export.status
            }
            fractions.append(fraction)
            Thread.sleep(forTimeInterval: 1.0 / 60)
        }
        return nil
    }

    func testTheWorkerWritesEveryFileWhileTheMainThreadWatches() throws {
        let export = BackgroundExport(timeline: Self.timeline, outputs: outputs)
        XCTAssertEqual(ending(of: export), .finished)
        for path in export.paths {
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            XCTAssertGreaterThan(size ?? 0, 0, path)
        }
    }

    func testCancelStopsTheWorkerAndRemovesTheFileBegun() throws {
        let export = BackgroundExport(timeline: Self.timeline, outputs: outputs)
        export.cancel()
        guard case .cancelled(let written) = export.status else {
            return XCTFail("cancelled, not \(export.status)")
        }
        for path in export.paths.dropFirst(written.count) {
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(path) is begun and removed, or never begun")
        }
    }
}
