/// How vines are coloured.
public enum VinePaint: Hashable, Sendable {
    /// Each vine gets its own green from the seeded palette (see ``Style/color(ofVine:seed:)``).
    case palette
    /// Every vine has this colour.
    case color(RGBA)

    /// Parses `palette`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(text: String) {
        if text == "palette" {
            self = .palette
        } else if let color = RGBA(hex: text) {
            self = .color(color)
        } else {
            return nil
        }
    }

    /// The spelling ``init(text:)`` reads: `palette` or the colour's hex.
    public var text: String {
        switch self {
        case .palette: "palette"
        case .color(let color): color.hex
        }
    }

    /// What ``init(text:)`` accepts, for error messages and help.
    public static let allowedText = "\"palette\", \"#RRGGBB\" or \"#RRGGBBAA\""
}
