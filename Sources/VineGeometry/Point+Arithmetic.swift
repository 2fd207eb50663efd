extension Point {
    /// The displacement from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// `lhs` moved by `rhs`.
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// `lhs` moved by the opposite of `rhs`.
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        (self - other).length
    }
}
