import VineLook

/// A shadow's blurred coverage at mask resolution, placed on the mask grid of its target.
struct ShadowMask {
    /// The coverage (A8).
    let surface: ImageSurface
    /// The column of the mask's first pixel on the grid, in mask pixels.
    let x: Int
    /// The row of the mask's first pixel on the grid, in mask pixels.
    let y: Int
    /// Device pixels per mask pixel (1 or 2).
    let step: Int

    /// The device pixels the mask covers: its own, and at a step of 2 one more on each
    /// side, where scaling up blends its edge with the zeros beyond.
    var deviceRect: PixelRect {
        let bleed = step - 1
        return PixelRect(
            minX: x * step - bleed, minY: y * step - bleed,
            maxX: (x + surface.width) * step + bleed, maxY: (y + surface.height) * step + bleed)
    }

    /// Raises every pixel of `target` (A8, one pixel per device pixel, origin at the
    /// device origin) inside `clip` to at least this mask's coverage scaled up to device pixels.
    ///
    /// A step of 2 scales up bilinearly as Cairo samples a surface scaled by 2 (each
    /// device pixel is ¾ its mask pixel and ¼ the neighbour on its side, per axis, 0
    /// beyond the mask), in integers so every machine gets the same bytes.
    func raise(_ target: ImageSurface, within clip: PixelRect) {
        let area = deviceRect.intersection(clip).clamped(width: target.width, height: target.height)
        guard !area.isEmpty else { return }
        surface.flush()
        target.flush()
        let source = surface.data.assumingMemoryBound(to: UInt8.self)
        let destination = target.data.assumingMemoryBound(to: UInt8.self)
        if step == 1 {
            for row in area.minY..<area.maxY {
                let from = source + (row - y) * surface.stride + (area.minX - x)
                let to = destination + row * target.stride + area.minX
                for i in 0..<area.width { to[i] = Swift.max(to[i], from[i]) }
            }
            target.markDirty()
            return
        }
        let width = surface.width
        let height = surface.height
        // One row of 3·near + far (the vertical blend, ×4), with a zero on each side.
        let blended = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2)
        // The row scaled up: device columns 2x − 1 … 2(x + width), the bleed included.
        let scaled = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width + 2)
        defer {
            blended.deallocate()
            scaled.deallocate()
        }
        blended[0] = 0
        blended[width + 1] = 0
        let firstColumn = 2 * x - 1
        for deviceRow in area.minY..<area.maxY {
            let j = deviceRow / 2 - y
            let k = deviceRow % 2 == 0 ? j - 1 : j + 1
            let nearWeight: Int32 = j >= 0 && j < height ? 3 : 0
            let farWeight: Int32 = k >= 0 && k < height ? 1 : 0
            let near = source + min(max(j, 0), height - 1) * surface.stride
            let far = source + min(max(k, 0), height - 1) * surface.stride
            for i in 0..<width { blended[i + 1] = nearWeight &* Int32(near[i]) &+ farWeight &* Int32(far[i]) }
            // Device column 2(x + i − 1) + 1 (odd) takes ¾ of blended[i] and ¼ of its right
            // neighbour, column 2(x + i) (even) ¾ of blended[i + 1] and ¼ of its left one.
            for i in 0...width {
                scaled[2 * i] = UInt8(truncatingIfNeeded: (3 &* blended[i] &+ blended[i + 1] &+ 8) >> 4)
                scaled[2 * i + 1] = UInt8(truncatingIfNeeded: (3 &* blended[i + 1] &+ blended[i] &+ 8) >> 4)
            }
            let to = destination + deviceRow * target.stride
            let from = scaled - firstColumn
            for column in area.minX..<area.maxX { to[column] = Swift.max(to[column], from[column]) }
        }
        target.markDirty()
    }
}
