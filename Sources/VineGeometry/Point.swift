/// A position in a 2-D plane, in the plane's units (canvas points, pixels…).
///
/// Points and ``Vector``s are distinct: `Point − Point = Vector`,
/// `Point + Vector = Point`, and two points cannot be added.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate (down is positive on a canvas).
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}
