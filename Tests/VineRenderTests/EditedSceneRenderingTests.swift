import VineCore
import VineGeometry
import XCTest

@testable import VineRender

/// The render cache through version-2 edits: clear and its undo, redo, erase, reseed,
/// per-vine settings and symmetry partners all give cached frames equal to from-scratch ones.
final class EditedSceneRenderingTests: XCTestCase {
    func testCachedFramesEqualFromScratchThroughEdits() throws {
        let header = RecordingHeader(width: 320, height: 200, seed: 21, parameters: Parameters(minBranchSeparation: 8))
        func stroke(_ time: Double, y: Double) -> [Event] {
            [Event(time: time, action: .down(pointer: 0, point: Point(x: 20, y: y)))]
                + (1...10).map {
                    Event(
                        time: time + 0.05 * Double($0),
                        action: .move(pointer: 0, point: Point(x: 20 + 10 * Double($0), y: y)))
                } + [Event(time: time + 0.6, action: .up(pointer: 0, point: Point(x: 130, y: y)))]
        }
        let events =
            stroke(0, y: 40) + stroke(1, y: 90)
            + [
                Event(time: 2, action: .set(try Setting(key: "leafSize", number: 20))),
                Event(time: 2, action: .set(try Setting(key: "vineColor", text: "#7A4A1F"))),
                Event(time: 2, action: .set(.symmetry(.mirror))),
            ] + stroke(2.5, y: 150)
            + [
                Event(time: 4, action: .clear), Event(time: 5, action: .undo), Event(time: 6, action: .redo),
                Event(time: 7, action: .undo), Event(time: 8, action: .erase(vine: 1)),
                Event(time: 9, action: .reseed(vine: 0, number: 1)), Event(time: 10.5, action: .undo),
                Event(time: 11, action: .redo),
                Event(time: 12, action: .set(try Setting(key: "background", text: "#203040"))),
            ]
        let timeline = try Timeline(header: header, events: events)
        let cached = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 240, pixelHeight: 150)
        let scratch = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 240, pixelHeight: 150, caching: false)
        var times = stride(from: 0.0, through: timeline.end + 0.5, by: 0.23).map { $0 }
        times += [9.4, 4.2, 11.2, 6.5, 13.5]
        for t in times {
            let scene = timeline.scene(at: t)
            XCTAssertTrue(
                pixels(of: cached.render(scene)) == pixels(of: scratch.render(scene)),
                "cached and from-scratch frames differ at t = \(t)")
        }
        XCTAssertEqual(timeline.scene(at: 3.5).vines.count, 4, "the mirrored stroke adds two vines")
    }
}
