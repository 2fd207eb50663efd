import VineCore

/// The tube shading of lines (the style's `gradient`), in both looks: a line is its colour
/// and, above it, a narrower, lighter core along the same path, like a lit tube.
enum Tube {
    /// The core's width, as a fraction of its line's.
    static let coreWidthFraction = 0.34

    /// The narrowest line, in device pixels, that gets a core: on thinner lines it would
    /// be a sub-pixel smudge, and skipping it halves their cost.
    static let minimumShadedWidth = 3.0

    /// The core's colour for a line of `color`: 30 % lighter.
    static func coreColor(of color: RGBA) -> RGBA { color.lightened(0.3) }

    /// The inks of a line of `color`, `width` points wide: its colour stroke and, when
    /// `shaded`, the core's stroke above it.
    static func strokes(_ color: RGBA, width: Double, shaded: Bool) -> [Mark.Ink] {
        let line = Mark.Ink.stroke(.solid(color), width: width)
        guard shaded else { return [line] }
        return [line, .stroke(.solid(coreColor(of: color)), width: width * coreWidthFraction)]
    }
}
