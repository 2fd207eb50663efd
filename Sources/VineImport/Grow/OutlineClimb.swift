import VineCore
import VineGeometry

/// `vine grow --around`: vines that climb along a band around a region's outline, a frame
/// or a border (see <doc:GrowingVines>).
///
/// Every ring of the region is resampled ``sampleSpacing`` points apart along its length.
/// Vines start at the ring points nearest the given starts (a ring none is nearest gets
/// starts of its own: its topmost point, then every ``maxLength`` points along it) and each
/// climbs forward along the ring to the next start, so together they go all the way round.
/// A vine keeps off the outline by an offset along the ring's normal that wanders in
/// `[−band, band]`: a velocity changed by `u(−0.15, 0.15)` points each sample (stream
/// ``/VineCore/RandomStreamDomain/grow``, path `[1, i]` for vine `i`), held within ±1.5,
/// and turned back at the band's edges, and scaled down to 0 over the first and last
/// ``rampLength`` points of the vine. Every vine climbs from time 0 to `seconds` at its
/// own constant speed.
public struct OutlineClimb: Sendable {
    /// How far from the outline a vine may wander, in points.
    public var band: Double
    /// The spacing of the samples along the outline, in points: 4.
    public var sampleSpacing = 4.0
    /// The longest stretch one vine climbs when no start is given, in points: 600.
    public var maxLength = 600.0

    /// How far from each end a vine's offset grows from 0 to its full value, in points: 60,
    /// so neighbouring vines meet on the outline.
    public static let rampLength = 60.0

    /// A climber wandering at most `band` points from the outline.
    public init(band: Double) {
        self.band = band
    }

    /// The strokes climbing around `region`'s rings from `starts`, lasting `seconds`, their
    /// wandering drawn from `seed`.
    public func strokes(around region: Region, starts: [Point], seconds: Double, seed: UInt64) -> [TimedStroke] {
        let rings = region.shapes.flatMap(\.rings).map(resampled).filter { $0.count >= 3 }
        var startIndices = [[Int]](repeating: [], count: rings.count)
        for start in starts {
            var best: (distance: Double, ring: Int, index: Int)?
            for (r, ring) in rings.enumerated() {
                for (i, point) in ring.enumerated() {
                    let distance = (point - start).lengthSquared
                    if best == nil || distance < best!.distance { best = (distance, r, i) }
                }
            }
            if let best, !startIndices[best.ring].contains(best.index) { startIndices[best.ring].append(best.index) }
        }
        var strokes: [TimedStroke] = []
        for (r, ring) in rings.enumerated() {
            var indices = startIndices[r].sorted()
            if indices.isEmpty {
                let top = ring.indices.min { (ring[$0].y, ring[$0].x) < (ring[$1].y, ring[$1].x) }!
                let pieces = max(1, Int((Double(ring.count) * sampleSpacing / maxLength).rounded(.up)))
                indices = (0..<pieces).map { (top + $0 * ring.count / pieces) % ring.count }.sorted()
            }
            for (n, from) in indices.enumerated() {
                let to = n + 1 < indices.count ? indices[n + 1] : indices[0] + ring.count
                var random = Xoshiro256StarStar(seed: seed, domain: .grow, path: [1, UInt64(strokes.count)])
                strokes.append(climb(ring, from: from, to: to, seconds: seconds, random: &random))
            }
        }
        return strokes
    }

    /// One vine along `ring` from sample `from` to sample `to` (past the end wraps round).
    private func climb(
        _ ring: [Point], from: Int, to: Int, seconds: Double, random: inout Xoshiro256StarStar
    ) -> TimedStroke {
        let count = ring.count
        var offset = 0.0
        var velocity = 0.0
        var points: [Point] = []
        for i in from...to {
            let previous = ring[(i - 1 + count) % count]
            let next = ring[(i + 1) % count]
            let normal = (next - previous).normalized.perpendicular
            velocity = min(max(velocity + random.uniform(-0.15, 0.15), -1.5), 1.5)
            offset += velocity
            if offset > band || offset < -band {
                offset = min(max(offset, -band), band)
                velocity = -velocity
            }
            let ends = min(Double(i - from), Double(to - i)) * sampleSpacing / Self.rampLength
            points.append(ring[i % count] + normal * (offset * min(ends, 1)))
        }
        var length = 0.0
        var lengths = [0.0]
        for i in 1..<points.count {
            length += points[i - 1].distance(to: points[i])
            lengths.append(length)
        }
        return TimedStroke(
            points: zip(lengths, points).map { (length > 0 ? seconds * ($0 / length) : 0, $1) })
    }

    /// `ring` with points at most ``sampleSpacing`` apart along each edge, closing edge included once.
    private func resampled(_ ring: [Point]) -> [Point] {
        var points: [Point] = []
        for (i, point) in ring.enumerated() {
            let next = ring[(i + 1) % ring.count]
            let edge = next - point
            let pieces = max(1, Int(min((edge.length / sampleSpacing).rounded(.up), 100_000)))
            for k in 0..<pieces { points.append(point + edge * (Double(k) / Double(pieces))) }
        }
        return points
    }
}
