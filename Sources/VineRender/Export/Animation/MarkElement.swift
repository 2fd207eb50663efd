import VineCore
import VineGeometry

/// What a vector writer writes for ``Mark``s: one path with a fill, a stroke or both (a
/// fill followed by a stroke of the same outline, as looks paint leaves and petals).
struct MarkElement {
    /// The outline.
    let path: BezierPath
    /// The fill's paint, nil for none.
    let fill: Paint?
    /// The stroke's colour and width, nil for none.
    let stroke: (colour: RGBA, width: Double)?

    /// The elements of `marks` in order (their opacities applied); a stroke directly after
    /// a fill of the same outline joins it, and a stroke's gradient paint, which no look
    /// uses, is written as its start colour.
    static func merging(_ marks: [Mark]) -> [MarkElement] {
        var elements: [MarkElement] = []
        for mark in marks {
            let path: BezierPath =
                switch mark.geometry {
                case .path(let path): path
                case .polyline(let points): Self.polyline(points)
                }
            switch (mark.ink, mark.shownPaint) {
            case (.fill, let paint):
                elements.append(MarkElement(path: path, fill: paint, stroke: nil))
            case (.stroke(_, let width), let paint):
                let colour: RGBA =
                    switch paint {
                    case .solid(let colour): colour
                    case .linear(let gradient): gradient.startColor
                    }
                if let last = elements.last, last.stroke == nil, last.path == path {
                    elements[elements.count - 1] = MarkElement(path: path, fill: last.fill, stroke: (colour, width))
                } else {
                    elements.append(MarkElement(path: path, fill: nil, stroke: (colour, width)))
                }
            }
        }
        return elements
    }

    /// The polyline through `points` as a path (one point: a line of length 0 to itself).
    private static func polyline(_ points: [Point]) -> BezierPath {
        guard let first = points.first else { return BezierPath() }
        let rest = points.count == 1 ? [first] : Array(points.dropFirst())
        return BezierPath(elements: [.move(first)] + rest.map { .line($0) })
    }
}
