import VineGeometry
import VineLook
import VineRender

@testable import VineCore

/// A species of the classic look with leaf shapes and a five-petalled flower, and a look
/// that hands its definition (a ``/VineRender/SpeciesLook`` from the built-in catalog) every
/// branch with hand-made parts of each kind: a side shoot with a leaf, a tendril, a leaf at
/// the tip and a flower. It stands in for the classic look in a catalog, so any recording
/// draws its vines as that species through every writer.
final class PartsLook: LookDefinition, BranchMarks, LeafWithering, BranchAnimation, BranchRaster {
    /// The shoots' brown.
    static let brown = RGBA(r: 0x6b / 255, g: 0x4f / 255, b: 0x2a / 255)
    /// The tendrils' yellow-green.
    static let tendrilGreen = RGBA(r: 0x8a / 255, g: 0x9a / 255, b: 0x3a / 255)
    /// The leaves' dark green.
    static let leafGreen = RGBA(r: 0x2f / 255, g: 0x6b / 255, b: 0x25 / 255)
    /// The flowers' pink.
    static let pink = RGBA(r: 0xe0 / 255, g: 0x40 / 255, b: 0x70 / 255)
    /// The flowers' yellow heart.
    static let yellow = RGBA(r: 0xf5 / 255, g: 0xd1 / 255, b: 0x42 / 255)

    /// The colour its withering leaves turn to.
    static let witherBrown = RGBA(r: 0x8a / 255, g: 0x6a / 255, b: 0x3a / 255)

    /// The species: classic, with a broad leaf shape and a pink flower.
    static let species: Species = {
        var species = Species.classic
        species.name = "test-plant"
        let leaf = BezierPath(elements: [
            .move(Point(x: 0, y: 0)), .cubic(Point(x: 0.25, y: -0.55), Point(x: 0.75, y: -0.5), Point(x: 1, y: 0)),
            .cubic(Point(x: 0.75, y: 0.5), Point(x: 0.25, y: 0.55), Point(x: 0, y: 0)), .close,
        ])
        species.leaves.shapes = [Species.Shape(data: "broad", path: leaf, weight: 1)]
        let petal = BezierPath(elements: [
            .move(Point(x: 0, y: 0)), .cubic(Point(x: 0.3, y: -0.4), Point(x: 0.9, y: -0.35), Point(x: 1, y: 0)),
            .cubic(Point(x: 0.9, y: 0.35), Point(x: 0.3, y: 0.4), Point(x: 0, y: 0)), .close,
        ])
        species.ornaments = [
            Species.Ornament(
                kind: .flower, shape: Species.Shape(data: "petal", path: petal, weight: 1), repeats: 5, heart: yellow,
                place: .tips, chance: 1, count: 1...1, hang: 0, size: 0.4...0.4,
                colour: Species.ColourRange(from: pink, to: pink), delay: 0.5)
        ]
        species.response.wither = witherBrown
        return species
    }()

    /// The species' definition from the built-in catalog.
    let definition = LookCatalog.builtIn.definition(for: PartsLook.species)
    /// The recording's `growDuration`: every part grows inside its branch's window.
    let growDuration = 1.0

    /// `branch` with the hand-made parts.
    func withParts(_ branch: Branch) -> Branch {
        var branch = branch
        branch.parts = Self.parts(of: branch, growDuration: growDuration)
        return branch
    }

    /// The parts of `branch`: a shoot of two cubics from the stalk's middle with a leaf at
    /// its end, a tendril of three quarter turns from a third along the stalk, the tip's
    /// leaf as wide as the classic leaf's box, and a flower beside the stalk.
    static func parts(of branch: Branch, growDuration g: Double) -> [PlantPart] {
        let curve = branch.curve
        let b = branch.birth
        func unit(_ v: Vector) -> Vector {
            let n = (v.x * v.x + v.y * v.y).squareRoot()
            return n > 0 ? Vector(x: v.x / n, y: v.y / n) : Vector(x: 1, y: 0)
        }
        let along = unit(curve.p3 - curve.p0)
        let normal = Vector(x: -along.y, y: along.x)
        // The shoot: out of the stalk's middle, bending back along it.
        let s0 = curve.point(at: 0.5)
        let s1 = s0 + normal * 5 + along * 2
        let s2 = s1 + normal * 3 + along * 5
        let shoot = [
            CubicBezier(p0: s0, p1: s0 + normal * 2, p2: s1 - along * 1.5, p3: s1),
            CubicBezier(p0: s1, p1: s1 + along * 1.5, p2: s2 - along * 2, p3: s2),
        ]
        // The tendril: quarter turns about a centre, the radius shrinking.
        let t0 = curve.point(at: 0.3)
        let radii = [4.0, 3.2, 2.5, 1.9]
        let axes = [-normal, along, normal, -along]
        let centre = t0 - axes[0] * radii[0]
        var tendril: [CubicBezier] = []
        for i in 0..<3 {
            let p0 = centre + axes[i] * radii[i]
            let p3 = centre + axes[i + 1] * radii[i + 1]
            tendril.append(
                CubicBezier(
                    p0: p0, p1: p0 + axes[i + 1] * (0.55 * radii[i]), p2: p3 + axes[i] * (0.55 * radii[i + 1]), p3: p3))
        }
        let tip = unit(curve.p3 - curve.p2)
        let size = branch.leafBox.width
        return [
            PlantPart(
                kind: .shoot, parent: nil, curves: shoot, width: 0.8, colour: brown, birth: b + 0.15 * g,
                duration: 0.45 * g),
            PlantPart(
                kind: .leaf, parent: 0, origin: s2, direction: unit(s2 - s1), size: 7, colour: leafGreen,
                birth: b + 0.6 * g, duration: 0.35 * g),
            PlantPart(
                kind: .tendril, parent: nil, curves: tendril, width: 0.6, colour: tendrilGreen, birth: b + 0.1 * g,
                duration: 0.7 * g),
            PlantPart(
                kind: .leaf, parent: nil, origin: curve.p3 - tip * (size / 2), direction: tip, size: size,
                colour: leafGreen, birth: b + 0.5 * g, duration: 0.5 * g),
            PlantPart(
                kind: .flower, parent: nil, origin: curve.point(at: 0.75) - normal * 4, size: 4, colour: pink,
                birth: b + 0.55 * g, duration: 0.4 * g),
        ]
    }

    /// The definition's stem marks.
    var stemMarks: any StemMarks { definition.stemMarks }
    /// The definition's leaf gradient.
    var leafGradient: any LeafGradient { definition.leafGradient }
    /// The definition's stem growth.
    var stemAnimation: any StemAnimation { definition.stemAnimation }
    /// The definition's stem runs and shadows.
    var stemRaster: any StemRaster { definition.stemRaster }
    /// The definition's shadow.
    var shadow: ShadowLook { definition.shadow }
    /// Its own: the definition's, of each branch with the parts.
    var branchMarks: any BranchMarks { self }
    /// Its own: the definition's, of each branch with the parts.
    var leafWithering: any LeafWithering { self }
    /// Its own: the definition's, of each branch with the parts.
    var branchAnimation: any BranchAnimation { self }
    /// Its own: the definition's, of each branch with the parts.
    var branchRaster: any BranchRaster { self }

    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        definition.branchMarks.branch(withParts(branch), strokeEnd: strokeEnd, look: look)
    }

    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        definition.branchMarks.branchParts(withParts(branch), strokeEnd: strokeEnd, look: look)
    }

    func sketchLeaf(of branch: Branch) -> [Point]? { definition.branchMarks.sketchLeaf(of: withParts(branch)) }

    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        definition.leafWithering.witheringLeaf(of: withParts(branch))
    }

    var witherColour: RGBA? { definition.leafWithering.witherColour }

    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        definition.branchAnimation.animatedBranch(withParts(branch), steps: steps, look: look)
    }

    func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        definition.branchRaster.branchShadow(of: withParts(branch), look: look)
    }

    func branchBounds(of branch: Branch, look: VineLook) -> Rect {
        definition.branchRaster.branchBounds(of: withParts(branch), look: look)
    }

    func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes {
        definition.branchRaster.growingShadow(
            of: vine, stemFrom: tailStart, growing: growing.map { (withParts($0.branch), $0.strokeEnd) }, look: look)
    }
}
