/// Why text cannot be laid out.
public enum TextLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text has nothing to draw.
    case empty
    /// The text has more than `limit` characters.
    case tooLong(count: Int, limit: Int)
    /// The font has no glyph for `character`, found at 1-based position `position`.
    case missingGlyph(character: Character, position: Int)
    /// The laid-out text (`width` × `height` points) does not fit the `canvasWidth` × `canvasHeight` canvas.
    case doesNotFit(width: Double, height: Double, canvasWidth: Double, canvasHeight: Double)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .empty:
            return "the text is empty: nothing to write"
        case .tooLong(let count, let limit):
            return "the text has \(count) characters; the limit is \(limit)"
        case .missingGlyph(let character, let position):
            let code = character.unicodeScalars.prefix(8).map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            let more = character.unicodeScalars.count > 8 ? " …" : ""
            let hidden =
                character.unicodeScalars.count > 8
                || character.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 32 }
            let shown = hidden ? "" : "'\(character)' "
            return
                "the font has no \(shown)(\(code.joined(separator: " "))\(more)) at character \(position); --missing skip leaves a gap instead"
        case .doesNotFit(let width, let height, let canvasWidth, let canvasHeight):
            return
                "the text is \(Self.text(width))x\(Self.text(height)) points and does not fit the \(Self.text(canvasWidth))x\(Self.text(canvasHeight)) canvas; use a smaller --letter-height, more lines (--width) or a larger --size"
        }
    }

    private static func text(_ value: Double) -> String {
        String(Int(value.rounded(.up)))
    }
}
