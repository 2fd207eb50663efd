extension Species {
    /// A species with every optional key at its default, the natural look's values: no stem
    /// colour, width and taper 1, alternate branches at spacing 1 with the natural look's
    /// stalk ranges, the base look's leaf (size 0.8…1.2, chance 1), no shoots, tendrils or
    /// ornaments, growth and sway 1, the look's withering colour.
    static func defaults(name: String, summary: String, base: Look) -> Species {
        var species = Species(
            name: name, summary: summary, base: base, stem: Stem(colour: nil, width: 1, taper: 1),
            branches: Branches(
                arrangement: .alternate, spacing: 1, length: 0.3...0.6, curvature: -0.2...0.45, angle: 0.55...1),
            leaves: Leaves(shapes: [], size: 0.8...1.2, colour: nil, chance: 1), shoots: nil, tendrils: nil,
            ornaments: [], growth: Growth(duration: 1), response: Response(sway: 1, wither: nil), definition: "")
        species.definition = species.canonicalDefinition
        return species
    }

    /// Side shoots' values for the keys a `shoots` object leaves out: depth 1, chance 0.5,
    /// 1…2 per parent, 0.3…0.6 of the parent's length, 30…60°, with leaves.
    static let defaultShoots = Shoots(
        depth: 1, chance: 0.5, count: 1...2, length: 0.3...0.6, angle: 30...60, leaves: true)

    /// Tendrils' values for the keys a `tendrils` object leaves out: from the stem, chance
    /// 0.5, 1.5…3 turns, 0.8…1.5 leaf sizes long, the stem's colour.
    static let defaultTendrils = Tendrils(origin: .stem, chance: 0.5, turns: 1.5...3, length: 0.8...1.5, colour: nil)

    /// Whether `name` is a valid species name: 1…32 lower-case ASCII letters, digits and `-`.
    public static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return (1...32).contains(bytes.count)
            && bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }
}
