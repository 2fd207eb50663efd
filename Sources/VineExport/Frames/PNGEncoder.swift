import CDeflate

/// Lossless PNG encoding of premultiplied ARGB32 pixels, tuned for speed.
///
/// Opaque images (every alpha 255, the usual case: the background is opaque) become
/// 8-bit RGB; others become 8-bit RGBA with alpha un-premultiplied the way Cairo's
/// own writer does it. Every row gets the Up filter (the flat paper becomes runs of
/// zeros), and the whole image is compressed at once by libdeflate into one `IDAT`
/// chunk; the chunks and their CRCs are written here. Output carries no time stamp or
/// other varying chunk, so the same pixels always give the same bytes. Safe to use
/// from several threads at once: each call has its own compressor.
struct PNGEncoder: Sendable {
    /// libdeflate's level, 1 (fastest) … 12 (smallest); 1 is faster than zlib's level 1
    /// and, on vine drawings after the Up filter, about as small.
    var compressionLevel: Int32 = 1

    /// Buffers and a compressor reused from one encoding to the next by one thread, so
    /// that a frame costs no large allocation (and no page faults for fresh memory).
    final class Workspace {
        /// The compressor at the level it was made for.
        fileprivate let compressor: OpaquePointer
        /// The filtered image.
        fileprivate var filtered = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        /// The compressed stream.
        fileprivate var compressed = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        /// Two converted rows: the previous and the current one.
        fileprivate var rows = UnsafeMutableRawBufferPointer(start: nil, count: 0)

        /// A workspace for encoders at `level`.
        init(level: Int32 = PNGEncoder().compressionLevel) {
            compressor = libdeflate_alloc_compressor(level)!
        }

        deinit {
            libdeflate_free_compressor(compressor)
            for buffer in [filtered, compressed, rows] { buffer.deallocate() }
        }

        /// `buffer` with room for at least `count` bytes (its contents are not kept).
        fileprivate static func ensure(_ buffer: inout UnsafeMutableRawBufferPointer, _ count: Int) {
            guard buffer.count < count else { return }
            buffer.deallocate()
            buffer = .allocate(byteCount: count, alignment: 64)
        }
    }

    /// The PNG file for `height` rows of `width` pixels starting at `pixels`, rows `stride`
    /// bytes apart, using `workspace` (made at this encoder's level; one per thread).
    ///
    /// `width` and `height` must be at least 1 and `stride` at least `4 × width`.
    func encode(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, workspace: Workspace? = nil
    ) -> [UInt8] {
        precondition(width > 0 && height > 0 && stride >= 4 * width)
        let workspace = workspace ?? Workspace(level: compressionLevel)
        let opaque = Self.isOpaque(pixels, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let filteredCount = height * (rowBytes + 1)
        Workspace.ensure(&workspace.filtered, filteredCount)
        Workspace.ensure(&workspace.rows, 2 * rowBytes)
        // The filtered image: each row is its filter type (2, Up) and the differences
        // from the row above (zeros above the first).
        let filtered = workspace.filtered.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var previous = workspace.rows.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var current = previous + rowBytes
        for y in 0..<height {
            let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            if opaque {
                Self.convertOpaque(source, to: current, count: width)
            } else {
                Self.convertUnpremultiplying(source, to: current, count: width)
            }
            let out = filtered + y * (rowBytes + 1)
            out[0] = 2
            if y == 0 {
                (out + 1).update(from: current, count: rowBytes)
            } else {
                for i in 0..<rowBytes { out[1 + i] = current[i] &- previous[i] }
            }
            swap(&previous, &current)
        }
        let bound = libdeflate_zlib_compress_bound(workspace.compressor, filteredCount)
        Workspace.ensure(&workspace.compressed, bound)
        let compressedCount = libdeflate_zlib_compress(
            workspace.compressor, filtered, filteredCount, workspace.compressed.baseAddress!, bound)
        precondition(compressedCount > 0, "libdeflate's bound is always enough")
        let compressed = UnsafeRawBufferPointer(start: workspace.compressed.baseAddress!, count: compressedCount)

        var header = [UInt8]()
        header.append(contentsOf: Self.bigEndian(UInt32(width)))
        header.append(contentsOf: Self.bigEndian(UInt32(height)))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(8 + 25 + 12 + compressedCount + 12)
        Self.appendChunk("IHDR", header, to: &png)
        png.append(contentsOf: Self.bigEndian(UInt32(compressedCount)))
        let idat = Array("IDAT".utf8)
        png.append(contentsOf: idat)
        png.append(contentsOf: compressed)
        let crc = libdeflate_crc32(
            idat.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, 4) }, compressed.baseAddress,
            compressedCount)
        png.append(contentsOf: Self.bigEndian(crc))
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    /// Appends the chunk of `type` (four letters) holding `data`: length, type, data, CRC.
    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let body = Array(type.utf8) + data
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: body)
        let crc = body.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.append(contentsOf: bigEndian(crc))
    }

    /// The four bytes of `value`, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value),
        ]
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeBufferPointer(
                start: (pixels + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
            var all: UInt32 = 0xFF00_0000
            for pixel in row { all &= pixel }
            if all != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Opaque `0xAARRGGBB` words to R, G, B bytes.
    private static func convertOpaque(_ source: UnsafePointer<UInt32>, to row: UnsafeMutablePointer<UInt8>, count: Int)
    {
        for x in 0..<count {
            let pixel = source[x]
            row[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
            row[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            row[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
        }
    }

    /// Premultiplied `0xAARRGGBB` words to straight R, G, B, A bytes, rounding as Cairo does.
    static func convertUnpremultiplying(
        _ source: UnsafePointer<UInt32>, to row: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for x in 0..<count {
            let pixel = source[x]
            let alpha = pixel >> 24
            let out = row + 4 * x
            out[3] = UInt8(alpha)
            guard alpha != 0 else {
                out[0] = 0
                out[1] = 0
                out[2] = 0
                continue
            }
            for (channel, shift) in [(0, UInt32(16)), (1, 8), (2, 0)] {
                let value = (pixel >> shift) & 0xFF
                out[channel] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
        }
    }
}
