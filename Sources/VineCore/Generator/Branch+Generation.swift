import VineGeometry

extension Branch {
    /// Branch `index` of vine `vine`, sprouting at `start` at time `birth`: the classic
    /// branch shape (VineCore's Growth article), drawn from the stream
    /// ``Xoshiro256StarStar/branch(seed:vine:branch:reseed:)`` of reseed number `reseed`
    /// (0: the vine as drawn).
    ///
    /// With `L = maxBranchLength` and `u(a, b)` a uniform draw in [a, b), in this order:
    /// `end = start + (u(−L, L), u(−L, L))`, `c1 = end + (u(−L/2, L/2), u(−L/2, L/2))`,
    /// `c2 = end + (u(−L/4, L/4), u(−L/4, L/4))` (x before y). The curve runs from `start`
    /// to `end` with controls `c1`, `c2`; the leaf is an oval of diameter `leafSize`
    /// centred at `end`. Only `+ − ×` decide the geometry.
    ///
    /// Shapes (``Bounds``): try `attempt` ≥ 1 draws from
    /// ``Xoshiro256StarStar/rebound(seed:vine:branch:reseed:attempt:)`` instead, and a
    /// unit `toward` moves `end` (and with it both controls) by `toward·L/2` after the draws.
    public init(
        vine: Int, index: Int, birth: Double, start: Point, parameters: Parameters, seed: UInt64, reseed: Int = 0,
        attempt: Int = 0, toward: Vector? = nil
    ) {
        var random =
            attempt == 0
            ? Xoshiro256StarStar.branch(seed: seed, vine: vine, branch: index, reseed: reseed)
            : Xoshiro256StarStar.rebound(seed: seed, vine: vine, branch: index, reseed: reseed, attempt: attempt)
        func offset(_ half: Double) -> Vector {
            let x = random.uniform(-half, half)
            let y = random.uniform(-half, half)
            return Vector(x: x, y: y)
        }
        let length = parameters.maxBranchLength
        var end = start + offset(length)
        if let toward { end = end + toward * (length / 2) }
        let c1 = end + offset(length / 2)
        let c2 = end + offset(length / 4)
        let size = parameters.leafSize
        let leaf = Rect(x: end.x - size / 2, y: end.y - size / 2, width: size, height: size)
        var path = BezierPath()
        path.move(to: start)
        path.curve(to: end, control1: c1, control2: c2)
        path.append(BezierPath(ovalIn: leaf))
        stalkWidth = (0, 0)
        stalkStart = 0
        self.index = index
        self.birth = birth
        curve = CubicBezier(p0: start, p1: c1, p2: c2, p3: end)
        self.leaf = BranchLeaf(round: leaf)
        self.path = path
        lengthIndex = ArcLengthIndex(path: path, accuracy: Self.lengthAccuracy)
        curveLength = lengthIndex.subpathRanges[0].upperBound
    }
}

extension BranchLeaf {
    /// A round leaf filling `box`, a square: pointing along (1, 0) from the middle of its left
    /// side, the circle itself its ellipse, keeping no room from other leaves.
    public convenience init(round box: Rect) {
        let axis = Vector(x: 1, y: 0)
        let radius = box.width / 2
        self.init(
            base: Point(x: box.minX, y: box.midY), center: box.center, direction: axis, length: box.width,
            width: box.width, bounds: box,
            ellipse: LeafEllipse(center: box.center, axis: axis, semiMajor: radius, semiMinor: radius), spacing: nil)
    }
}
