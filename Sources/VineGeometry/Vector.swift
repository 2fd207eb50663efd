/// A displacement in a 2-D plane: a direction and a length.
public struct Vector: Hashable, Sendable {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double

    /// The vector (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vector(x: 0, y: 0)
}
