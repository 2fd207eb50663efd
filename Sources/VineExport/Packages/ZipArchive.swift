/// A zip file (PKWARE's APPNOTE, the subset every unzip reads) built in memory: each entry
/// stored or deflated (method 0 or 8) with its CRC-32, then the central directory and its end
/// record. No zip64, no extra fields, no comments (so sizes and offsets stay below 4 GiB, far above any
/// animation's); every entry dated 1980-01-01 00:00 (the
/// earliest MS-DOS time), so the same entries make the same bytes. A dotLottie file is one.
/// ``entry(named:in:limit:)`` reads one entry back from any such zip.
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

    /// Why a zip's entry could not be read: `reason` says what is wrong.
    struct Unreadable: Error {
        /// What is wrong, in words.
        let reason: String
    }

    /// The bytes of the entry named `name` in `zip` (stored or deflated); nil when `zip` is a
    /// zip without it. Throws ``Unreadable`` when `zip` is no zip, a header runs past the end,
    /// the entry uses another method, unpacks to more than `limit` bytes or fails its CRC-32.
    static func entry(named name: String, in zip: [UInt8], limit: Int) throws(Unreadable) -> [UInt8]? {
        func number(_ offset: Int, _ count: Int) -> Int {
            zip[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        guard zip.count >= 22,
            let end = (max(0, zip.count - 22 - 0xFFFF)...(zip.count - 22)).reversed().first(where: {
                zip[$0..<($0 + 4)].elementsEqual([0x50, 0x4B, 0x05, 0x06])
            })
        else { throw Unreadable(reason: "not a zip file (no end of central directory)") }
        var offset = number(end + 16, 4)
        let wanted = Array(name.utf8)
        for _ in 0..<number(end + 10, 2) {
            guard offset >= 0, offset + 46 <= zip.count,
                zip[offset..<(offset + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02])
            else { throw Unreadable(reason: "its central directory is damaged") }
            let nameCount = number(offset + 28, 2)
            let next = offset + 46 + nameCount + number(offset + 30, 2) + number(offset + 32, 2)
            guard next <= zip.count else { throw Unreadable(reason: "its central directory runs past the end") }
            if zip[(offset + 46)..<(offset + 46 + nameCount)].elementsEqual(wanted) {
                let method = number(offset + 10, 2)
                let crc = UInt32(number(offset + 16, 4))
                let packedCount = number(offset + 20, 4)
                let local = number(offset + 42, 4)
                guard local + 30 <= zip.count else { throw Unreadable(reason: "\(name)'s header runs past the end") }
                let start = local + 30 + number(local + 26, 2) + number(local + 28, 2)
                guard start + packedCount <= zip.count else {
                    throw Unreadable(reason: "\(name)'s data runs past the end")
                }
                let packed = zip[start..<(start + packedCount)]
                let bytes: [UInt8]? =
                    switch method {
                    case 0: packedCount <= limit ? Array(packed) : nil
                    case 8: Deflate.inflate(packed, zlib: false, limit: limit)
                    default: throw Unreadable(reason: "\(name) is packed with method \(method), not stored or deflated")
                    }
                guard let bytes else {
                    throw Unreadable(reason: "\(name) does not unpack (not DEFLATE, or over \(limit >> 20) MiB)")
                }
                guard Deflate.crc32(bytes) == crc else { throw Unreadable(reason: "\(name) fails its CRC-32") }
                return bytes
            }
            offset = next
        }
        return nil
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
