import VineCore
import VineGeometry
import XCTest

@testable import VineRender

/// The layer cache's decisions: painting as a pipeline on several threads, and repainting
/// from snapshots, give exactly the frame painted whole from nothing.
final class LayerCacheTests: XCTestCase {
    let timeline = DemoRecording.timeline

    /// The frame `cache` paints for `scene` at `width` × `height`, as bytes.
    private func frame(_ cache: LayerCache, _ scene: Scene, width: Int, height: Int) throws -> [UInt8] {
        let transform = AffineTransform.fitting(
            Rect(x: 0, y: 0, width: timeline.canvas.width, height: timeline.canvas.height),
            into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let painter = ScenePainter(
            scene: scene, canvasSize: timeline.canvas, transform: transform, width: width, height: height,
            target: .raster)
        let surface = try ImageSurface(width: width, height: height)
        cache.render(scene, painter: painter, into: surface)
        return Array(UnsafeRawBufferPointer(start: surface.data, count: surface.byteCount))
    }

    /// A cache of frames `width` × `height` of the demo's canvas.
    private func cache(width: Int, height: Int, keepsBase: Bool, threads: Int) throws -> LayerCache {
        let canvas = Rect(x: 0, y: 0, width: timeline.canvas.width, height: timeline.canvas.height)
        let transform = AffineTransform.fitting(
            canvas, into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return try LayerCache(
            width: width, height: height, transform: transform, canvas: canvas, keepsBase: keepsBase,
            threads: threads)
    }

    func testThePipelineOnSeveralThreadsPaintsTheFrameOneThreadPaints() throws {
        for (width, height) in [(240, 150), (201, 131), (320, 97), (97, 320), (400, 250)] {
            let whole = try cache(width: width, height: height, keepsBase: false, threads: 1)
            let two = try cache(width: width, height: height, keepsBase: false, threads: 2)
            let three = try cache(width: width, height: height, keepsBase: false, threads: 3)
            for t in [3.0, 6.0, 9.5, 15.2, 19.9, 24.0, timeline.end] {
                let scene = timeline.scene(at: t)
                let expected = try frame(whole, scene, width: width, height: height)
                XCTAssertTrue(
                    try frame(two, scene, width: width, height: height) == expected,
                    "two threads differ at \(width)×\(height), t = \(t)")
                XCTAssertTrue(
                    try frame(three, scene, width: width, height: height) == expected,
                    "three threads differ at \(width)×\(height), t = \(t)")
            }
        }
    }

    /// Twelve short strokes, one every 1.5 s, then an undo, a clear, four more strokes and
    /// two undos: settled vines joining the base one by one and leaving it every way.
    private static let edits: Timeline = {
        var events: [Event] = []
        var t = 0.0
        func stroke(_ n: Int) {
            let x = 30.0 + Double(n % 6) * 60
            let y = 40.0 + Double(n / 6 % 3) * 80
            events.append(Event(time: t, action: .down(pointer: 0, point: Point(x: x, y: y))))
            for step in 1...12 {
                let point = Point(x: x + Double(step) * 4, y: y + Double(step % 3) * 9)
                events.append(Event(time: t + Double(step) * 0.05, action: .move(pointer: 0, point: point)))
            }
            events.append(Event(time: t + 0.65, action: .up(pointer: 0, point: Point(x: x + 50, y: y + 20))))
            t += 1.5
        }
        for n in 0..<12 { stroke(n) }
        events.append(Event(time: t, action: .undo))
        t += 1.5
        events.append(Event(time: t, action: .clear))
        t += 0.5
        for n in 12..<16 { stroke(n) }
        events.append(Event(time: t, action: .undo))
        events.append(Event(time: t + 1, action: .undo))
        let header = RecordingHeader(
            width: 400, height: 260, seed: 5, parameters: Parameters(minBranchSeparation: 8, maxBranchLength: 30))
        return try! Timeline(header: header, events: events)
    }()

    func testMemoryMadeResidentAheadChangesNoFrame() throws {
        let timeline = Self.edits
        let canvas = Rect(x: 0, y: 0, width: timeline.canvas.width, height: timeline.canvas.height)
        let (width, height) = (1000, 650)
        let transform = AffineTransform.fitting(
            canvas, into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let scratch = try LayerCache(
            width: width, height: height, transform: transform, canvas: canvas, keepsBase: false, threads: 1)
        for ahead in [SceneRenderer.MemoryAhead.firstFrame, .lateStart, .edits] {
            let warmed = try LayerCache(
                width: width, height: height, transform: transform, canvas: canvas, keepsBase: true, snapshots: 3)
            warmed.makeResidentAhead(ahead, with: try ImageSurface(width: width, height: height, ownMemory: true))
            for t in [9.1, 12.0, 17.0, 5.0, 18.6, 26.0] {
                try assertSameFrames(
                    warmed, scratch, timeline, at: t, transform: transform, width: width, height: height, "\(ahead)")
            }
        }
    }

    /// Frames of ``edits`` at 200 × 130 pixels: canvas points → pixels.
    private static let editsTransform = AffineTransform.fitting(
        Rect(x: 0, y: 0, width: edits.canvas.width, height: edits.canvas.height),
        into: Rect(x: 0, y: 0, width: 200, height: 130))

    /// A new cache of 200 × 130 frames of ``edits``: keeping its base (and 3 snapshots), or
    /// painting every frame from scratch on one thread.
    private func editsCache(keepsBase: Bool) throws -> LayerCache {
        let canvas = Rect(x: 0, y: 0, width: Self.edits.canvas.width, height: Self.edits.canvas.height)
        return try LayerCache(
            width: 200, height: 130, transform: Self.editsTransform, canvas: canvas, keepsBase: keepsBase,
            threads: keepsBase ? 2 : 1, snapshots: 3)
    }

    func testLayersOfVinesThatSettleAreKeptForTheNextNotMadeAgain() throws {
        let timeline = Self.edits
        let (width, height, transform) = (200, 130, Self.editsTransform)
        let cached = try editsCache(keepsBase: true)
        let scratch = try editsCache(keepsBase: false)
        var mostChanging = 0
        // Forwards (a stroke starts while the one before still grows), then seeks both ways.
        let times = Array(stride(from: 0.0, through: timeline.end + 0.5, by: 0.1)) + [17.0, 5.0, 16.0, 2.0, 18.6, 7.7]
        for t in times {
            try assertSameFrames(cached, scratch, timeline, at: t, transform: transform, width: width, height: height)
            mostChanging = max(mostChanging, timeline.scene(at: t).vines.filter { !$0.isSettled }.count)
        }
        XCTAssertEqual(mostChanging, 2, "the timeline has two vines changing at once")
        XCTAssertEqual(cached.layerSetsMade, 2, "as many sets of layers as vines changing at once, made once")

        let ahead = try editsCache(keepsBase: true)
        ahead.makeResidentAhead(.edits, with: try ImageSurface(width: width, height: height, ownMemory: true))
        for t in times {
            try assertSameFrames(ahead, scratch, timeline, at: t, transform: transform, width: width, height: height)
        }
        XCTAssertEqual(ahead.layerSetsMade, 2, "the two sets made ahead for edits serve every vine")
    }

    /// Asserts that caches `a` and `b` paint the same bytes for `timeline` at `t`.
    private func assertSameFrames(
        _ a: LayerCache, _ b: LayerCache, _ timeline: Timeline, at t: Double, transform: VineGeometry.AffineTransform,
        width: Int, height: Int, _ what: String = ""
    ) throws {
        let scene = timeline.scene(at: t)
        let painter = ScenePainter(
            scene: scene, canvasSize: timeline.canvas, transform: transform, width: width, height: height,
            target: .raster)
        let first = try ImageSurface(width: width, height: height)
        let second = try ImageSurface(width: width, height: height)
        a.render(scene, painter: painter, into: first)
        b.render(scene, painter: painter, into: second)
        XCTAssertTrue(memcmp(first.data, second.data, first.byteCount) == 0, "frames differ at t = \(t) \(what)")
    }

    func testSnapshotCachedAndFromScratchFramesAgreeAfterUndoClearAndSeeks() throws {
        let timeline = Self.edits
        let (width, height, transform) = (200, 130, Self.editsTransform)
        let cached = try editsCache(keepsBase: true)
        let scratch = try editsCache(keepsBase: false)
        /// Both caches' frames at `t`, compared.
        func check(_ t: Double, _ what: String) throws {
            try assertSameFrames(
                cached, scratch, timeline, at: t, transform: transform, width: width, height: height,
                "(cached and from scratch, \(what))")
        }
        // A late start, then forwards through the undo and the clear and the last undos.
        try check(9.1, "late start")
        for t in stride(from: 9.3, through: timeline.end + 0.5, by: 0.35) { try check(t, "forwards") }
        // Seeks both ways.
        for t in [17.0, 5.0, 16.0, 12.2, 2.0, 18.5, 18.6, 7.7, 25.0, 23.0, 17.9, 26.0, 0.1, 19.0] {
            try check(t, "seek")
        }
        XCTAssertGreaterThan(cached.snapshotRestoreCount, 3, "undo and seeks start from snapshots")
    }
}
