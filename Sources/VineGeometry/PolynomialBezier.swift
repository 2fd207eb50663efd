/// A Bézier curve of low degree measured through its polynomial form: its arc length by
/// adaptive Gauss–Legendre quadrature of its speed between the speed's extrema (see
/// ``GaussLegendre``), its nearest point from the roots of (B − point)·B′.
///
/// ``QuadraticBezier`` and ``CubicBezier`` conform; each supplies its polynomial facts and
/// gets ``ArcLength``, ``InverseArcLength`` and ``NearestPoint`` from here.
public protocol PolynomialBezier: ParametricCurveDerivative, InverseArcLength, NearestPoint {
    /// The length of the control polygon: an upper bound of the arc length.
    var controlPolygonLength: Double { get }
    /// The parameters in (0, 1) where |B′|² has a local extremum (roots of B′·B″),
    /// ascending. Cusps and turning points, where |B′| has a kink, are among them.
    var speedExtrema: [Double] { get }
    /// An upper bound of the speed |B′(t)| on [0, 1]: the degree times the longest leg of
    /// the control polygon.
    var speedBound: Double { get }
    /// The power-form coefficients of B(t) − `origin`, lowest degree first.
    func powerCoefficients(relativeTo origin: Point) -> [Vector]
}

extension PolynomialBezier {
    /// The length within `accuracy` (adaptive Gauss–Legendre, see ``GaussLegendre``).
    public func arcLength(accuracy: Double) -> Double {
        GaussLegendre.arcLength(self, polygonLength: controlPolygonLength, accuracy: accuracy)
    }

    /// The parameter at `length` along the curve within `accuracy`.
    public func inverseArcLength(_ length: Double, accuracy: Double) -> Double {
        GaussLegendre.inverseArcLength(self, length: length, accuracy: accuracy)
    }

    /// The nearest point from the roots of (B − point)·B′ (degree 2n − 1) and of its
    /// derivative, compared with both ends.
    public func nearest(to point: Point, accuracy: Double) -> (t: Double, distanceSquared: Double) {
        Polynomial.nearestParameter(powerCoefficients(relativeTo: point), accuracy: accuracy, speed: speedBound) {
            (self.point(at: $0) - point).lengthSquared
        }
    }
}
