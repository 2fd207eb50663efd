/// A 2-D affine map, laid out like `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable {
    /// Coefficient of x in x'.
    public var a: Double
    /// Coefficient of x in y'.
    public var b: Double
    /// Coefficient of y in x'.
    public var c: Double
    /// Coefficient of y in y'.
    public var d: Double
    /// Translation added to x'.
    public var tx: Double
    /// Translation added to y'.
    public var ty: Double

    /// The transform with the given coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that maps every point to itself.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The transform that moves every point by `offset`.
    public static func translation(_ offset: Vector) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y)
    }

    /// The transform that scales about the origin by `x` horizontally and `y` vertically.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The transform that scales uniformly about the origin by `factor`.
    public static func scale(_ factor: Double) -> AffineTransform {
        scale(x: factor, y: factor)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant `a·d − b·c`: the factor by which areas are scaled (negative when mirrored).
    public var determinant: Double { a * d - b * c }

    /// The uniform scale that best describes this transform, `√|det|`: the factor to apply to
    /// line widths. Exact for similarity transforms (uniform scale, rotation, translation).
    public var scaleFactor: Double { abs(determinant).squareRoot() }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// `p` mapped by the transform.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `v` mapped by the linear part of the transform (translation does not move vectors).
    public func apply(_ v: Vector) -> Vector {
        Vector(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }
}
