/// A curve defined on the parameter interval `0...1`.
public protocol ParametricCurve: Sendable {
    /// The point at parameter 0.
    var start: Point { get }
    /// The point at parameter 1.
    var end: Point { get }
    /// The point at parameter `t` (0...1; values outside extrapolate the polynomial).
    func point(at t: Double) -> Point
    /// The two halves split at parameter `t`: `0...t` and `t...1`, each re-parametrized to `0...1`.
    func subdivided(at t: Double) -> (Self, Self)
    /// The part of the curve on `range`, re-parametrized to `0...1`; `0...1` returns the curve unchanged.
    func subsegment(_ range: ClosedRange<Double>) -> Self
}

/// A curve with a derivative with respect to its parameter.
public protocol ParametricCurveDerivative: ParametricCurve {
    /// The derivative dB/dt at `t`, in units per unit of parameter.
    func derivative(at t: Double) -> Vector
}

/// A curve whose arc length can be measured.
public protocol ArcLength: ParametricCurve {
    /// The length of the curve, within `accuracy` (absolute, in the curve's units; must be > 0).
    func arcLength(accuracy: Double) -> Double
}

/// A curve whose parameter can be found from a length along it.
public protocol InverseArcLength: ArcLength {
    /// The parameter `t` at which the length of `0...t` equals `length` within `accuracy`.
    /// Lengths ≤ 0 give 0; lengths ≥ the whole length give 1.
    func inverseArcLength(_ length: Double, accuracy: Double) -> Double
}

/// A curve on which the point nearest a given point can be found.
public protocol NearestPoint: ParametricCurve {
    /// The parameter of the curve point nearest `point` and its squared distance; the distance
    /// is within `accuracy` (absolute) of the true minimum. Ties go to the smallest parameter.
    func nearest(to point: Point, accuracy: Double) -> (t: Double, distanceSquared: Double)
}

/// A curve with an exact axis-aligned bounding box.
public protocol BoundingBox {
    /// The smallest rectangle containing the curve (not its control points), from the roots of
    /// the derivative.
    var boundingBox: Rect { get }
}
