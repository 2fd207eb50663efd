import VineCore
import VineRender
import XCTest

@testable import VineWindow

/// The window's render thread: its frames, and how small it sketches a long drawing's first
/// frame. The frames run under ThreadSanitizer too (`Scripts/sanitize thread`).
final class RenderThreadTests: XCTestCase {
    func testSketchesAreAboutAsSmallWhateverTheWindowAndSmallerForMoreBranches() {
        XCTAssertEqual(RenderThread.sketchReduction(width: 1280, branches: 13_859), 4)
        XCTAssertEqual(RenderThread.sketchReduction(width: 3840, branches: 13_859), 12)
        XCTAssertEqual(RenderThread.sketchReduction(width: 1280, branches: 31_700), 5)
        XCTAssertEqual(RenderThread.sketchReduction(width: 200, branches: 2_000), 1)
    }

    func testFramesHandedOverAreTheRenderersFramesThroughAResize() throws {
        let timeline = DemoRecording.timeline
        let thread = RenderThread(canvas: timeline.canvas, cacheMemory: SceneRenderer.defaultCacheMemory, threads: 2)
        defer { thread.stop() }
        for (width, height) in [(160, 100), (200, 125)] {
            let renderer = try SceneRenderer(
                canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: false)
            for time in [1.0, 3.5, 8, 6, 14, 23] {
                let scene = timeline.scene(at: time)
                thread.submit(scene, width: width, height: height)
                var rendered = try thread.take()
                while rendered.isSketch { rendered = try thread.take() }
                XCTAssertNil(try thread.poll(), "one frame per job")
                let expected = renderer.render(scene)
                XCTAssertEqual([rendered.frame.width, rendered.frame.height], [width, height])
                XCTAssertTrue(
                    rendered.frame.bytes == Array(expected.bytes), "the frame at \(time) s, \(width) × \(height)")
            }
        }
    }
}
