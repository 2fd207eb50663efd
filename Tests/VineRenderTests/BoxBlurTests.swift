import VineCore
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

    func testTheMultiplyingAverageIsTheRoundedDivision() {
        for window in [1, 3, 5, 7, 9, 11, 13, 25, 51, 99, 255, 1001, 4097, 65535] {
            let average = BoxBlur.Average(window: window)
            let sums = Array(0...min(255 * window, 70_000)) + [255 * window - 1, 255 * window]
            for sum in sums {
                XCTAssertEqual(
                    Int(average(UInt32(sum))), (sum + window / 2) / window % 256, "window \(window), sum \(sum)")
            }
        }
    }

    func testTheBlurMatchesThePlainThreeBoxPasses() {
        var random = SplitMix64(seed: 7)
        for (width, height, radius) in [
            (1, 1, 1), (3, 2, 4), (17, 9, 2), (40, 33, 3), (5, 60, 6), (64, 64, 1), (2, 1, 1), (1, 7, 1), (37, 23, 1),
        ] {
            let stride = width + 3
            let image = (0..<stride * height).map { _ in UInt8(truncatingIfNeeded: random.next() >> 56) }
            var ours = image
            ours.withUnsafeMutableBufferPointer {
                BoxBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, radius: radius)
            }
            XCTAssertEqual(
                ours, Self.plainBlur(image, width: width, height: height, stride: stride, radius: radius),
                "\(width)×\(height), radius \(radius)")
        }
    }

    /// Three horizontal then three vertical box passes, each average rounded to nearest,
    /// written as plainly as possible.
    private static func plainBlur(_ image: [UInt8], width: Int, height: Int, stride: Int, radius: Int) -> [UInt8] {
        var image = image
        let window = 2 * radius + 1
        for _ in 0..<3 {
            let before = image
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (x - radius...x + radius).filter { $0 >= 0 && $0 < width }
                        .reduce(0) { $0 + Int(before[y * stride + $1]) }
                    image[y * stride + x] = UInt8((sum + window / 2) / window)
                }
            }
        }
        for _ in 0..<3 {
            let before = image
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (y - radius...y + radius).filter { $0 >= 0 && $0 < height }
                        .reduce(0) { $0 + Int(before[$1 * stride + x]) }
                    image[y * stride + x] = UInt8((sum + window / 2) / window)
                }
            }
        }
        return image
    }
}
