import VineGeometry

extension Species {
    /// What a branch's parts grow from: the branch, where it sits on its vine, and the vine's
    /// numbers.
    public struct PartSite: Sendable {
        /// The branch, as built.
        public var branch: Branch
        /// `v`: its vine's index.
        public var vine: Int
        /// The reseed number `n` its streams derive from (0: the vine as drawn).
        public var reseed: Int
        /// The recording seed.
        public var seed: UInt64
        /// The stem's unit direction where the branch leaves it.
        public var tangent: Vector
        /// The vine's parameters, its species' scalars folded in.
        public var parameters: Parameters
        /// The vine's colour.
        public var colour: RGBA
        /// Whether the branch ends in a leaf (the leaf chance's draw, and room for a natural leaf).
        public var hasLeaf: Bool
        /// The vine's bounds: a part they do not allow is left out, with its children.
        public var bounds: Bounds
        /// How far from the bounds' outlines a part's lines keep (``Bounds/margin(vineWidth:shadow:)``).
        public var margin: Double

        /// A site from its fields.
        public init(
            branch: Branch, vine: Int, reseed: Int, seed: UInt64, tangent: Vector, parameters: Parameters,
            colour: RGBA, hasLeaf: Bool, bounds: Bounds = .none, margin: Double = 0
        ) {
            self.bounds = bounds
            self.margin = margin
            self.branch = branch
            self.vine = vine
            self.reseed = reseed
            self.seed = seed
            self.tangent = tangent
            self.parameters = parameters
            self.colour = colour
            self.hasLeaf = hasLeaf
        }
    }

    /// Whether a branch of vine `vine` (reseed `reseed`) ends in a leaf: the first draw of
    /// its species stream ``Xoshiro256StarStar/species(seed:vine:branch:reseed:)``, below
    /// ``Leaves/chance``. Returns the stream after that draw, for ``parts(at:random:)``.
    public func leafChance(seed: UInt64, vine: Int, branch: Int, reseed: Int) -> (
        hasLeaf: Bool, random: Xoshiro256StarStar
    ) {
        var random = Xoshiro256StarStar.species(seed: seed, vine: vine, branch: branch, reseed: reseed)
        return (random.nextUnit() < leaves.chance, random)
    }

    /// What this species adds to the branch at `site`, parents before children, at most
    /// ``SpeciesLimits/maxPartsPerBranch``; empty for a species that is a look. Draws from `random` (the
    /// branch's species stream after ``leafChance(seed:vine:branch:reseed:)``), in this order:
    ///
    /// 1. With leaf shapes, the branch's leaf on the base leaf's frame (natural: the blade's
    ///    base, direction and length; classic: the round leaf's centre and the stalk's end
    ///    tangent, `leafSize·u(size)` long): its variant by weight and its colour.
    /// 2. Opposite and whorled: the other stalks at the node, the branch's stalk with its
    ///    part across the stem scaled by −1 (opposite) or by evenly spread factors (a
    ///    whorl seen from the side), each a shoot with a leaf when the branch has one.
    /// 3. Side shoots, generation by generation to ``Shoots/depth``: each parent, with
    ///    ``Shoots/chance``, gets `count` cubics leaving its curve at `t` in 0.3…0.85, turned
    ///    by the angle range on alternating sides, `length` times the parent's, 0.6 of its
    ///    line width, with a leaf at the tip when ``Shoots/leaves``.
    /// 4. A tendril, with ``Tendrils/chance``: a spiral of quarter-turn cubics turning one
    ///    way (``tendrilCurves(from:heading:sense:length:turns:)``).
    /// 5. Each ornament at each of its places, with its chance: a cluster of `count` along a
    ///    short line leaning down by ``Ornament/hang``, shrinking toward its end, in two
    ///    colours by side, opening as one about its place (``PlantPart/anchor``).
    ///
    /// A part the vine's bounds do not allow (``Bounds/allows(_:margin:)``) is left out, with
    /// its children.
    ///
    /// A tendril's length and a shoot's leaf are relative to the base look's leaf (natural:
    /// `1.9·leafSize`; classic: `leafSize`); an ornament's size is its radius relative to
    /// `leafSize`. Every part grows inside the branch's window `[birth, birth + growDuration]`:
    /// stalks in its first ``NaturalGrowth/stalkShare``, leaves after their stalk, children
    /// after the point of their parent they leave from, ornaments from ``Ornament/delay`` (at
    /// most 0.9) of the window on. Only `+ − × ÷ √` decide the geometry.
    public func parts(at site: PartSite, random: inout Xoshiro256StarStar) -> [PlantPart] {
        guard !isLook else { return [] }
        var builder = PartBuilder(species: self, site: site, random: random)
        builder.build()
        random = builder.random
        return builder.parts
    }

    /// The centre line of a tendril starting at `start` heading along the unit `heading`,
    /// curling toward `sense` (+1: toward `heading.perpendicular`, −1: away), about `length`
    /// points long, making `turns` turns: a lead-in quarter arc three times as long as it is
    /// deep and 0.8 as long as the spiral, then quarter arcs whose radii shrink evenly to 0.3
    /// of the first. Each quarter arc is
    /// the cubic of a quarter ellipse (handles 0.5523 of its semi-axes), so the curvature
    /// never changes sign; the headings are the start heading turned by quarter turns, exact.
    public static func tendrilCurves(
        from start: Point, heading: Vector, sense: Double, length: Double, turns: Double
    ) -> [CubicBezier] {
        let quarters = max(2, Int((turns * 4).rounded()))
        // Semi-axes for a first radius of 1: along the heading, then across.
        var axes: [(along: Double, across: Double)] = []
        for i in 0..<quarters {
            let radius = 1 - 0.7 * Double(i) / Double(quarters)
            axes.append((radius, 1 - 0.7 * Double(i + 1) / Double(quarters)))
        }
        let spiral = axes.reduce(0) { $0 + 1.5708 * ($1.along + $1.across) / 2 }
        // The lead-in: 0.8 of the spiral's length, three times as long as it is deep.
        let leadIn = 0.8 * spiral / (1.5708 * 2 / 3)
        axes.insert((leadIn, leadIn / 3), at: 0)
        let unitLength = 1.8 * spiral
        let scale = length / unitLength
        let handle = 0.5523
        var curves: [CubicBezier] = []
        var point = start
        var t = heading
        for axis in axes {
            let n = t.perpendicular * sense
            let a = axis.along * scale
            let b = axis.across * scale
            let end = point + t * a + n * b
            curves.append(
                CubicBezier(p0: point, p1: point + t * (handle * a), p2: end - n * (handle * b), p3: end))
            point = end
            t = n
        }
        return curves
    }
}

/// Where an ornament may grow: its parent (nil: the branch), the point, the direction
/// outward, and when that point is grown.
private typealias ShootTip = (index: Int?, tip: Point, direction: Vector, grown: Double)

/// Builds the parts of one branch (see ``Species/parts(at:random:)``).
private struct PartBuilder {
    let species: Species
    let site: Species.PartSite
    var random: Xoshiro256StarStar
    var parts: [PlantPart] = []

    /// The branch's window's start and length, and its end.
    let birth: Double
    let window: Double
    var end: Double { birth + window }
    /// How the species' base look grows.
    let growth: any GrowthDefinition
    /// The base look's leaf length, the unit of species lengths.
    let unit: Double
    /// The stem's normal at the node and the side of it the branch leans to (+1 or −1).
    let normal: Vector
    let side: Double
    /// The branch stalk's line width.
    let lineWidth: Double

    init(species: Species, site: Species.PartSite, random: Xoshiro256StarStar) {
        self.species = species
        self.site = site
        self.random = random
        let branch = site.branch
        birth = branch.birth
        window = site.parameters.growDuration
        growth = species.base.growth
        unit = growth.partUnit * site.parameters.leafSize
        normal = site.tangent.perpendicular
        side = normal.dot(branch.end - branch.start) < 0 ? -1 : 1
        lineWidth = growth.stalkWidth(of: branch, parameters: site.parameters)
    }

    /// A uniform draw in `range`.
    mutating func draw(_ range: Species.Range) -> Double {
        random.uniform(range.lowerBound, range.upperBound)
    }

    /// A uniform whole number in `range`.
    mutating func draw(_ range: ClosedRange<Int>) -> Int {
        let span = Double(range.upperBound - range.lowerBound + 1)
        return min(range.lowerBound + Int(random.uniform(0, span)), range.upperBound)
    }

    /// A colour drawn from `range`, or `fallback` (no draw) without one.
    mutating func colour(_ range: Species.ColourRange?, _ fallback: RGBA) -> RGBA {
        guard let range else { return fallback }
        return range.colour(at: random.nextUnit())
    }

    /// Whether the branch has as many parts as it may.
    var isFull: Bool { parts.count >= SpeciesLimits.maxPartsPerBranch }

    /// Appends `part` and returns its index, or nil (appending nothing) once the branch is
    /// full or when the vine's bounds do not allow it (``fits(_:)``).
    mutating func add(_ part: PlantPart) -> Int? {
        guard !isFull, fits(part) else { return nil }
        parts.append(part)
        return parts.count - 1
    }

    /// Whether the vine's bounds allow `part`: a line's ends and middles at the margin, a
    /// shape's middle at the margin plus its half length (a leaf) or radius (an ornament); and
    /// whether it keeps clear of the bounds' lines (``Bounds/clear``) from the branch's start:
    /// a shape's disc, a line's quarter points.
    func fits(_ part: PlantPart) -> Bool {
        let bounds = site.bounds
        guard bounds.placesBranches else { return true }
        if part.curves.isEmpty {
            let isLeaf = part.kind == .leaf
            let centre = isLeaf ? part.placed(Point(x: 0.5, y: 0)) : part.origin
            return bounds.allowsDisc(centre, radius: isLeaf ? part.size / 2 : part.size, margin: site.margin)
        }
        let start = site.branch.start
        return part.curves.allSatisfy { curve in
            [curve.p0, curve.point(at: 0.5), curve.p3].allSatisfy { bounds.allows($0, margin: site.margin) }
                && (bounds.clear.map { clear in
                    [0, 0.25, 0.5, 0.75, 1].allSatisfy { clear.clears(curve.point(at: $0), from: start) }
                } ?? true)
        }
    }

    /// A leaf whose frame starts at `tip` (natural: its base there; classic: its centre
    /// there) pointing along `direction`, `size` long, growing from `from` to the window's end.
    mutating func leaf(parent: Int?, tip: Point, direction: Vector, size: Double, from: Double) {
        var shape = 0
        let shapes = species.leaves.shapes
        if shapes.count > 1 {
            var left = random.uniform(0, shapes.reduce(0) { $0 + $1.weight })
            for (i, candidate) in shapes.enumerated() {
                shape = i
                left -= candidate.weight
                if left < 0 { break }
            }
        }
        let colour = colour(species.leaves.colour, site.colour)
        let origin = growth.leavesStartAtTheirBase ? tip : tip - direction * (size / 2)
        _ = add(
            PlantPart(
                kind: .leaf, parent: parent, origin: origin, direction: direction, size: size, shape: shape,
                colour: colour, birth: from, duration: end - from))
    }

    /// When a leaf at the end of a stalk growing from `from` for `duration` starts.
    func leafBirth(from: Double, duration: Double) -> Double {
        from + NaturalGrowth.stalkShare * duration
    }

    mutating func build() {
        let branch = site.branch
        let stalkDuration = NaturalGrowth.stalkShare * window
        let leafStart = birth + stalkDuration
        // 1. The branch's own leaf.
        var leafFrame: (tip: Point, direction: Vector, size: Double)?
        if site.hasLeaf, let own = growth.speciesLeaf(on: branch) {
            leafFrame = (own.tip, own.direction, own.length ?? site.parameters.leafSize * draw(species.leaves.size))
        }
        if let frame = leafFrame, !species.leaves.shapes.isEmpty {
            leaf(parent: nil, tip: frame.tip, direction: frame.direction, size: frame.size, from: leafStart)
        }
        // 2. The other stalks at the node.
        for factor in Self.nodeFactors(species.branches.arrangement) {
            let curve = mirrored(branch.curve, factor: factor)
            let foreshortening = 0.7 + 0.3 * abs(factor)
            guard
                let stalk = add(
                    PlantPart(
                        kind: .shoot, parent: nil, curves: [curve], width: lineWidth, colour: site.colour,
                        birth: birth, duration: stalkDuration))
            else {
                if isFull { return }
                continue
            }
            if let frame = leafFrame {
                let direction = Vector.heading(curve.p3 - curve.p2, frame.direction)
                leaf(
                    parent: stalk, tip: curve.p3, direction: direction, size: frame.size * foreshortening,
                    from: leafStart)
            }
        }
        // 3. Side shoots.
        var shootTips: [ShootTip] = []
        if let shoots = species.shoots {
            shootTips = sideShoots(shoots, stalkDuration: stalkDuration)
        }
        // 4. A tendril.
        if let tendrils = species.tendrils, random.nextUnit() < tendrils.chance {
            let fromStem = tendrils.origin == .stem
            let start = fromStem ? branch.start : branch.end
            let heading =
                fromStem
                ? Vector.heading(normal * (-side) + site.tangent * 0.5, normal)
                : Vector.heading(branch.curve.p3 - branch.curve.p2, site.tangent)
            let sense: Double = random.nextUnit() < 0.5 ? 1 : -1
            let turns = draw(tendrils.turns)
            let length = unit * draw(tendrils.length)
            let from = birth + (fromStem ? 0.15 : 0.4) * window
            let curves = Species.tendrilCurves(
                from: start, heading: heading, sense: sense, length: length, turns: turns)
            _ = add(
                PlantPart(
                    kind: .tendril, parent: nil, curves: curves, width: 0.45 * lineWidth,
                    colour: colour(tendrils.colour, site.colour), birth: from, duration: end - from))
            if isFull { return }
        }
        // 5. Ornaments.
        let endDirection = Vector.heading(branch.curve.p3 - branch.curve.p2, site.tangent)
        for (shape, ornament) in species.ornaments.enumerated() {
            let beside = Vector.heading(endDirection + endDirection.perpendicular * (0.8 * side), endDirection)
            let places: [ShootTip] =
                switch ornament.place {
                case .tips: [(nil, branch.end, beside, birth)]
                case .nodes: [(nil, branch.start, Vector.heading(normal * side + site.tangent * 0.4, normal), birth)]
                case .shoots: shootTips
                }
            for place in places where random.nextUnit() < ornament.chance {
                guard cluster(ornament, shape: shape, at: place) else { return }
            }
        }
    }

    /// The scale of the across-the-stem part of the other stalks at a node: −1 for
    /// opposite; for a whorl of `n`, `1 − 2j/(n − 1)` for j = 1…n − 1 (0.3 where that is
    /// within 0.2 of 0, so no stalk lies along the stem).
    static func nodeFactors(_ arrangement: Species.Arrangement) -> [Double] {
        switch arrangement {
        case .alternate: return []
        case .opposite: return [-1]
        case .whorled(let n):
            return (1..<max(n, 2)).map { j in
                let f = 1 - 2 * Double(j) / Double(max(n, 2) - 1)
                return abs(f) < 0.2 ? 0.3 : f
            }
        }
    }

    /// `curve` with each point's part across the stem (along the normal, from the branch's
    /// start) scaled by `factor`.
    func mirrored(_ curve: CubicBezier, factor: Double) -> CubicBezier {
        let start = curve.p0
        let t = site.tangent
        func map(_ p: Point) -> Point {
            let r = p - start
            return start + t * r.dot(t) + normal * (factor * r.dot(normal))
        }
        return CubicBezier(p0: start, p1: map(curve.p1), p2: map(curve.p2), p3: map(curve.p3))
    }

    /// The side shoots, generation by generation; returns every shoot's index, tip, end
    /// direction and when it is grown.
    mutating func sideShoots(_ shoots: Species.Shoots, stalkDuration: Double) -> [ShootTip] {
        typealias Parent = (index: Int?, curve: CubicBezier, width: Double, birth: Double, duration: Double)
        var tips: [ShootTip] = []
        var parents: [Parent] = [(nil, site.branch.curve, lineWidth, birth, stalkDuration)]
        var flip: Double = site.branch.index % 2 == 0 ? 1 : -1
        for _ in 0..<shoots.depth {
            var children: [Parent] = []
            for parent in parents where random.nextUnit() < shoots.chance {
                let count = draw(shoots.count)
                let curve = parent.curve
                let parentLength = ((curve.p3 - curve.p0).length + curve.controlPolygonLength) / 2
                for _ in 0..<count {
                    let t = random.uniform(0.3, 0.85)
                    let degrees = draw(shoots.angle) * flip
                    flip = -flip
                    let length = max(parentLength * draw(shoots.length), 0.5)
                    let start = curve.point(at: t)
                    let along = Vector.heading(curve.derivative(at: t), site.tangent)
                    let d = Vector.heading(Sway.rotation(degrees: degrees, about: .zero).apply(along), along)
                    let tip = start + d * length
                    let endDirection = Vector.heading(d + along * 0.3, d)
                    let shoot = CubicBezier(
                        p0: start, p1: start + d * (length / 3), p2: tip - endDirection * (length / 3), p3: tip)
                    let from = parent.birth + t * parent.duration
                    let duration = NaturalGrowth.stalkShare * (end - from)
                    guard
                        let index = add(
                            PlantPart(
                                kind: .shoot, parent: parent.index, curves: [shoot], width: 0.6 * parent.width,
                                colour: site.colour, birth: from, duration: duration))
                    else {
                        if isFull { return tips }
                        continue
                    }
                    tips.append((index, tip, endDirection, from + duration))
                    children.append((index, shoot, 0.6 * parent.width, from, duration))
                    if shoots.leaves {
                        let size = 0.75 * unit * draw(species.leaves.size)
                        leaf(
                            parent: index, tip: tip, direction: endDirection, size: size,
                            from: from + duration)
                    }
                }
            }
            parents = children
        }
        return tips
    }

    /// A cluster of `ornament` (shape index `shape`) at `place`, leaning out along its
    /// direction, opening as one about the place from its delay or once its place is grown;
    /// false once the branch is full. Its ornaments alternate sides and two colours drawn
    /// for it, those of one colour in a row (first the first side's).
    mutating func cluster(_ ornament: Species.Ornament, shape: Int, at place: ShootTip) -> Bool {
        let count = draw(ornament.count)
        let hang = min(max(ornament.hang, 0), 1)
        let down = Vector(x: 0, y: 1)
        let direction = Vector.heading(place.direction * (1 - hang) + down * hang, down)
        let across = direction.perpendicular
        let (parent, at) = (place.index, place.tip)
        let start = max(birth + min(max(ornament.delay, 0), 0.9) * window, place.grown)
        let kind: PlantPart.Kind =
            switch ornament.kind {
            case .flower: .flower
            case .bud: .bud
            case .fruit: .fruit
            }
        let first = colour(ornament.colour, site.colour)
        let colours = [first, count > 1 ? colour(ornament.colour, site.colour) : first]
        var reach = 0.0
        var sides: [[PlantPart]] = [[], []]
        for j in 0..<count {
            let shrink = count > 1 ? 1 - 0.5 * Double(j) / Double(count - 1) : 1
            let radius = site.parameters.leafSize * draw(ornament.size) * shrink
            reach += j == 0 ? 0.6 * radius : 1.5 * radius
            let offset = count > 1 ? (j % 2 == 0 ? 0.35 : -0.35) * radius : 0
            sides[j % 2].append(
                PlantPart(
                    kind: kind, parent: parent, origin: at + direction * reach + across * offset,
                    direction: direction, size: radius, shape: shape, colour: colours[j % 2],
                    birth: start, duration: end - start, anchor: at))
        }
        for part in sides.joined() {
            if add(part) == nil, isFull { return false }
        }
        return true
    }
}
