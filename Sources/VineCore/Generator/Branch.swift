import VineGeometry

/// A side branch of a vine: one cubic Bézier from the stem ending in a round leaf.
///
/// Built once, when it sprouts (see ``init(vine:index:birth:start:parameters:seed:reseed:)``),
/// with its full ``path`` and its ``lengthIndex`` precomputed, so drawing it trimmed to a
/// `strokeEnd` fraction each frame is cheap. Its line width is half its vine's.
public struct Branch: Sendable {
    /// `k`: the branch's position among its vine's branches, from 0.
    public let index: Int
    /// The time it sprouted, in seconds; it grows from here to `birth + growDuration`.
    public let birth: Double
    /// The stem curve: `p0` the start on the stem, `p1` = c1, `p2` = c2, `p3` the end.
    public let curve: CubicBezier
    /// The leaf: the bounding square of the round leaf centred at the curve's end,
    /// with side `leafSize` points.
    public let leaf: Rect
    /// The whole outline in drawing order: the curve, then the leaf oval (four cubics).
    public let path: BezierPath
    /// The arc-length index of ``path``, built at creation with accuracy ``lengthAccuracy``.
    public let lengthIndex: ArcLengthIndex
    /// The arc length of ``curve`` alone (the leaf outline excluded), within ``lengthAccuracy``:
    /// the end of the curve's subpath in ``lengthIndex``, so
    /// `lengthIndex.trimmed(fromLength: 0, toLength: curveLength)` is exactly the curve and the
    /// curve is the first `curveLength / length` of a `strokeEnd`.
    public let curveLength: Double

    /// The accuracy of ``lengthIndex`` and ``length``, in points.
    public static let lengthAccuracy = 1e-6

    /// The arc length of ``path`` (curve plus leaf outline), in points.
    public var length: Double { lengthIndex.length }
    /// Where the branch leaves the stem.
    public var start: Point { curve.p0 }
    /// The first control point.
    public var c1: Point { curve.p1 }
    /// The second control point.
    public var c2: Point { curve.p2 }
    /// The branch's tip: the leaf's centre.
    public var end: Point { curve.p3 }

    /// The part of ``path`` drawn at `strokeEnd` in 0...1: from its start to that fraction
    /// of its arc length, curve first, then the leaf's outline (as `CAShapeLayer.strokeEnd`).
    public func trimmedPath(strokeEnd: Double) -> BezierPath {
        lengthIndex.trimmed(from: 0, to: min(max(strokeEnd, 0), 1))
    }
}
