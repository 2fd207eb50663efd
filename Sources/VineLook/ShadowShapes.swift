import VineGeometry

/// What casts a part's soft shadow, as a look describes it: the shapes painted opaque into
/// the shadow's mask, in passes, and the canvas-space bounds of all they cover (stroke
/// widths included). The painter (VineRender's `VinePainter`) turns them into a blurred mask.
package struct ShadowShapes: Sendable {
    /// One shape of a pass: its geometry, drawn through `transform` when it has one.
    package typealias Piece = (geometry: Mark.Geometry, transform: AffineTransform?)

    /// One pass: pieces gathered into one path, then stroked or filled at once.
    package enum Pass: Sendable {
        /// The pieces stroked `width` points wide with round caps and joins.
        case stroke([Piece], width: Double)
        /// The pieces filled (non-zero winding).
        case fill([Piece])
    }

    /// The canvas-space bounds of everything the passes cover.
    package var bounds: Rect
    /// The passes, painted in order.
    package var passes: [Pass]

    /// Shapes of `passes` within `bounds`.
    package init(bounds: Rect, passes: [Pass]) {
        self.bounds = bounds
        self.passes = passes
    }

    /// The shapes `marks` cover (each opaque, one pass each; marks of no opacity left out),
    /// within their bounds, or an empty point when none shows.
    package init(marks: [Mark]) {
        var bounds: Rect?
        var passes: [Pass] = []
        var previous: (geometry: Mark.Geometry, outline: Rect)?
        for mark in marks where mark.opacity > 0 {
            let piece: Piece = (mark.geometry, mark.transform == .identity ? nil : mark.transform)
            let outline: Rect
            if let previous, previous.geometry == mark.geometry {
                // A leaf's outline stroke shares its fill's geometry: measure it once.
                outline = previous.outline
            } else {
                switch mark.geometry {
                case .path(let path): outline = path.bounds
                case .polyline(let points):
                    guard !points.isEmpty else { continue }
                    outline = Self.bounds(around: points, widenedBy: 0)
                }
                previous = (mark.geometry, outline)
            }
            let width: Double
            switch mark.ink {
            case .fill:
                width = 0
                passes.append(.fill([piece]))
            case .stroke(_, let strokeWidth):
                width = strokeWidth
                passes.append(.stroke([piece], width: strokeWidth))
            }
            let area = outline.insetBy(dx: -width, dy: -width).applying(mark.transform)
            bounds = bounds.map { $0.union(area) } ?? area
        }
        self.init(bounds: bounds ?? Rect(x: 0, y: 0, width: 0, height: 0), passes: passes)
    }

    /// The shapes `marks` cover as ``init(marks:)`` gives them, gathered into few passes: every
    /// fill in one, the strokes in one per width, and an outline stroked round the fill just
    /// before it left out (it would widen the shadow by half its width, which the blur
    /// hides). Where shapes overlap, the mask differs from ``init(marks:)``'s only in the
    /// edges' antialiasing.
    package init(gathering marks: [Mark]) {
        let each = ShadowShapes(marks: marks)
        var fills: [Piece] = []
        var strokes: [(width: Double, pieces: [Piece])] = []
        var filled: Piece?
        for pass in each.passes {
            switch pass {
            case .fill(let pieces):
                fills += pieces
                filled = pieces.last
            case .stroke(let pieces, let width):
                defer { filled = nil }
                if let filled, pieces.count == 1, pieces[0].geometry == filled.geometry,
                    pieces[0].transform == filled.transform
                {
                    continue
                }
                if let index = strokes.firstIndex(where: { $0.width == width }) {
                    strokes[index].pieces += pieces
                } else {
                    strokes.append((width, pieces))
                }
            }
        }
        let passes = (fills.isEmpty ? [] : [Pass.fill(fills)]) + strokes.map { Pass.stroke($0.pieces, width: $0.width) }
        self.init(bounds: each.bounds, passes: passes)
    }

    /// The box of `points` (at least one) widened by `margin` on every side.
    package static func bounds(around points: some Collection<Point>, widenedBy margin: Double) -> Rect {
        var bounds = Rect(origin: points.first!, size: Size(width: 0, height: 0))
        for point in points { bounds = bounds.union(point) }
        return bounds.insetBy(dx: -margin, dy: -margin)
    }
}
