/// The limits the SVG importer enforces, so that no file makes it crash, hang or
/// allocate without bound. A file beyond one is an ``SVGError``.
public struct SVGLimits: Hashable, Sendable {
    /// The largest file: 16 MiB.
    public var maxBytes = 16 << 20
    /// The most XML elements: 200,000.
    public var maxElements = 200_000
    /// The deepest element nesting: 128.
    public var maxDepth = 128
    /// The most elements visited while drawing, `use` copies included: 500,000 (so references
    /// to references cannot multiply the work without bound, even with nothing to draw).
    public var maxVisits = 500_000
    /// The most shapes drawn, `use` copies included: 50,000.
    public var maxShapes = 50_000
    /// The most path commands in one `d` attribute: 200,000.
    public var maxPathCommands = 200_000
    /// The most points of all flattened strokes together: 2,000,000.
    public var maxPoints = 2_000_000
    /// The most strokes (subpaths that draw something): 20,000, which keeps nearest-next
    /// ordering (quadratic in the strokes) to a fraction of a second.
    public var maxStrokes = 20_000
    /// The largest |x| or |y| a shape may reach on the canvas: 1,000,000 points, the
    /// recording format's own limit.
    public var maxCanvasCoordinate = 1_000_000.0
    /// The largest absolute value of any number: 1e9.
    public var maxMagnitude = 1e9

    /// The standard limits.
    public init() {}

    /// The limits `vine import` applies.
    public static let standard = SVGLimits()
}
