import VineCore
import VineRender

/// A rendered frame's pixels that the window's main thread owns: what the render thread
/// hands over, so that it can go on rendering into another buffer (see the
/// Concurrency article of VineRender).
///
/// Premultiplied ARGB32 rows, `stride` bytes apart, as in ``/VineRender/Frame``.
public struct FramePixels: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the next.
    public let stride: Int
    /// The `stride × height` bytes of pixels, rows top to bottom.
    public let bytes: [UInt8]

    /// The pixels of `frame`, copied into `buffer` — in place when nothing else refers to
    /// it and it has the frame's size (a sketch, see ``RenderThread``).
    init(copying frame: Frame, into buffer: inout [UInt8]) {
        width = frame.width
        height = frame.height
        stride = frame.stride
        if buffer.count != frame.bytes.count { buffer = [UInt8](repeating: 0, count: frame.bytes.count) }
        buffer.withUnsafeMutableBytes { $0.copyMemory(from: frame.bytes) }
        bytes = buffer
    }

    /// `scene` rendered by `renderer` straight into `buffer`, which becomes the frame's
    /// pixels — in place when nothing else refers to it and it has the frame's size, which
    /// makes a buffer handed back and forth cost neither an allocation nor a copy.
    init(rendering scene: Scene, with renderer: SceneRenderer, into buffer: inout [UInt8]) throws(RenderError) {
        width = renderer.pixelWidth
        height = renderer.pixelHeight
        stride = renderer.stride
        if buffer.count != stride * height { buffer = [UInt8](repeating: 0, count: stride * height) }
        let rendered = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(RenderError) in try renderer.render(scene, into: bytes) }
        }
        try rendered.get()
        bytes = buffer
    }
}
