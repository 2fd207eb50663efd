import XCTest

@testable import VineWindow

/// How small the render thread sketches a long drawing's first frame.
final class RenderThreadTests: XCTestCase {
    func testSketchesAreAboutAsSmallWhateverTheWindowAndSmallerForMoreBranches() {
        XCTAssertEqual(RenderThread.sketchReduction(width: 1280, branches: 13_859), 4)
        XCTAssertEqual(RenderThread.sketchReduction(width: 3840, branches: 13_859), 12)
        XCTAssertEqual(RenderThread.sketchReduction(width: 1280, branches: 31_700), 5)
        XCTAssertEqual(RenderThread.sketchReduction(width: 200, branches: 2_000), 1)
    }
}
