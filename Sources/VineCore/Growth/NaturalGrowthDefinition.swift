import VineGeometry

/// The natural growth: a smoothed stem (``StemPoint``) whose pressure widens it up to 1.5
/// times; branches leaning out of it (``Branch/init(natural:vineWidth:isFree:)``) with
/// pointed leaves that avoid each other, or none where none fits; every tap blooms.
public final class NaturalGrowthDefinition: GrowthDefinition {
    /// The one instance: it holds no state.
    public static let shared = NaturalGrowthDefinition()

    private init() {}

    public var species: Species { .natural }

    public var keepsSmoothedStem: Bool { true }

    /// A quarter of the width more: pressure widens the stem up to 1.5 times.
    public func extraStemMargin(width: Double) -> Double { width / 4 }

    public var tapsAlwaysBloom: Bool { true }

    /// Natural branches serve letters as they are.
    public var letteringScale: (separation: Double, length: Double) { (separation: 1, length: 1) }

    /// The smoothed stem's direction over the last `1.5·vineWidth` (at least 3 points).
    public func stemTangent(of vine: Vine, stemCount: Int) -> Vector {
        Branch.direction(of: vine.stem[..<stemCount], over: max(3, 1.5 * vine.parameters.vineWidth))
    }

    /// In the vine's species' ranges, with a leaf only when the request has one.
    public func branch(_ request: BranchRequest, leafIsFree: (LeafEllipse) -> Bool) -> Branch {
        let vine = request.vine
        var sprout = Branch.Sprout(
            vine: vine.index, index: request.index, birth: request.birth, stem: vine.stem[..<request.stemCount],
            parameters: request.parameters, seed: request.seed, reseed: request.reseed)
        sprout.attempt = request.attempt
        sprout.toward = request.toward
        sprout.species = vine.species
        sprout.hasLeaf = request.hasLeaf
        return Branch(natural: sprout, vineWidth: vine.parameters.vineWidth, isFree: leafIsFree)
    }

    /// Whether a leaf was placed: none where none fitted.
    public func hasLeaf(_ branch: Branch, chance: Bool) -> Bool { branch.leaf != nil }

    public var partUnit: Double { 1.9 }

    /// The stalk's mean width.
    public func stalkWidth(of branch: Branch, parameters: Parameters) -> Double {
        (branch.stalkWidth.base + branch.stalkWidth.end) / 2
    }

    public var leavesStartAtTheirBase: Bool { true }

    /// Where the blade is, at its length; none without one.
    public func speciesLeaf(on branch: Branch) -> (tip: Point, direction: Vector, length: Double?)? {
        branch.leaf.map { ($0.base, $0.direction, $0.length) }
    }
}
