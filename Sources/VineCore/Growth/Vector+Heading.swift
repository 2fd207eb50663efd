import VineGeometry

extension Vector {
    /// The unit vector along `v`, or `fallback` when `v` is (nearly) zero.
    static func heading(_ v: Vector, _ fallback: Vector) -> Vector {
        v.lengthSquared > 1e-18 ? v.normalized : fallback
    }
}
