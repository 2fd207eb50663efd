/// A pen's tilt as Pointer Events report it (`tiltX`, `tiltY`): two angles in degrees, each
/// in -90...90, between the pen and the normal to the screen, `x` in the plane of the
/// screen's x axis (positive: leaning right), `y` in the plane of its y axis (positive:
/// leaning toward the person). Recorded with a sample; nothing is drawn from it yet.
public struct Tilt: Hashable, Sendable {
    /// The angle in the x–z plane, in degrees.
    public var x: Double
    /// The angle in the y–z plane, in degrees.
    public var y: Double

    /// A tilt of `x` and `y` degrees.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
