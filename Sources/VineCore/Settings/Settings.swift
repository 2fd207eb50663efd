/// Everything a vine is drawn with: the generator parameters, the style, the symmetry,
/// the look, the wind and the shapes' bounds.
///
/// A recording starts with the header's parameters, style and look and no symmetry; `set`
/// events change them (undoably), and each vine keeps the settings in force at its `down`.
public struct Settings: Hashable, Sendable {
    /// The generator parameters.
    public var parameters: Parameters
    /// The style.
    public var style: Style
    /// How strokes are repeated.
    public var symmetry: Symmetry
    /// The species of the vines begun (a look is a species adding nothing to it).
    public var species: Species
    /// The look of the vines begun: their species' base. Setting it sets the species to
    /// the look itself (``Species/of(_:)``).
    public var look: Look {
        get { species.base }
        set { species = .of(newValue) }
    }
    /// The wind the grown branches of the vines begun sway in; nil for none.
    public var wind: Wind?
    /// The regions vines stay inside or out of and the points they lean toward.
    public var bounds: Bounds

    /// Settings from their parts; the symmetry defaults to none, the look to classic, no wind, no bounds.
    public init(
        parameters: Parameters, style: Style, symmetry: Symmetry = .none, look: Look = .classic, wind: Wind? = nil,
        bounds: Bounds = .none
    ) {
        self.bounds = bounds
        self.parameters = parameters
        self.style = style
        self.symmetry = symmetry
        species = .of(look)
        self.wind = wind
    }

    /// Applies `change`.
    public mutating func apply(_ change: Setting) {
        switch change {
        case .parameter(let key, let value): parameters[key] = value
        case .style(let key, let text): try? style.set(key, text: text)
        case .flag(let key, let flag): try? style.set(key, flag: flag)
        case .symmetry(let symmetry): self.symmetry = symmetry
        case .look(let look): self.look = look
        case .species(let species): self.species = species
        case .wind(let wind): self.wind = wind
        case .within, .avoid, .toward, .clear: bounds.apply(change)
        }
    }
}
