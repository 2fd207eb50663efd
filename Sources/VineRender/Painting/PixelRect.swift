import VineLook

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Equatable {
    /// The first column.
    var minX: Int
    /// The first row.
    var minY: Int
    /// One past the last column.
    var maxX: Int
    /// One past the last row.
    var maxY: Int

    /// No pixel.
    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// The width in pixels (0 when empty).
    var width: Int { max(0, maxX - minX) }
    /// The height in pixels (0 when empty).
    var height: Int { max(0, maxY - minY) }
    /// True when the rectangle holds no pixel.
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The smallest rectangle holding both; an empty side is ignored.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels in both rectangles (empty when they do not overlap).
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The part of the rectangle inside `0..<width` × `0..<height`.
    func clamped(width: Int, height: Int) -> PixelRect {
        PixelRect(minX: max(minX, 0), minY: max(minY, 0), maxX: min(maxX, width), maxY: min(maxY, height))
    }
}

extension ImageSurface {
    /// Sets the pixels of `rect` (clamped to the surface) to 0: transparent, or no coverage.
    func clear(_ rect: PixelRect) {
        let area = rect.clamped(width: width, height: height)
        guard !area.isEmpty else { return }
        flush()
        let bytesPerPixel = format.bytesPerPixel
        for y in area.minY..<area.maxY {
            (data + y * stride + area.minX * bytesPerPixel).initializeMemory(
                as: UInt8.self, repeating: 0,
                count: area.width * bytesPerPixel)
        }
        markDirty()
    }
}
