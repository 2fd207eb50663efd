/// One drawing command of a ``BezierPath``, in the style of `CGPathElement` / Cairo.
public enum PathElement: Hashable, Sendable {
    /// Start a new subpath at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A quadratic curve: `quad(control, end)`.
    case quad(Point, Point)
    /// A cubic curve: `cubic(control1, control2, end)`.
    case cubic(Point, Point, Point)
    /// A straight line back to the subpath's start, joined to it; the current point becomes that start.
    case close

    /// The element mapped by `transform`.
    public func transformed(by transform: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(transform.apply(p))
        case .line(let p): return .line(transform.apply(p))
        case .quad(let c, let p): return .quad(transform.apply(c), transform.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(transform.apply(c1), transform.apply(c2), transform.apply(p))
        case .close: return .close
        }
    }
}
