import VineWindow
import XCTest

/// The frame-time summary `vine play --stats` and `vine draw --stats` print.
final class FrameStatsTests: XCTestCase {
    func testPercentilesAndSummary() {
        var stats = FrameStats()
        for i in 1...100 {
            stats.record(work: Double(i) / 1000, cpu: Double(i) / 2000, interval: i == 1 ? nil : 1.0 / 60)
        }
        XCTAssertEqual(FrameStats.percentileMilliseconds(50, of: stats.workTimes), 50, accuracy: 1e-9)
        XCTAssertEqual(FrameStats.percentileMilliseconds(99, of: stats.workTimes), 99, accuracy: 1e-9)
        XCTAssertEqual(FrameStats.percentileMilliseconds(99, of: []), 0)
        XCTAssertEqual(
            stats.summary,
            "frames=100 frame_ms_p50=50.00 frame_ms_p99=99.00 frame_ms_max=100.00 frame_cpu_ms_p50=25.00"
                + " frame_cpu_ms_p99=49.50 frame_cpu_ms_max=50.00 interval_ms_p50=16.67 interval_ms_p99=16.67 over_16.7ms=84 over_33ms=67"
                + " painting_threads=0 render_threads=1"
        )
        stats.paintingThreads = 2
        XCTAssertTrue(stats.summary.hasSuffix(" painting_threads=2 render_threads=1"), stats.summary)
    }
}
