/// A recording in an SVG: `<metadata><vine:recording xmlns:vine="…">TEXT</vine:recording></metadata>`
/// right after the root's start tag, the text escaped as XML character data, so nothing in the
/// recording can become markup or script, and nothing drawn changes.
package enum SVGRecording {
    /// The element holding the recording.
    package static let element = "vine:recording"
    /// The namespace of ``element``.
    package static let namespace = "urn:x-vine:recording"

    /// `svg` (a whole SVG file whose root is the first `<svg` start tag, as Cairo and
    /// ``AnimatedSVGDocument`` write it) carrying `recording`, which is UTF-8 without control
    /// characters other than tab, line feed and carriage return (what the `.vine` reader accepts).
    package static func embed(_ recording: [UInt8], in svg: [UInt8]) -> [UInt8] {
        let start = Array("<svg ".utf8)
        guard let root = svg.indices.first(where: { svg[$0...].starts(with: start) }),
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
}
