/// Canonical JSON spelling of strings, shared by the writer and `vine info --json`.
public enum JSONText {
    /// `string` in double quotes: `"` and `\` escaped, `\b \f \n \r \t` for those controls,
    /// `\u00XX` (lower-case hex) for other controls below U+0020, everything else as UTF-8.
    public static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u00" + (hex.count == 1 ? "0" : "") + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
