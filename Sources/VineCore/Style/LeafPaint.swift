/// How a leaf's outline or fill is painted.
public enum LeafPaint: Hashable, Sendable {
    /// Not painted.
    case none
    /// The colour of the leaf's vine.
    case vine
    /// This colour.
    case color(RGBA)

    /// Parses `none`, `vine`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(text: String) {
        switch text {
        case "none": self = .none
        case "vine": self = .vine
        default:
            guard let color = RGBA(hex: text) else { return nil }
            self = .color(color)
        }
    }

    /// The spelling ``init(text:)`` reads: `none`, `vine` or the colour's hex.
    public var text: String {
        switch self {
        case .none: "none"
        case .vine: "vine"
        case .color(let color): color.hex
        }
    }

    /// The colour to paint with for a vine of colour `vineColor`, or nil for ``none``.
    public func resolved(vineColor: RGBA) -> RGBA? {
        switch self {
        case .none: nil
        case .vine: vineColor
        case .color(let color): color
        }
    }

    /// What ``init(text:)`` accepts, for error messages and help.
    public static let allowedText = "\"none\", \"vine\", \"#RRGGBB\" or \"#RRGGBBAA\""
}
