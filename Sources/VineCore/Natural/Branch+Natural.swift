import VineGeometry

extension Branch {
    /// Where and from what a natural branch sprouts.
    public struct Sprout {
        /// `v`: the vine's index.
        public var vine: Int
        /// `k`: the branch's index in its vine.
        public var index: Int
        /// The time it sprouts.
        public var birth: Double
        /// The vine's smoothed stem so far; the last point is where the branch starts.
        public var stem: ArraySlice<StemPoint>
        /// The generator parameters.
        public var parameters: Parameters
        /// The recording seed.
        public var seed: UInt64
        /// The reseed number `n` the branch's stream derives from (0: the vine as drawn).
        public var reseed: Int
        /// Which try at fitting the branch inside its bounds this is: 0 draws from the
        /// branch's own stream, `a` ≥ 1 from ``Xoshiro256StarStar/rebound(seed:vine:branch:reseed:attempt:)``.
        public var attempt = 0
        /// The unit direction to the nearest attractor (``Bounds/toward``), or nil.
        public var toward: Vector?
        /// The species whose branch ranges (lean, length, bend) and leaf size range it draws
        /// from; ``Species/natural``'s are the natural look's.
        public var species = Species.natural
        /// Whether it ends in a leaf; false (the species' leaf chance failed) gives the first
        /// placement's stalk at full length and no leaf.
        public var hasLeaf = true

        /// A sprout; `stem` must not be empty.
        public init(
            vine: Int, index: Int, birth: Double, stem: ArraySlice<StemPoint>, parameters: Parameters, seed: UInt64,
            reseed: Int = 0
        ) {
            self.vine = vine
            self.index = index
            self.birth = birth
            self.stem = stem
            self.parameters = parameters
            self.seed = seed
            self.reseed = reseed
        }
    }

    /// One way of placing a natural branch, tried in order until its leaf has room.
    private struct Candidate {
        /// +1 or −1: which side of the stem (relative to the preferred side).
        var side: Double
        /// Scales the outward lean.
        var lean: Double
        /// Added to the forward bias.
        var forward: Double
        /// Scales the stalk's length.
        var length: Double
        /// Scales the leaf.
        var leaf: Double
    }

    /// The placements tried, in order: the drawn one, the other side, more forward and
    /// shorter, less forward and longer, then smaller leaves twice (each on both sides).
    private static let candidates: [Candidate] = [
        Candidate(side: 1, lean: 1, forward: 0, length: 1, leaf: 1),
        Candidate(side: -1, lean: 1, forward: 0, length: 1, leaf: 1),
        Candidate(side: 1, lean: 0.7, forward: 0.55, length: 0.8, leaf: 0.9),
        Candidate(side: -1, lean: 0.7, forward: 0.55, length: 0.8, leaf: 0.9),
        Candidate(side: 1, lean: 1, forward: -0.25, length: 1.3, leaf: 0.85),
        Candidate(side: -1, lean: 1, forward: -0.25, length: 1.3, leaf: 0.85),
        Candidate(side: 1, lean: 0.85, forward: 0.3, length: 0.7, leaf: 0.65),
        Candidate(side: -1, lean: 0.85, forward: 0.3, length: 0.7, leaf: 0.65),
        Candidate(side: 1, lean: 1, forward: 0.1, length: 0.5, leaf: 0.5),
        Candidate(side: -1, lean: 1, forward: 0.1, length: 0.5, leaf: 0.5),
    ]

    /// The natural look's branch for `sprout`: a stalk leaning out of the stem with a
    /// forward bias, curving gently, ending in a pointed leaf that `isFree` accepts.
    ///
    /// From the stream ``Xoshiro256StarStar/naturalBranch(seed:vine:branch:reseed:)``, in this
    /// order: `flip = u(0,1)`, `lean = u(0.55, 1)`, `forward = u(0.3, 0.85)`, `length =
    /// u(0.3, 0.6)`, `bend = u(−0.2, 0.45)`, `size = u(0.8, 1.2)`, `aspect = u(0.36, 0.48)`;
    /// the sprout's species replaces the ranges of `lean` (``Species/Branches/angle``),
    /// `length` (``Species/Branches/length``), `bend` (``Species/Branches/curvature``) and
    /// `size` (``Species/Leaves/size``), the natural look's being these.
    /// With `t` the stem's unit direction (over the last `1.5·vineWidth` at least) and `n`
    /// its perpendicular, the preferred side `s` alternates with `k` (even: +1) and flips
    /// when `flip < 0.2`. A placement (see the candidates) has direction
    /// `d = normalize(n·s·lean + t·forward)`, stalk length `length·maxBranchLength`, end
    /// `E = start + d·ℓ`, controls `start + normalize(d + 0.6t)·0.38ℓ` and `E − d₁·0.33ℓ` with
    /// `d₁ = normalize(d + n·s·bend)`; the leaf starts at `E` along `d₁` (the end tangent),
    /// `1.9·leafSize·size` long and `aspect` times as wide. The first placement whose leaf's
    /// ``Leaf/spacingEllipse`` is free wins; when none is, the branch is the first
    /// placement's stalk, 0.6 as long (full length for a sprout without ``Sprout/hasLeaf``), with
    /// no leaf. Only `+ − × ÷ √` decide the geometry.
    /// With an attractor (``Sprout/toward``, a unit vector `a`), `d = normalize(n·s·lean +
    /// t·forward + a)`.
    public init(natural sprout: Sprout, vineWidth: Double, isFree: (LeafEllipse) -> Bool) {
        var random =
            sprout.attempt == 0
            ? Xoshiro256StarStar.naturalBranch(
                seed: sprout.seed, vine: sprout.vine, branch: sprout.index, reseed: sprout.reseed)
            : Xoshiro256StarStar.rebound(
                seed: sprout.seed, vine: sprout.vine, branch: sprout.index, reseed: sprout.reseed,
                attempt: sprout.attempt)
        let flip = random.uniform(0, 1)
        let shape = sprout.species.branches
        let lean = random.uniform(shape.angle.lowerBound, shape.angle.upperBound)
        let forward = random.uniform(0.3, 0.85)
        let reach = random.uniform(shape.length.lowerBound, shape.length.upperBound)
        let bend = random.uniform(shape.curvature.lowerBound, shape.curvature.upperBound)
        let size = random.uniform(sprout.species.leaves.size.lowerBound, sprout.species.leaves.size.upperBound)
        let aspect = random.uniform(0.36, 0.48)

        let base = sprout.stem.last!
        let start = base.point
        let tangent = Self.direction(of: sprout.stem, over: max(3, 1.5 * vineWidth))
        let normal = tangent.perpendicular
        let preferred: Double = (sprout.index % 2 == 0 ? 1 : -1) * (flip < 0.2 ? -1 : 1)
        let parameters = sprout.parameters

        func stalk(_ c: Candidate, scale: Double = 1) -> (curve: CubicBezier, end: Vector) {
            let side = preferred * c.side
            let d = (normal * (side * lean * c.lean) + tangent * (forward + c.forward) + (sprout.toward ?? .zero))
                .normalized
            let length = max(reach * c.length * scale * parameters.maxBranchLength, 1)
            let end = start + d * length
            let endDirection = (d + normal * (side * bend)).normalized
            let c1 = start + (d + tangent * 0.6).normalized * (0.38 * length)
            let c2 = end - endDirection * (0.33 * length)
            return (CubicBezier(p0: start, p1: c1, p2: c2, p3: end), endDirection)
        }

        var chosen: (curve: CubicBezier, leaf: Leaf?)?
        for candidate in Self.candidates where sprout.hasLeaf {
            let (curve, direction) = stalk(candidate)
            let leafLength = 1.9 * parameters.leafSize * size * candidate.leaf
            guard leafLength > 0 else { break }
            let leaf = Leaf(base: curve.p3, direction: direction, length: leafLength, width: leafLength * aspect)
            if isFree(leaf.spacingEllipse) {
                chosen = (curve, leaf)
                break
            }
        }
        let (curve, leaf) = chosen ?? (stalk(Self.candidates[0], scale: sprout.hasLeaf ? 0.6 : 1).curve, nil)

        var path = BezierPath()
        path.move(to: curve.p0)
        path.curve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        if let leaf { path.append(leaf.outline()) }
        index = sprout.index
        birth = sprout.birth
        self.curve = curve
        self.leaf = leaf.map { BranchLeaf(blade: $0) }
        let baseWidth = min(0.55 * vineWidth, 1.6 * base.halfWidth)
        stalkWidth = (baseWidth, 0.35 * baseWidth)
        let speed = 3 * (curve.p1 - curve.p0).length
        stalkStart = speed > 0 ? min(0.8 * base.halfWidth / speed, 0.3) : 0
        self.path = path
        lengthIndex = ArcLengthIndex(path: path, accuracy: Self.lengthAccuracy)
        curveLength = lengthIndex.subpathRanges[0].upperBound
    }

    /// The unit direction the end of `stem` points in: from the last point back to the
    /// first one at least `reach` away (or the first point); (1, 0) when it has not moved.
    static func direction(of stem: ArraySlice<StemPoint>, over reach: Double) -> Vector {
        let tip = stem.last!
        var back = stem.startIndex
        for i in stem.indices.reversed() where tip.distance - stem[i].distance >= reach {
            back = i
            break
        }
        let direction = tip.point - stem[back].point
        return Vector.heading(direction, Vector(x: 1, y: 0))
    }

    /// What of this natural branch is drawn at `strokeEnd` (0...1): its stalk from
    /// ``stalkStart`` to the parameter ``NaturalGrowth/stalk(_:)`` gives, as a tapered filled outline, then its leaf
    /// unfolded by ``NaturalGrowth/leaf(_:)`` (nil before it starts). The stalk's outline
    /// goes through `steps + 1` points of its curve (8 for frames; vector animations, drawn
    /// at any scale but small, use fewer for smaller files).
    public func naturalShape(strokeEnd: Double, steps: Int = 8) -> (stalk: BezierPath, leaf: Leaf?, leafScale: Double) {
        let line = naturalStalkLine(strokeEnd: strokeEnd, steps: steps)
        let scale = NaturalGrowth.leaf(strokeEnd)
        return (
            TaperedOutline.path(through: line.points, halfWidths: line.halfWidths), scale > 0 ? leaf?.blade : nil, scale
        )
    }

    /// The centre line of this natural branch's stalk at `strokeEnd` (what
    /// ``naturalShape(strokeEnd:steps:)`` outlines): `steps + 1` points of its curve from
    /// ``stalkStart`` to the parameter ``NaturalGrowth/stalk(_:)`` gives, and the half width at each.
    public func naturalStalkLine(strokeEnd: Double, steps: Int = 8) -> (points: [Point], halfWidths: [Double]) {
        let grown = max(NaturalGrowth.stalk(strokeEnd), stalkStart + 1e-3)
        let part = curve.subsegment(stalkStart...min(grown, 1))
        let points = (0...steps).map { part.point(at: Double($0) / Double(steps)) }
        let halfWidths = (0...steps).map { step -> Double in
            let along = stalkStart + (min(grown, 1) - stalkStart) * Double(step) / Double(steps)
            return (stalkWidth.base + (stalkWidth.end - stalkWidth.base) * along) / 2
        }
        return (points, halfWidths)
    }
}
