/// A zip file (PKWARE's APPNOTE, the subset every unzip reads) built in memory: each entry
/// stored or deflated (method 0 or 8) with its CRC-32, then the central directory and its end
/// record. No zip64, no extra fields, no comments (so sizes and offsets stay below 4 GiB, far above any
/// animation's); every entry dated 1980-01-01 00:00 (the
/// earliest MS-DOS time), so the same entries make the same bytes. A dotLottie file is one.
struct ZipArchive {
    /// One file of the archive, as its local header describes it.
    private struct Entry {
        let name: [UInt8]
        let method: UInt16
        let crc: UInt32
        let compressedSize: Int
        let size: Int
        let offset: Int
    }

    private var entries: [Entry] = []
    /// The local headers and entry data written so far.
    private var body: [UInt8] = []

    /// Adds a file named `name` (a relative path with `/`, UTF-8) holding `bytes`, deflated
    /// when `deflated` and that makes it smaller, else stored.
    mutating func add(_ name: String, _ bytes: [UInt8], deflated: Bool = true) {
        let packed = deflated ? Deflate.deflate(bytes) : bytes
        let compresses = deflated && packed.count < bytes.count
        let entry = Entry(
            name: Array(name.utf8), method: compresses ? 8 : 0, crc: Deflate.crc32(bytes),
            compressedSize: compresses ? packed.count : bytes.count, size: bytes.count, offset: body.count)
        body += [0x50, 0x4B, 0x03, 0x04]  // local file header signature
        header(entry, into: &body)
        body += entry.name
        body += compresses ? packed : bytes
        entries.append(entry)
    }

    /// The whole archive.
    var bytes: [UInt8] {
        var out = body
        let directoryStart = out.count
        for entry in entries {
            out += [0x50, 0x4B, 0x01, 0x02]  // central directory header signature
            Self.append(UInt16(20), to: &out)  // made by: version 2.0, MS-DOS attributes
            header(entry, into: &out)
            Self.append(UInt16(0), to: &out)  // comment length
            Self.append(UInt16(0), to: &out)  // disk number
            Self.append(UInt16(0), to: &out)  // internal attributes
            Self.append(UInt32(0), to: &out)  // external attributes
            Self.append(UInt32(entry.offset), to: &out)
            out += entry.name
        }
        let directorySize = out.count - directoryStart
        out += [0x50, 0x4B, 0x05, 0x06]  // end of central directory signature
        Self.append(UInt16(0), to: &out)  // this disk
        Self.append(UInt16(0), to: &out)  // the directory's disk
        Self.append(UInt16(entries.count), to: &out)
        Self.append(UInt16(entries.count), to: &out)
        Self.append(UInt32(directorySize), to: &out)
        Self.append(UInt32(directoryStart), to: &out)
        Self.append(UInt16(0), to: &out)  // comment length
        return out
    }

    /// The fields the local and the central header share, from "version needed" to the
    /// extra field's length.
    private func header(_ entry: Entry, into out: inout [UInt8]) {
        Self.append(UInt16(20), to: &out)  // version needed: 2.0 (deflate)
        Self.append(UInt16(0x0800), to: &out)  // flags: names are UTF-8
        Self.append(entry.method, to: &out)
        Self.append(UInt16(0), to: &out)  // time 00:00:00
        Self.append(UInt16(0x21), to: &out)  // date 1980-01-01
        Self.append(entry.crc, to: &out)
        Self.append(UInt32(entry.compressedSize), to: &out)
        Self.append(UInt32(entry.size), to: &out)
        Self.append(UInt16(entry.name.count), to: &out)
        Self.append(UInt16(0), to: &out)  // extra field length
    }

    /// `value` little-endian.
    private static func append<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out += $0 }
    }
}
