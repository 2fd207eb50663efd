/// A width and a height, in the plane's units. Negative values are allowed and mean "flipped".
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// The size `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size 0 × 0.
    public static let zero = Size(width: 0, height: 0)
}
