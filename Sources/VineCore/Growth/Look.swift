/// Which rules shape and paint a vine: the original prototype's, or the natural ones.
///
/// In a recording header it is the key `look` (format version 2); a header without it is classic.
public enum Look: String, CaseIterable, Hashable, Sendable {
    /// The prototype's look: the samples as a polyline of even width, random cubic
    /// branches ending in round leaves, linear growth. Every version-1 recording renders so.
    case classic
    /// Smoothed, tapered stems; branches leaning outward and forward; pointed leaves that
    /// unfold and avoid each other; ease-out growth (see the Growth documentation).
    case natural

    /// What the header and `--look` accept, for error messages and help.
    public static let allowedText = "\"classic\" or \"natural\""

    /// How the look grows its vines: the one place VineCore maps a look to its rules
    /// (VineLook's `LookCatalog` maps it to its paint).
    public var growth: any GrowthDefinition {
        switch self {
        case .classic: ClassicGrowthDefinition.shared
        case .natural: NaturalGrowthDefinition.shared
        }
    }
}
