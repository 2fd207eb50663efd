/// A sequence of subpaths made of lines, quadratic and cubic Béziers: the module's `UIBezierPath`.
///
/// Elements follow Cairo's rules: a drawing element with no current point starts a subpath
/// (`line` at its end point, `quad`/`cubic` at their first control point), and after `close`
/// the current point is the closed subpath's start, from which a following drawing element
/// starts a new subpath.
public struct BezierPath: Hashable, Sendable {
    /// The drawing commands, in order.
    public var elements: [PathElement]

    /// The empty path.
    public init() {
        elements = []
    }

    /// The path with the given elements.
    public init(elements: [PathElement]) {
        self.elements = elements
    }

    /// The path drawing `segment` as one subpath.
    public init(_ segment: PathSegment) {
        elements = [.move(segment.start), segment.element]
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(point))
    }

    /// Adds a straight line to `point`.
    public mutating func line(to point: Point) {
        elements.append(.line(point))
    }

    /// Adds a quadratic curve to `point` with the given control point.
    public mutating func quadCurve(to point: Point, control: Point) {
        elements.append(.quad(control, point))
    }

    /// Adds a cubic curve to `point` with the given control points.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, point))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func close() {
        elements.append(.close)
    }

    /// Adds the elements of `other` (its first subpath starts where `other` says, not joined).
    public mutating func append(_ other: BezierPath) {
        elements += other.elements
    }

    /// Adds `segment`, starting a new subpath when it does not start at the current point.
    public mutating func append(_ segment: PathSegment) {
        if currentPoint != segment.start { elements.append(.move(segment.start)) }
        elements.append(segment.element)
    }

    /// The point the next drawing element starts from, or `nil` when there is none.
    public var currentPoint: Point? {
        var current: Point?
        var subpathStart: Point?
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if current == nil { subpathStart = element.firstPoint }
                current = p
            case .close: current = subpathStart
            }
        }
        return current
    }

    /// The path with every point mapped by `transform`.
    public func transformed(by transform: AffineTransform) -> BezierPath {
        BezierPath(elements: elements.map { $0.transformed(by: transform) })
    }

    /// The drawn segments in order, closing lines included (a zero-length line when the
    /// subpath already ends at its start). Subpaths with no drawing element give none.
    public var segments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count)
        forEachSegment { segment, _, _ in result.append(segment) }
        return result
    }

    /// The exact bounding box of the drawn segments; `Rect.zero` when there are none.
    public var bounds: Rect {
        var box: Rect?
        forEachSegment { segment, _, _ in
            let b = segment.boundingBox
            box = box.map { $0.union(b) } ?? b
        }
        return box ?? .zero
    }

    /// Calls `body(segment, startsSubpath, closesSubpath)` for each drawn segment in order.
    /// `startsSubpath` is true for the first segment of each subpath; `closesSubpath` for the
    /// line added by `close`.
    func forEachSegment(_ body: (PathSegment, Bool, Bool) -> Void) {
        var current: Point?
        var subpathStart = Point.zero
        var starts = true
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                starts = true
            case .line(let p):
                guard let from = current else {
                    current = p
                    subpathStart = p
                    starts = true
                    continue
                }
                body(.line(Line(p0: from, p1: p)), starts, false)
                starts = false
                current = p
            case .quad(let c, let p):
                let from = current ?? c
                if current == nil {
                    subpathStart = c
                    starts = true
                }
                body(.quad(QuadraticBezier(p0: from, p1: c, p2: p)), starts, false)
                starts = false
                current = p
            case .cubic(let c1, let c2, let p):
                let from = current ?? c1
                if current == nil {
                    subpathStart = c1
                    starts = true
                }
                body(.cubic(CubicBezier(p0: from, p1: c1, p2: c2, p3: p)), starts, false)
                starts = false
                current = p
            case .close:
                guard let from = current else { continue }
                body(.line(Line(p0: from, p1: subpathStart)), starts, true)
                current = subpathStart
                starts = true
            }
        }
    }
}

extension PathElement {
    /// The first point the element names (`nil` for `close`).
    var firstPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): return p
        case .close: return nil
        }
    }
}
