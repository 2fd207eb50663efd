import CCairo
import Foundation
import Glibc
import VineLook

/// A Cairo image surface in premultiplied ARGB32 (or A8 for masks), owned by Swift.
///
/// ARGB32 pixels are native-endian 32-bit words `0xAARRGGBB`: on little-endian
/// machines the bytes are B, G, R, A — the layout of `SDL_PIXELFORMAT_ARGB8888`
/// and of ffmpeg's `bgra`. Rows are `stride` bytes apart; Cairo may pad them.
public final class ImageSurface {
    /// The pixel formats VineRender draws into.
    public enum Format {
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
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// The pixel format.
    let format: Format
    /// The pixel memory mapped by the surface itself (`ownMemory`), unmapped when Cairo
    /// destroys the surface.
    private let mapping: Mapping?

    /// Bytes from one row to the next in a surface `width` pixels wide (1…32767) in `format`.
    static func stride(width: Int, format: Format = .argb32) -> Int {
        Int(cairo_format_stride_for_width(format.cairo, Int32(max(1, width))))
    }

    /// The bytes of pixels a surface of `width` × `height` pixels (1…32767) in `format` holds.
    static func byteCount(width: Int, height: Int, format: Format = .argb32) -> Int {
        stride(width: width, format: format) * height
    }

    /// A new surface of `width` × `height` pixels, fully transparent. Its memory becomes
    /// resident page by page as it is used, unless ``makeResident(_:inBackground:)`` makes
    /// it so first, which needs `ownMemory`: memory mapped for the surface alone (for
    /// frames and layers kept between frames) rather than Cairo's allocation (for
    /// short-lived surfaces, whose memory the allocator reuses).
    ///
    /// Sizes must be 1…32767 (Cairo's limit); ``RenderError/cairo(_:)`` otherwise
    /// or when memory runs out.
    public convenience init(
        width: Int, height: Int, format: Format = .argb32, ownMemory: Bool = false
    ) throws(RenderError) {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw .cairo("image size \(width)x\(height) is outside 1...32767")
        }
        let stride = Self.stride(width: width, format: format)
        let mapping = ownMemory ? Mapping(byteCount: stride * height) : nil
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
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        if let mapping, !Self.holdUntilDestroyed(surface, mapping) {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_NO_MEMORY)))
        }
        self.init(surface: surface, mapping: mapping, width: width, height: height, format: format)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Runs `body` with an ARGB32 surface of `width` × `height` pixels over `bytes`, memory
    /// the caller owns (at least ``stride(width:format:)`` × `height` bytes); Cairo lets go of
    /// the memory (the surface is finished) before this returns, so nothing drawn later can
    /// reach it.
    static func borrowing<Result>(
        _ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, _ body: (ImageSurface) -> Result
    ) throws(RenderError) -> Result {
        let stride = Self.stride(width: width)
        guard (1...32767).contains(width), (1...32767).contains(height), let start = bytes.baseAddress,
            bytes.count >= stride * height
        else {
            throw .cairo("\(bytes.count) bytes cannot hold an image of \(width)x\(height)")
        }
        let surface = cairo_image_surface_create_for_data(
            start.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        let image = ImageSurface(surface: surface, mapping: nil, width: width, height: height, format: .argb32)
        defer { cairo_surface_finish(surface) }
        return body(image)
    }

    /// The surface `surface` (its reference now owned), over `mapping` when it has memory of its own.
    private init(surface: OpaquePointer, mapping: Mapping?, width: Int, height: Int, format: Format) {
        self.surface = surface
        self.mapping = mapping
        self.width = width
        self.height = height
        self.format = format
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// Makes `surface` hold `mapping` until Cairo destroys it, after the last context or
    /// pattern that still refers to it (a layer's context may go after the layer's surface),
    /// so the memory is never unmapped while Cairo can reach the pixels. False when Cairo has
    /// no memory to hold it.
    private static func holdUntilDestroyed(_ surface: OpaquePointer, _ mapping: Mapping) -> Bool {
        let held = Unmanaged.passRetained(mapping)
        let status = cairo_surface_set_user_data(surface, mappingKey, held.toOpaque()) { raw in
            Unmanaged<Mapping>.fromOpaque(raw!).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            held.release()
            return false
        }
        return true
    }

    /// The key of the mapping in a surface's Cairo user data: Cairo only compares its
    /// address, nobody writes it.
    nonisolated(unsafe) private static let mappingKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
        capacity: 1)

    /// Faults in the memory of every surface in `surfaces` that has its own, writable,
    /// without changing a pixel: before returning, or `inBackground` on a thread of its own.
    ///
    /// Drawing reads pixels before it writes them, so a page first used by drawing is
    /// faulted twice — mapped to the shared zero page, then copied on write, which also
    /// stops the other threads to flush their view of it. Faulted in ahead, in a few
    /// calls, it costs a fraction of that, and not on the drawing thread.
    ///
    /// The background thread may run while another thread draws into the same surfaces,
    /// and that is safe by construction (see <doc:Concurrency>): it holds only the
    /// `Mapping`s — immutable values that keep the memory mapped until it is done — never
    /// a surface, and it never reads or writes a pixel: the kernel's populate leaves a page
    /// that is present as it is and makes a missing one present with the zeros it would
    /// have had.
    static func makeResident(_ surfaces: [ImageSurface], inBackground: Bool) {
        let mappings = surfaces.compactMap(\.mapping)
        guard !mappings.isEmpty else { return }
        /// Faults the mappings in.
        @Sendable func populate() {
            for mapping in mappings { mapping.populate() }
        }
        if inBackground { Thread(block: populate).start() } else { populate() }
    }

    /// Zeroed memory mapped for one surface alone (whole pages), unmapped when the last
    /// holder — the surface's Cairo surface, a thread faulting it in — lets go of it.
    final class Mapping: Sendable {
        /// The address of the first byte.
        private let address: UInt
        /// The length in bytes, whole pages.
        let length: Int

        /// Maps `byteCount` bytes; nil when mapping fails (Cairo then allocates).
        ///
        /// Small pages on purpose: on a virtual machine a fresh huge page may first have to be
        /// backed by the host, which costs several milliseconds each, while small pages are
        /// mostly ones the system freed recently.
        init?(byteCount: Int) {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            length = (byteCount + page - 1) / page * page
            let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            address = UInt(bitPattern: mapped)
        }

        deinit { munmap(start, length) }

        /// The first byte.
        var start: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: address)! }

        /// Faults every page in writable without changing it.
        ///
        /// A piece at a time: each call holds the memory map's lock, which a thread mapping
        /// memory meanwhile (the renderer, for a large mask) must wait for.
        func populate() {
            let piece = 2 << 20
            for offset in Swift.stride(from: 0, to: length, by: piece) {
                _ = madvise(start + offset, min(piece, length - offset), Self.populateWrite)
            }
        }

        /// `MADV_POPULATE_WRITE` (Linux 5.14): fault pages in writable without changing them;
        /// older kernels refuse it, and the memory is then faulted in on first use as before.
        private static let populateWrite: Int32 = 23
    }

    /// The first byte of the pixels; `stride × height` bytes are valid.
    ///
    /// Call ``flush()`` before reading and ``markDirty()`` after writing behind Cairo's back.
    var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!) }

    /// The number of bytes of pixel memory: `stride × height`.
    var byteCount: Int { stride * height }

    /// Finishes Cairo's pending drawing so that ``data`` is up to date.
    public func flush() { cairo_surface_flush(surface) }

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
