/// The limits a species file must keep, so that no file makes Vine crash, hang or allocate
/// without bound; a file beyond one is a ``SpeciesError``.
public enum SpeciesLimits {
    /// The largest file: 64 KiB.
    public static let maxBytes = 64 << 10
    /// The most leaf shapes.
    public static let maxLeafShapes = 8
    /// The most ornaments.
    public static let maxOrnaments = 6
    /// The most characters of one path's data.
    public static let maxPathCharacters = 4096
    /// The most commands of one path.
    public static let maxPathCommands = 256
    /// The largest |x| or |y| a path may reach in its unit frame.
    public static let maxPathCoordinate = 4.0
    /// The most parts a species may add to one branch, counted at the upper end of every
    /// count and depth (``Species/worstCaseParts``).
    public static let maxPartsPerBranch = 96
    /// The deepest JSON nesting.
    public static let maxDepth = 16
}
