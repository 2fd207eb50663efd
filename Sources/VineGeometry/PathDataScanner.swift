/// A cursor over SVG path data (or another SVG attribute's list of numbers) that reads
/// numbers, flags and command letters, skipping whitespace and commas between them.
public struct PathDataScanner {
    private let bytes: [UInt8]
    /// The offset of the next unread byte.
    public private(set) var offset = 0
    /// The largest magnitude a number may have.
    public let maxMagnitude: Double

    /// A scanner over `text` whose numbers may be at most `maxMagnitude` in magnitude.
    public init(_ text: String, maxMagnitude: Double) {
        bytes = Array(text.utf8)
        self.maxMagnitude = maxMagnitude
    }

    /// Whether everything was read (trailing separators aside).
    public mutating func atEnd() -> Bool {
        skipSeparators()
        return offset >= bytes.count
    }

    /// The next byte after separators, not consumed.
    public mutating func peek() -> UInt8? {
        skipSeparators()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The next byte, separators not skipped.
    public var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Consumes one byte.
    public mutating func advance() {
        offset += 1
    }

    /// Whether the next thing is the start of a number.
    public mutating func nextIsNumber() -> Bool {
        guard let byte = peek() else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Skips whitespace and at most one comma.
    public mutating func skipSeparators() {
        var comma = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                offset += 1
            } else if byte == UInt8(ascii: ","), !comma {
                comma = true
                offset += 1
            } else {
                return
            }
        }
    }

    /// The error `what` at the next unread character.
    public func error(_ what: String) -> PathDataError {
        PathDataError(character: offset + 1, message: what)
    }

    /// Reads a number: an optional sign, digits with an optional fraction, an optional exponent.
    public mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
            offset += 1
        }
        var digits = 0
        while offset < bytes.count, Self.isDigit(bytes[offset]) {
            offset += 1
            digits += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                offset += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            offset = start
            throw error("expected a number")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            var end = offset + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }
            if end < bytes.count, Self.isDigit(bytes[end]) {
                offset = end
                while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
            }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite, abs(value) <= maxMagnitude else {
            offset = start
            throw error("expected a number of magnitude at most \(Int(maxMagnitude)), not \(text),")
        }
        return value
    }

    /// Reads an arc flag: `0` or `1`, which need no separator after them.
    public mutating func flag() throws(PathDataError) -> Bool {
        skipSeparators()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1") else {
            throw error("expected an arc flag (0 or 1)")
        }
        defer { offset += 1 }
        return bytes[offset] == UInt8(ascii: "1")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
