import VineCore
import VineGeometry

/// One shape of a look: a path, filled or stroked with a ``Paint``, placed by a transform
/// and shown at an opacity — the unit of the paint model that every output encodes.
///
/// ``VineLook`` makes the marks of a vine's parts; the Cairo painter paints them in order
/// (VineRender's `CairoContext`), and the vector animations write them (a fill and a stroke
/// of the same path become one element). Strokes have round caps and joins. Marks are in
/// canvas points; ``transform`` maps the path into them (the identity today: wind sway
/// will move a branch's marks by it) and ``opacity`` fades the paint (1 today: a loop's
/// fade will lower it).
package struct Mark: Sendable {
    /// The outline of a mark.
    package enum Geometry: Sendable, Equatable {
        /// A Bézier path.
        case path(BezierPath)
        /// An open polyline through the points; one point is a dot's worth of path (a
        /// stroke's round caps draw it).
        case polyline([Point])
    }

    /// How a mark covers its outline.
    package enum Ink: Sendable, Equatable {
        /// The inside, non-zero winding.
        case fill(Paint)
        /// A line along the outline, `width` points wide.
        case stroke(Paint, width: Double)
    }

    /// The outline.
    package var geometry: Geometry
    /// Fill or stroke, with what paint.
    package var ink: Ink
    /// Maps ``geometry`` into canvas points.
    package var transform: AffineTransform
    /// The opacity the paint is shown at, 0…1.
    package var opacity: Double
    /// For a filled line of varying width (a natural stem or stalk): the centre line it
    /// outlines, which a plot draws instead of the outline; nil for other marks.
    package var centreLine: CentreLine?

    /// A mark of `geometry` covered by `ink`, placed by `transform`, shown at `opacity`,
    /// with the centre line `centreLine` when it is a filled line of varying width.
    package init(
        geometry: Geometry, ink: Ink, transform: AffineTransform = .identity, opacity: Double = 1,
        centreLine: CentreLine? = nil
    ) {
        self.geometry = geometry
        self.ink = ink
        self.transform = transform
        self.opacity = opacity
        self.centreLine = centreLine
    }

    /// The centre line of a filled line: points and the half width at each, in the
    /// mark's own coordinates (before ``transform``).
    package struct CentreLine: Sendable, Equatable {
        /// The points along the line.
        package var points: [Point]
        /// The half width at each point.
        package var halfWidths: [Double]

        /// The line through `points` with the half width `halfWidths` at each.
        package init(points: [Point], halfWidths: [Double]) {
            self.points = points
            self.halfWidths = halfWidths
        }

        /// The index ranges of the runs of the line that are drawn: a segment whose ends both
        /// have half width 0 (a gap a bound cuts in a stem) belongs to none.
        package var drawnRuns: [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = []
            var start = 0
            for index in points.indices {
                let last = index == points.count - 1
                guard last || (halfWidths[index] == 0 && halfWidths[index + 1] == 0) else { continue }
                if index > start { runs.append(start...index) }
                start = index + 1
            }
            return runs
        }
    }

    /// A mark filling `path` with `paint`.
    package static func fill(_ path: BezierPath, _ paint: Paint) -> Mark {
        Mark(geometry: .path(path), ink: .fill(paint))
    }

    /// A mark filling `path` with `color`.
    package static func fill(_ path: BezierPath, _ color: RGBA) -> Mark { fill(path, .solid(color)) }

    /// A mark stroking `path` `width` points wide in `color`.
    package static func stroke(_ path: BezierPath, _ color: RGBA, width: Double) -> Mark {
        Mark(geometry: .path(path), ink: .stroke(.solid(color), width: width))
    }

    /// The paint as shown, ``opacity`` applied.
    package var shownPaint: Paint {
        let paint: Paint =
            switch ink {
            case .fill(let paint), .stroke(let paint, _): paint
            }
        return opacity == 1 ? paint : paint.fading(opacity)
    }
}
