import Foundation
import TestPixels

/// An 8-bit RGB image read from a file through ImageMagick (alpha dropped).
struct RGBImage: Equatable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// `width × height × 3` bytes, rows top to bottom.
    var bytes: [UInt8]

    /// Reads `png` (any format ImageMagick reads), dropping alpha.
    init(png: URL) throws {
        let size = try RGBImage.magick(["identify", "-format", "%w %h", png.path])
        let numbers = String(decoding: size, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2 else { throw VirtualDisplay.Failed(message: "cannot read the size of \(png.path)") }
        width = numbers[0]
        height = numbers[1]
        bytes = Array(try RGBImage.magick(["convert", png.path, "-alpha", "off", "-depth", "8", "rgb:-"]))
        guard bytes.count == width * height * 3 else {
            throw VirtualDisplay.Failed(
                message: "\(png.path): expected \(width * height * 3) RGB bytes, got \(bytes.count)")
        }
    }

    /// The number of pixels that differ from `other`'s (all of them when the sizes differ).
    func differingPixels(from other: RGBImage) -> Int {
        guard width == other.width, height == other.height else {
            return max(width * height, other.width * other.height)
        }
        return Pixels.differing(bytes, other.bytes, channels: 3)
    }

    private static func magick(_ arguments: [String]) throws -> Data {
        let result = try runTool("/usr/bin/\(arguments[0])", Array(arguments.dropFirst()))
        guard result.status == 0 else {
            throw VirtualDisplay.Failed(message: "\(arguments.joined(separator: " ")) failed")
        }
        return result.stdout
    }
}
