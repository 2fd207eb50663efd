import CCairo
import VineLook
import XCTest

@testable import VineExport
@testable import VineRender

final class PNGEncoderTests: XCTestCase {
    /// Decodes `png` with Cairo's own reader and returns its surface.
    private func decode(_ png: [UInt8]) throws -> ImageSurface {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vine-png-\(UUID().uuidString).png")
        try Data(png).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let surface = cairo_image_surface_create_from_png(url.path)!
        XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS)
        let decoded = try ImageSurface(
            width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)))
        let context = CairoContext(decoded)
        cairo_set_source_surface(context.cairo, surface, 0, 0)
        context.setOperator(.source)
        context.paint()
        cairo_surface_destroy(surface)
        decoded.flush()
        return decoded
    }

    private func pixels(_ image: ImageSurface) -> [UInt32] {
        (0..<image.height).flatMap { y in
            (0..<image.width).map { x in image.data.load(fromByteOffset: y * image.stride + 4 * x, as: UInt32.self) }
        }
    }

    private func fill(_ image: ImageSurface, _ pixel: (Int, Int) -> UInt32) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                image.data.storeBytes(of: pixel(x, y), toByteOffset: y * image.stride + 4 * x, as: UInt32.self)
            }
        }
        image.markDirty()
    }

    func testOpaqueImagesRoundTripExactly() throws {
        let image = try ImageSurface(width: 37, height: 11)
        fill(image) { x, y in
            0xFF00_0000 | UInt32(x * 7 % 256) << 16 | UInt32(y * 23 % 256) << 8 | UInt32((x ^ y) % 256)
        }
        let png = PNGEncoder().encode(image.data, width: image.width, height: image.height, stride: image.stride)
        XCTAssertEqual(png[25], 2, "colour type RGB")
        XCTAssertEqual(pixels(try decode(png)), pixels(image))
    }

    func testTranslucentImagesRoundTripLikeCairosWriter() throws {
        let image = try ImageSurface(width: 16, height: 16)
        fill(image) { x, y in
            let alpha = UInt32(x * 16 + y)
            let value = alpha * UInt32(y) / 15
            return alpha << 24 | value << 16 | (alpha / 2) << 8 | 0
        }
        let png = PNGEncoder().encode(image.data, width: image.width, height: image.height, stride: image.stride)
        XCTAssertEqual(png[25], 6, "colour type RGBA")
        XCTAssertEqual(pixels(try decode(png)), pixels(image))
    }

    func testOutputIsTheSameEveryTimeAndHasNoTimeChunk() throws {
        let image = try ImageSurface(width: 20, height: 20)
        fill(image) { x, y in 0xFF00_0000 | UInt32(x * y) }
        let first = PNGEncoder().encode(image.data, width: 20, height: 20, stride: image.stride)
        let second = PNGEncoder().encode(image.data, width: 20, height: 20, stride: image.stride)
        XCTAssertEqual(first, second)
        XCTAssertNil(String(decoding: first, as: UTF8.self).range(of: "tIME"))
    }

    func testAReusedWorkspaceGivesTheBytesAFreshOneGives() throws {
        let large = try ImageSurface(width: 40, height: 30)
        fill(large) { x, y in 0xFF00_0000 | UInt32(x * 5 % 256) << 8 | UInt32(y * 9 % 256) }
        let small = try ImageSurface(width: 9, height: 7)
        fill(small) { x, y in UInt32(x * 20) << 24 | UInt32(y) }
        let workspace = PNGEncoder.Workspace()
        let encoder = PNGEncoder()
        for image in [large, small, large] {
            let reused = encoder.encode(
                image.data, width: image.width, height: image.height, stride: image.stride, workspace: workspace)
            let fresh = encoder.encode(image.data, width: image.width, height: image.height, stride: image.stride)
            XCTAssertEqual(reused, fresh)
            if image === large { XCTAssertEqual(pixels(try decode(reused)), pixels(image)) }
        }
    }
}
