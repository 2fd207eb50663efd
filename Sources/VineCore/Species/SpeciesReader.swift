import VineGeometry

/// Reads the values of a species file's JSON tree, each checked against its type and range,
/// with errors naming the file, the line and the dotted key at fault.
struct SpeciesReader {
    /// The file, for errors.
    let file: String
    /// The file's lines, which turn a value's offset into the line errors name.
    let lines: LineIndex
    /// The looks a `base` may name.
    var looks = Looks.builtIn

    /// An error at `line` about `key`.
    func fail(_ line: Int, _ key: String, _ message: String) -> SpeciesError {
        SpeciesError(file: file, line: line, key: key, message: message)
    }

    /// An error about `key` at the line where `node` starts.
    func fail(_ node: JSONValue, _ key: String, _ message: String) -> SpeciesError {
        fail(line(of: node), key, message)
    }

    /// The line where `node` starts.
    func line(of node: JSONValue) -> Int { lines.line(of: node.offset) }

    /// The members of object `node` at `key`, refusing keys not in `allowed`.
    func object(_ node: JSONValue, _ key: String, allowed: [String]) throws(SpeciesError) -> SpeciesObject {
        guard case .object(let members) = node.content else {
            throw fail(node, key, "expected an object, got \(node.kindDescription)")
        }
        let object = SpeciesObject(path: key, members: members)
        for member in members where !allowed.contains(member.key) {
            throw fail(
                lines.line(of: member.keyOffset), object.path(member.key),
                "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
        return object
    }

    /// A number within `bounds`.
    func number(_ node: JSONValue, _ key: String, in bounds: ClosedRange<Double>) throws(SpeciesError) -> Double {
        guard case .number(_, let value) = node.content else {
            throw fail(node, key, "expected a number, got \(node.kindDescription)")
        }
        guard bounds.contains(value) else {
            throw fail(node, key, "\(text(value)) is out of range; expected \(describe(bounds))")
        }
        return value
    }

    /// A whole number within `bounds`.
    func integer(_ node: JSONValue, _ key: String, in bounds: ClosedRange<Int>) throws(SpeciesError) -> Int {
        let value = try number(node, key, in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        guard value == value.rounded() else {
            throw fail(node, key, "expected a whole number, got \(text(value))")
        }
        return Int(value)
    }

    /// A range: `[lo, hi]` with `lo ≤ hi`, or one number, within `bounds`.
    func range(_ node: JSONValue, _ key: String, in bounds: ClosedRange<Double>) throws(SpeciesError) -> Species.Range {
        if case .number = node.content {
            let value = try number(node, key, in: bounds)
            return value...value
        }
        guard case .array(let ends) = node.content, ends.count == 2 else {
            throw fail(node, key, "expected a number or [low, high], got \(shape(of: node))")
        }
        let low = try number(ends[0], key + "[0]", in: bounds)
        let high = try number(ends[1], key + "[1]", in: bounds)
        guard low <= high else {
            throw fail(node, key, "low end \(text(low)) is above high end \(text(high))")
        }
        return low...high
    }

    /// A range of whole numbers: `[lo, hi]` with `lo ≤ hi`, or one number, within `bounds`.
    func integerRange(_ node: JSONValue, _ key: String, in bounds: ClosedRange<Int>) throws(SpeciesError)
        -> ClosedRange<Int>
    {
        if case .number = node.content {
            let value = try integer(node, key, in: bounds)
            return value...value
        }
        guard case .array(let ends) = node.content, ends.count == 2 else {
            throw fail(node, key, "expected a whole number or [low, high], got \(shape(of: node))")
        }
        let low = try integer(ends[0], key + "[0]", in: bounds)
        let high = try integer(ends[1], key + "[1]", in: bounds)
        guard low <= high else { throw fail(node, key, "low end \(low) is above high end \(high)") }
        return low...high
    }

    /// A string.
    func string(_ node: JSONValue, _ key: String) throws(SpeciesError) -> String {
        guard case .string(let value) = node.content else {
            throw fail(node, key, "expected a string, got \(node.kindDescription)")
        }
        return value
    }

    /// One of `choices`.
    func choice(_ node: JSONValue, _ key: String, _ choices: [String]) throws(SpeciesError) -> String {
        let value = try string(node, key)
        guard choices.contains(value) else {
            throw fail(
                node, key,
                "unknown value \(JSONText.quoted(value)); expected one of: \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// `true` or `false`.
    func bool(_ node: JSONValue, _ key: String) throws(SpeciesError) -> Bool {
        guard case .bool(let value) = node.content else {
            throw fail(node, key, "expected true or false, got \(node.kindDescription)")
        }
        return value
    }

    /// A colour: `#RRGGBB` or `#RRGGBBAA`.
    func colour(_ node: JSONValue, _ key: String) throws(SpeciesError) -> RGBA {
        let value = try string(node, key)
        guard let colour = RGBA(hex: value) else {
            throw fail(node, key, "expected a colour #RRGGBB or #RRGGBBAA, got \(JSONText.quoted(value))")
        }
        return colour
    }

    /// A colour range: `["#RRGGBB", "#RRGGBB"]` or one colour.
    func colourRange(_ node: JSONValue, _ key: String) throws(SpeciesError) -> Species.ColourRange {
        if case .string = node.content {
            let value = try colour(node, key)
            return Species.ColourRange(from: value, to: value)
        }
        guard case .array(let ends) = node.content, ends.count == 2 else {
            throw fail(node, key, "expected a colour or [from, to] colours, got \(shape(of: node))")
        }
        return Species.ColourRange(from: try colour(ends[0], key + "[0]"), to: try colour(ends[1], key + "[1]"))
    }

    /// `value(node)`, or nil for `null`.
    func optional<T>(_ node: JSONValue, _ value: (JSONValue) throws(SpeciesError) -> T) throws(SpeciesError) -> T? {
        if case .null = node.content { return nil }
        return try value(node)
    }

    /// A shape's path data, in the limits of ``SpeciesLimits``.
    func path(_ node: JSONValue, _ key: String, weight: Double = 1) throws(SpeciesError) -> Species.Shape {
        let data = try string(node, key)
        guard data.utf8.count <= SpeciesLimits.maxPathCharacters else {
            throw fail(
                node, key,
                "path too complex: \(data.utf8.count) characters; at most \(SpeciesLimits.maxPathCharacters)")
        }
        let path: BezierPath
        do throws(PathDataError) {
            path = try PathDataParser.parse(
                data, maxCommands: SpeciesLimits.maxPathCommands, maxMagnitude: SpeciesLimits.maxPathCoordinate)
        } catch {
            if error.message.hasPrefix("more than") {
                throw fail(node, key, "path too complex: \(error.message)")
            }
            throw fail(node, key, "malformed path data: \(error.description)")
        }
        guard path.elements.contains(where: { if case .move = $0 { false } else { true } }) else {
            throw fail(node, key, "malformed path data: expected an outline, found only a moveto")
        }
        let limit = SpeciesLimits.maxPathCoordinate
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quad(let c, let p): points = [c, p]
            case .cubic(let c1, let c2, let p): points = [c1, c2, p]
            case .close: points = []
            }
            for p in points where abs(p.x) > limit || abs(p.y) > limit {
                throw fail(
                    node, key,
                    "the path reaches (\(text(p.x)), \(text(p.y))); coordinates must stay within ±\(text(limit))")
            }
        }
        return Species.Shape(data: data, path: path, weight: weight)
    }

    /// `value` as the file would spell it.
    func text(_ value: Double) -> String { CanonicalNumber.text(value) }

    /// `bounds` in words: `0.25 to 4`.
    func describe(_ bounds: ClosedRange<Double>) -> String {
        "\(text(bounds.lowerBound)) to \(text(bounds.upperBound))"
    }

    /// What `node` is, counting an array's elements.
    private func shape(of node: JSONValue) -> String {
        if case .array(let elements) = node.content { return "an array of \(elements.count)" }
        return node.kindDescription
    }
}

/// An object of a species file whose keys were checked: its members by key.
struct SpeciesObject {
    /// Its dotted key (empty for the file's top level).
    let path: String
    /// Its members.
    let members: [JSONValue.Member]

    /// The dotted key of member `key`.
    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value of `key`, or nil when it is absent.
    subscript(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
}
