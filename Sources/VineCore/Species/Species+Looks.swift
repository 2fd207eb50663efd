extension Species {
    /// The species that is exactly look `look`: its base and nothing added.
    public static func of(_ look: Look) -> Species {
        switch look {
        case .classic: classic
        case .natural: natural
        }
    }

    /// The prototype's plant: the classic look and nothing added.
    public static let classic = Species(look: .classic, summary: "The prototype's vine: round leaves on random curves.")

    /// The natural look's plant and nothing added.
    public static let natural = Species(
        look: .natural, summary: "A tapered stem with pointed leaves that unfold and avoid each other.")

    /// Whether it adds nothing to its base look: drawn exactly as the look draws.
    public var isLook: Bool { self == Self.of(base) }

    /// A species named after `look` adding nothing to it.
    private init(look: Look, summary: String) {
        name = look.rawValue
        self.summary = summary
        base = look
        stem = Stem(colour: nil, width: 1, taper: 1)
        branches = Branches(
            arrangement: .alternate, spacing: 1, length: 0.3...0.6, curvature: -0.2...0.45, angle: 0.55...1)
        leaves = Leaves(shapes: [], size: 0.8...1.2, colour: nil, chance: 1)
        shoots = nil
        tendrils = nil
        ornaments = []
        growth = Growth(duration: 1)
        response = Response(sway: 1, wither: nil)
        definition = "{\"species\":1,\"name\":\"\(look.rawValue)\",\"base\":\"\(look.rawValue)\"}"
    }
}
