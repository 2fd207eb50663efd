/// A recording in a PNG: a compressed `iTXt` chunk (UTF-8 text, zlib) with the keyword `vine`
/// and no language, just before `IEND`, so the pixels and every other chunk stay as they were.
enum PNGRecording {
    /// The chunk's keyword.
    static let keyword = "vine"

    /// The chunk's data before the text: the keyword, compressed (flag 1, method 0, zlib),
    /// then an empty language tag and an empty translated keyword.
    private static let header = Array(keyword.utf8) + [0, 1, 0, 0, 0]

    /// `png` (a whole PNG file, as ``PNGEncoder`` writes one) carrying `recording`.
    static func embed(_ recording: [UInt8], in png: [UInt8]) -> [UInt8] {
        let end = png.count - 12
        precondition(end >= 8 && Array(png[(end + 4)..<(end + 8)]) == Array("IEND".utf8), "a PNG ends with IEND")
        var chunk: [UInt8] = []
        PNGEncoder.appendChunk("iTXt", header + Deflate.zlib(recording), to: &chunk)
        return Array(png[..<end]) + chunk + png[end...]
    }

    /// The recording in `png`; nil when it has none. Throws when `png` is not a PNG, a chunk
    /// runs past the end, or the recording's chunk does not check or unpack.
    static func recording(in png: [UInt8]) throws(EmbeddedRecording.Missing) -> [UInt8]? {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw EmbeddedRecording.Missing(message: "not a PNG file (its first 8 bytes are not PNG's signature)")
        }
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else {
                throw EmbeddedRecording.Missing(message: "the PNG is cut short: chunk \(type) runs past its end")
            }
            let data = png[dataStart..<(dataStart + length)]
            if type == "IEND" { return nil }
            if type == "iTXt", data.starts(with: Array(keyword.utf8) + [0]) {
                let crc = png[(dataStart + length)..<(dataStart + length + 4)].reduce(UInt32(0)) {
                    $0 << 8 | UInt32($1)
                }
                guard crc == Deflate.crc32(Array(png[(offset + 4)..<(dataStart + length)])) else {
                    throw .damaged("its iTXt chunk fails its CRC-32")
                }
                guard data.starts(with: header),
                    let text = Deflate.inflate(
                        data.dropFirst(header.count), zlib: true, limit: EmbeddedRecording.maxSize)
                else {
                    throw .damaged(
                        "its iTXt chunk is not zlib-compressed text without a language, or unpacks to over \(EmbeddedRecording.maxSize >> 20) MiB"
                    )
                }
                return text
            }
            offset = dataStart + length + 4
        }
        throw EmbeddedRecording.Missing(message: "the PNG is cut short: it has no IEND chunk")
    }
}
