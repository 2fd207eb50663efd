extension Vector {
    /// The component-wise sum.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The component-wise difference.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The vector scaled by `rhs`.
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// The vector scaled by `lhs`.
    public static func * (lhs: Double, rhs: Vector) -> Vector {
        rhs * lhs
    }

    /// The vector divided by `rhs` (infinite or NaN components when `rhs` is 0).
    public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(x: lhs.x / rhs, y: lhs.y / rhs)
    }

    /// The opposite vector.
    public static prefix func - (v: Vector) -> Vector {
        Vector(x: -v.x, y: -v.y)
    }

    /// The dot product.
    public func dot(_ other: Vector) -> Double {
        x * other.x + y * other.y
    }

    /// The z component of the 3-D cross product: positive when `other` turns counter-clockwise from `self` in y-up axes.
    public func cross(_ other: Vector) -> Double {
        x * other.y - y * other.x
    }

    /// The squared Euclidean length.
    public var lengthSquared: Double { dot(self) }

    /// The Euclidean length.
    public var length: Double { lengthSquared.squareRoot() }

    /// The vector scaled to length 1; the zero vector stays zero.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(x: x / l, y: y / l) : .zero
    }

    /// The vector turned a quarter turn from +x towards +y: (−y, x).
    public var perpendicular: Vector { Vector(x: -y, y: x) }
}
