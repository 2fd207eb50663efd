import VineCore
import VineGeometry
import VineLook

/// What a vector writer writes for ``/VineLook/Mark``s: one path with a fill, a stroke or both (a
/// fill followed by a stroke of the same outline, as looks paint leaves and petals).
struct MarkElement {
    /// The outline.
    let path: BezierPath
    /// The fill's paint, nil for none.
    let fill: Paint?
    /// The stroke's colour and width, nil for none.
    let stroke: (colour: RGBA, width: Double)?

    /// The elements of `marks` in order, their transforms and opacities applied (a
    /// stroke's width scales with the transform's scale factor); a stroke directly after a
    /// fill of the same outline joins it, and a stroke's gradient paint, which no look
    /// uses, is written as its start colour.
    static func merging(_ marks: [Mark]) -> [MarkElement] {
        var elements: [MarkElement] = []
        for mark in marks {
            var path: BezierPath =
                switch mark.geometry {
                case .path(let path): path
                case .polyline(let points): Self.polyline(points)
                }
            var paint = mark.shownPaint
            var ink = mark.ink
            let transform = mark.transform
            if transform != .identity {
                path = BezierPath(elements: path.elements.map { $0.transformed(by: transform) })
                if case .linear(var gradient) = paint {
                    gradient.start = transform.apply(gradient.start)
                    gradient.end = transform.apply(gradient.end)
                    paint = .linear(gradient)
                }
                if case .stroke(let stroke, let width) = ink {
                    ink = .stroke(stroke, width: width * transform.scaleFactor)
                }
            }
            switch (ink, paint) {
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
