import VineCore
import VineGeometry
import VineLook

/// A scene as a pen plotter draws it: single lines in millimetres on a page, hidden lines
/// removed from the look's own marks.
///
/// Every mark the look definition (``/VineLook/VineLook``) makes for the scene is taken in the
/// order the painter paints it (each vine's stem, its branches — a classic leaf's fill,
/// the stalk, the leaf's outline — then its flower), mapped onto the page:
///
/// - stems and branches become their centre lines (a stroke's path, or the
///   ``/VineLook/Mark/CentreLine`` of a natural stem's or stalk's outline); a line wider than the
///   pen becomes ⌈width / pen width⌉ parallel passes spread across it (``/VineGeometry/Polyline/passOffsets(count:halfWidth:penWidth:)``);
/// - leaf and flower strokes (outlines, midribs) are drawn once along their paths; a fill
///   with no stroke after it in its leaf or flower (a leaf without an outline style, a
///   flower's heart) is drawn as its outline; with ``Leaves/hatch`` a leaf's fill is also
///   hatched at the pen width;
/// - every mark at least half opaque covers its area: a fill its inside, a stroke the band
///   it paints. A line is cut exactly where a mark painted after it covers it
///   (``/VineGeometry/Polyline/visiblePieces(of:hiddenBy:shortest:)``), and where it leaves the canvas;
///   what is painted before a line never hides it.
public struct PlotDrawing: Sendable {
    /// What a plot draws of leaves.
    public enum Leaves: String, CaseIterable, Sendable {
        /// Their outlines (and midribs).
        case outline
        /// Their outlines, and their fills hatched at the pen width.
        case hatch
        /// Nothing: leaves are left out and hide nothing.
        case none
    }

    /// One line the pen draws.
    public struct Line: Sendable {
        /// The points, in millimetres on the page, in drawing order.
        public var points: [Point]
        /// The kind of part it belongs to.
        public var part: PlotPart
        /// The colour of the line it draws, opaque.
        public var color: RGBA
        /// When the part it draws grew there: the recording time of the line's first point
        /// (the stem's sample there; a branch's, leaf's or flower's birth).
        public var birth: Double
        /// The recording time at each point, when it differs along the line (a stem's); empty when it does not.
        package var births: [Double] = []

        /// The recording time at `position` (`i + t`: segment `i`, parameter `t`) along the line.
        func birth(at position: Double) -> Double {
            guard births.count == points.count, births.count > 1 else { return birth }
            let i = min(Int(position), births.count - 2)
            let t = position - Double(i)
            return births[i] + (births[i + 1] - births[i]) * t
        }
    }

    /// One painted mark as the plot sees it, before hidden lines are cut: what it draws
    /// and what it covers.
    package struct Painted: Sendable {
        /// The lines it draws (every pass), uncut.
        package var lines: [Line]
        /// The centre lines the passes follow (stems and branches) with their pass counts.
        package var centreLines: [(points: [Point], passes: Int)]
        /// What it covers; empty for a mark that hides nothing.
        package var covers: [Cover]
    }

    /// The page's size, in millimetres.
    public let page: Size
    /// Canvas points → millimetres on the page.
    public let transform: AffineTransform
    /// The pen's width, in millimetres.
    public let penWidth: Double
    /// The visible lines, in painting order.
    public var lines: [Line] { visible.flatMap { $0 } }
    /// The visible lines of each mark of ``painted``.
    package let visible: [[Line]]
    /// The marks in painting order, before hidden lines are cut (for checks).
    package let painted: [Painted]
    /// The area outside the canvas, which hides every line.
    package let outsideCanvas: Cover

    /// How closely curves are followed, in millimetres.
    static let tolerance = 0.01

    /// The plot of `scene` (canvas `canvas` points) on a `page` millimetres, the canvas
    /// fitted inside `margin` millimetres and centred, for a pen `penWidth` millimetres
    /// wide, its leaves drawn as `leaves` asks, `witherProgress` (0…1) through a withering
    /// loop end (``/VineLook/LoopEnding/wither``: leaves turned, fallen and faded as the frame shows
    /// them; nil for none). Pieces of lines shorter than half the pen width are left out.
    public init(
        scene: Scene, canvas: Size, page: Size, margin: Double, penWidth: Double, leaves: Leaves,
        witherProgress: Double? = nil
    ) {
        let transform = AffineTransform.fitting(
            Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
            into: Rect(x: margin, y: margin, width: page.width - 2 * margin, height: page.height - 2 * margin))
        self.init(
            painted: Self.painted(
                scene, transform: transform, penWidth: penWidth, leaves: leaves, witherProgress: witherProgress),
            canvas: canvas,
            page: page, transform: transform, penWidth: penWidth)
    }

    /// The plot of the marks `painted` (in painting order, already on the page) of a canvas
    /// `canvas` points mapped onto a `page` millimetres by `transform`, for a pen
    /// `penWidth` millimetres wide: each line cut where a later mark covers it or it
    /// leaves the canvas.
    package init(painted: [Painted], canvas: Size, page: Size, transform: AffineTransform, penWidth: Double) {
        self.page = page
        self.penWidth = penWidth
        self.transform = transform
        self.painted = painted
        let corners = [
            Point(x: 0, y: 0), Point(x: 0, y: canvas.height), Point(x: canvas.width, y: canvas.height),
            Point(x: canvas.width, y: 0),
        ].map(transform.apply)
        let far = 10 * (page.width + page.height)
        let outside = Cover(filling: [
            [Point(x: -far, y: -far), Point(x: far, y: -far), Point(x: far, y: far), Point(x: -far, y: far)], corners,
        ])
        outsideCanvas = outside
        var later = CoverIndex(cellSize: 5)
        var lines: [[Line]] = []
        for mark in painted.reversed() {
            var visible: [Line] = []
            for line in mark.lines {
                let pieces = Polyline.visiblePieces(
                    of: line.points, hiddenByCoversNear: { [outside] + later.covers(near: $0, $1) },
                    shortest: penWidth / 2)
                for piece in pieces {
                    visible.append(
                        Line(
                            points: piece.points, part: line.part, color: line.color,
                            birth: line.birth(at: piece.start)))
                }
            }
            lines.append(visible)
            for cover in mark.covers { later.insert(cover) }
        }
        visible = lines.reversed()
    }
}
