import VineCore
import VineGeometry
import VineLook

/// Parts revealed along lines: trimmed polylines and curves, stalks and stems.
extension LottieDocument.Writer {
    /// Trim Paths keeping `reveal` (a fraction) of the paths before it, whose length is
    /// `length` points; as one sequence of several paths with `sequence`. Nothing when
    /// the whole shows throughout.
    mutating func trim(_ reveal: Track, length: Double, sequence: Bool) {
        if reveal.isConstant && reveal.keys[0].value >= 1 { return }
        // A sticker leaves the zero start and offset out: rlottie reads missing ones as 0.
        out += sticker ? ",{\"ty\":\"tm\",\"e\":" : ",{\"ty\":\"tm\",\"s\":{\"a\":0,\"k\":0},\"e\":"
        property(reveal.scaled(by: 100), decimals: animation.fractionDecimals(length: length / 100))
        out += "\(sticker ? "" : ",\"o\":{\"a\":0,\"k\":0}")\(sequence ? ",\"m\":2" : "")}"
    }

    /// The polyline `points` thinned (``thinning``), trimmed to `reveal`, a fraction of
    /// the whole polyline's length, carried over to the thinned one's.
    mutating func trimmedPolyline(_ points: [Point], reveal: Track) {
        let stem = points.count == 1 ? [points[0], points[0]] : points
        let (vertices, kept) = thinning.thinned(stem.map { ($0, Vector.zero, Vector.zero) })
        path(vertices.map { ($0.v, (0, 0), (0, 0)) }, closed: false)
        var length = 0.0
        for (m, index) in kept.enumerated().dropFirst() { length += stem[index].distance(to: stem[kept[m - 1]]) }
        let refraction = PathThinning.refraction(stem, kept: kept)
        // A tenth of an output pixel along the thinned stem, as a fraction of it.
        let tolerance = 0.1 / max(length * animation.transform.scaleFactor, 1e-9)
        trim(reveal.mapped(refraction).linearized(tolerance: tolerance), length: length, sequence: false)
    }

    /// One open path through the cubics of `line`, end to end (one cubic maybe straightened,
    /// ``straightened(_:)``).
    mutating func line(_ line: [CubicBezier]) {
        let line = line.count == 1 ? [straightened(line[0])] : line
        guard let first = line.first else { return }
        var vertices: [(v: Point, i: (Double, Double), o: (Double, Double))] = [(first.p0, (0, 0), (0, 0))]
        for c in line {
            vertices[vertices.count - 1].o = (c.p1.x - c.p0.x, c.p1.y - c.p0.y)
            vertices.append((c.p3, (c.p2.x - c.p3.x, c.p2.y - c.p3.y), (0, 0)))
        }
        path(vertices, closed: false)
    }

    /// The open path of `c` (maybe straightened, ``straightened(_:)``).
    private mutating func curve(_ c: CubicBezier) {
        let c = straightened(c)
        path(
            [
                (c.p0, (0, 0), (c.p1.x - c.p0.x, c.p1.y - c.p0.y)),
                (c.p3, (c.p2.x - c.p3.x, c.p2.y - c.p3.y), (0, 0)),
            ],
            closed: false)
    }

    /// `c` with its control points on its ends (a straight line) when
    /// ``straightensTrimmedCubics`` and it keeps within the thinning's tolerance of its
    /// chord: control points that lie over the chord, at most `d` off it, keep the cubic
    /// within three quarters of `d` of it.
    private func straightened(_ c: CubicBezier) -> CubicBezier {
        let chord = c.p3 - c.p0
        let squared = chord.lengthSquared
        guard straightensTrimmedCubics, squared > 0 else { return c }
        for control in [c.p1, c.p2] {
            let offset = control - c.p0
            let along = offset.dot(chord) / squared
            let off = abs(chord.cross(offset)) / squared.squareRoot()
            guard along >= 0, along <= 1, 3 * off <= 4 * thinning.tolerance else { return c }
        }
        return CubicBezier(p0: c.p0, p1: c.p0, p2: c.p3, p3: c.p3)
    }

    /// The stalk of `branch` revealed along its centre line, if it has one (a solid fill
    /// with a centre line): a stroke along the line as wide as the fill on average, trimmed
    /// with the frames' timing, turning with the branch's sway (none when a sticker leaves
    /// its stroke out, ``leavesOut(strokeWidth:)``). Whether it wrote one.
    mutating func stalkAlongLine(of branch: GrowthAnimation.AnimatedBranch) -> Bool {
        guard let stalk = branch.stalk, case .fill(.solid(let colour)) = stalk.fill.ink,
            let line = stalk.fill.centreLine
        else { return false }
        let mean = line.halfWidths.reduce(0, +) / Double(max(line.halfWidths.count, 1))
        guard !leavesOut(strokeWidth: 2 * mean) else { return false }
        let outer = role
        role = (.stem, .stem)
        defer { role = outer }
        openSway(branch.sway)
        out += "{\"ty\":\"gr\",\"it\":["
        curve(stalk.line)
        trim(stalk.reveal, length: stalk.length, sequence: false)
        out += ","
        stroke(colour, width: 2 * mean, butt: true, joins: false)
        out += closing
        closeSway(branch.sway, about: branch.branch.start)
        return true
    }

    /// The natural stem `mark` (a fill with a centre line) as round-capped strokes along
    /// its centre line, each in a group followed by a comma: pieces whose widths vary by at
    /// most a quarter of an output pixel (or of two points), each as wide as its widest and
    /// narrowest on average, trimmed to its part of `reveal` (a fraction of the line's length);
    /// a piece a sticker would write 0 wide is left out (``leavesOut(strokeWidth:)``).
    mutating func lineStem(_ mark: Mark, reveal: Track) {
        guard case .fill(.solid(let colour)) = mark.ink, let line = mark.centreLine, !line.points.isEmpty else {
            return
        }
        var distances = [0.0]
        for i in line.points.indices.dropFirst() {
            distances.append(distances[i - 1] + line.points[i - 1].distance(to: line.points[i]))
        }
        let total = distances[distances.count - 1]
        let step = 1 / (4 * animation.transform.scaleFactor)
        let widths = line.halfWidths
        // A gap a bound cuts in the stem (a run of half widths 0) is left out.
        for run in line.points.count == 1 ? [0...0] : line.drawnRuns {
            var first = run.lowerBound
            repeat {
                var last = min(first + 1, run.upperBound)
                var (low, high) = (min(widths[first], widths[last]), max(widths[first], widths[last]))
                while last + 1 <= run.upperBound,
                    max(high, widths[last + 1]) - min(low, widths[last + 1]) <= step / 2
                {
                    last += 1
                    (low, high) = (min(low, widths[last]), max(high, widths[last]))
                }
                let (start, length) = (distances[first], distances[last] - distances[first])
                var keys: [Track.Key] = []
                for key in reveal.keys {
                    let shown = length > 0 ? min(max((key.value * total - start) / length, 0), 1) : 1
                    guard keys.last?.value != shown else { continue }
                    keys.append(Track.Key(frame: keys.isEmpty ? 0 : key.frame, value: shown, holds: true))
                }
                if !leavesOut(strokeWidth: low + high) {
                    out += "{\"ty\":\"gr\",\"it\":["
                    trimmedPolyline(Array(line.points[first...last]), reveal: Track(keys: keys))
                    out += ","
                    stroke(colour, width: low + high)
                    out += closing + ","
                }
                // The next piece starts where this one ends, so that they join.
                first = last == first ? last + 1 : last
            } while first < run.upperBound
        }
    }

    /// Whether a stroke `width` points wide is written 0 wide in a sticker: rlottie draws
    /// nothing for it, and a sticker leaves it out.
    func leavesOut(strokeWidth width: Double) -> Bool { sticker && xy.rounded(width) == 0 }
}
