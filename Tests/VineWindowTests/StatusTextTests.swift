import VineCore
import XCTest

@testable import VineWindow

/// The status line's text.
final class StatusTextTests: XCTestCase {
    func testTheDrawingStatusNamesTheSpeciesOfTheNextVines() {
        let timeline = Timeline(header: RecordingHeader())
        XCTAssertEqual(
            StatusText.drawing(scene: timeline.scene(at: 12.34), fps: 59.6, species: "natural", file: "a.vine"),
            "● REC 12.3 s · 0 vines · 0 branches · natural · 60 fps · a.vine")
    }
}
