import CCairo
import Foundation
import Glibc

/// A Cairo image surface in premultiplied ARGB32 (or A8 for masks), owned by Swift.
///
/// ARGB32 pixels are native-endian 32-bit words `0xAARRGGBB`: on little-endian
/// machines the bytes are B, G, R, A — the layout of `SDL_PIXELFORMAT_ARGB8888`
/// and of ffmpeg's `bgra`. Rows are `stride` bytes apart; Cairo may pad them.
final class ImageSurface {
    /// The pixel formats VineRender draws into.
    enum Format {
        /// Premultiplied 8-bit alpha, red, green, blue in one 32-bit word.
        case argb32
        /// 8-bit coverage only, for masks.
        case a8

        var cairo: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .a8: CAIRO_FORMAT_A8
            }
        }

        /// Bytes per pixel: 4 or 1.
        var bytesPerPixel: Int {
            switch self {
            case .argb32: 4
            case .a8: 1
            }
        }
    }

    /// The Cairo surface.
    let surface: OpaquePointer
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// The pixel format.
    let format: Format
    /// The pixel memory mapped by the surface itself (large surfaces), unmapped with it.
    private let mapping: (start: UnsafeMutableRawPointer, length: Int)?

    /// Surfaces of at least this many bytes get memory of their own in huge pages: a
    /// fresh frame-size surface is then faulted in a few hundred times, not thousands,
    /// which is most of the cost of a first frame.
    static let hugePageThreshold = 2 << 20

    /// A new surface of `width` × `height` pixels, fully transparent.
    ///
    /// Sizes must be 1…32767 (Cairo's limit); ``RenderError/cairo(_:)`` otherwise
    /// or when memory runs out.
    init(width: Int, height: Int, format: Format = .argb32) throws(RenderError) {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw .cairo("image size \(width)x\(height) is outside 1...32767")
        }
        let stride = Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
        let mapping = Self.mapHugePages(byteCount: stride * height)
        let surface =
            if let mapping {
                cairo_image_surface_create_for_data(
                    mapping.start.assumingMemoryBound(to: UInt8.self), format.cairo, Int32(width), Int32(height),
                    Int32(stride))!
            } else {
                cairo_image_surface_create(format.cairo, Int32(width), Int32(height))!
            }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if let mapping { munmap(mapping.start, mapping.length) }
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.mapping = mapping
        self.width = width
        self.height = height
        self.format = format
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
        if let mapping { munmap(mapping.start, mapping.length) }
    }

    /// Makes the memory of every surface in `surfaces` resident on a thread of its own, so
    /// that their first use does not pay for it (a fresh page costs far more to touch the
    /// first time than to write again). The pixels stay as they are.
    static func touchInBackground(_ surfaces: [ImageSurface]) {
        let mappings = surfaces.compactMap(\.mapping).map { (UInt(bitPattern: $0.start), $0.length) }
        guard !mappings.isEmpty else { return }
        let kept = UncheckedSendable(surfaces)
        let thread = Thread {
            // A huge page at a time: the call holds the memory map's lock, which a thread
            // mapping memory meanwhile (the renderer, for a large mask) must wait for.
            let step = 2 << 20
            for (start, length) in mappings {
                for offset in Swift.stride(from: 0, to: length, by: step) {
                    _ = madvise(
                        UnsafeMutableRawPointer(bitPattern: start + UInt(offset)), min(step, length - offset),
                        populateWrite)
                }
            }
            withExtendedLifetime(kept) {}
        }
        thread.start()
    }

    /// `MADV_POPULATE_WRITE` (Linux 5.14): fault pages in writable without changing them;
    /// older kernels refuse it, and the memory is then touched on first use as before.
    private static let populateWrite: Int32 = 23

    /// Zeroed memory of `byteCount` bytes advised to live in huge pages, for sizes of at
    /// least ``hugePageThreshold``; nil for smaller sizes or when mapping fails (Cairo
    /// then allocates).
    private static func mapHugePages(byteCount: Int) -> (start: UnsafeMutableRawPointer, length: Int)? {
        guard byteCount >= hugePageThreshold else { return nil }
        let hugePage = 2 << 20
        let length = (byteCount + hugePage - 1) / hugePage * hugePage
        // Map one huge page more and unmap the ends, so that the memory starts on a huge page.
        let mapped = mmap(nil, length + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: mapped)
        let aligned = (address + UInt(hugePage) - 1) / UInt(hugePage) * UInt(hugePage)
        let head = Int(aligned - address)
        if head > 0 { munmap(mapped, head) }
        if hugePage - head > 0 { munmap(mapped + head + length, hugePage - head) }
        let start = mapped + head
        _ = madvise(start, length, MADV_HUGEPAGE)
        return (start, length)
    }

    /// The first byte of the pixels; `stride × height` bytes are valid.
    ///
    /// Call ``flush()`` before reading and ``markDirty()`` after writing behind Cairo's back.
    var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!) }

    /// The number of bytes of pixel memory: `stride × height`.
    var byteCount: Int { stride * height }

    /// Finishes Cairo's pending drawing so that ``data`` is up to date.
    func flush() { cairo_surface_flush(surface) }

    /// Tells Cairo that ``data`` was changed directly.
    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Copies the pixels of `rows` (clamped to the surface) from `other`, which must have
    /// the same size, format and stride; other rows are left alone.
    func copyRows(_ rows: Range<Int>, from other: ImageSurface) {
        precondition(other.width == width && other.height == height && other.stride == stride)
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        other.flush()
        flush()
        (data + rows.lowerBound * stride).copyMemory(
            from: other.data + rows.lowerBound * stride, byteCount: rows.count * stride)
        markDirty()
    }

    /// Copies every pixel of `other`, which must have the same size, format and stride.
    func copyPixels(from other: ImageSurface) {
        precondition(other.width == width && other.height == height && other.stride == stride)
        other.flush()
        flush()
        data.copyMemory(from: other.data, byteCount: byteCount)
        markDirty()
    }
}
