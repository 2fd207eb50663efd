import CDeflate

/// Whole-buffer compression with libdeflate: gzip files (a Telegram sticker), raw DEFLATE
/// (a zip entry), zlib streams (a PNG text chunk, a PDF stream) and CRC-32, at libdeflate's
/// strongest level (12); and the inverse of raw DEFLATE and zlib, bounded, for files read back.
enum Deflate {
    /// The compression levels used: the strongest, as files here are small.
    static let level: Int32 = 12

    /// `bytes` as a gzip file (RFC 1952; no name, time 0, so the output is reproducible).
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        compress(bytes, bound: libdeflate_gzip_compress_bound, compress: libdeflate_gzip_compress)
    }

    /// `bytes` as raw DEFLATE (RFC 1951), what a zip entry of method 8 holds.
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        compress(bytes, bound: libdeflate_deflate_compress_bound, compress: libdeflate_deflate_compress)
    }

    /// `bytes` as a zlib stream (RFC 1950), what a PNG `iTXt` chunk and a PDF `FlateDecode`
    /// stream hold.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        compress(bytes, bound: libdeflate_zlib_compress_bound, compress: libdeflate_zlib_compress)
    }

    /// The bytes `packed` (raw DEFLATE, or a zlib stream when `zlib`) unpacks to; nil when it
    /// is not a valid stream or unpacks to more than `limit` bytes.
    static func inflate(_ packed: ArraySlice<UInt8>, zlib: Bool, limit: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else {
            fatalError("libdeflate cannot allocate a decompressor: out of memory")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = min(limit, max(4096, 4 * packed.count))
        while true {
            var out = [UInt8](repeating: 0, count: capacity)
            var count = 0
            let result = packed.withUnsafeBytes { input in
                out.withUnsafeMutableBytes { output in
                    zlib
                        ? libdeflate_zlib_decompress(
                            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &count)
                        : libdeflate_deflate_decompress(
                            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &count)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS: return Array(out[..<count])
            case LIBDEFLATE_INSUFFICIENT_SPACE where capacity < limit: capacity = min(limit, 2 * capacity)
            default: return nil
            }
        }
    }

    /// The CRC-32 of `bytes` (the one of gzip, zip and PNG).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    }

    private static func compress(
        _ bytes: [UInt8],
        bound: (OpaquePointer?, Int) -> Int,
        compress: (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int
    ) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            fatalError("libdeflate cannot allocate a compressor: out of memory")
        }
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: bound(compressor, bytes.count))
        let count = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        // The bound is libdeflate's own worst case, so compression into it cannot fail.
        precondition(count > 0, "libdeflate: output larger than its own bound")
        return Array(out[..<count])
    }
}
