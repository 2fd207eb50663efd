import VineCore
import VineGeometry
import XCTest

@testable import VineRender

/// The layers of a changing vine's grown branches: appended as branches finish, and the
/// frames they give are the same whatever was rendered before.
final class VineLayersTests: XCTestCase {
    let timeline = DemoRecording.timeline

    func testAFrameDoesNotDependOnTheFramesRenderedBefore() throws {
        // One renderer steps forwards in small steps (its layers grow branch by branch),
        // then seeks back; each of its frames must equal a fresh renderer's first frame.
        let stepping = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 256, pixelHeight: 160)
        var checked = 0
        for t in stride(from: 0.0, through: 9.0, by: 0.05) {
            let frame = pixels(of: stepping.render(timeline.scene(at: t)))
            guard [2.0, 4.5, 6.0, 7.5, 9.0].contains(where: { abs($0 - t) < 1e-9 }) else { continue }
            let fresh = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 256, pixelHeight: 160)
            XCTAssertTrue(
                frame == pixels(of: fresh.render(timeline.scene(at: t))), "stepped and fresh frames differ at t = \(t)")
            checked += 1
        }
        XCTAssertEqual(checked, 5)
        for t in [5.0, 3.3, 8.8, 1.0] {
            let fresh = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 256, pixelHeight: 160)
            XCTAssertTrue(
                pixels(of: stepping.render(timeline.scene(at: t))) == pixels(of: fresh.render(timeline.scene(at: t))),
                "after seeking back, frames differ at t = \(t)")
        }
    }

    func testAChangingVineKeepsItsGrownBranchesInLayersFreedWhenItSettles() throws {
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 160, pixelHeight: 100)
        let drawing = timeline.scene(at: 6)
        XCTAssertFalse(drawing.vines[0].isSettled)
        XCTAssertGreaterThan(drawing.vines[0].grownBranchCount, 10, "the spiral has grown branches at 6 s")
        _ = renderer.render(drawing)
        XCTAssertEqual(renderer.activeLayerCount, drawing.vines.filter { !$0.isSettled }.count)
        _ = renderer.render(timeline.scene(at: timeline.end))
        XCTAssertEqual(renderer.activeLayerCount, 0, "every vine settled into the base")
    }

    func testLayersAppendBranchesAndStartOverForAnotherVineOrFewerBranches() throws {
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 160, pixelHeight: 100, caching: false)
        let scene = timeline.scene(at: 6)
        let painter = ScenePainter(
            scene: scene, canvasSize: timeline.canvas, transform: renderer.transform,
            width: 160, height: 100, target: .raster
        ).vines
        let canvas = Rect(x: 0, y: 0, width: timeline.canvas.width, height: timeline.canvas.height)
        let frame = PixelRect(minX: 0, minY: 0, maxX: 160, maxY: 100)
        let cache = try LayerCache(
            width: 160, height: 100, transform: renderer.transform, canvas: canvas, keepsBase: false)
        let layers = try VineLayers(
            width: 160, height: 100, transform: renderer.transform, canvas: canvas, clip: frame)
        cache.update(layers, to: timeline.scene(at: 4).vines[0], painter: painter)
        let early = layers.count
        cache.update(layers, to: scene.vines[0], painter: painter)
        XCTAssertGreaterThan(layers.count, early)
        XCTAssertEqual(layers.count, scene.vines[0].grownBranchCount)
        XCTAssertGreaterThan(layers.stemRunCount, 5, "the spiral's stem has complete runs at 6 s")
        /// The bytes of every layer of `layers`.
        func contents(_ layers: VineLayers) -> [[UInt8]] {
            [layers.branches, layers.stemColor, layers.stemHighlight].map {
                Array(UnsafeRawBufferPointer(start: $0.surface.data, count: $0.surface.byteCount))
            }
        }
        let appended = contents(layers)

        let direct = try VineLayers(
            width: 160, height: 100, transform: renderer.transform, canvas: canvas, clip: frame)
        cache.update(direct, to: scene.vines[0], painter: painter)
        XCTAssertTrue(
            appended == contents(direct),
            "appending branches and stem runs gives the layers painting them at once gives")

        cache.update(layers, to: timeline.scene(at: 4).vines[0], painter: painter)
        XCTAssertEqual(layers.count, early, "seeking back starts over")
        let later = timeline.scene(at: timeline.end)
        cache.update(layers, to: later.vines[1], painter: painter)
        XCTAssertEqual(layers.key?.vine, later.vines[1].vine.identity)
        XCTAssertEqual(layers.count, later.vines[1].grownBranchCount)
    }

    func testStemChunksOverlapAndOnlyGrowWithTheStem() {
        let samples = (0..<200).map { Sample(time: Double($0) / 60, point: Point(x: Double($0) * 2, y: 50)) }
        let overlap = 15.0
        var previous: [ClosedRange<Int>] = []
        for count in 1...200 {
            let chunks = StemChunks(samples[..<count], overlap: overlap)
            XCTAssertEqual(Array(chunks.complete.prefix(previous.count)), previous, "a longer stem keeps the chunks")
            previous = chunks.complete
            for (c, range) in chunks.complete.enumerated() {
                XCTAssertLessThanOrEqual(range.lowerBound, c * StemChunks.size)
                XCTAssertGreaterThanOrEqual(
                    range.upperBound, (c + 1) * StemChunks.size + 8, "reaches 15 points (8 samples) on")
            }
            let coveredUpTo = chunks.complete.last.map { $0.upperBound } ?? 0
            XCTAssertLessThanOrEqual(chunks.tailStart, max(0, coveredUpTo - 8), "the tail overlaps the last chunk")
            XCTAssertLessThan(chunks.tailStart, count)
        }
        XCTAssertEqual(previous.count, (200 - 9) / StemChunks.size)
        XCTAssertEqual(StemChunks(samples[..<1], overlap: overlap).tailStart, 0)
    }

    func testRaisingAHalfResolutionMaskScalesItUpLikeCairo() throws {
        // A 4 × 3 mask at step 2, raised into a device-resolution coverage; Cairo paints
        // the same mask scaled by 2 (bilinear) into another; they agree within 1.
        let mask = try ImageSurface(width: 4, height: 3, format: .a8)
        let values: [UInt8] = [0, 40, 200, 255, 10, 90, 255, 120, 0, 0, 60, 30]
        for (i, value) in values.enumerated() {
            mask.data.storeBytes(of: value, toByteOffset: (i / 4) * mask.stride + i % 4, as: UInt8.self)
        }
        mask.markDirty()
        let ours = try ImageSurface(width: 16, height: 12, format: .a8)
        ShadowMask(surface: mask, x: 2, y: 1, step: 2).raise(
            ours, within: PixelRect(minX: 0, minY: 0, maxX: 16, maxY: 12))
        let cairos = try ImageSurface(width: 16, height: 12, format: .a8)
        let context = CairoContext(cairos)
        context.concatenate(AffineTransform.scale(2).concatenating(.translation(Vector(x: 4, y: 2))))
        context.setSource(mask, x: 0, y: 0)
        context.paint()
        cairos.flush()
        for y in 0..<12 {
            for x in 0..<16 {
                let a = Int(ours.data.load(fromByteOffset: y * ours.stride + x, as: UInt8.self))
                let b = Int(cairos.data.load(fromByteOffset: y * cairos.stride + x, as: UInt8.self))
                XCTAssertEqual(a, b, accuracy: 1, "pixel (\(x), \(y))")
            }
        }
    }
}
