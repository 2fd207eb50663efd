/// Blurs an 8-bit coverage image in place with three box passes per axis (close to a Gaussian).
///
/// Integer arithmetic only, so results are the same on every machine. Pixels outside
/// the image count as 0, so shapes near an edge fade out rather than smear. Both axes
/// run along rows (the vertical pass keeps one running sum per column), so memory is
/// read in order.
enum BoxBlur {
    /// Blurs the `width` × `height` bytes at `pixels` (rows `stride` apart) with boxes of
    /// `2·radius + 1` pixels, three times horizontally and three times vertically.
    ///
    /// The result approximates a Gaussian with σ² = `radius·(radius + 1)`. A radius of 0 does nothing.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer {
            line.deallocate()
            copy.deallocate()
            sums.deallocate()
        }
        for _ in 0..<3 {
            for y in 0..<height {
                horizontal(pixels + y * stride, count: width, radius: radius, scratch: line)
            }
        }
        for _ in 0..<3 {
            vertical(pixels, width: width, height: height, stride: stride, radius: radius, copy: copy, sums: sums)
        }
    }

    /// One horizontal box pass over a row of `count` values, rounding each average to nearest.
    private static func horizontal(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        scratch.update(from: row, count: count)
        let window = Int32(2 * radius + 1)
        let half = window / 2
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += Int32(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int32(scratch[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int32(scratch[leaving]) }
            row[i] = UInt8(truncatingIfNeeded: (sum + half) / window)
        }
    }

    /// One vertical box pass over the whole image, row by row with a running sum per column.
    private static func vertical(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        radius: Int, copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>
    ) {
        for y in 0..<height { (copy + y * width).update(from: pixels + y * stride, count: width) }
        let window = Int32(2 * radius + 1)
        let half = window / 2
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for x in 0..<width { sums[x] += Int32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = copy + (y + radius) * width
                for x in 0..<width { sums[x] += Int32(entering[x]) }
            }
            if y - radius - 1 >= 0 {
                let leaving = copy + (y - radius - 1) * width
                for x in 0..<width { sums[x] -= Int32(leaving[x]) }
            }
            let out = pixels + y * stride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] + half) / window) }
        }
    }
}
