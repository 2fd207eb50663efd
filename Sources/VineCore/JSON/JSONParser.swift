/// A strict JSON (RFC 8259) parser for one line of a `.vine` file or a whole species file,
/// giving each value and each object key the byte offset where it starts.
///
/// Rejects what JSON rejects — `NaN`, `Infinity`, leading zeros, trailing commas, comments,
/// unescaped control characters, invalid UTF-8, lone surrogates — plus duplicate object
/// keys, numbers that overflow a `Double`, and nesting deeper than `maxDepth`. Numbers are
/// converted with Swift's correctly rounded `Double(_:)`, so parsing is deterministic.
struct JSONParser {
    /// What a parsed text is, for messages such as `expected the end of the line after the value`.
    enum Unit: String {
        /// One line of a `.vine` file.
        case line
        /// A whole file.
        case file
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let unit: Unit
    private var position = 0
    private var depth = 0

    /// Parses `bytes`, a `unit`, as exactly one JSON value with optional surrounding whitespace.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, unit: Unit) throws(JSONSyntaxError)
        -> JSONValue
    {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, unit: unit)
        return try parser.parseWhole()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, unit: Unit) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.unit = unit
    }

    private mutating func parseWhole() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("expected the end of the \(unit.rawValue) after the value")
        }
        return value
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ expected: String) -> JSONSyntaxError {
        JSONSyntaxError(
            column: position + 1, message: "\(expected), found \(foundDescription)",
            reachedEnd: position >= bytes.count)
    }

    private var foundDescription: String {
        guard let byte = current else { return "the end of the \(unit.rawValue)" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(byte < 16 ? "0" : "")\(hex)"
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ description: String) throws(JSONSyntaxError) {
        guard current == byte else { throw error("expected \(description)") }
        position += 1
    }

    /// The value that starts at the current byte, with its offset.
    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let offset = position
        return JSONValue(content: try parseContent(), offset: offset)
    }

    /// What the value that starts at the current byte is.
    private mutating func parseContent() throws(JSONSyntaxError) -> JSONValue.Content {
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("expected a value (JSON has no NaN or Infinity)")
        default:
            throw error("expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for expected in word.utf8 {
            guard current == expected else {
                let partial = current == nil
                position = start
                var failure = error("expected a value")
                failure.reachedEnd = partial
                throw failure
            }
            position += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth {
            throw error("nesting deeper than \(maxDepth) levels")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Content {
        var elements: [JSONValue] = []
        try parseList(closing: UInt8(ascii: "]"), "',' or ']'") { parser throws(JSONSyntaxError) in
            elements.append(try parser.parseValue())
        }
        return .array(elements)
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Content {
        var members: [JSONValue.Member] = []
        // Past a few members, a set finds duplicates (a whole file may have thousands of keys).
        var keys: Set<String>?
        try parseList(closing: UInt8(ascii: "}"), "',' or '}'") { parser throws(JSONSyntaxError) in
            let keyOffset = parser.position
            guard parser.current == UInt8(ascii: "\"") else { throw parser.error("expected a key in double quotes") }
            let key = try parser.parseString()
            let duplicate: Bool
            if members.count < 16 {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys == nil { keys = Set(members.map { $0.key }) }
                duplicate = keys?.insert(key).inserted == false
            }
            if duplicate {
                throw JSONSyntaxError(column: keyOffset + 1, message: "duplicate key \"\(key)\"", reachedEnd: false)
            }
            parser.skipWhitespace()
            try parser.expect(UInt8(ascii: ":"), "':' after the key")
            parser.skipWhitespace()
            members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: try parser.parseValue()))
        }
        return .object(members)
    }

    /// Parses the comma-separated items of an array or object, from its opening byte (the
    /// current one) to `closing`, one `item` each; `expected` names what may follow an item.
    private mutating func parseList(
        closing: UInt8, _ expected: String, item: (inout JSONParser) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter()
        position += 1
        skipWhitespace()
        if current == closing {
            position += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else {
                try expect(closing, expected)
                depth -= 1
                return
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue.Content {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
            if let byte = current, isDigit(byte) { throw error("expected no leading zero") }
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let end = position
            position = start
            defer { position = end }
            throw JSONSyntaxError(
                column: start + 1, message: "number \(text) is too large for a double", reachedEnd: false)
        }
        return .number(text: text, value: value)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func digits() throws(JSONSyntaxError) {
        guard let byte = current, isDigit(byte) else { throw error("expected a digit") }
        while let byte = current, isDigit(byte) { position += 1 }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun(_ parser: JSONParser, upTo end: Int) throws(JSONSyntaxError) {
            guard runStart < end else { return }
            guard
                let run = String(validating: UnsafeBufferPointer(rebasing: parser.bytes[runStart..<end]), as: UTF8.self)
            else {
                throw JSONSyntaxError(column: runStart + 1, message: "invalid UTF-8 in a string", reachedEnd: false)
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard let byte = current else {
                throw error("expected '\"' to close the string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(self, upTo: position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun(self, upTo: position)
                position += 1
                scalars.append(try parseEscape())
                runStart = position
            case 0..<0x20:
                throw error("expected a character (control characters must be escaped in strings)")
            default:
                position += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("expected an escape character") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            let escapeStart = position - 6
            let lone = JSONSyntaxError(
                column: escapeStart + 1,
                message:
                    "lone surrogate in \\u escape; expected a character, or a high surrogate followed by a low one",
                reachedEnd: false)
            if high >= 0xD800, high < 0xDC00 {
                guard current == UInt8(ascii: "\\") else { throw lone }
                position += 1
                try expect(UInt8(ascii: "u"), "'u'")
                let low = try hexQuad()
                guard low >= 0xDC00, low < 0xE000 else { throw lone }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw lone }
            return scalar
        default:
            position -= 1
            throw error("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("expected 4 hex digits") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: throw error("expected 4 hex digits")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}
