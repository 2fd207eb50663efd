import VineGeometry

/// The natural stem's outline: the smoothed points of a vine (``StemPoint``), tapered to
/// a point at the stem's visible tip, as a filled ``TaperedOutline``.
///
/// Runs of points can be drawn once and kept: a point's width stops changing once the tip
/// is ``taperLength(vineWidth:)`` farther along the stem (``completeRunCount(_:runSize:vineWidth:)``).
public enum NaturalStem {
    /// The length over which the stem tapers to its tip (and, times 0.6, from its start): six widths.
    public static func taperLength(vineWidth: Double) -> Double { 6 * vineWidth }

    /// The taper factor at `x` (0 at the very end, 1 from `x` = 1 on): `0.12 + 0.88·x(2 − x)`, x clamped.
    public static func taper(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        return 0.12 + 0.88 * x * (2 - x)
    }

    /// The taper factor at `x` for a species' taper `factor` (``Species/Stem/taper``, 0…2):
    /// ``taper(_:)`` itself for 1; `1 − factor·(1 − taper(x))` below 1 (0: no narrowing);
    /// `taper(x)·(1 − (factor − 1)(1 − taper(x)))` above (2: `taper(x)²`, a finer tip). Only
    /// `+ − ×`; 1 from `x` = 1 on whatever the factor, so the taper length stays.
    public static func taper(_ x: Double, factor: Double) -> Double {
        let t = taper(x)
        guard factor != 1 else { return t }
        return factor < 1 ? 1 - factor * (1 - t) : t * (1 - (factor - 1) * (1 - t))
    }

    /// The outline of `points` of a stem whose visible tip is at arc length `tipDistance`,
    /// widths times `scale` (1 for the stem, less for its lighter core), its tip tapered by
    /// `taper` (see ``taper(_:factor:)``).
    public static func outline(
        _ points: ArraySlice<StemPoint>, tipDistance: Double, vineWidth: Double, scale: Double = 1, taper: Double = 1
    ) -> BezierPath {
        TaperedOutline.path(
            through: points.map { $0.point },
            halfWidths: halfWidths(points, tipDistance: tipDistance, vineWidth: vineWidth, scale: scale, taper: taper))
    }

    /// The half width of the stem's outline at each of `points` (as
    /// ``outline(_:tipDistance:vineWidth:scale:taper:)`` draws it).
    public static func halfWidths(
        _ points: ArraySlice<StemPoint>, tipDistance: Double, vineWidth: Double, scale: Double = 1, taper: Double = 1
    ) -> [Double] {
        let length = taperLength(vineWidth: vineWidth)
        return points.map {
            $0.halfWidth * Self.taper((tipDistance - $0.distance) / length, factor: taper) * scale
        }
    }

    /// How many runs of `runSize` segments of the visible `points` are final: run `r`
    /// (points `r·runSize … (r+1)·runSize + 1`, one segment shared with the next run so
    /// they join without a seam) is final when its last point is at least the taper
    /// length behind the visible tip.
    public static func completeRunCount(_ points: ArraySlice<StemPoint>, runSize: Int, vineWidth: Double) -> Int {
        guard let tip = points.last?.distance else { return 0 }
        let length = taperLength(vineWidth: vineWidth)
        var runs = 0
        while true {
            let last = points.startIndex + (runs + 1) * runSize + 1
            guard last < points.endIndex, tip - points[last].distance >= length else { return runs }
            runs += 1
        }
    }

    /// The points of run `run` of `runSize` segments (see ``completeRunCount(_:runSize:vineWidth:)``).
    public static func run(_ run: Int, of points: ArraySlice<StemPoint>, runSize: Int) -> ArraySlice<StemPoint> {
        let first = points.startIndex + run * runSize
        return points[first...min(first + runSize + 1, points.endIndex - 1)]
    }
}
