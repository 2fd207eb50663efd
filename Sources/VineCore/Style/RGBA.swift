/// A colour: straight (not premultiplied) sRGB components and opacity, each in 0...1.
public struct RGBA: Hashable, Sendable {
    /// Red, 0...1.
    public var r: Double
    /// Green, 0...1.
    public var g: Double
    /// Blue, 0...1.
    public var b: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var a: Double

    /// The colour with these components; each should lie in 0...1 (renderers clamp).
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}
