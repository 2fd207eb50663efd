import VineGeometry

/// An ellipse at any orientation, given by unit vectors (no angles): how leaves are
/// spaced and how their overlap is measured.
public struct LeafEllipse: Hashable, Sendable {
    /// The centre.
    public var center: Point
    /// The unit direction of the first axis.
    public var axis: Vector
    /// The half-length along ``axis``.
    public var semiMajor: Double
    /// The half-length across ``axis``.
    public var semiMinor: Double

    /// An ellipse; `axis` must be a unit vector and both half-lengths positive.
    public init(center: Point, axis: Vector, semiMajor: Double, semiMinor: Double) {
        self.center = center
        self.axis = axis
        self.semiMajor = semiMajor
        self.semiMinor = semiMinor
    }

    /// Whether `point` lies strictly inside.
    public func contains(_ point: Point) -> Bool {
        let offset = point - center
        let u = offset.dot(axis) / semiMajor
        let v = offset.dot(axis.perpendicular) / semiMinor
        return u * u + v * v < 1
    }

    /// The point of the boundary in the ellipse's own direction `unit` (x along the axis).
    public func boundaryPoint(_ unit: Vector) -> Point {
        center + axis * (semiMajor * unit.x) + axis.perpendicular * (semiMinor * unit.y)
    }

    /// Whether the interiors of the two ellipses intersect, as measured: a centre inside
    /// the other, or one of ``directions``' 64 boundary points of either strictly inside the other.
    public func overlaps(_ other: LeafEllipse) -> Bool {
        guard center.distance(to: other.center) < max(semiMajor, semiMinor) + max(other.semiMajor, other.semiMinor)
        else { return false }
        if contains(other.center) || other.contains(center) { return true }
        return Self.directions.contains { other.contains(boundaryPoint($0)) || contains(other.boundaryPoint($0)) }
    }

    /// The bounding box.
    public var bounds: Rect {
        let reach = max(semiMajor, semiMinor)
        return Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
    }

    /// The ellipse as four cubics (the standard oval approximation), rotated to its axis.
    public var path: BezierPath {
        let k = BezierPath.ovalControlFactor
        let a = axis * semiMajor
        let b = axis.perpendicular * semiMinor
        let right = center + a
        let bottom = center + b
        let left = center - a
        let top = center - b
        return BezierPath(elements: [
            .move(right),
            .cubic(right + b * k, bottom + a * k, bottom),
            .cubic(bottom - a * k, left + b * k, left),
            .cubic(left - b * k, top - a * k, top),
            .cubic(top + a * k, right - b * k, right),
            .close,
        ])
    }

    /// 64 unit vectors evenly around the circle, made from the four axis directions by
    /// halving the gaps four times (`normalize(a + b)`), counter-clockwise from (1, 0).
    public static let directions: [Vector] = {
        var units = [Vector(x: 1, y: 0), Vector(x: 0, y: 1), Vector(x: -1, y: 0), Vector(x: 0, y: -1)]
        for _ in 0..<4 {
            units = units.indices.flatMap { i in [units[i], (units[i] + units[(i + 1) % units.count]).normalized] }
        }
        return units
    }()
}
