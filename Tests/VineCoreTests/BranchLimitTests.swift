import VineCore
import VineGeometry
import XCTest

/// Every `move`/`up` can sprout a branch, so the timeline caps branches to keep a hostile
/// recording from growing memory without bound.
final class BranchLimitTests: XCTestCase {
    private let header = RecordingHeader(
        width: 400, height: 300, seed: 1, parameters: Parameters(minBranchSeparation: 10))

    private func move(_ time: Double, _ x: Double) -> Event {
        Event(time: time, action: .move(pointer: 0, point: Point(x: x, y: 0)))
    }

    func testTheSampleBeyondTheLimitThrowsAndChangesNothing() throws {
        var timeline = Timeline(header: header, branchLimit: 2)
        try timeline.apply(Event(time: 0, action: .down(pointer: 0, point: Point(x: 0, y: 0))))
        try timeline.apply(move(1, 20))
        try timeline.apply(move(2, 40))
        try timeline.apply(move(3, 45))
        XCTAssertEqual(timeline.branchCount, 2)
        XCTAssertThrowsError(try timeline.apply(move(4, 60))) { error in
            XCTAssertEqual(error as? EventError, .tooManyBranches(limit: 2))
        }
        XCTAssertEqual(timeline.eventCount, 4, "the rejected event was not applied")
        XCTAssertEqual(timeline.vines[0].samples.count, 4)
        XCTAssertEqual(timeline.branchCount, 2)
    }

    func testReadingStopsAtTheLineOfTheBranchBeyondTheLimit() throws {
        let text = """
            {"vine":1,"width":400,"height":300,"seed":1,"params":{"minBranchSeparation":10}}
            [0,"down",0,0,0]
            [1,"move",0,20,0]
            [2,"move",0,25,0]
            [3,"move",0,40,0]
            [4,"up",0,60,0]

            """
        var reader = try RecordingReader(
            source: MemoryByteSource(Array(text.utf8)), limits: RecordingLimits(maxBranches: 2))
        XCTAssertThrowsError(try Timeline(reading: &reader)) { error in
            let error = error as? RecordingError
            XCTAssertEqual(error?.line, 6)
            XCTAssertTrue(error?.message.contains("too many branches") == true, "\(String(describing: error))")
        }
    }
}
