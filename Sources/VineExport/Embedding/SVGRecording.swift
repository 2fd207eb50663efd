/// A recording in an SVG: `<metadata><vine:recording xmlns:vine="…">TEXT</vine:recording></metadata>`
/// right after the root's start tag, the text escaped as XML character data, so nothing in the
/// recording can become markup or script, and nothing drawn changes.
enum SVGRecording {
    /// The element holding the recording.
    static let element = "vine:recording"
    /// The namespace of ``element``.
    static let namespace = "urn:x-vine:recording"

    /// `svg` (a whole SVG file whose root is the first `<svg` start tag, as Cairo and
    /// ``AnimatedSVGDocument`` write it) carrying `recording`, which is UTF-8 without control
    /// characters other than tab, line feed and carriage return (what the `.vine` reader accepts).
    static func embed(_ recording: [UInt8], in svg: [UInt8]) -> [UInt8] {
        guard let root = svg.firstRange(of: Array("<svg ".utf8))?.lowerBound,
            let close = svg[root...].firstIndex(of: UInt8(ascii: ">"))
        else { preconditionFailure("an SVG has a root <svg> start tag") }
        var text: [UInt8] = []
        text.reserveCapacity(recording.count + recording.count / 8)
        for byte in recording {
            switch byte {
            case UInt8(ascii: "&"): text += Array("&amp;".utf8)
            case UInt8(ascii: "<"): text += Array("&lt;".utf8)
            case UInt8(ascii: ">"): text += Array("&gt;".utf8)
            case 0x0D: text += Array("&#13;".utf8)  // a raw CR would be read as a line feed
            default: text.append(byte)
            }
        }
        let metadata =
            Array("\n<metadata><\(element) xmlns:vine=\"\(namespace)\">".utf8) + text
            + Array("</\(element)></metadata>".utf8)
        return Array(svg[...close]) + metadata + svg[(close + 1)...]
    }

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
