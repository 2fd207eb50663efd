extension RGBA {
    /// The colour written as `#RRGGBB` or `#RRGGBBAA` (hex digits, either case), or nil.
    ///
    /// Each component is its byte divided by 255; without `AA` the colour is opaque.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                return nil
            }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#RRGGBB` in upper case when opaque, else `#RRGGBBAA`; components are clamped to 0...1
    /// and rounded to the nearest of the 256 levels.
    public var hex: String {
        let components = a >= 1 ? [r, g, b] : [r, g, b, a]
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in components {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    private static func hexValue(_ character: UInt8) -> Int? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(character - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(character - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(character - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
