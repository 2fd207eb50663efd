extension JSONValue {
    /// The value as one line of JSON without spaces: numbers as written, strings as
    /// ``JSONText/quoted(_:)`` spells them, members in order.
    var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends ``text`` to `text`.
    private func write(to text: inout String) {
        switch content {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number, _): text += number
        case .string(let string): text += JSONText.quoted(string)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONText.quoted(member.key) + ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }
}
