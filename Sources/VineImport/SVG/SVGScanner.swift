/// A cursor over an attribute's text that reads SVG numbers, flags and command letters,
/// skipping whitespace and commas between them.
struct SVGScanner {
    private let bytes: [UInt8]
    /// The offset of the next unread byte.
    private(set) var offset = 0
    /// The attribute being read, for errors (`d`, `points`, `transform`).
    let attribute: String
    /// The line of the element, for errors.
    let line: Int
    /// The largest magnitude a number may have.
    let maxMagnitude: Double

    /// A scanner over `text`, the value of `attribute` on an element at `line`.
    init(_ text: String, attribute: String, line: Int, maxMagnitude: Double) {
        bytes = Array(text.utf8)
        self.attribute = attribute
        self.line = line
        self.maxMagnitude = maxMagnitude
    }

    /// Whether everything was read (trailing separators aside).
    mutating func atEnd() -> Bool {
        skipSeparators()
        return offset >= bytes.count
    }

    /// The next byte after separators, not consumed.
    mutating func peek() -> UInt8? {
        skipSeparators()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The next byte, separators not skipped.
    var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Consumes one byte.
    mutating func advance() {
        offset += 1
    }

    /// Whether the next thing is the start of a number.
    mutating func nextIsNumber() -> Bool {
        guard let byte = peek() else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Skips whitespace and at most one comma.
    mutating func skipSeparators() {
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

    /// The error `expected WHAT at character N of ATTRIBUTE`.
    func error(_ what: String) -> SVGError {
        SVGError(line: line, message: "\(what) at character \(offset + 1) of \(attribute)")
    }

    /// Reads a number: an optional sign, digits with an optional fraction, an optional exponent.
    mutating func number() throws(SVGError) -> Double {
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
    mutating func flag() throws(SVGError) -> Bool {
        skipSeparators()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1") else {
            throw error("expected an arc flag (0 or 1)")
        }
        defer { offset += 1 }
        return bytes[offset] == UInt8(ascii: "1")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
