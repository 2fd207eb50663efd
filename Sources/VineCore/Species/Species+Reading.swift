extension Species {
    /// The keys a species file may have at its top level, in the order the canonical
    /// ``definition`` writes them.
    static let topKeys = [
        "species", "name", "summary", "base", "stem", "branches", "leaves", "shoots", "tendrils", "ornaments",
        "growth", "response",
    ]

    /// Reads the species file `bytes`, named `file` in errors: at most
    /// ``SpeciesLimits/maxBytes``, UTF-8, one JSON object (see the Species documentation);
    /// its `base` is one of `looks`.
    public static func read(_ bytes: [UInt8], file: String, looks: Looks = .builtIn) throws(SpeciesError) -> Species {
        guard bytes.count <= SpeciesLimits.maxBytes else {
            throw SpeciesError(
                file: file, line: 1, key: "",
                message: "the file is \(bytes.count) bytes; a species file is at most \(SpeciesLimits.maxBytes)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            var valid = 0
            var line = 1
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    if scalar == "\n" { line += 1 }
                    valid += 1
                case .emptyInput, .error: break decoding
                }
            }
            throw SpeciesError(
                file: file, line: line, key: "",
                message: "the file is not UTF-8 text (an invalid byte after character \(valid))")
        }
        return try read(text, file: file, looks: looks)
    }

    /// Reads the species file `text`, named `file` in errors (see the Species documentation),
    /// whose `base` is one of `looks`.
    ///
    /// Every key is checked: an unknown key, a value of the wrong type or out of its range,
    /// malformed or too complex path data, side shoots too deep or sizes that would make
    /// more than ``SpeciesLimits/maxPartsPerBranch`` parts per branch are a ``SpeciesError``
    /// naming the line and the dotted key at fault.
    public static func read(_ text: String, file: String, looks: Looks = .builtIn) throws(SpeciesError) -> Species {
        let bytes = Array(text.utf8)
        let reader = SpeciesReader(file: file, lines: LineIndex(bytes), looks: looks)
        guard bytes.count <= SpeciesLimits.maxBytes else {
            throw reader.fail(
                1, "", "the file is \(bytes.count) bytes; a species file is at most \(SpeciesLimits.maxBytes)")
        }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            throw reader.fail(1, "", "the file is empty; expected a species object such as {\"species\": 1, …}")
        }
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                try JSONParser.parse(buffer, maxDepth: SpeciesLimits.maxDepth, unit: .file)
            }
        } catch {
            throw reader.fail(reader.lines.line(of: error.column - 1), "", "not valid JSON: \(error.message)")
        }
        guard case .object = root.content else {
            throw reader.fail(root, "", "expected a species object {…}, got \(root.kindDescription)")
        }
        var species = try reader.species(root)
        let counts = species.partCounts
        let total = counts.reduce(0) { $0 + $1.count }
        if total > SpeciesLimits.maxPartsPerBranch, let worst = counts.max(by: { $0.count < $1.count }) {
            let line = reader.line(of: worst.key, in: root)
            throw reader.fail(
                line, worst.key,
                "sizes would make up to \(total) parts per branch; at most \(SpeciesLimits.maxPartsPerBranch)")
        }
        species.definition = species.canonicalDefinition
        return species
    }
}

extension SpeciesReader {
    /// The species of the file's top-level object `root`.
    func species(_ root: JSONValue) throws(SpeciesError) -> Species {
        guard case .object(let members) = root.content else {
            throw fail(root, "", "expected a species object {…}, got \(root.kindDescription)")
        }
        guard let version = members.first(where: { $0.key == "species" })?.value else {
            throw fail(root, "species", "missing; expected \"species\": 1, the format version")
        }
        guard case .number(_, let format) = version.content, format == 1 else {
            let found = if case .number(let text, _) = version.content { text } else { version.kindDescription }
            throw fail(version, "species", "unsupported format version \(found); expected 1")
        }
        let top = try object(root, "", allowed: Species.topKeys)
        func required(_ key: String) throws(SpeciesError) -> JSONValue {
            guard let node = top[key] else { throw fail(root, key, "missing; this key is required") }
            return node
        }
        let name = try string(try required("name"), "name")
        guard Species.isValidName(name) else {
            throw fail(
                try required("name"), "name",
                "expected 1 to 32 lower-case letters, digits or '-', got \(JSONText.quoted(name))")
        }
        var summary = ""
        if let node = top["summary"] {
            summary = try string(node, "summary")
            guard summary.count <= 200, !summary.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw fail(node, "summary", "expected one line of at most 200 characters")
            }
        }
        let base = try choice(try required("base"), "base", looks.all.map { $0.name })
        var species = Species.defaults(name: name, summary: summary, base: looks.named(base) ?? .natural)
        if let node = top["stem"] { species.stem = try stem(node) }
        if let node = top["branches"] { species.branches = try branches(node) }
        if let node = top["leaves"] { species.leaves = try leaves(node) }
        if let node = top["shoots"] { species.shoots = try optional(node, shoots) }
        if let node = top["tendrils"] { species.tendrils = try optional(node, tendrils) }
        if let node = top["ornaments"] { species.ornaments = try ornaments(node) }
        if let node = top["growth"] {
            let object = try object(node, "growth", allowed: ["duration"])
            if let value = object["duration"] {
                species.growth.duration = try number(value, "growth.duration", in: 0.25...4)
            }
        }
        if let node = top["response"] {
            let object = try object(node, "response", allowed: ["sway", "wither"])
            if let value = object["sway"] { species.response.sway = try number(value, "response.sway", in: 0...3) }
            if let value = object["wither"] {
                species.response.wither = try optional(value) { node throws(SpeciesError) in
                    try colour(node, "response.wither")
                }
            }
        }
        return species
    }

    /// The line of the value at dotted `key` (`ornaments[2].count`), or of the nearest
    /// enclosing value found.
    func line(of key: String, in root: JSONValue) -> Int {
        var node = root
        for part in key.split(separator: ".") {
            var name = Substring(part)
            var index: Int?
            if let open = part.firstIndex(of: "["), part.hasSuffix("]") {
                name = part[..<open]
                index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
            }
            guard case .object(let members) = node.content, let member = members.first(where: { $0.key == name })
            else { return line(of: node) }
            node = member.value
            if let index {
                guard case .array(let elements) = node.content, elements.indices.contains(index) else {
                    return line(of: node)
                }
                node = elements[index]
            }
        }
        return line(of: node)
    }

    private func stem(_ node: JSONValue) throws(SpeciesError) -> Species.Stem {
        let object = try object(node, "stem", allowed: ["colour", "width", "taper"])
        var stem = Species.defaults(name: "", summary: "", base: .natural).stem
        if let value = object["colour"] {
            stem.colour = try optional(value) { node throws(SpeciesError) in try colourRange(node, "stem.colour") }
        }
        if let value = object["width"] { stem.width = try number(value, "stem.width", in: 0.25...4) }
        if let value = object["taper"] { stem.taper = try number(value, "stem.taper", in: 0...2) }
        return stem
    }

    private func branches(_ node: JSONValue) throws(SpeciesError) -> Species.Branches {
        let object = try object(
            node, "branches", allowed: ["arrangement", "spacing", "length", "curvature", "angle"])
        var branches = Species.defaults(name: "", summary: "", base: .natural).branches
        if let value = object["arrangement"] { branches.arrangement = try arrangement(value) }
        if let value = object["spacing"] { branches.spacing = try number(value, "branches.spacing", in: 0.25...4) }
        if let value = object["length"] { branches.length = try range(value, "branches.length", in: 0.05...1.5) }
        if let value = object["curvature"] {
            branches.curvature = try range(value, "branches.curvature", in: -1...1)
        }
        if let value = object["angle"] { branches.angle = try range(value, "branches.angle", in: 0...1) }
        return branches
    }

    private func arrangement(_ node: JSONValue) throws(SpeciesError) -> Species.Arrangement {
        let key = "branches.arrangement"
        let value = try string(node, key)
        switch value {
        case "alternate": return .alternate
        case "opposite": return .opposite
        default:
            let words = value.split(separator: " ")
            if words.count == 2, words[0] == "whorled", let count = Int(words[1]), (3...6).contains(count) {
                return .whorled(count)
            }
            throw fail(
                node, key,
                "unknown value \(JSONText.quoted(value)); expected \"alternate\", \"opposite\" or \"whorled N\" (N 3 to 6)"
            )
        }
    }

    private func leaves(_ node: JSONValue) throws(SpeciesError) -> Species.Leaves {
        let object = try object(node, "leaves", allowed: ["shapes", "size", "colour", "chance"])
        var leaves = Species.defaults(name: "", summary: "", base: .natural).leaves
        if let value = object["shapes"] {
            guard case .array(let shapes) = value.content else {
                throw fail(value, "leaves.shapes", "expected an array of paths, got \(value.kindDescription)")
            }
            guard shapes.count <= SpeciesLimits.maxLeafShapes else {
                throw fail(
                    value, "leaves.shapes",
                    "\(shapes.count) shapes; at most \(SpeciesLimits.maxLeafShapes)")
            }
            leaves.shapes = []
            for (index, shape) in shapes.enumerated() {
                leaves.shapes.append(try leafShape(shape, "leaves.shapes[\(index)]"))
            }
        }
        if let value = object["size"] { leaves.size = try range(value, "leaves.size", in: 0.1...4) }
        if let value = object["colour"] {
            leaves.colour = try optional(value) { node throws(SpeciesError) in try colourRange(node, "leaves.colour") }
        }
        if let value = object["chance"] { leaves.chance = try number(value, "leaves.chance", in: 0...1) }
        return leaves
    }

    private func leafShape(_ node: JSONValue, _ key: String) throws(SpeciesError) -> Species.Shape {
        if case .string = node.content { return try path(node, key) }
        guard case .object = node.content else {
            throw fail(node, key, "expected a path or {\"path\": …, \"weight\": …}, got \(node.kindDescription)")
        }
        let object = try object(node, key, allowed: ["path", "weight"])
        guard let data = object["path"] else { throw fail(node, object.path("path"), "missing; expected a path") }
        var weight = 1.0
        if let value = object["weight"] {
            weight = try number(value, object.path("weight"), in: 0...100)
            guard weight > 0 else {
                throw fail(value, object.path("weight"), "0 is out of range; expected above 0")
            }
        }
        return try path(data, object.path("path"), weight: weight)
    }

    private func shoots(_ node: JSONValue) throws(SpeciesError) -> Species.Shoots {
        let object = try object(node, "shoots", allowed: ["depth", "chance", "count", "length", "angle", "leaves"])
        var shoots = Species.defaultShoots
        if let value = object["depth"] {
            if case .number(_, let depth) = value.content, depth > 3 {
                throw fail(value, "shoots.depth", "side shoots too deep: \(text(depth)); expected 1 to 3")
            }
            shoots.depth = try integer(value, "shoots.depth", in: 1...3)
        }
        if let value = object["chance"] { shoots.chance = try number(value, "shoots.chance", in: 0...1) }
        if let value = object["count"] { shoots.count = try integerRange(value, "shoots.count", in: 1...12) }
        if let value = object["length"] { shoots.length = try range(value, "shoots.length", in: 0.1...1) }
        if let value = object["angle"] { shoots.angle = try range(value, "shoots.angle", in: 0...90) }
        if let value = object["leaves"] { shoots.leaves = try bool(value, "shoots.leaves") }
        return shoots
    }

    private func tendrils(_ node: JSONValue) throws(SpeciesError) -> Species.Tendrils {
        let object = try object(node, "tendrils", allowed: ["from", "chance", "turns", "length", "colour"])
        var tendrils = Species.defaultTendrils
        if let value = object["from"] {
            let origin = try choice(value, "tendrils.from", Species.TendrilOrigin.allCases.map { $0.rawValue })
            tendrils.origin = Species.TendrilOrigin(rawValue: origin) ?? .stem
        }
        if let value = object["chance"] { tendrils.chance = try number(value, "tendrils.chance", in: 0...1) }
        if let value = object["turns"] { tendrils.turns = try range(value, "tendrils.turns", in: 0.5...5) }
        if let value = object["length"] { tendrils.length = try range(value, "tendrils.length", in: 0.2...4) }
        if let value = object["colour"] {
            tendrils.colour = try optional(value) { node throws(SpeciesError) in
                try colourRange(node, "tendrils.colour")
            }
        }
        return tendrils
    }

    private func ornaments(_ node: JSONValue) throws(SpeciesError) -> [Species.Ornament] {
        guard case .array(let elements) = node.content else {
            throw fail(node, "ornaments", "expected an array of ornaments, got \(node.kindDescription)")
        }
        guard elements.count <= SpeciesLimits.maxOrnaments else {
            throw fail(node, "ornaments", "\(elements.count) ornaments; at most \(SpeciesLimits.maxOrnaments)")
        }
        var ornaments: [Species.Ornament] = []
        for (index, element) in elements.enumerated() {
            ornaments.append(try ornament(element, "ornaments[\(index)]"))
        }
        return ornaments
    }

    private func ornament(_ node: JSONValue, _ key: String) throws(SpeciesError) -> Species.Ornament {
        let object = try object(
            node, key,
            allowed: [
                "kind", "shape", "repeats", "heart", "at", "chance", "count", "hang", "size", "colour", "delay",
            ])
        func required(_ name: String) throws(SpeciesError) -> JSONValue {
            guard let value = object[name] else {
                throw fail(node, object.path(name), "missing; this key is required")
            }
            return value
        }
        let kind = try choice(
            try required("kind"), object.path("kind"), Species.OrnamentKind.allCases.map { $0.rawValue })
        var ornament = Species.Ornament(
            kind: Species.OrnamentKind(rawValue: kind) ?? .flower,
            shape: try path(try required("shape"), object.path("shape")),
            repeats: 1, heart: nil, place: .tips, chance: 1, count: 1...1, hang: 0, size: 0.5...0.5,
            colour: try colourRange(try required("colour"), object.path("colour")), delay: 0)
        if let value = object["repeats"] { ornament.repeats = try integer(value, object.path("repeats"), in: 1...12) }
        if let value = object["heart"] {
            ornament.heart = try optional(value) { node throws(SpeciesError) in try colour(node, object.path("heart")) }
        }
        if let value = object["at"] {
            let place = try choice(value, object.path("at"), Species.OrnamentPlace.allCases.map { $0.rawValue })
            ornament.place = Species.OrnamentPlace(rawValue: place) ?? .tips
        }
        if let value = object["chance"] { ornament.chance = try number(value, object.path("chance"), in: 0...1) }
        if let value = object["count"] { ornament.count = try integerRange(value, object.path("count"), in: 1...24) }
        if let value = object["hang"] { ornament.hang = try number(value, object.path("hang"), in: 0...1) }
        if let value = object["size"] { ornament.size = try range(value, object.path("size"), in: 0.05...4) }
        if let value = object["delay"] { ornament.delay = try number(value, object.path("delay"), in: 0...0.9) }
        return ornament
    }
}
