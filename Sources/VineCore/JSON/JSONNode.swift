/// A parsed JSON value with the 1-based line where it starts, and the line of each object
/// key: what a whole-file reader (species files) needs to name the line of a fault.
struct JSONNode: Sendable {
    /// One member of an object: its key, the key's line and its value.
    struct Member: Sendable {
        /// The key.
        var key: String
        /// The line the key is on.
        var line: Int
        /// The value.
        var value: JSONNode
    }

    /// What the value is.
    enum Content: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number: its source text and its value.
        case number(text: String, value: Double)
        /// A string, unescaped.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object: members in source order, keys unique.
        case object([Member])
    }

    /// The value.
    var content: Content
    /// The line the value starts on.
    var line: Int

    /// `a number`, `a string`, … for messages such as `expected a number, got a string`.
    var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses `bytes`, a whole file, as one JSON value (see ``JSONParser``); a syntax error
    /// comes with its 1-based line.
    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONNodeError) -> JSONNode {
        let lines = LineIndex(bytes)
        let parsed: (value: JSONValue, starts: [Int])
        do throws(JSONSyntaxError) {
            parsed = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                try JSONParser.parseLocated(buffer, maxDepth: maxDepth)
            }
        } catch {
            throw JSONNodeError(line: lines.line(of: error.column - 1), message: error.message)
        }
        var next = 0
        func node(_ value: JSONValue) -> JSONNode {
            let line = lines.line(of: parsed.starts[next])
            next += 1
            switch value {
            case .null: return JSONNode(content: .null, line: line)
            case .bool(let flag): return JSONNode(content: .bool(flag), line: line)
            case .number(let text, let number): return JSONNode(content: .number(text: text, value: number), line: line)
            case .string(let string): return JSONNode(content: .string(string), line: line)
            case .array(let elements): return JSONNode(content: .array(elements.map(node)), line: line)
            case .object(let members):
                var located: [Member] = []
                located.reserveCapacity(members.count)
                for member in members {
                    let keyLine = lines.line(of: parsed.starts[next])
                    next += 1
                    located.append(Member(key: member.key, line: keyLine, value: node(member.value)))
                }
                return JSONNode(content: .object(located), line: line)
            }
        }
        return node(parsed.value)
    }
}

/// Why a whole JSON file is not valid JSON: the 1-based line and what was expected.
struct JSONNodeError: Error, Sendable {
    /// The line of the problem.
    var line: Int
    /// What was expected and what was found.
    var message: String
}

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
