/// One stroke of one pointer (or a symmetry partner of one): its stem samples and the
/// branches that sprouted from them.
///
/// Vines are numbered by their `down` events in recording order, from 0, symmetry partners
/// right after the drawn vine, counting vines that are later undone, erased or cleared, so
/// removing one never renumbers another.
public struct Vine: Sendable {
    /// `v`: the vine's number, the order of its `down` among all `down`s (and partners), from 0.
    public let index: Int
    /// The id of the pointer that drew it (0 is the mouse).
    public let pointer: Int
    /// The generator parameters in force at its `down`, its species' scalars folded in
    /// (``Species/parameters(folding:)``).
    public let parameters: Parameters
    /// The style in force at its `down`.
    public let style: Style
    /// The stem's colour (from the style: one colour, or the vine's palette green, or with the
    /// palette the species' stem colour range when it has one).
    public let color: RGBA
    /// The look it is drawn in: its species' base.
    public let look: Look
    /// The species it grows as: the one in force at its `down`.
    public let species: Species
    /// The wind its grown branches sway in (see ``Sway``): the one in force at its `down`, its
    /// bend times the species' ``Species/Response/sway``; nil for none.
    public internal(set) var wind: Wind?
    /// The regions it stays inside or out of and the points its branches lean toward: those
    /// in force at its `down` (``Bounds``).
    public let bounds: Bounds
    /// The recording's seed, which its branches' sway phases derive from (``Sway/phase(seed:vine:branch:)``).
    public let seed: UInt64
    /// The stem: the `down`, every `move`, and the `up` if it came; times non-decreasing.
    public internal(set) var samples: [Sample]
    /// The natural look's smoothed stem, one point per sample; empty in the classic look.
    public internal(set) var stem: [StemPoint] = []
    /// Where the stem leaves the area its bounds allow, in order (``StemGap``): not drawn.
    /// Empty without a region or when the stem stays inside.
    public internal(set) var stemGaps: [StemGap] = []
    /// The flower a tap made (see ``Bloom``), or nil.
    public internal(set) var bloom: Bloom?
    /// The branches in sprouting order; births non-decreasing.
    public internal(set) var branches: [Branch] = []
    /// Which version of its branches this is: 0 as drawn, then one per `reseed` applied to it.
    public internal(set) var version = 0
    /// The reseed number `n` its branches' streams derive from (0 as drawn).
    public internal(set) var reseed = 0
    /// The time of the `up`, or nil while the pointer is still down.
    public internal(set) var up: Double?
    /// When it left the canvas for good: the time of the last `undo`, `clear` or `erase`
    /// that removed it, or nil if it is present at the end.
    public internal(set) var removed: Double?

    /// A vine with its `down` sample and nothing else yet, drawn with `settings` (its
    /// parameters, style and look) in a recording with seed `seed`.
    init(index: Int, pointer: Int, settings: Settings, seed: UInt64, down: Sample) {
        self.index = index
        self.pointer = pointer
        species = settings.species
        parameters = species.parameters(folding: settings.parameters)
        style = settings.style
        look = settings.look
        wind = species.wind(folding: settings.wind)
        bounds = settings.bounds
        self.seed = seed
        color = species.stemColour(ofVine: index, style: style, seed: seed) ?? style.color(ofVine: index, seed: seed)
        samples = [down]
        if look.growth.keepsSmoothedStem { stem = [StemPoint(first: down, vineWidth: parameters.vineWidth)] }
        traceStemGaps()
    }

    /// The time of the `down`.
    public var down: Double { samples[0].time }

    /// The stem's line width in points (`vineWidth`).
    public var width: Double { parameters.vineWidth }

    /// The line width of its branches in points: half the stem's.
    public var branchWidth: Double { width / 2 }

    /// What tells this vine's versions apart: its index and ``version``.
    public var identity: Identity { Identity(index: index, version: version) }

    /// A vine's index and branch version: equal identities mean the same vine with the same branches.
    public struct Identity: Hashable, Sendable {
        /// ``Vine/index``.
        public var index: Int
        /// ``Vine/version``.
        public var version: Int
    }
}
