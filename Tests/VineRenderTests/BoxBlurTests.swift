import XCTest

@testable import VineRender

final class BoxBlurTests: XCTestCase {
    /// A `size` × `size` image (rows `stride` apart) with one square of 255s in the middle, blurred.
    private func blurredSquare(size: Int, stride: Int, radius: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: stride * size)
        for y in size / 2 - 2..<size / 2 + 2 { for x in size / 2 - 2..<size / 2 + 2 { pixels[y * stride + x] = 255 } }
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: size, height: size, stride: stride, radius: radius)
        }
        return pixels
    }

    func testRadiusZeroChangesNothing() {
        let image = blurredSquare(size: 16, stride: 16, radius: 0)
        XCTAssertEqual(image.filter { $0 == 255 }.count, 16)
        XCTAssertEqual(image.filter { $0 == 0 }.count, 240)
    }

    func testBlurSpreadsSymmetricallyAndKeepsTheMass() {
        let size = 32
        let image = blurredSquare(size: size, stride: size + 5, radius: 2)
        let mass = (0..<size).reduce(0) { sum, y in sum + (0..<size).reduce(0) { $0 + Int(image[y * (size + 5) + $1]) }
        }
        XCTAssertEqual(Double(mass), 16 * 255, accuracy: 16 * 255 * 0.03, "rounding loses or gains little")
        for y in 0..<size {
            for x in 0..<size {
                XCTAssertEqual(
                    Int(image[y * (size + 5) + x]), Int(image[x * (size + 5) + y]), accuracy: 2,
                    "symmetric in x and y, up to rounding after each pass")
                XCTAssertEqual(
                    image[y * (size + 5) + x], image[y * (size + 5) + (size - 1 - x)], "symmetric left-right")
            }
        }
        XCTAssertLessThan(image[(size / 2) * (size + 5) + size / 2], 255)
        XCTAssertGreaterThan(image[(size / 2) * (size + 5) + size / 2 + 6], 0, "spreads beyond the square")
        XCTAssertTrue((size..<size + 5).allSatisfy { image[$0] == 0 }, "row padding is left alone")
    }
}
