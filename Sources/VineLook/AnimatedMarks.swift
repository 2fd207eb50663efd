import VineCore
import VineGeometry

/// A branch's marks at full size, each with the growth primitive that draws it over time:
/// what a look gives the vector animations (VineExport's `GrowthAnimation` adds the tracks,
/// the writers map each primitive to their format, as a player maps shape items).
///
/// - Trim along a path (``curveInks``, ``outlineInks``): strokes drawn from their start to `strokeEnd`.
/// - Sweep about a centre (``sweep``): a fill revealed like a clock hand behind an outline.
/// - Reveal along a centre line (``stalk``): a filled outline seen through a line along its
///   centre that grows like a trimmed stroke.
/// - Scale about an anchor (``unfolding``): marks growing from nothing about a point.
///
/// A part a look does not have is empty or nil; times are in seconds of the recording. A
/// branch with more parts than one of each (a species' shoots, tendrils, leaves and
/// flowers, each growing in its own window) gives them in ``parts``, each a set of these
/// primitives of its own, turning with the branch in the wind.
package struct AnimatedBranchMarks: Sendable {
    /// The curve's strokes (colour, then the tube's core when shaded), trimmed along it.
    package var curveInks: [Mark.Ink] = []
    /// When the curve starts and ends drawing, linearly in its length.
    package var curveTime: (start: Double, end: Double) = (0, 0)
    /// The line ``curveInks`` trim and its arc length, when it is not the branch's own
    /// (``/VineCore/Branch/curve``): a side shoot's or tendril's cubics, end to end, one
    /// path trimmed by its arc length as a whole.
    package var line: (curves: [CubicBezier], length: Double)?
    /// The outline's strokes, trimmed along ``Sweep/outline`` while the sweep turns.
    package var outlineInks: [Mark.Ink] = []
    /// The sweep's fill paint, nil for none.
    package var sweepFill: Paint?
    /// The outline and fill drawn by a hand turning about a centre, nil for none.
    package var sweep: Sweep?
    /// When the outline and the sweep start and end drawing, linearly in the outline's length.
    package var sweepTime: (start: Double, end: Double) = (0, 0)
    /// A filled outline revealed along its centre line, nil for none.
    package var stalk: LineReveal?
    /// Marks scaled about an anchor as they grow, nil for none.
    package var unfolding: Unfolding?
    /// Further parts of the branch, each with primitives of its own, painted after these in
    /// order (their own ``parts`` empty).
    package var parts: [AnimatedBranchMarks] = []

    /// No parts: a look sets those its branch has.
    package init() {}
}

/// The sweep primitive: an outline trimmed along its path, and a fill inside it shown as
/// the sector a hand of length ``radius`` turning about ``centre`` has passed, the hand
/// starting at the outline's start and following its trim.
package struct Sweep: Sendable {
    /// The point the hand turns about; a writer may write the part's shapes from it.
    package let centre: Point
    /// The hand's length: the outline is the circle it traces.
    package let radius: Double
    /// The outline, closed, from where the hand starts.
    package let outline: BezierPath
    /// The outline's length.
    package let outlineLength: Double
    /// The sector's path: from the centre to the outline's start, then the outline, open.
    /// Trimmed to the hand's turn (after its first ``radius`` of length), its fill is the sector.
    package let sector: BezierPath

    /// The sweep of a hand `radius` long about `centre` along `outline` (`outlineLength`
    /// long), its fill the sector `sector` trimmed.
    package init(centre: Point, radius: Double, outline: BezierPath, outlineLength: Double, sector: BezierPath) {
        self.centre = centre
        self.radius = radius
        self.outline = outline
        self.outlineLength = outlineLength
        self.sector = sector
    }
}

/// The reveal primitive: a filled outline at full size, drawn as the part of it that a line
/// along its centre, as wide as it, shows when trimmed to a fraction of its length.
package struct LineReveal: Sendable {
    /// The fill, fully grown, with its centre line.
    package let fill: Mark
    /// The centre line the reveal follows.
    package let line: CubicBezier
    /// The arc length of ``line``.
    package let length: Double
    /// The reveal line's width: the fill's widest.
    package let width: Double
    /// When the reveal starts and ends.
    package let time: (start: Double, end: Double)
    /// The revealed fraction of ``line``'s length at a time, 0…1.
    package let fraction: @Sendable (Double) -> Double
    /// When, if ever, the reveal nearly follows ``/VineCore/NaturalGrowth/easeOutTiming`` from
    /// here to the end of ``time`` (a writer may then write it as one eased pair of keys
    /// where that is no less accurate than sampling it).
    package let easedStart: Double?

    /// `fill` revealed along `line` (`length` long) by a line `width` wide, by `fraction`
    /// from `time.start` to `time.end`, eased from `easedStart` if ever.
    package init(
        fill: Mark, line: CubicBezier, length: Double, width: Double, time: (start: Double, end: Double),
        fraction: @escaping @Sendable (Double) -> Double, easedStart: Double?
    ) {
        self.fill = fill
        self.line = line
        self.length = length
        self.width = width
        self.time = time
        self.fraction = fraction
        self.easedStart = easedStart
    }
}

/// The scale primitive: marks at full size, grown from nothing about an anchor with the
/// ease-out of ``/VineCore/NaturalGrowth/easeOutTiming``.
package struct Unfolding: Sendable {
    /// The marks, fully grown.
    package let marks: [Mark]
    /// The point they grow about.
    package let anchor: Point
    /// Their frame: where they start (most often the anchor), the direction they extend in
    /// and their length and width (a writer may draw one shape for every part whose marks
    /// it maps onto).
    package let frame: Leaf
    /// When they start and end growing.
    package let time: (start: Double, end: Double)
    /// Whether they are a leaf, whose colours a theme's leaf fill and outline set; a
    /// flower, bud or fruit keeps its own.
    package let isLeaf: Bool

    /// `marks` growing about `anchor` in `frame` from `time.start` to `time.end`, a leaf
    /// unless `isLeaf` says otherwise.
    package init(marks: [Mark], anchor: Point, frame: Leaf, time: (start: Double, end: Double), isLeaf: Bool = true) {
        self.marks = marks
        self.anchor = anchor
        self.frame = frame
        self.time = time
        self.isLeaf = isLeaf
    }
}

/// The ease-out that the scale primitive (marks unfolding, a flower opening) and an eased
/// reveal (``LineReveal/easedStart``) grow with: `1 − (1 − x)³`, as the frames grow them
/// (``/VineCore/NaturalGrowth/easeOut(_:)``).
package enum GrowthEasing {
    /// The eased progress at `x` (clamped to 0…1).
    package static func easeOut(_ x: Double) -> Double { NaturalGrowth.easeOut(x) }
    /// The ease as a cubic Bézier timing function (CSS `cubic-bezier`, Lottie's handles), exactly.
    package static let timing = NaturalGrowth.easeOutTiming
}
