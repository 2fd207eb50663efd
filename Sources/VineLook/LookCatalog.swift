import VineCore

/// Which definition draws the vines of each ``/VineCore/Look``: the built-in ``ClassicLook``
/// and ``NaturalLook`` unless the catalog holds another for that look, and a look defined
/// elsewhere (a test's, with its own growth) by the definition it is given; and of each
/// ``/VineCore/Species``: a species that is a look (``/VineCore/Species/isLook``) is drawn
/// by that look's definition, any other by a ``SpeciesLook`` on its base look's.
///
/// The renderer, the vector stills and the exporter are given a catalog (``builtIn`` by
/// default), and a reader is given its ``looks``, so a look defined elsewhere is read by
/// name and draws in every output; or it stands in for a built-in look and draws every
/// vine recorded in that.
package struct LookCatalog: Sendable {
    /// The definitions that stand in for the built-in ones or add looks, by look.
    private let definitions: [Look: any LookDefinition]

    /// The looks a reader may name with this catalog: the built-in ones and every look in
    /// it (a reader given it reads their names).
    package let looks: Looks

    /// A catalog drawing the vines of each look in `definitions` with its definition there,
    /// and the others with the built-in one.
    package init(_ definitions: [Look: any LookDefinition] = [:]) {
        self.definitions = definitions
        looks = Looks(adding: definitions.keys.sorted { $0.name < $1.name })
    }

    /// The built-in definitions.
    private static let classic = ClassicLook()
    private static let natural = NaturalLook()

    /// The built-in definitions alone.
    package static let builtIn = LookCatalog()

    /// The definition drawing the vines of `look`: the catalog's, else the built-in
    /// natural one for the natural look and the classic one for any other (the prototype's
    /// paint, for a look this catalog was not given).
    package func definition(for look: Look) -> any LookDefinition {
        if !definitions.isEmpty, let definition = definitions[look] { return definition }
        return look == .natural ? Self.natural : Self.classic
    }

    /// The definition drawing the vines of `species`: its base look's when it adds nothing
    /// to it, else a ``SpeciesLook`` on that.
    package func definition(for species: Species) -> any LookDefinition {
        let base = definition(for: species.base)
        return species.isLook ? base : SpeciesLook(species: species, base: base)
    }
}
