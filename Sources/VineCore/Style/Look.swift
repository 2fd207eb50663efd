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

    /// How a written text's branches differ from a drawing's, as factors of the sizes
    /// scaled to the letter height: how far apart they sprout, and how far they reach.
    /// Classic's long random branches, each ending in an outlined round leaf, read as
    /// ascenders, descenders and tails beside letters, so in text they sprout farther apart
    /// and reach less far; natural branches serve letters as they are.
    public var letteringScale: (separation: Double, length: Double) {
        switch self {
        case .classic: (separation: 1.75, length: 0.625)
        case .natural: (separation: 1, length: 1)
        }
    }
}
