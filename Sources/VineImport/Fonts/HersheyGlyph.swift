import VineGeometry

/// One glyph of a Hershey font, in the font's own units (y grows downwards, as on the canvas).
///
/// ``strokes`` are the pen-down paths in drawing order, each the vertices of a polyline;
/// ``left`` and ``right`` are the glyph's side bearings, relative to the glyph's origin, so
/// the pen advances `right − left` units after it.
public struct HersheyGlyph: Hashable, Sendable {
    /// The glyph's number in the Hershey repertoire (columns 0–4; not unique within a file).
    public var number: Int
    /// The left side bearing, in font units.
    public var left: Int
    /// The right side bearing, in font units.
    public var right: Int
    /// The pen-down paths, each at least one vertex, in font units.
    public var strokes: [[Point]]

    /// A glyph with these values.
    public init(number: Int, left: Int, right: Int, strokes: [[Point]]) {
        self.number = number
        self.left = left
        self.right = right
        self.strokes = strokes
    }

    /// How far the pen moves on after this glyph: `right − left` font units.
    public var advance: Int { right - left }
}
