import VineCore

/// A dotLottie theme: a colour for some palette roles (``LottieSlot``), written as a
/// dotLottie version-2 theme file (`t/ID.json`, `{"rules":[…]}`, one `Color` rule per role).
public struct LottieTheme: Equatable, Sendable {
    /// The theme's id: its file's name in the package and its name in the manifest.
    public var id: String
    /// The colour of each role it sets, in the order written.
    public var colours: [(slot: LottieSlot, colour: RGBA)]

    /// A theme `id` setting `colours`.
    public init(id: String, colours: [(slot: LottieSlot, colour: RGBA)]) {
        self.id = id
        self.colours = colours
    }

    public static func == (a: LottieTheme, b: LottieTheme) -> Bool {
        a.id == b.id && a.colours.map(\.slot) == b.colours.map(\.slot)
            && a.colours.map(\.colour) == b.colours.map(\.colour)
    }

    /// The theme file's JSON: a `Color` rule for each role, its value `[r, g, b, a]` (0…1,
    /// to a ten-thousandth); the leaf fill a `Gradient` rule from the colours
    /// `leafGradient` makes of it, when the animation's leaves are filled with gradients.
    func json(leafGradient: ((RGBA) -> (start: RGBA, end: RGBA))?) -> String {
        let digits = Decimals(places: 4)
        func channels(_ c: RGBA, alpha: Bool) -> String {
            (alpha ? [c.r, c.g, c.b, c.a] : [c.r, c.g, c.b]).map(digits.text).joined(separator: ",")
        }
        let rules = colours.map { slot, colour in
            let head = "{\"id\":\"\(slot.rawValue)\","
            if slot == .leafFill, let leafGradient {
                let (start, end) = leafGradient(colour)
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
        LottieTheme(id: id, colours: zip(LottieSlot.allCases, hexes).map { ($0, RGBA(hex: $1)!) })
    }
}
