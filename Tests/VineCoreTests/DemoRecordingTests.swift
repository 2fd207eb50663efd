import Foundation
import VineCore
import VineSystem
import XCTest

final class DemoRecordingTests: XCTestCase {
    func testDemoFileIsExactlyTheWritersOutputForTheDemo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vine-demo-\(UUID().uuidString).vine")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try RecordingWriter(header: DemoRecording.header, creating: url.path)
        for event in DemoRecording.events { try writer.append(event) }
        try writer.close()
        let bundled = try Data(contentsOf: packageRoot.appendingPathComponent("Recordings/demo.vine"))
        XCTAssertEqual(try Data(contentsOf: url), bundled)
    }

    func testDemoLastsAboutTwentySecondsWithSeveralVinesAndAnUndo() {
        let timeline = DemoRecording.timeline
        XCTAssertTrue((15...25).contains(timeline.lastEventTime), "\(timeline.lastEventTime)")
        XCTAssertGreaterThanOrEqual(timeline.vines.count, 4)
        XCTAssertEqual(timeline.vines.filter { $0.removed != nil }.count, 1)
        XCTAssertTrue(timeline.vines.allSatisfy { $0.branches.count > 5 })
        XCTAssertEqual(timeline.scene(at: timeline.end).vines.count, timeline.vines.count - 1)
        XCTAssertTrue(timeline.scene(at: timeline.end).vines.allSatisfy(\.isSettled))
    }

    func testEveryBundledRecordingReadsCleanly() throws {
        let folder = packageRoot.appendingPathComponent("Recordings")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vine") }
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for file in files {
            let (events, warnings) = try readAll(
                try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            XCTAssertEqual(warnings, [], file)
            XCTAssertGreaterThan(events.count, 300, file)
        }
    }
}
