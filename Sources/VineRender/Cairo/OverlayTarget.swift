import CCairo

/// Pixels an overlay draws on: premultiplied ARGB32 memory owned by someone else,
/// for example a window's locked streaming texture holding a copy of a ``Frame``.
///
/// Overlays draw on top of what is there; they never touch a renderer's frame or
/// cache, so replays and exports stay free of them.
public struct OverlayTarget {
    /// The first byte of the top row; `stride × height` bytes must stay valid and
    /// writable while an overlay draws.
    public let base: UnsafeMutableRawPointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `4 × width`, a multiple of 4).
    public let stride: Int

    /// The target of `width` × `height` pixels at `base`, rows `stride` bytes apart.
    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= 4 * width && stride % 4 == 0, "bad overlay target")
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// Runs `body` with a Cairo context drawing on these pixels, then flushes.
    public func drawing(_ body: (CairoContext) -> Void) {
        let surface = cairo_image_surface_create_for_data(
            base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        do {
            let context = CairoContext(surface: surface)
            body(context)
        }
        cairo_surface_flush(surface)
    }
}
