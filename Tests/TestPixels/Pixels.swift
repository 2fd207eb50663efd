/// Arithmetic over every pixel of a frame, for the tests that compare frames.
///
/// A module of its own so that it is built optimised while `VineCLITests`, which calls it, is
/// not: a test module is mostly assertions, which cost more to optimise than they gain, but
/// a loop over a million bytes runs a hundred times slower unoptimised.
///
/// Pixels are interleaved bytes, `channels` to a pixel (3 for RGB, 4 for BGRA or RGBA); the
/// functions that compare colours read the first three bytes of each pixel, in memory order.
public enum Pixels {
    /// The sum of the absolute differences between `a` and `b`, byte by byte (over the
    /// shorter of the two).
    public static func change(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var sum = 0
                for i in 0..<min(a.count, b.count) { sum += abs(Int(a[i]) - Int(b[i])) }
                return sum
            }
        }
    }

    /// How many pixels of `bytes` satisfy `test`, given each pixel's first three bytes.
    public static func count(
        _ bytes: [UInt8], channels: Int, where test: (UInt8, UInt8, UInt8) -> Bool
    ) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            for i in stride(from: 0, to: bytes.count - channels + 1, by: channels)
            where test(bytes[i], bytes[i + 1], bytes[i + 2]) {
                count += 1
            }
            return count
        }
    }

    /// How many pixels differ between `a` and `b` in one of their first three bytes.
    public static func differing(_ a: [UInt8], _ b: [UInt8], channels: Int) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var count = 0
                for i in stride(from: 0, to: min(a.count, b.count) - channels + 1, by: channels)
                where a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] {
                    count += 1
                }
                return count
            }
        }
    }

    /// For each pixel of `bytes`, whether one of its first three bytes differs from the same
    /// byte of `background` by more than `threshold`.
    public static func ink(_ bytes: [UInt8], channels: Int, background: [UInt8], threshold: Int) -> [Bool] {
        let (r, g, b) = (Int(background[0]), Int(background[1]), Int(background[2]))
        var ink = [Bool](repeating: false, count: bytes.count / channels)
        bytes.withUnsafeBufferPointer { bytes in
            ink.withUnsafeMutableBufferPointer { ink in
                for pixel in ink.indices {
                    let i = pixel * channels
                    ink[pixel] =
                        abs(Int(bytes[i]) - r) > threshold || abs(Int(bytes[i + 1]) - g) > threshold
                        || abs(Int(bytes[i + 2]) - b) > threshold
                }
            }
        }
        return ink
    }

    /// The sums of each of the first three bytes over the pixels of `bytes` that `mask` marks.
    public static func sums(_ bytes: [UInt8], channels: Int, where mask: [Bool]) -> [Double] {
        var sums = [0.0, 0.0, 0.0]
        bytes.withUnsafeBufferPointer { bytes in
            for pixel in mask.indices where mask[pixel] {
                for c in 0..<3 { sums[c] += Double(bytes[pixel * channels + c]) }
            }
        }
        return sums
    }

    /// The fraction of the marked pixels of `mask` (`width` × `height`) with no marked pixel
    /// of `other` within `radius` pixels across and down (0 when `mask` marks none).
    public static func unmatched(_ mask: [Bool], in other: [Bool], width: Int, height: Int, radius: Int) -> Double {
        var total = 0
        var lonely = 0
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                total += 1
                var found = false
                search: for dy in -radius...radius where y + dy >= 0 && y + dy < height {
                    for dx in -radius...radius where x + dx >= 0 && x + dx < width && other[(y + dy) * width + x + dx] {
                        found = true
                        break search
                    }
                }
                if !found { lonely += 1 }
            }
        }
        return total == 0 ? 0 : Double(lonely) / Double(total)
    }

    /// How many marked pixels of `mask` (`width` × `height`) have an unmarked pixel inside
    /// the image `distance` pixels left, right, up or down.
    public static func edges(_ mask: [Bool], width: Int, height: Int, distance: Int) -> Int {
        var edges = 0
        for pixel in mask.indices where mask[pixel] {
            let x = pixel % width
            let y = pixel / width
            let bare =
                (x >= distance && !mask[pixel - distance]) || (x + distance < width && !mask[pixel + distance])
                || (y >= distance && !mask[pixel - distance * width])
                || (y + distance < height && !mask[pixel + distance * width])
            if bare { edges += 1 }
        }
        return edges
    }

    /// RGB bytes from premultiplied BGRA ones (composited over black: the colour bytes as they are).
    public static func rgb(fromBGRA bgra: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: bgra.count / 4 * 3)
        bgra.withUnsafeBufferPointer { bgra in
            rgb.withUnsafeMutableBufferPointer { rgb in
                for pixel in 0..<rgb.count / 3 {
                    rgb[pixel * 3] = bgra[pixel * 4 + 2]
                    rgb[pixel * 3 + 1] = bgra[pixel * 4 + 1]
                    rgb[pixel * 3 + 2] = bgra[pixel * 4]
                }
            }
        }
        return rgb
    }
}
