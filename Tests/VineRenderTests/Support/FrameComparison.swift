import VineCore
import XCTest

@testable import VineRender

/// The bytes of `frame`, for comparing frames.
func pixels(of frame: Frame) -> [UInt8] { Array(frame.bytes) }

/// Asserts that a caching renderer and a from-scratch one give byte-identical frames of
/// `timeline` at `times`, in that order (seeking back included), at `width` × `height`;
/// returns the caching renderer.
@discardableResult
func assertCachedEqualsFromScratch(
    _ timeline: Timeline, width: Int, height: Int, at times: [Double], _ what: String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> SceneRenderer {
    let cached = try SceneRenderer(canvas: timeline.canvas, pixelWidth: width, pixelHeight: height)
    let scratch = try SceneRenderer(canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: false)
    for t in times {
        let scene = timeline.scene(at: t)
        XCTAssertTrue(
            pixels(of: cached.render(scene)) == pixels(of: scratch.render(scene)),
            "cached and from-scratch \(what)frames differ at t = \(t)", file: file, line: line)
    }
    return cached
}
