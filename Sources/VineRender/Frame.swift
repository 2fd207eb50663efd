/// One rendered frame: premultiplied ARGB32 pixels owned by the renderer.
///
/// Each pixel is a native-endian 32-bit word `0xAARRGGBB` (bytes B, G, R, A on
/// little-endian machines) — Cairo's `CAIRO_FORMAT_ARGB32`, the same memory
/// layout as `SDL_PIXELFORMAT_ARGB8888`, so a streaming texture can take it as
/// it is. The pixels stay valid, and unchanged, until the renderer that made the
/// frame renders again or goes away; copy them to keep them longer.
public struct Frame {
    /// Width in pixels.
    public var width: Int { surface.width }
    /// Height in pixels.
    public var height: Int { surface.height }
    /// Bytes from the start of one row to the next (at least `4 × width`).
    public var stride: Int { surface.stride }
    /// The surface the frame lives in; overlays may draw on it with a ``CairoContext``.
    let surface: ImageSurface

    /// The frame in `surface`, which must be up to date (flushed).
    init(surface: ImageSurface) {
        self.surface = surface
    }

    /// The `stride × height` bytes of pixels, rows top to bottom.
    public var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: surface.data, count: surface.byteCount)
    }

    /// The pixel at column `x`, row `y` (both from 0, top left) as `0xAARRGGBB`, premultiplied.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the frame")
        return surface.data.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
    }
}
