import Foundation
import VineCore
import XCTest

@testable import VineRender

/// The quick sketch a window shows while a long drawing's exact frame renders: the frame's
/// size, the exact background, and a picture much nearer the exact frame (seen from a
/// distance) than the bare background is.
final class SceneSketcherTests: XCTestCase {
    /// garden.vine (48 vines, 2,444 branches) at its end.
    private func garden() throws -> Timeline {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Recordings/garden.vine").standardized.path
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path), path)
        var reader = try RecordingReader(source: handle)
        return try Timeline(reading: &reader)
    }

    /// The mean absolute difference of two 1280 × 800 frames' bytes averaged over blocks
    /// of 16 × 16 pixels: how far apart they look from a distance.
    private func distance(_ a: [UInt8], _ b: [UInt8]) -> Double {
        func blocks(_ bytes: [UInt8]) -> [Int] {
            var sums = [Int](repeating: 0, count: 80 * 50 * 4)
            for y in 0..<800 {
                for x in 0..<1280 {
                    for channel in 0..<4 {
                        sums[((y / 16) * 80 + x / 16) * 4 + channel] += Int(bytes[(y * 1280 + x) * 4 + channel])
                    }
                }
            }
            return sums.map { $0 / 256 }
        }
        return Double(zip(blocks(a), blocks(b)).reduce(0) { $0 + abs($1.0 - $1.1) }) / Double(80 * 50 * 4)
    }

    func testASceneWithoutVinesSketchesAsItsExactFrame() throws {
        let timeline = try garden()
        let scene = timeline.scene(at: timeline.end).withoutVines
        let sketcher = try SceneSketcher(canvas: timeline.canvas, pixelWidth: 640, pixelHeight: 400)
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 640, pixelHeight: 400)
        let sketch = pixels(of: sketcher.render(scene))
        let exact = pixels(of: renderer.render(scene))
        XCTAssertEqual(sketch.count, exact.count)
        XCTAssertLessThanOrEqual(zip(sketch, exact).map { abs(Int($0) - Int($1)) }.max() ?? 0, 1)
    }

    func testASketchIsNearTheExactFrame() throws {
        let timeline = try garden()
        let scene = timeline.scene(at: timeline.end)
        let sketcher = try SceneSketcher(canvas: timeline.canvas, pixelWidth: 1280, pixelHeight: 800)
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 1280, pixelHeight: 800)
        let sketch = pixels(of: sketcher.render(scene))
        let exact = pixels(of: renderer.render(scene))
        let bare = pixels(of: renderer.render(scene.withoutVines))
        XCTAssertNotEqual(sketch, exact, "a sketch, not the exact frame")
        XCTAssertLessThan(
            distance(sketch, exact), distance(bare, exact) * 0.6,
            "the sketch shows the vines: it is much nearer the exact frame than the bare canvas")
    }
}
