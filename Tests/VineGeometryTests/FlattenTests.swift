import VineGeometry
import XCTest

final class FlattenTests: XCTestCase {
    /// The distance from `p` to the nearest edge of `polyline`.
    func distance(from p: Point, to polyline: [Point]) -> Double {
        var best = Double.infinity
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            best = min(best, Line(p0: a, p1: b).nearest(to: p, accuracy: 0).distanceSquared)
        }
        return best.squareRoot()
    }

    /// The path's subpaths (each starting at a `move`) as separate paths.
    func subpaths(of path: BezierPath) -> [BezierPath] {
        var result: [BezierPath] = []
        for element in path.elements {
            if case .move = element { result.append(BezierPath()) }
            result[result.count - 1].elements.append(element)
        }
        return result
    }

    func testHausdorffDistanceIsWithinTolerance() {
        var random = TestRandom(seed: 29)
        for tolerance in [1.0, 0.1, 0.01] {
            for _ in 0..<6 {
                let path = random.path()
                let parts = subpaths(of: path)
                XCTAssertEqual(path.flattened(tolerance: tolerance).count, parts.count)
                for part in parts {
                    let polylines = part.flattened(tolerance: tolerance)
                    XCTAssertEqual(polylines.count, 1)
                    let polyline = polylines[0]
                    let segments = part.segments
                    XCTAssertEqual(polyline.first, segments.first?.start)
                    XCTAssertEqual(polyline.last, segments.last?.end)
                    for segment in segments {
                        for k in 0...100 {
                            let d = distance(from: segment.point(at: Double(k) / 100), to: polyline)
                            XCTAssertLessThanOrEqual(d, tolerance * (1 + 1e-9))
                        }
                    }
                    for (a, b) in zip(polyline, polyline.dropFirst()) {
                        for u in [0.25, 0.5, 0.75] {
                            let q = a + (b - a) * u
                            let d = segments.map { $0.nearest(to: q, accuracy: 1e-9).distanceSquared }.min()!
                                .squareRoot()
                            XCTAssertLessThanOrEqual(d, tolerance * (1 + 1e-9) + 1e-9)
                        }
                    }
                }
            }
        }
    }

    func testStraightSegmentsAreNotSubdivided() {
        var path = BezierPath()
        path.move(to: .zero)
        path.line(to: Point(x: 10, y: 0))
        path.curve(to: Point(x: 40, y: 0), control1: Point(x: 20, y: 0), control2: Point(x: 30, y: 0))
        path.close()
        XCTAssertEqual(path.flattened(tolerance: 0.001), [[.zero, Point(x: 10, y: 0), Point(x: 40, y: 0), .zero]])
    }
}
