import Foundation
import VineCore
import VineSystem
import XCTest

@testable import VineCLI

/// Where a drawing goes when its own file cannot be written at the end: the documented
/// folders in order, never overwriting, and "nowhere" only when every folder fails.
final class RecordingFallbackTests: FolderTestCase {
    func testFoldersInTheDocumentedOrder() {
        XCTAssertEqual(
            RecordingFallback.folders(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]),
            ["/s/vine", "/h/.local/state/vine", "/h", "/tmp"])
        XCTAssertEqual(
            RecordingFallback.folders(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]),
            ["/h/.local/state/vine", "/h", "/tmp"], "a relative XDG_STATE_HOME is ignored, as the spec says")
        XCTAssertEqual(RecordingFallback.folders(environment: [:]), ["/tmp"])
    }

    func testSavesInTheFirstFolderThatTakesItWithoutOverwriting() throws {
        let writer = try RecordingWriter(
            header: RecordingHeader(), creating: folder.appendingPathComponent("a.vine").path)
        try writer.append(Event(time: 0, action: .clear))
        try writer.close()
        let state = folder.appendingPathComponent("state/deep/vine").path

        let first = RecordingFallback.save(writer, name: "a.vine", in: ["/proc/no-such/vine", state])
        XCTAssertEqual(first.path, state + "/a.vine")
        XCTAssertEqual(first.errors.map(\.path), ["/proc/no-such/vine"])
        let second = RecordingFallback.save(writer, name: "a.vine", in: [state])
        XCTAssertEqual(second.path, state + "/a-2.vine", "an existing copy is never overwritten")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: state + "/a-2.vine")),
            try Data(contentsOf: folder.appendingPathComponent("a.vine")))

        let nowhere = RecordingFallback.save(writer, name: "a.vine", in: ["/proc/no-such/vine", "/proc/1/no"])
        XCTAssertNil(nowhere.path)
        XCTAssertEqual(nowhere.errors.count, 2)
    }
}
