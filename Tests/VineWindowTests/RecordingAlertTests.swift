import VineCore
import VineSystem
import XCTest

@testable import VineWindow

/// The drawing window's warning about its recording: lasting while writing fails, a notice
/// for a while after it recovers or after the file was written again, each change told once.
final class RecordingAlertTests: XCTestCase {
    func testFailureWarnsUntilItRecoversThenANoticeFades() {
        var alert = RecordingAlert(name: "a.vine", path: "/x/a.vine")
        XCTAssertNil(alert.update(RecordingWriter.Health(), at: 0).warning)
        let failing = RecordingWriter.Health(failure: "no space left on device")
        let first = alert.update(failing, at: 1)
        XCTAssertEqual(first.warning, "cannot write to a.vine: no space left on device — drawing kept in memory")
        XCTAssertEqual(first.messages, [.recordingFailing(path: "/x/a.vine", reason: "no space left on device")])
        let later = alert.update(failing, at: 30)
        XCTAssertEqual(later.warning, first.warning, "the warning lasts")
        XCTAssertEqual(later.messages, [], "told once")
        let recovered = alert.update(RecordingWriter.Health(), at: 31)
        XCTAssertEqual(recovered.messages, [.recordingRecovered(path: "/x/a.vine")])
        XCTAssertEqual(recovered.warning, "a.vine can be written again — it holds every event")
        XCTAssertNotNil(alert.update(RecordingWriter.Health(), at: 31 + RecordingAlert.noticeSeconds - 0.1).warning)
        XCTAssertNil(alert.update(RecordingWriter.Health(), at: 31 + RecordingAlert.noticeSeconds).warning)
    }

    func testARecreatedFileIsToldOnce() {
        var alert = RecordingAlert(name: "a.vine", path: "a.vine")
        let recreated = alert.update(RecordingWriter.Health(recreations: 1), at: 2)
        XCTAssertEqual(recreated.messages, [.recordingRecreated(path: "a.vine")])
        XCTAssertEqual(recreated.warning, "a.vine was deleted or moved — written again at its path, nothing lost")
        XCTAssertEqual(alert.update(RecordingWriter.Health(recreations: 1), at: 3).messages, [])
    }
}
