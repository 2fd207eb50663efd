extension Style {
    /// A style property's name in a recording header (and, dashed, on the command line).
    /// Declared in the order Vine writes them.
    public enum Key: String, CaseIterable, Sendable {
        /// ``Style/background``: a colour.
        case background
        /// ``Style/vineColor``: a ``VinePaint`` text.
        case vineColor
        /// ``Style/leafOutline``: a ``LeafPaint`` text.
        case leafOutline
        /// ``Style/leafFill``: a ``LeafPaint`` text.
        case leafFill
        /// ``Style/gradient``: a boolean.
        case gradient
        /// ``Style/shadow``: a boolean.
        case shadow

        /// True for the boolean keys, whose JSON values are `true`/`false` rather than strings.
        public var isFlag: Bool { self == .gradient || self == .shadow }
    }
}
