import VineGeometry

/// A 64-bit FNV-1a hash of everything a ``Scene`` holds, bit for bit: for each vine its
/// number, counts, stem samples and stem points, bloom, and each sprouted branch's curve,
/// path, leaf, growth and parts. Two builds of the core (native, WebAssembly) that give the
/// same digests for the same input gave the same scenes.
public struct SceneDigest: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty digest.
    public init() {}

    /// The digest of `scene`.
    public init(_ scene: Scene) {
        add(scene)
    }

    /// Adds the 8 bytes of `bits`, lowest first.
    public mutating func add(_ bits: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value = (value ^ ((bits >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
        }
    }

    /// Adds `number`'s bit pattern.
    public mutating func add(_ number: Double) { add(number.bitPattern) }

    /// Adds `number`.
    public mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

    /// Adds both coordinates of `point`.
    public mutating func add(_ point: Point) {
        add(point.x)
        add(point.y)
    }

    /// Adds the four points of `curve`.
    public mutating func add(_ curve: CubicBezier) {
        for point in [curve.p0, curve.p1, curve.p2, curve.p3] { add(point) }
    }

    /// Adds each element of `path`: a kind, then its points.
    public mutating func add(_ path: BezierPath) {
        add(path.elements.count)
        for element in path.elements {
            let (kind, points): (Int, [Point]) =
                switch element {
                case .move(let p): (0, [p])
                case .line(let p): (1, [p])
                case .quad(let c, let p): (2, [c, p])
                case .cubic(let c1, let c2, let p): (3, [c1, c2, p])
                case .close: (4, [])
                }
            add(kind)
            for point in points { add(point) }
        }
    }

    /// Adds the scene: its time and canvas, then each visible vine.
    public mutating func add(_ scene: Scene) {
        add(scene.time)
        add(scene.canvas.width)
        add(scene.canvas.height)
        add(scene.vines.count)
        for visible in scene.vines {
            add(visible)
        }
    }

    /// Adds a visible vine: its number, counts and samples, stem, bloom and sprouted branches.
    private mutating func add(_ visible: Scene.VisibleVine) {
        let vine = visible.vine
        for number in [vine.index, visible.sampleCount, visible.branchCount, visible.grownBranchCount] { add(number) }
        add(vine.seed)
        for sample in visible.samples {
            add(sample.time)
            add(sample.point)
        }
        add(vine.stem.count)
        for point in vine.stem {
            add(point.point)
            add(point.halfWidth)
            add(point.distance)
            add(point.pressure)
        }
        if let bloom = vine.bloom {
            add(bloom.center)
            add(bloom.petalLength)
            add(bloom.birth)
            for petal in bloom.petals { add(Point(x: petal.x, y: petal.y)) }
        }
        for branch in visible.branches {
            add(branch.index)
            add(branch.birth)
            add(visible.strokeEnd(of: branch))
            add(branch.curve)
            add(branch.path)
            add(branch.leafBox.origin)
            add(branch.leafBox.size.width)
            add(branch.leafBox.size.height)
            add(branch.parts.count)
            for part in branch.parts {
                add(part.curves.count)
                for curve in part.curves { add(curve) }
                for number in [part.width, part.size, part.birth, part.duration] { add(number) }
                for number in [part.colour.r, part.colour.g, part.colour.b, part.colour.a] { add(number) }
                add(part.origin)
                add(part.anchor)
                add(Point(x: part.direction.x, y: part.direction.y))
                add(part.shape)
                add(part.parent ?? -1)
            }
        }
    }
}

extension SceneDigest {
    /// The digests of the scenes of the `.vine` recording `bytes` at each of `times`, grown as
    /// the built-in species `species` (nil or an unknown name: as recorded): what the identity
    /// test compares between the native core and its WebAssembly build.
    public static func digests(
        ofRecording bytes: [UInt8], species: String?, at times: [Double]
    ) throws(RecordingError) -> [UInt64] {
        var reader = try RecordingReader(source: MemoryByteSource(bytes))
        var header = reader.header
        if let species, let builtIn = Species.builtIn(named: species) { header.setSpecies(builtIn) }
        let timeline = try Timeline(reading: &reader, header: header)
        return times.map { SceneDigest(timeline.scene(at: $0)).value }
    }
}
