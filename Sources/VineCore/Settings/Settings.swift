/// Everything a vine is drawn with: the generator parameters, the style and the symmetry.
///
/// A recording starts with the header's parameters and style and no symmetry; `set`
/// events change them (undoably), and each vine keeps the settings in force at its `down`.
public struct Settings: Hashable, Sendable {
    /// The generator parameters.
    public var parameters: Parameters
    /// The style.
    public var style: Style
    /// How strokes are repeated.
    public var symmetry: Symmetry

    /// Settings from their parts; the symmetry defaults to none.
    public init(parameters: Parameters, style: Style, symmetry: Symmetry = .none) {
        self.parameters = parameters
        self.style = style
        self.symmetry = symmetry
    }

    /// Applies `change`.
    public mutating func apply(_ change: Setting) {
        switch change {
        case .parameter(let key, let value): parameters[key] = value
        case .style(let key, let text): try? style.set(key, text: text)
        case .flag(let key, let flag): try? style.set(key, flag: flag)
        case .symmetry(let symmetry): self.symmetry = symmetry
        }
    }
}
