import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineRender

/// The bytes of `frame`, copied.
final class SceneRendererTests: XCTestCase {
    let timeline = DemoRecording.timeline

    func testCachedFramesEqualFromScratchFramesByteForByte() throws {
        // Forwards through the whole demo (its undo at 20 s included), then seeking back and forth.
        var times = stride(from: 0.0, through: timeline.end + 0.5, by: 0.41).map { $0 }
        times += [19.9, 20.0, 20.1, 8.0, 24.0, 0.4, 13.2, 22.7, 6.0, 6.0, 30.0]
        let cached = try assertCachedEqualsFromScratch(timeline, width: 240, height: 150, at: times)
        XCTAssertGreaterThan(cached.cacheRebuildCount, 2, "undo and seeking back rebuild the base")
    }

    func testTheCacheHoldsFinishedVinesOnly() throws {
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 160, pixelHeight: 100)
        _ = renderer.render(timeline.scene(at: 0.2))
        XCTAssertEqual(renderer.cachedVineCount, 0)
        _ = renderer.render(timeline.scene(at: 9))
        XCTAssertEqual(renderer.cachedVineCount, 1, "the spiral is up and grown, the first wave is being drawn")
        let beforeUndo = timeline.scene(at: 19.999)
        _ = renderer.render(beforeUndo)
        XCTAssertEqual(beforeUndo.vines.count, 4)
        XCTAssertEqual(renderer.cachedVineCount, beforeUndo.vines.prefix { $0.isSettled }.count)
        XCTAssertEqual(renderer.cacheRebuildCount, 1)
        let loopCached = renderer.cachedVineCount == 4
        _ = renderer.render(timeline.scene(at: timeline.end))
        XCTAssertEqual(renderer.cachedVineCount, timeline.scene(at: timeline.end).vines.count)
        XCTAssertEqual(renderer.cacheRebuildCount, 1, "the undo at 20 s starts from a snapshot")
        XCTAssertEqual(
            renderer.snapshotRestoreCount, loopCached ? 1 : 0,
            "the undo at 20 s replaces the base only if the undone loop was in it")
    }

    func testRenderingIsDeterministic() throws {
        let first = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125)
        let second = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125)
        for t in [1.0, 7.7, 15.0, 23.5] {
            XCTAssertEqual(
                pixels(of: first.render(timeline.scene(at: t))), pixels(of: second.render(timeline.scene(at: t))))
        }
    }

    func testRenderingIntoCallersMemoryGivesTheFramesBytes() throws {
        let own = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 203, pixelHeight: 125)
        let lent = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 203, pixelHeight: 125)
        XCTAssertEqual(lent.stride, own.render(timeline.scene(at: 0)).stride)
        var bytes = [UInt8](repeating: 0xA5, count: lent.stride * lent.pixelHeight)
        for t in [1.0, 7.7, 19.9, 20.1, 8.0, 23.5] {
            try bytes.withUnsafeMutableBytes { try lent.render(timeline.scene(at: t), into: $0) }
            XCTAssertEqual(bytes, pixels(of: own.render(timeline.scene(at: t))), "at \(t) s")
        }
        var short = [UInt8](repeating: 0, count: lent.stride * lent.pixelHeight - 1)
        XCTAssertThrowsError(try short.withUnsafeMutableBytes { try lent.render(timeline.scene(at: 1), into: $0) })
    }

    func testCanvasIsFittedAndCentredInsideALetterbox() throws {
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 160, pixelHeight: 160, caching: false)
        let frame = renderer.render(timeline.scene(at: 0))
        // 1280 × 800 into 160 × 160: scale 0.125, canvas rows 30..<130.
        let style = timeline.header.style
        let background = argb(style.background)
        let letterbox = argb(CanvasPainter(canvas: .zero, background: style.background).letterbox)
        XCTAssertEqual(frame.pixel(x: 80, y: 5), letterbox)
        XCTAssertEqual(frame.pixel(x: 80, y: 29), letterbox)
        XCTAssertEqual(frame.pixel(x: 0, y: 30), background)
        XCTAssertEqual(frame.pixel(x: 159, y: 129), background)
        XCTAssertEqual(frame.pixel(x: 80, y: 130), letterbox)
        XCTAssertEqual(renderer.transform.apply(Point(x: 640, y: 400)), Point(x: 80, y: 80))
    }

    func testLineWidthsScaleWithTheFrame() throws {
        let small = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 320, pixelHeight: 200, caching: false)
        let large = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 1280, pixelHeight: 800, caching: false)
        let scene = timeline.scene(at: 3)
        let background = argb(timeline.header.style.background)
        func inked(_ frame: Frame) -> Int {
            var count = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x: x, y: y) != background { count += 1 }
            }
            return count
        }
        let ratio = Double(inked(large.render(scene))) / Double(inked(small.render(scene)))
        XCTAssertEqual(ratio, 16, accuracy: 6, "4× the size inks about 16× the pixels")
    }

    /// `color` as an opaque premultiplied ARGB32 word, rounded as Cairo does for solid fills.
    private func argb(_ color: RGBA) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return 0xFF00_0000 | byte(color.r) << 16 | byte(color.g) << 8 | byte(color.b)
    }
}
