import VineCore
import VineGeometry
import VineLook

/// What the writer writes for Qt 6's player (``LottieCompat/qt``) that it would write
/// otherwise for the others, each asked where it is written; Qt's keyframes are a pass of
/// their own over the document (``LottieDocument/QtKeyframes``).
extension LottieDocument.Writer {
    /// The unit scale and a comma, written on every transform for Qt's player, which reads
    /// a missing scale as 0; else nothing.
    var unitScale: String { compat == .qt ? "\(Self.scaleKey)," : "" }

    /// A comma and the unit scale, ending a transform that says no scale, for Qt's player;
    /// else nothing.
    var closingScale: String { compat == .qt ? ",\(Self.scaleKey)" : "" }

    /// Full opacity and a comma, on a layer's transform for Qt's player, which reads a
    /// missing one as 0; else nothing (the specification's default).
    var layerOpacity: String { compat == .qt ? "\(Self.opaque)," : "" }

    /// The identity as a layer's transform: nothing said (the specification's default), or
    /// for Qt's player full opacity and the unit scale.
    var identityLayerTransform: String { compat == .qt ? "{\(Self.opaque),\(Self.scaleKey)}" : "{}" }

    /// Whether the players show precompositions and time remapping: Qt's shows neither, so
    /// for it a loop's fade is each vine layer's opacity
    /// (``openLayer(index:canvas:ip:op:)``), and an ungrowing end it cannot show.
    var showsPrecompositions: Bool { compat != .qt }

    /// The groups `inks` are stroked in: one, or for Qt's player, which strokes a group with
    /// its first stroke alone, one for each stroke, the last (painted last) first.
    func strokeGroups(_ inks: [Mark.Ink]) -> [[Mark.Ink]] {
        compat == .qt && inks.count > 1 ? inks.reversed().map { [$0] } : [inks]
    }

    /// A stroke's width `width` as written: as it is, or for Qt's player, which leaves a
    /// layer's scale out of its strokes' widths, scaled to the output.
    func shownWidth(_ width: Double) -> Double {
        compat == .qt ? width * animation.transform.scaleFactor : width
    }

    /// The colour a gradient fill of `gradient` is written as: none (it is a gradient fill),
    /// or for Qt's player, which shows a gradient fill opaque, the colour halfway along it.
    func solidColour(of gradient: LinearPaint) -> RGBA? {
        guard compat == .qt else { return nil }
        let (a, b) = (gradient.startColor, gradient.endColor)
        return RGBA(r: (a.r + b.r) / 2, g: (a.g + b.g) / 2, b: (a.b + b.b) / 2, a: gradient.opacity)
    }

    /// The fourth component of colour `c`: 1, or for Qt's player, which leaves a fill's or a
    /// stroke's opacity (`"o"`) out, the colour's opacity level.
    func alpha(_ c: RGBA) -> String { compat == .qt ? colours.text(Self.level(c.a)) : "1" }
}

extension LottieDocument {
    /// The pass that writes a document's keyframes in Bodymovin's older form for Qt's player
    /// (``LottieCompat/qt``): every keyframe but a property's last says its end value after
    /// its start (`"e"`: a hold's own start, else the next keyframe's), as Qt reads a
    /// keyframe without one as ending at 0; the last says its time alone, as Qt reads a last
    /// keyframe with a value as ending the property's animation at frame 0.
    enum QtKeyframes {
        /// A keyframe in the JSON (`{"t":…,"s":…,…}`: its time first), as places in its bytes.
        private struct Keyframe {
            /// The keyframe, from its `{` to its `}`.
            let object: Range<Int>
            /// Its start value (`"s"`).
            let start: Range<Int>
            /// The member of its start value, from the comma before it.
            let member: Range<Int>
            /// Whether it holds its value (`"h":1`).
            let holds: Bool
        }

        /// The text before every animated property's keyframes.
        private static let keyframes = Array("\"a\":1,\"k\":[".utf8)

        /// `json`, a document the writer wrote in the specification's form, with every
        /// animated property's keyframes in the older form.
        static func rewritten(_ json: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(json.count + json.count / 4)
            var copied = 0
            while let found = find(keyframes, in: json, from: copied) {
                var position = found + keyframes.count
                out.append(contentsOf: json[copied..<position])
                var keys: [Keyframe] = []
                while json[position] == UInt8(ascii: "{") {
                    let key = keyframe(in: json, at: position)
                    keys.append(key)
                    position = key.object.upperBound
                    if json[position] == UInt8(ascii: ",") { position += 1 }
                }
                for (index, key) in keys.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    guard index < keys.count - 1 else {
                        out.append(contentsOf: json[key.object.lowerBound..<key.member.lowerBound])
                        out.append(contentsOf: json[key.member.upperBound..<key.object.upperBound])
                        break
                    }
                    out.append(contentsOf: json[key.object.lowerBound..<key.start.upperBound])
                    out.append(contentsOf: ",\"e\":".utf8)
                    out.append(contentsOf: json[key.holds ? key.start : keys[index + 1].start])
                    out.append(contentsOf: json[key.start.upperBound..<key.object.upperBound])
                }
                copied = position
            }
            out.append(contentsOf: json[copied...])
            return out
        }

        /// Where `text` first occurs in `json` from `start` on, if it does.
        private static func find(_ text: [UInt8], in json: [UInt8], from start: Int) -> Int? {
            var position = start
            while position + text.count <= json.count {
                if json[position] == text[0], json[position..<position + text.count].elementsEqual(text) {
                    return position
                }
                position += 1
            }
            return nil
        }

        /// The keyframe whose `{` is at `open` in `json`.
        private static func keyframe(in json: [UInt8], at open: Int) -> Keyframe {
            var start = open..<open
            var member = open..<open
            var holds = false
            // At the `{` or the comma before each member: `"name":value`.
            var position = open
            while json[position] != UInt8(ascii: "}") {
                var nameEnd = position + 2
                while json[nameEnd] != UInt8(ascii: "\"") { nameEnd += 1 }
                let name = json[(position + 2)..<nameEnd]
                let value = (nameEnd + 2)..<end(ofValueAt: nameEnd + 2, in: json)
                if name.elementsEqual("s".utf8) {
                    start = value
                    member = position..<value.upperBound
                } else if name.elementsEqual("h".utf8) {
                    holds = json[value].elementsEqual("1".utf8)
                }
                position = value.upperBound
            }
            return Keyframe(object: open..<(position + 1), start: start, member: member, holds: holds)
        }

        /// Where the JSON value at `start` in `json` ends: just after its closing bracket, or
        /// at the comma or bracket after a number.
        private static func end(ofValueAt start: Int, in json: [UInt8]) -> Int {
            var depth = 0
            var position = start
            while true {
                switch json[position] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth <= 1 { return depth == 0 ? position : position + 1 }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { return position }
                default:
                    break
                }
                position += 1
            }
        }
    }
}
