import VineGeometry
import XCTest

/// Asserts `|actual − expected| ≤ tolerance`.
func assertApproximatelyEqual(
    _ actual: Double, _ expected: Double, tolerance: Double, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssert(
        abs(actual - expected) <= tolerance,
        "\(actual) is not within \(tolerance) of \(expected) (off by \(abs(actual - expected))) \(message())",
        file: file, line: line)
}

/// Asserts both coordinates of two points are within `tolerance`.
func assertApproximatelyEqual(
    _ actual: Point, _ expected: Point, tolerance: Double, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssert(
        abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
        "\(actual) is not within \(tolerance) of \(expected) \(message())", file: file, line: line)
}

/// A deterministic SplitMix64 generator for tests (never the system generator).
struct TestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double.random(in: 0..<1, using: &self) }

    mutating func point(in range: ClosedRange<Double> = -100...100) -> Point {
        Point(x: Double.random(in: range, using: &self), y: Double.random(in: range, using: &self))
    }

    /// A random cubic; one in six of each degenerate kind: all points equal, collinear
    /// (possibly doubling back), a cusp, coincident control points, and a general cubic.
    mutating func cubic(index: Int) -> CubicBezier {
        let a = point()
        let b = point()
        let c = point()
        let d = point()
        switch index % 6 {
        case 0:
            return CubicBezier(p0: a, p1: a, p2: a, p3: a)
        case 1:
            let dir = b - a
            func on(_ s: Double) -> Point { a + dir * s }
            return CubicBezier(
                p0: on(0), p1: on(Double.random(in: -1...2, using: &self)),
                p2: on(Double.random(in: -1...2, using: &self)), p3: on(1))
        case 2:
            let template = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 1, y: 0)]
            let m = AffineTransform(a: b.x, b: b.y, c: c.x, d: c.y, tx: a.x, ty: a.y)
            let q = template.map { m.apply($0) }
            return CubicBezier(p0: q[0], p1: q[1], p2: q[2], p3: q[3])
        case 3:
            switch Int.random(in: 0..<3, using: &self) {
            case 0: return CubicBezier(p0: a, p1: a, p2: c, p3: d)
            case 1: return CubicBezier(p0: a, p1: b, p2: d, p3: d)
            default: return CubicBezier(p0: a, p1: b, p2: b, p3: d)
            }
        case 4:
            return CubicBezier(p0: a, p1: a, p2: d, p3: d)
        default:
            return CubicBezier(p0: a, p1: b, p2: c, p3: d)
        }
    }

    /// A random path of 2–4 subpaths, each of 1–4 random segments, some closed.
    mutating func path() -> BezierPath {
        var path = BezierPath()
        for _ in 0..<Int.random(in: 2...4, using: &self) {
            path.move(to: point())
            for _ in 0..<Int.random(in: 1...4, using: &self) {
                switch Int.random(in: 0..<3, using: &self) {
                case 0: path.line(to: point())
                case 1: path.quadCurve(to: point(), control: point())
                default: path.curve(to: point(), control1: point(), control2: point())
                }
            }
            if Bool.random(using: &self) { path.close() }
        }
        return path
    }
}
