/// A ``ByteSource`` over bytes already in memory: a recording held as text or bytes, as in tests.
public struct MemoryByteSource: ByteSource, Sendable {
    private let bytes: [UInt8]
    private var offset = 0

    /// A source yielding `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A source yielding the UTF-8 of `text`.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The next up to `count` bytes; empty once all were read.
    public mutating func read(upTo count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
