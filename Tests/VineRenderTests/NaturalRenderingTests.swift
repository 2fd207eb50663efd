import VineCore
import VineGeometry
import XCTest

@testable import VineRender

final class NaturalRenderingTests: XCTestCase {
    /// The demo in the natural look, with a tap (a flower) added after it.
    let timeline: Timeline = {
        var header = DemoRecording.header
        header.look = .natural
        let tap: [Event] = [
            Event(time: 23.5, action: .down(pointer: 0, point: Point(x: 640, y: 300))),
            Event(time: 23.6, action: .up(pointer: 0, point: Point(x: 641, y: 300))),
        ]
        return try! Timeline(header: header, events: DemoRecording.events + tap)
    }()

    func testCachedNaturalFramesEqualFromScratchFramesByteForByte() throws {
        var times = stride(from: 0.0, through: timeline.end + 0.5, by: 0.37).map { $0 }
        times += [19.9, 20.0, 20.1, 8.0, 24.0, 0.4, 13.2, 23.61, 23.9, 6.0, 30.0]
        try assertCachedEqualsFromScratch(timeline, width: 320, height: 200, at: times, "natural ")
    }

    func testNaturalRenderingIsDeterministicAndDiffersFromClassic() throws {
        let first = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125)
        let second = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125)
        let classic = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125)
        for t in [1.0, 7.7, 15.0, 24.5] {
            let frame = pixels(of: first.render(timeline.scene(at: t)))
            XCTAssertEqual(frame, pixels(of: second.render(timeline.scene(at: t))))
            XCTAssertNotEqual(frame, pixels(of: classic.render(DemoRecording.timeline.scene(at: t))))
        }
    }

    func testAGrowingNaturalBranchShowsItsStalkBeforeItsLeaf() throws {
        let branch = timeline.vines[0].branches[5]
        XCTAssertNil(branch.naturalShape(strokeEnd: 0.3).leaf, "the stalk grows first")
        let unfolding = branch.naturalShape(strokeEnd: 0.8)
        XCTAssertNotNil(unfolding.leaf)
        XCTAssertGreaterThan(unfolding.leafScale, 0)
        XCTAssertLessThan(unfolding.leafScale, 1)
        XCTAssertEqual(branch.naturalShape(strokeEnd: 1).leafScale, 1)
        XCTAssertGreaterThan(NaturalGrowth.stalk(0.3), 0.3 / NaturalGrowth.stalkShare, "ease-out: ahead of linear")
    }
}
