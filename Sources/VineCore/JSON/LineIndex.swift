/// The 1-based line of each byte offset of a text.
struct LineIndex: Sendable {
    /// The offset of the first byte of each line after the first.
    private var breaks: [Int] = []

    /// The lines of `bytes` (split at line feeds).
    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { breaks.append(offset + 1) }
    }

    /// The 1-based line that byte `offset` is on.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
