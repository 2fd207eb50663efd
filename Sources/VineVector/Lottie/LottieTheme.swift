import VineCore

/// A dotLottie theme: a colour or a leaf gradient for some palette roles (``LottieSlot``),
/// written as a dotLottie version-2 theme file (`t/ID.json`, `{"rules":[…]}`, one `Color`
/// or `Gradient` rule per role).
public struct LottieTheme: Equatable, Sendable {
    /// What a theme sets a role to: a rule's `"value"`.
    public enum Value: Equatable, Sendable {
        /// One colour (a `Color` rule).
        case colour(RGBA)
        /// A two-stop gradient (a `Gradient` rule, stops at offsets 0 and 1): a leaf fill's.
        case gradient(start: RGBA, end: RGBA)
    }

    /// The theme's id: its file's name in the package and its name in the manifest.
    public var id: String
    /// The value of each role it sets, in the order written.
    public var values: [(slot: LottieSlot, value: Value)]

    /// A theme `id` setting `values`.
    public init(id: String, values: [(slot: LottieSlot, value: Value)]) {
        self.id = id
        self.values = values
    }

    public static func == (a: LottieTheme, b: LottieTheme) -> Bool {
        a.id == b.id && a.values.map { $0.slot } == b.values.map { $0.slot }
            && a.values.map { $0.value } == b.values.map { $0.value }
    }

    /// The theme file's JSON: a `Color` rule for each colour, its value `[r, g, b, a]`
    /// (0…1, to a ten-thousandth). When the animation's leaves are filled with gradients
    /// (`leafGradient` makes a fill's colours), the leaf fill is a `Gradient` rule: its
    /// own stops, or those `leafGradient` makes of its colour (stops carry no alpha);
    /// any other gradient is the colour halfway between its stops.
    package func json(leafGradient: ((RGBA) -> (start: RGBA, end: RGBA))?) -> String {
        let digits = Decimals(places: 4)
        func channels(_ c: RGBA, alpha: Bool) -> String {
            (alpha ? [c.r, c.g, c.b, c.a] : [c.r, c.g, c.b]).map(digits.text).joined(separator: ",")
        }
        let rules = values.map { slot, value in
            let head = "{\"id\":\"\(slot.rawValue)\","
            let stops: (start: RGBA, end: RGBA)?
            let colour: RGBA
            switch value {
            case .colour(let c):
                (stops, colour) = (slot == .leafFill ? leafGradient.map { $0(c) } : nil, c)
            case .gradient(let start, let end):
                (stops, colour) = (
                    slot == .leafFill && leafGradient != nil ? (start, end) : nil,
                    RGBA(
                        r: (start.r + end.r) / 2, g: (start.g + end.g) / 2, b: (start.b + end.b) / 2,
                        a: (start.a + end.a) / 2)
                )
            }
            if let (start, end) = stops {
                return head
                    + "\"type\":\"Gradient\",\"value\":[{\"offset\":0,\"color\":[\(channels(start, alpha: false))]},"
                    + "{\"offset\":1,\"color\":[\(channels(end, alpha: false))]}]}"
            }
            return head + "\"type\":\"Color\",\"value\":[\(channels(colour, alpha: true))]}"
        }
        return "{\"rules\":[\(rules.joined(separator: ","))]}"
    }

    /// The themes every dotLottie file carries: `day` (Vine's default paper and greens),
    /// `night`, `autumn` and `mono`.
    public static let builtIn: [LottieTheme] = [
        theme("day", "#F4EFE3", "#3F7A3A", "#8DBF5A", "#3F7A3A", "#E07A9A"),
        theme("night", "#101A26", "#8FC79A", "#2F6B4F", "#CFE8D2", "#F2D16B"),
        theme("autumn", "#F7EAD3", "#6B4226", "#D9822B", "#8C3B1F", "#B8322A"),
        theme("mono", "#FFFFFF", "#222222", "#C8C8C8", "#222222", "#6E6E6E"),
    ]

    /// A theme from hex colours, in ``LottieSlot``'s order.
    private static func theme(_ id: String, _ hexes: String...) -> LottieTheme {
        LottieTheme(id: id, values: zip(LottieSlot.allCases, hexes).map { ($0, .colour(RGBA(hex: $1)!)) })
    }
}
