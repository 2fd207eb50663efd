/// The kinds of a vine's parts a plot tells apart (one pen each with `--pens parts`), in
/// the order their layers come.
public enum PlotPart: Int, CaseIterable, Sendable {
    /// Stems: their centre lines.
    case stems
    /// Branches (stalks): their centre lines.
    case branches
    /// Leaves: their outlines, midribs and hatching.
    case leaves
    /// Flowers: petals and hearts, outlined.
    case flowers

    /// The name of the part's layer: `stems`, `branches`, `leaves`, `flowers`.
    public var name: String {
        switch self {
        case .stems: "stems"
        case .branches: "branches"
        case .leaves: "leaves"
        case .flowers: "flowers"
        }
    }
}
