import VineGeometry

/// How a look grows its vines: the stem's centre line and how far it keeps from its bounds,
/// how branches sprout, lean and end, where a species' parts sit on them, and when a tap
/// blooms.
///
/// Each look names one definition (``Look/growth``, the one catalog); VineCore decides
/// nothing else by look. Class-bound, so that `any GrowthDefinition` works in Embedded Swift
/// too; the built-in definitions hold no state.
public protocol GrowthDefinition: AnyObject, Sendable {
    /// The species that is exactly this look: its base and nothing added.
    var species: Species { get }

    /// Whether a vine keeps a smoothed stem (``Vine/stem``, one ``StemPoint`` per sample)
    /// whose points, not the samples, are its centre line and where its branches start.
    var keepsSmoothedStem: Bool { get }

    /// How much farther than ``Bounds/margin(vineWidth:shadow:)`` the centre line of a stem
    /// `width` points wide keeps from its bounds' outlines.
    func extraStemMargin(width: Double) -> Double

    /// Whether a tap (a stroke that sprouted nothing) blooms in every recording; otherwise
    /// only where the recording's rules let classic taps bloom (version 2 on).
    var tapsAlwaysBloom: Bool { get }

    /// How a written text's branches differ from a drawing's, as factors of the sizes
    /// scaled to the letter height: how far apart they sprout, and how far they reach.
    var letteringScale: (separation: Double, length: Double) { get }

    /// The unit direction of `vine`'s stem where it had `stemCount` samples, which its
    /// branch there leans from and its species' parts turn by; (1, 0) before it moved.
    func stemTangent(of vine: Vine, stemCount: Int) -> Vector

    /// One try at a branch (see ``BranchRequest``); a leaf it places must pass `leafIsFree`
    /// (the other leaves and the vine's bounds), where the look's leaves avoid each other.
    func branch(_ request: BranchRequest, leafIsFree: (LeafEllipse) -> Bool) -> Branch

    /// Whether `branch`, made with the species' leaf chance `chance`, has a leaf for its
    /// species' parts to grow from.
    func hasLeaf(_ branch: Branch, chance: Bool) -> Bool

    /// A species' leaf length unit, in leaf sizes (`leafSize`): its part lengths are multiples of it.
    var partUnit: Double { get }

    /// The line width of `branch`'s stalk, which a species' side stalks share, for a vine
    /// with `parameters`.
    func stalkWidth(of branch: Branch, parameters: Parameters) -> Double

    /// Whether a species' leaf starts at the point it grows from (its base there), rather
    /// than being centred on it.
    var leavesStartAtTheirBase: Bool { get }

    /// Where a species' own leaf at the end of `branch` sits: the point it grows from, its
    /// direction, and its length, or nil for a length drawn from the species' leaf sizes;
    /// nil when the branch has no place for one.
    func speciesLeaf(on branch: Branch) -> (tip: Point, direction: Vector, length: Double?)?
}

/// What one try at a branch is made from (``GrowthDefinition/branch(_:leafIsFree:)``).
public struct BranchRequest {
    /// The vine as drawn so far.
    public var vine: Vine
    /// `k`: the branch's position among its vine's branches, from 0.
    public var index: Int
    /// The time it sprouts.
    public var birth: Double
    /// How many of the vine's samples the stem had when it sprouted: it starts at the last.
    public var stemCount: Int
    /// The generator parameters, the branch length and leaf size scaled for a bent try.
    public var parameters: Parameters
    /// The recording seed.
    public var seed: UInt64
    /// The reseed number `n` the branch's streams derive from (0: the vine as drawn).
    public var reseed: Int
    /// Which try at fitting the branch inside its bounds this is: 0 draws from the branch's
    /// own stream, `a` ≥ 1 from ``Xoshiro256StarStar/rebound(seed:vine:branch:reseed:attempt:)``.
    public var attempt: Int
    /// The unit direction to the nearest attractor (``Bounds/toward``), or nil.
    public var toward: Vector?
    /// Whether it ends in a leaf where the look decides so (the species' leaf chance).
    public var hasLeaf: Bool
}
