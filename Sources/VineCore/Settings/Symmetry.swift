import VineGeometry

/// How a stroke is repeated: not at all, mirrored about the canvas's vertical centre line,
/// or rotated N times around the canvas centre.
///
/// Each repeat is a real vine (its own index, numbered right after the drawn one, and its
/// own random streams); only its samples are the drawn ones transformed. The rotations use
/// fixed unit vectors for the angle 2π/N (constants, correctly rounded) multiplied up with
/// `+ − ×`, so the partners' points are the same on every platform.
public enum Symmetry: Hashable, Sendable {
    /// One vine per stroke.
    case none
    /// The stroke and its mirror image: `x' = width − x`.
    case mirror
    /// The stroke and its rotations by 2πj/N around the canvas centre, j = 1…N−1; N in 2...12.
    case radial(Int)

    /// The allowed numbers of radial copies.
    public static let radialRange = 2...12

    /// Parses `none`, `mirror` or `radial:N` (N in 2...12); nil for anything else.
    public init?(text: String) {
        switch text {
        case "none": self = .none
        case "mirror": self = .mirror
        default:
            guard text.hasPrefix("radial:"), let count = Int(text.dropFirst(7)), Self.radialRange.contains(count),
                String(count) == text.dropFirst(7)
            else { return nil }
            self = .radial(count)
        }
    }

    /// The spelling ``init(text:)`` reads.
    public var text: String {
        switch self {
        case .none: "none"
        case .mirror: "mirror"
        case .radial(let count): "radial:\(count)"
        }
    }

    /// What ``init(text:)`` accepts, for error messages and help.
    public static let allowedText = "\"none\", \"mirror\" or \"radial:N\" with N in 2...12"

    /// How many vines one stroke makes: 1, 2, or N.
    public var vineCount: Int {
        switch self {
        case .none: 1
        case .mirror: 2
        case .radial(let count): count
        }
    }

    /// The point of copy `copy` (0 is the drawn stroke itself) for the drawn point `point`
    /// on a canvas of `canvas` points.
    public func point(_ point: Point, copy: Int, canvas: Size) -> Point {
        guard copy > 0 else { return point }
        switch self {
        case .none:
            return point
        case .mirror:
            return Point(x: canvas.width - point.x, y: point.y)
        case .radial(let count):
            let centre = Point(x: canvas.width / 2, y: canvas.height / 2)
            let step = Self.unitVectors[count - Self.radialRange.lowerBound]
            var rotation = step
            for _ in 1..<copy {
                rotation = (
                    rotation.cos * step.cos - rotation.sin * step.sin, rotation.sin * step.cos + rotation.cos * step.sin
                )
            }
            let dx = point.x - centre.x
            let dy = point.y - centre.y
            return Point(
                x: centre.x + dx * rotation.cos - dy * rotation.sin, y: centre.y + dx * rotation.sin + dy * rotation.cos
            )
        }
    }

    /// cos and sin of 2π/N for N = 2...12, correctly rounded (exact where the value is).
    private static let unitVectors: [(cos: Double, sin: Double)] = [
        (-1, 0),
        (-0.5, 0.8660254037844386),
        (0, 1),
        (0.30901699437494745, 0.9510565162951535),
        (0.5, 0.8660254037844386),
        (0.6234898018587336, 0.7818314824680298),
        (0.7071067811865476, 0.7071067811865476),
        (0.766044443118978, 0.6427876096865393),
        (0.8090169943749475, 0.5877852522924731),
        (0.8412535328311812, 0.5406408174555976),
        (0.8660254037844386, 0.5),
    ]
}
