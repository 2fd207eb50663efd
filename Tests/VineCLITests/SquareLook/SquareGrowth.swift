import VineCore
import VineGeometry

extension Look {
    /// The fourth look: square leaves, grown by ``SquareGrowth``.
    static let square = Look(name: "square", growth: SquareGrowth.shared)
}

/// The fourth look's growth: the classic stems and branches, except that every tap blooms
/// and text's branches sprout closer and reach farther than classic's.
final class SquareGrowth: GrowthDefinition {
    /// The one instance: it holds no state.
    static let shared = SquareGrowth()
    /// The species that is exactly the fourth look.
    static let species = readSpecies()
    /// The rules it shares.
    private let classic = ClassicGrowthDefinition.shared

    private init() {}

    /// The species file naming the look as its base, read with the look known.
    private static func readSpecies() -> Species {
        do {
            return try Species.read(
                "{\"species\": 1, \"name\": \"square\", \"base\": \"square\"}", file: "square.json",
                looks: Looks(adding: [.square]))
        } catch {
            fatalError("the square species: \(error)")
        }
    }

    var species: Species { Self.species }
    var keepsSmoothedStem: Bool { classic.keepsSmoothedStem }
    func extraStemMargin(width: Double) -> Double { classic.extraStemMargin(width: width) }
    var tapsAlwaysBloom: Bool { true }
    var letteringScale: (separation: Double, length: Double) { (separation: 1.25, length: 0.8) }
    func stemTangent(of vine: Vine, stemCount: Int) -> Vector { classic.stemTangent(of: vine, stemCount: stemCount) }
    func branch(_ request: BranchRequest, leafIsFree: (LeafEllipse) -> Bool) -> Branch {
        classic.branch(request, leafIsFree: leafIsFree)
    }
    func hasLeaf(_ branch: Branch, chance: Bool) -> Bool { classic.hasLeaf(branch, chance: chance) }
    var partUnit: Double { classic.partUnit }
    func stalkWidth(of branch: Branch, parameters: Parameters) -> Double {
        classic.stalkWidth(of: branch, parameters: parameters)
    }
    var leavesStartAtTheirBase: Bool { classic.leavesStartAtTheirBase }
    func speciesLeaf(on branch: Branch) -> (tip: Point, direction: Vector, length: Double?)? {
        classic.speciesLeaf(on: branch)
    }
}
