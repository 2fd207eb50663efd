import VineGeometry

/// A side branch of a vine: one cubic Bézier from the stem ending in a leaf.
///
/// Built once, when it sprouts, with its full ``path`` and its ``lengthIndex``
/// precomputed, so drawing it trimmed to a `strokeEnd` fraction each frame is cheap.
/// Classic (``init(vine:index:birth:start:parameters:seed:reseed:attempt:toward:)``): a random cubic, a round
/// leaf, line width half its vine's. Natural (``init(natural:vineWidth:isFree:)``): a tapered stalk leaning
/// out of the stem and a pointed ``Leaf`` (or none, where no leaf fits). Its leaf is a
/// ``BranchLeaf`` in any look; its vine's look paints it.
public struct Branch: Sendable {
    /// `k`: the branch's position among its vine's branches, from 0.
    public let index: Int
    /// The time it sprouted, in seconds; it grows from here to `birth + growDuration`.
    public let birth: Double
    /// The stem curve: `p0` the start on the stem, `p1` = c1, `p2` = c2, `p3` the end.
    public let curve: CubicBezier
    /// Its leaf as placed (classic: the round leaf centred at the curve's end, `leafSize`
    /// points across; natural: the pointed blade at the end of its stalk), or nil for none.
    public let leaf: BranchLeaf?
    /// The stalk's width where it leaves the stem and at its end, in points, where the
    /// look tapers it (0: a line of the vine's branch width).
    public let stalkWidth: (base: Double, end: Double)
    /// The stalk's curve parameter where it is drawn from: where it leaves the stem's
    /// outline, so it does not cover the stem's lighter core (0: from its start).
    public let stalkStart: Double
    /// The whole outline in drawing order: the curve, then the leaf's outline (classic: the
    /// oval, four cubics; natural: the blade, two cubics).
    public let path: BezierPath
    /// The arc-length index of ``path``, built at creation with accuracy ``lengthAccuracy``.
    public let lengthIndex: ArcLengthIndex
    /// The arc length of ``curve`` alone (the leaf outline excluded), within ``lengthAccuracy``:
    /// the end of the curve's subpath in ``lengthIndex``, so
    /// `lengthIndex.trimmed(fromLength: 0, toLength: curveLength)` is exactly the curve and the
    /// curve is the first `curveLength / length` of a `strokeEnd`.
    public let curveLength: Double

    /// What its vine's species adds to it (its leaf, side shoots, tendrils, flowers, buds
    /// and fruit), parents before children; empty for a species that is a look.
    public internal(set) var parts: [PlantPart] = []

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

extension Branch {
    /// The leaf's box: ``BranchLeaf/bounds``, or an empty rect at the curve's end when it has none.
    public var leafBox: Rect { leaf?.bounds ?? Rect(origin: curve.p3, size: Size(width: 0, height: 0)) }
}
