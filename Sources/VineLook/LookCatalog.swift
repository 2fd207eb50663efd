import VineCore

/// Which definition draws the vines of each ``/VineCore/Look``: the built-in ``ClassicLook``
/// and ``NaturalLook`` unless the catalog holds another for that look; and of each
/// ``/VineCore/Species``: a species that is a look (``/VineCore/Species/isLook``) is drawn
/// by that look's definition, any other by a ``SpeciesLook`` on its base look's.
///
/// The renderer, the vector stills and the exporter are given a catalog (``builtIn`` by
/// default), so a look defined elsewhere (a test's, a species') draws every vine recorded
/// in the look it stands in for.
package struct LookCatalog: Sendable {
    /// The definitions that stand in for the built-in ones, by look.
    private let definitions: [Look: any LookDefinition]

    /// A catalog drawing the vines of each look in `definitions` with its definition there,
    /// and the others with the built-in one.
    package init(_ definitions: [Look: any LookDefinition] = [:]) {
        self.definitions = definitions
    }

    /// The built-in definitions.
    private static let classic = ClassicLook()
    private static let natural = NaturalLook()

    /// The built-in definitions alone.
    package static let builtIn = LookCatalog()

    /// The definition drawing the vines of `look`.
    package func definition(for look: Look) -> any LookDefinition {
        if !definitions.isEmpty, let definition = definitions[look] { return definition }
        return switch look {
        case .classic: Self.classic
        case .natural: Self.natural
        }
    }

    /// The definition drawing the vines of `species`: its base look's when it adds nothing
    /// to it, else a ``SpeciesLook`` on that.
    package func definition(for species: Species) -> any LookDefinition {
        let base = definition(for: species.base)
        return species.isLook ? base : SpeciesLook(species: species, base: base)
    }
}
