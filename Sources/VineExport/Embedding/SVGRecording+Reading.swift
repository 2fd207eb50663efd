import VineVector

extension SVGRecording {
    /// The recording in `svg`; nil when it has none. Throws when its text is not XML
    /// character data (an unknown entity, an unended element).
    static func recording(in svg: [UInt8]) throws(EmbeddedRecording.Missing) -> [UInt8]? {
        guard let open = svg.firstRange(of: Array("<\(element)".utf8))?.lowerBound else { return nil }
        guard let start = svg[open...].firstIndex(of: UInt8(ascii: ">")),
            let end = svg[(start + 1)...].firstRange(of: Array("</\(element)>".utf8))?.lowerBound
        else { throw .damaged("its <\(element)> element has no end") }
        return try unescaped(svg[(start + 1)..<end])
    }

    /// The character data `text` stands for: entities and character references replaced,
    /// CDATA sections unwrapped.
    private static func unescaped(_ text: ArraySlice<UInt8>) throws(EmbeddedRecording.Missing) -> [UInt8] {
        let entities: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        let cdataStart = Array("<![CDATA[".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "<") {
                guard text[index...].starts(with: cdataStart),
                    let end = text[(index + cdataStart.count)...].firstRange(of: Array("]]>".utf8))?.lowerBound
                else { throw .damaged("its <\(element)> holds markup, not text") }
                out += text[(index + cdataStart.count)..<end]
                index = end + 3
            } else if byte == UInt8(ascii: "&") {
                guard let semicolon = text[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                    throw .damaged("an & in its <\(element)> starts no entity")
                }
                let name = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
                let scalar: Unicode.Scalar? =
                    if name.hasPrefix("#x") {
                        UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if name.hasPrefix("#") {
                        UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                    } else {
                        entities[name]?.unicodeScalars.first
                    }
                guard let scalar else { throw .damaged("its <\(element)> has an unknown entity &\(name);") }
                out += Array(String(Character(scalar)).utf8)
                index = semicolon + 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }
}
