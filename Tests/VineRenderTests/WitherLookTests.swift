import VineCore
import VineGeometry
import XCTest

@testable import VineLook
@testable import VineRender

/// A loop's withering end in the look definition: when leaves turn, fall and fade, where
/// they go, what colour they take, and the vines fading after them; and a withering frame
/// painted whole.
final class WitherLookTests: XCTestCase {
    /// The demo in `look`.
    private func demo(_ look: Look) throws -> Timeline {
        var header = DemoRecording.header
        header.look = look
        return try Timeline(header: header, events: DemoRecording.events)
    }

    func testTheVinesFadeAfterTheLeavesWhichAreGoneBeforeThen() {
        XCTAssertEqual(LoopEnding.wither.vinesOpacity(progress: 0.5), 1)
        XCTAssertEqual(LoopEnding.wither.vinesOpacity(progress: 0.8), 0.5, accuracy: 1e-12)
        XCTAssertEqual(LoopEnding.wither.vinesOpacity(progress: 1), 0)
        XCTAssertEqual(LoopEnding.fade.vinesOpacity(progress: 0.25), 0.75, "a fade is linear from the start")
        XCTAssertEqual(LoopEnding.ungrow.vinesOpacity(progress: 0.5), 1)
        XCTAssertEqual(WitherLook.autumnColor(at: 0), WitherLook.autumn[0])
        XCTAssertEqual(WitherLook.autumnColor(at: 1), WitherLook.autumn[WitherLook.autumn.count - 1])
    }

    func testEveryLeafTurnsFallsAndIsGoneByTheEnd() throws {
        for look in [Look.classic, .natural] {
            let vine = try XCTUnwrap(try demo(look).vines.first)
            let definition = VineLook(vine: vine, scale: 1, shadesLines: true)
            var withers = 0
            for branch in vine.branches {
                guard let wither = definition.leafWither(of: branch) else { continue }
                withers += 1
                XCTAssertEqual(wither.transform(0), .identity)
                XCTAssertEqual(wither.opacity(0), 1)
                XCTAssertEqual(wither.turn(0), 0)
                XCTAssertLessThanOrEqual(wither.fallEnd, LoopEnding.wither.fadeStart + 0.25)
                XCTAssertEqual(wither.opacity(wither.fallEnd), 0)
                XCTAssertEqual(wither.turn(wither.turnEnd), 1)
                // Spun about its centre, the centre moves by the offset times the square of the fall.
                let halfway = (wither.fallStart + wither.fallEnd) / 2
                let moved = wither.transform(halfway).apply(wither.centre)
                XCTAssertEqual(moved.x, wither.centre.x + wither.offset.x / 4, accuracy: 1e-9)
                XCTAssertEqual(moved.y, wither.centre.y + wither.offset.y / 4, accuracy: 1e-9)
                XCTAssertGreaterThan(wither.offset.y, 0, "leaves fall down")
                // Fully turned, a fill takes the autumn colour and keeps its opacity.
                let green = RGBA(r: 0.3, g: 0.6, b: 0.2, a: 0.4)
                guard case .fill(.solid(let turned)) = wither.turned(.fill(.solid(green)), by: 1) else {
                    return XCTFail("a solid fill stays solid")
                }
                XCTAssertEqual(turned.a, 0.4)
                XCTAssertEqual(turned.r, WitherLook.autumnColor(at: wither.fall.hue).r, accuracy: 1e-12)
                // At the end of its fall every mark of its leaf is invisible; at the start all show as before.
                let start = definition.witheringBranch(branch, strokeEnd: 1, at: 0, progress: 0)
                XCTAssertTrue(start.allSatisfy { $0.opacity == 1 && $0.transform == .identity })
                let end = definition.witheringBranch(branch, strokeEnd: 1, at: 0, progress: 1)
                XCTAssertEqual(end.count, start.count)
                XCTAssertGreaterThan(end.filter { $0.opacity == 0 }.count, 0, "\(look): the leaf is gone")
            }
            XCTAssertGreaterThan(withers, 10, "\(look)")
        }
    }

    func testWitheringFramesAreDeterministicAndEndOnTheCanvasAlone() throws {
        for look in [Look.classic, .natural] {
            let timeline = try demo(look)
            let scene = timeline.scene(at: timeline.end)
            let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 320, pixelHeight: 200)
            let other = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 320, pixelHeight: 200, caching: false)
            let start = pixels(of: renderer.render(scene))
            let atStart = pixels(of: renderer.render(scene, ending: .wither, progress: 0))
            let differing = zip(start, atStart).filter { abs(Int($0) - Int($1)) > 16 }.count
            XCTAssertLessThan(differing, start.count / 200, "\(look): the ending starts where the drawing stands")
            let middle = pixels(of: renderer.render(scene, ending: .wither, progress: 0.5))
            XCTAssertEqual(middle, pixels(of: other.render(scene, ending: .wither, progress: 0.5)), "\(look)")
            XCTAssertNotEqual(middle, start)
            XCTAssertEqual(
                pixels(of: renderer.render(scene, ending: .wither, progress: 1)),
                pixels(of: renderer.render(scene.withoutVines)), "\(look): the last frame is the canvas alone")
        }
    }
}
