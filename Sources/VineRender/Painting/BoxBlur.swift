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
        if radius == 1 { return blurThree(pixels, width: width, height: height, stride: stride) }
        let average = Average(window: 2 * radius + 1)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer {
            line.deallocate()
            copy.deallocate()
            sums.deallocate()
        }
        for y in 0..<height {
            for _ in 0..<3 { horizontal(pixels + y * stride, count: width, radius: radius, average, scratch: line) }
        }
        for _ in 0..<3 {
            vertical(
                pixels, width: width, height: height, stride: stride, radius: radius, average, copy: copy, sums: sums)
        }
    }

    /// ``blur(_:width:height:stride:radius:)`` for radius 1 (the radius of frame-size
    /// shadows): each output is the rounded mean of three neighbours, `(a + b + c + 1) / 3`,
    /// summed directly in 16 bits, which the compiler vectorises; the same bytes as the
    /// running sums.
    private static func blurThree(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        // Rows with a zero on each side: `padded[x + 1]` is column x.
        var padded = UnsafeMutablePointer<UInt16>.allocate(capacity: width + 2)
        var other = UnsafeMutablePointer<UInt16>.allocate(capacity: width + 2)
        let above = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer {
            padded.deallocate()
            other.deallocate()
            above.deallocate()
            current.deallocate()
        }
        padded[0] = 0
        padded[width + 1] = 0
        other[0] = 0
        other[width + 1] = 0
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { padded[x + 1] = UInt16(row[x]) }
            for _ in 0..<3 {
                for x in 0..<width { other[x + 1] = (padded[x] &+ padded[x + 1] &+ padded[x + 2] &+ 1) / 3 }
                swap(&padded, &other)
            }
            for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: padded[x + 1]) }
        }
        for _ in 0..<3 {
            above.initialize(repeating: 0, count: width)
            for y in 0..<height {
                let row = pixels + y * stride
                current.update(from: row, count: width)
                if y + 1 < height {
                    let below = row + stride
                    for x in 0..<width {
                        let sum = UInt16(above[x]) &+ UInt16(current[x]) &+ UInt16(below[x]) &+ 1
                        row[x] = UInt8(truncatingIfNeeded: sum / 3)
                    }
                } else {
                    for x in 0..<width {
                        row[x] = UInt8(truncatingIfNeeded: (UInt16(above[x]) &+ UInt16(current[x]) &+ 1) / 3)
                    }
                }
                above.update(from: current, count: width)
            }
        }
    }

    /// Division of a box's sum by its window, rounded to nearest, as a multiply and a
    /// shift: `(sum + window / 2) / window` exactly.
    ///
    /// With `m = ⌈2⁴⁰ / window⌉ = (2⁴⁰ + e) / window`, 0 ≤ e < window, the product
    /// `x·m / 2⁴⁰ = x / window + x·e / (window·2⁴⁰)`; the error term stays below
    /// `1 / window` (the gap from `x / window` to the next integer) whenever `x·e < 2⁴⁰`,
    /// which holds for every sum of a box (`x ≤ 256·window`) since windows are below 2¹⁶.
    struct Average {
        /// The box's width in pixels.
        let window: UInt32
        private let multiplier: UInt64

        /// The average over boxes of `window` pixels (1 ≤ window < 65536).
        init(window: Int) {
            precondition(window >= 1 && window < 1 << 16)
            self.window = UInt32(window)
            multiplier = ((1 << 40) + UInt64(window) - 1) / UInt64(window)
        }

        /// `(sum + window / 2) / window`, for sums of at most `window` bytes.
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum &+ window >> 1) &* multiplier) >> 40)
        }
    }

    /// One horizontal box pass over a row of `count` values, rounding each average to nearest.
    private static func horizontal(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, _ average: Average,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        scratch.update(from: row, count: count)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum &+= UInt32(scratch[i]) }
        // Output i adds scratch[i + radius] (when inside) and drops scratch[i - radius - 1]
        // (when inside); the loops below split the row where either condition changes.
        let addsUntil = max(0, count - radius)
        let dropsFrom = min(count, radius + 1)
        var i = 0
        while i < min(addsUntil, dropsFrom) {
            sum &+= UInt32(scratch[i + radius])
            row[i] = average(sum)
            i += 1
        }
        while i < addsUntil {
            sum &+= UInt32(scratch[i + radius])
            sum &-= UInt32(scratch[i - radius - 1])
            row[i] = average(sum)
            i += 1
        }
        while i < dropsFrom {
            row[i] = average(sum)
            i += 1
        }
        while i < count {
            sum &-= UInt32(scratch[i - radius - 1])
            row[i] = average(sum)
            i += 1
        }
    }

    /// One vertical box pass over the whole image, row by row with a running sum per column.
    private static func vertical(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        radius: Int, _ average: Average, copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>
    ) {
        for y in 0..<height { (copy + y * width).update(from: pixels + y * stride, count: width) }
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = copy + (y + radius) * width
                for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
            }
            if y - radius - 1 >= 0 {
                let leaving = copy + (y - radius - 1) * width
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
            let out = pixels + y * stride
            for x in 0..<width { out[x] = average(sums[x]) }
        }
    }
}
