import VineGeometry

/// The prototype's growth: the stem is the samples themselves; each branch is a random
/// cubic from the last sample, ending in a round leaf centred at its end (``Branch``'s
/// classic initialiser); taps bloom only in version-2 recordings.
public final class ClassicGrowthDefinition: GrowthDefinition {
    /// The one instance: it holds no state.
    public static let shared = ClassicGrowthDefinition()

    private init() {}

    public var species: Species { .classic }

    public var keepsSmoothedStem: Bool { false }

    public func extraStemMargin(width: Double) -> Double { 0 }

    public var tapsAlwaysBloom: Bool { false }

    /// Classic's long random branches, each ending in an outlined round leaf, read as
    /// ascenders, descenders and tails beside letters, so in text they sprout farther apart
    /// and reach less far.
    public var letteringScale: (separation: Double, length: Double) { (separation: 1.75, length: 0.625) }

    /// The stem's last move.
    public func stemTangent(of vine: Vine, stemCount: Int) -> Vector {
        let samples = vine.samples[..<stemCount]
        for i in samples.indices.reversed().dropFirst() {
            let d = samples[samples.endIndex - 1].point - samples[i].point
            if d.lengthSquared > 1e-18 { return d.normalized }
        }
        return Vector(x: 1, y: 0)
    }

    /// Every classic branch ends in its round leaf; no leaf is placed apart from the curve.
    public func branch(_ request: BranchRequest, leafIsFree: (LeafEllipse) -> Bool) -> Branch {
        Branch(
            vine: request.vine.index, index: request.index, birth: request.birth,
            start: request.vine.samples[request.stemCount - 1].point, parameters: request.parameters,
            seed: request.seed, reseed: request.reseed, attempt: request.attempt, toward: request.toward)
    }

    /// The leaf chance alone: the round leaf is always drawn.
    public func hasLeaf(_ branch: Branch, chance: Bool) -> Bool { chance }

    public var partUnit: Double { 1 }

    /// Half the stem's width, as the branch's own line.
    public func stalkWidth(of branch: Branch, parameters: Parameters) -> Double { parameters.vineWidth / 2 }

    public var leavesStartAtTheirBase: Bool { false }

    /// Centred on the curve's end, along its last control leg (else its chord), its length drawn.
    public func speciesLeaf(on branch: Branch) -> (tip: Point, direction: Vector, length: Double?)? {
        let curve = branch.curve
        let direction = Vector.heading(curve.p3 - curve.p2, Vector.heading(curve.p3 - curve.p0, Vector(x: 1, y: 0)))
        return (curve.p3, direction, nil)
    }
}
