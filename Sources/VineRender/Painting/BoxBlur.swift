/// Blurs an 8-bit coverage image in place with three box passes per axis (close to a Gaussian).
///
/// Integer arithmetic only, so results are the same on every machine. Pixels outside
/// the image count as 0, so shapes near an edge fade out rather than smear.
enum BoxBlur {
    /// Blurs the `width` × `height` bytes at `pixels` (rows `stride` apart) with boxes of
    /// `2·radius + 1` pixels, three times horizontally and three times vertically.
    ///
    /// The result approximates a Gaussian with σ² = `radius·(radius + 1)`. A radius of 0 does nothing.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let length = max(width, height)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer { line.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height {
                pass(pixels + y * stride, step: 1, count: width, radius: radius, scratch: line)
            }
            for x in 0..<width {
                pass(pixels + x, step: stride, count: height, radius: radius, scratch: line)
            }
        }
    }

    /// One box pass over `count` values `step` apart, rounding each average to nearest.
    private static func pass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                             scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let window = 2 * radius + 1
        let half = window / 2
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(scratch[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[i * step] = UInt8((sum + half) / window)
        }
    }
}
