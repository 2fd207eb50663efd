import VineCore
import XCTest

@testable import VineRender

/// The renderer's cache follows its memory budget and the frame size, never the drawing,
/// and whatever the budget allows the frames stay byte for byte the same.
final class CacheBudgetTests: XCTestCase {
    let timeline = DemoRecording.timeline
    let mebibyte = 1 << 20

    func testTheDefaultBudgetHoldsWhatPaintingNeedsAtFourK() {
        let plan = CacheBudget(
            bytes: SceneRenderer.defaultCacheMemory, width: 3840, height: 2160, keepsBase: true, threads: 2,
            snapshots: 8, vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual(plan.frameBytes, 3840 * 2160 * 4)
        XCTAssertEqual(plan.setBytes, 3 * plan.frameBytes + 3840 * 2160)
        XCTAssertEqual([plan.scratchSets, plan.threads, plan.vineSets, plan.snapshots], [1, 1, 0, 1])
        XCTAssertLessThanOrEqual(plan.mostBytes(keepsBase: true), SceneRenderer.defaultCacheMemory)
    }

    func testTheDefaultBudgetAtFullHDPaintsOnTwoThreadsWithSnapshots() {
        let plan = CacheBudget(
            bytes: SceneRenderer.defaultCacheMemory, width: 1920, height: 1080, keepsBase: true, threads: 2,
            snapshots: 4, vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual([plan.scratchSets, plan.threads, plan.vineSets, plan.snapshots], [3, 2, 2, 4])
        XCTAssertLessThanOrEqual(plan.mostBytes(keepsBase: true), SceneRenderer.defaultCacheMemory)
    }

    func testFurtherPaintingThreadsComeAfterTheSnapshots() {
        let plan = CacheBudget(
            bytes: SceneRenderer.defaultCacheMemory, width: 1920, height: 1080, keepsBase: true, threads: 16,
            snapshots: 4, vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual(
            [plan.scratchSets, plan.threads, plan.vineSets, plan.snapshots], [3, 3, 2, 4],
            "the default budget at 1080p keeps its snapshots and paints on three threads however many cores there are")
        let big = CacheBudget(
            bytes: 4096 * mebibyte, width: 1920, height: 1080, keepsBase: true, threads: 16, snapshots: 4,
            vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual([big.scratchSets, big.threads, big.vineSets, big.snapshots], [17, 16, 4, 4])
        let one = CacheBudget(
            bytes: 4096 * mebibyte, width: 1920, height: 1080, keepsBase: true, threads: 1, snapshots: 4,
            vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual([one.scratchSets, one.threads], [1, 1], "one thread asked for, one set of scratch layers")
    }

    func testEightThreadsPaintWhatOneThreadPaints() throws {
        let (width, height) = (240, 150)
        let renderers = try [1, 3, 8].map {
            try SceneRenderer(
                canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: false,
                cacheMemory: 1 << 30, threads: $0)
        }
        XCTAssertEqual(renderers.map(\.paintingThreads), [1, 3, 8])
        for t in [6.0, 15.2, 24.0, timeline.end] {
            let scene = timeline.scene(at: t)
            let one = pixels(of: renderers[0].render(scene))
            for renderer in renderers.dropFirst() {
                XCTAssertTrue(
                    pixels(of: renderer.render(scene)) == one, "\(renderer.paintingThreads) threads at t = \(t)")
            }
        }
    }

    func testATinyBudgetKeepsOnlyWhatPaintingNeeds() {
        let plan = CacheBudget(
            bytes: 1, width: 640, height: 400, keepsBase: true, threads: 2, snapshots: 8,
            vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual([plan.scratchSets, plan.threads, plan.vineSets, plan.snapshots], [1, 1, 0, 0])
        let stills = CacheBudget(
            bytes: 2 * plan.setBytes, width: 640, height: 400, keepsBase: false, threads: 2, snapshots: 8,
            vineSets: LayerCache.vineSetCeiling)
        XCTAssertEqual(
            [stills.scratchSets, stills.threads, stills.vineSets, stills.snapshots], [2, 2, 0, 0],
            "without a base, two scratch sets paint on two threads")
    }

    func testSmallBudgetsPaintTheFramesOfAGenerousOneAndStayWithinThem() throws {
        let (width, height) = (240, 150)
        let set = CacheBudget(
            bytes: 0, width: width, height: height, keepsBase: true, threads: 2, snapshots: 0, vineSets: 0
        ).setBytes
        let frame = width * height * 4
        // What painting needs, then room for a vine's layers, then for the pipeline too.
        let budgets = [1, frame + 2 * set, frame + 4 * set + frame]
        var times = stride(from: 0.0, through: timeline.end + 0.5, by: 0.37).map { $0 }
        times += [19.9, 20.0, 20.1, 8.0, 24.0, 0.4, 13.2, 22.7, 6.0, 30.0]
        let generous = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, cacheMemory: 1 << 30, threads: 2)
        let small = try budgets.map {
            try SceneRenderer(
                canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, cacheMemory: $0, threads: 2)
        }
        XCTAssertEqual(small.map(\.paintingThreads), [1, 1, 2])
        for t in times {
            let scene = timeline.scene(at: t)
            let expected = pixels(of: generous.render(scene))
            for renderer in small {
                XCTAssertTrue(
                    pixels(of: renderer.render(scene)) == expected,
                    "a budget of \(renderer.cacheMemory) bytes paints another frame at t = \(t)")
                XCTAssertLessThanOrEqual(
                    renderer.cacheBytes, max(renderer.cacheMemory, frame + set),
                    "a budget of \(renderer.cacheMemory) bytes holds \(renderer.cacheBytes) at t = \(t)")
                XCTAssertLessThanOrEqual(renderer.cacheBytes, renderer.cacheBytesAtMost)
            }
        }
    }

    func testTwoThreadsWithTwoSetsOfLayersPaintWhatOneThreadPaints() throws {
        let (width, height) = (240, 150)
        let set = CacheBudget(
            bytes: 0, width: width, height: height, keepsBase: false, threads: 2, snapshots: 0, vineSets: 0
        ).setBytes
        let one = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: false, cacheMemory: set,
            threads: 2)
        let two = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: false, cacheMemory: 2 * set,
            threads: 2)
        XCTAssertEqual([one.paintingThreads, two.paintingThreads], [1, 2])
        XCTAssertEqual(two.cacheBytes, 2 * set)
        for t in [6.0, 9.5, 15.2, 19.9, 24.0, timeline.end] {
            let scene = timeline.scene(at: t)
            XCTAssertTrue(pixels(of: two.render(scene)) == pixels(of: one.render(scene)), "at t = \(t)")
        }
    }

    func testAFourKWindowsCacheStaysWithinItsBudget() throws {
        let renderer = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: 3840, pixelHeight: 2160, snapshots: 8, memoryAhead: .edits,
            waitsForMemory: true)
        for t in [9.0, 19.9, 20.1, timeline.end, 6.0] {
            _ = renderer.render(timeline.scene(at: t))
            XCTAssertLessThanOrEqual(renderer.cacheBytes, SceneRenderer.defaultCacheMemory, "at t = \(t)")
        }
        XCTAssertLessThanOrEqual(renderer.cacheBytesAtMost, 192 * mebibyte)
    }
}
