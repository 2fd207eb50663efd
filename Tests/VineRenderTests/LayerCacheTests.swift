import VineCore
import VineGeometry
import XCTest

@testable import VineRender

/// The layer cache's decisions: painting in bands on several threads, and repainting
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

    func testBandsOnSeveralThreadsPaintTheFrameAWholePaintingGives() throws {
        for (width, height) in [(240, 150), (201, 131), (320, 97)] {
            let whole = try cache(width: width, height: height, keepsBase: false, threads: 1)
            let two = try cache(width: width, height: height, keepsBase: false, threads: 2)
            let three = try cache(width: width, height: height, keepsBase: false, threads: 3)
            for t in [3.0, 9.5, 19.9, 24.0, timeline.end] {
                let scene = timeline.scene(at: t)
                let expected = try frame(whole, scene, width: width, height: height)
                XCTAssertTrue(
                    try frame(two, scene, width: width, height: height) == expected,
                    "two bands differ at \(width)×\(height), t = \(t)")
                XCTAssertTrue(
                    try frame(three, scene, width: width, height: height) == expected,
                    "three bands differ at \(width)×\(height), t = \(t)")
            }
        }
    }
}
