import VineCore

/// The lit core of a tube-shaded stroke (the style's `gradient`): a narrower, lighter
/// stroke along the same path, above the line's colour stroke. One definition for the
/// frames, the vector stills and the animations.
enum TubeHighlight {
    /// The highlight's width, as a fraction of its line's.
    static let widthFraction = 0.34

    /// The highlight colour of a line of `color`: 30 % lighter.
    static func color(of color: RGBA) -> RGBA { color.lightened(0.3) }
}
