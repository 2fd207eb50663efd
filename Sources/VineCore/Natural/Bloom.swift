import VineGeometry

/// The small flower a tap (a `down` and `up` with no real movement) leaves: five
/// rounded petals around a heart. It opens (scales in) over the grow duration from the `up`.
public struct Bloom: Hashable, Sendable {
    /// The flower's centre: the tap's `down` point.
    public var center: Point
    /// The unit direction of each of the five petals, a fifth of a turn apart.
    public var petals: [Vector]
    /// A petal's length from the centre, in points.
    public var petalLength: Double
    /// When it starts to open: the tap's `up`.
    public var birth: Double

    /// The largest distance, in points, a tap's samples may have from its `down`.
    public static let tapTolerance = 3.0

    /// The flower of a tap on vine `vine` at `center`, opening from `birth`.
    ///
    /// From ``Xoshiro256StarStar/bloom(seed:vine:)``: the first petal's direction is a
    /// pair `(x, y)` of `u(−1, 1)` draws inside the unit disc (outside 0.01...1 in squared
    /// length, drawn again, at most 16 times, else (0, −1)), normalized; the others turn by
    /// a fifth of a turn, `cos = (√5 − 1)/4`, `sin = √(10 + 2√5)/4`; then `petalLength =
    /// leafSize·u(0.9, 1.2)` (leafSize at least 2).
    public init(vine: Int, center: Point, birth: Double, leafSize: Double, seed: UInt64) {
        var random = Xoshiro256StarStar.bloom(seed: seed, vine: vine)
        var first = Vector(x: 0, y: -1)
        for _ in 0..<16 {
            let candidate = Vector(x: random.uniform(-1, 1), y: random.uniform(-1, 1))
            if candidate.lengthSquared > 0.01, candidate.lengthSquared <= 1 {
                first = candidate.normalized
                break
            }
        }
        let root5 = 5.0.squareRoot()
        let cos = (root5 - 1) / 4
        let sin = (10 + 2 * root5).squareRoot() / 4
        var petals = [first]
        for _ in 1..<5 {
            let p = petals[petals.count - 1]
            petals.append(Vector(x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos))
        }
        self.center = center
        self.petals = petals
        petalLength = max(leafSize, 2) * random.uniform(0.9, 1.2)
        self.birth = birth
    }

    /// The petals' outlines at opening `scale` (0...1): ellipses from the centre outward.
    public func petalPaths(scale: Double) -> [BezierPath] {
        let length = petalLength * scale
        return petals.map { direction in
            LeafEllipse(
                center: center + direction * (0.55 * length), axis: direction, semiMajor: 0.5 * length,
                semiMinor: 0.32 * length
            ).path
        }
    }

    /// The heart at opening `scale`: a circle of 0.28 petal lengths.
    public func heart(scale: Double) -> BezierPath {
        let r = 0.28 * petalLength * scale
        return BezierPath(ovalIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }

    /// The box the open flower fits in.
    public var bounds: Rect {
        let r = 1.1 * petalLength
        return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }
}
