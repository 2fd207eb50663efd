/// Which rules grow a vine, by name: the original prototype's (``classic``), the natural
/// ones (``natural``), or a look defined elsewhere with its own ``GrowthDefinition``.
///
/// In a recording header it is the key `look` (format version 2); a header without it is
/// classic. A name is read through a ``Looks`` catalog; two looks are the same look when
/// their names are.
public struct Look: Hashable, Sendable, CustomStringConvertible {
    /// The name a header, a species' `base` and `--look` give.
    public let name: String
    /// How the look grows its vines: the one place VineCore maps a look to its rules
    /// (VineLook's `LookCatalog` maps it to its paint).
    public let growth: any GrowthDefinition

    /// The look named `name` growing by `growth`.
    public init(name: String, growth: any GrowthDefinition) {
        self.name = name
        self.growth = growth
    }

    /// The prototype's look: the samples as a polyline of even width, random cubic
    /// branches ending in round leaves, linear growth. Every version-1 recording renders so.
    public static let classic = Look(name: "classic", growth: ClassicGrowthDefinition.shared)
    /// Smoothed, tapered stems; branches leaning outward and forward; pointed leaves that
    /// unfold and avoid each other; ease-out growth (see the Growth documentation).
    public static let natural = Look(name: "natural", growth: NaturalGrowthDefinition.shared)

    public var description: String { name }

    public static func == (lhs: Look, rhs: Look) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
