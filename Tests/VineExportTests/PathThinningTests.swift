import Foundation
import VineGeometry
import XCTest

@testable import VineExport
@testable import VineVector

/// ``PathThinning``: fewer vertices within the tolerance, never outside it, and a trimmed
/// polyline's reveal carried over to the thinned length.
final class PathThinningTests: XCTestCase {
    private let zero = Vector.zero

    func testStraightRunsBecomeOneLineAndCornersStay() {
        let points = [
            Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 3, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 4),
            Point(x: 6, y: 9),
        ]
        let thinned = PathThinning(tolerance: 0.1).thinned(points.map { ($0, zero, zero) })
        XCTAssertEqual(thinned.kept, [0, 3, 5])
        XCTAssertEqual(thinned.vertices.map(\.v), [points[0], points[3], points[5]])
    }

    func testAnArcMergesAndStaysWithinTheTolerance() {
        // Points of a circle of radius 100 every 2°, as cubics with tangent handles of a third of the chord.
        func arc(radius: Double, steps: Int) -> [PathThinning.Vertex] {
            (0...steps).map { i in
                let a = Double(i) * 0.035
                let (s, c) = (a - a * a * a / 6, 1 - a * a / 2 + a * a * a * a / 24)
                let tangent = Vector(x: -s, y: c) * (radius * 0.035 / 3)
                return (Point(x: radius * c, y: radius * s), zero - tangent, tangent)
            }
        }
        let original = arc(radius: 100, steps: 20)
        let gentle = PathThinning(tolerance: 0.25).thinned(original)
        XCTAssertLessThan(gentle.vertices.count, 8)
        XCTAssertEqual(gentle.kept.first, 0)
        XCTAssertEqual(gentle.kept.last, 20)
        // Every point of the original lies within the tolerance of the thinned path.
        func cubics(_ path: [PathThinning.Vertex]) -> [CubicBezier] {
            zip(path, path.dropFirst()).map { CubicBezier(p0: $0.v, p1: $0.v + $0.o, p2: $1.v + $1.i, p3: $1.v) }
        }
        let dense = cubics(gentle.vertices).flatMap { c in (0...400).map { c.point(at: Double($0) / 400) } }
        for segment in cubics(original) {
            for step in 0...8 {
                let p = segment.point(at: Double(step) / 8)
                XCTAssertLessThanOrEqual(dense.map { $0.distance(to: p) }.min() ?? .infinity, 0.25)
            }
        }
    }

    func testACircleClosesThroughItsFirstVertexWithFittedHandles() {
        // A circle of radius 20 as 16 cubics (handles of a third of the chord, along the
        // tangents): the fitted handles need far fewer, and the run through the first vertex merges.
        let steps = 16
        let original: [PathThinning.Vertex] = (0..<steps).map { i in
            let a = Double(i) * 2 * Double.pi / Double(steps)
            let (s, c) = (Foundation.sin(a), Foundation.cos(a))
            let tangent = Vector(x: -s, y: c) * (20 * 2 * Double.pi / Double(steps) / 3)
            return (Point(x: 20 * c, y: 20 * s), zero - tangent, tangent)
        }
        let thinned = PathThinning(tolerance: 0.25).thinned(closed: original)
        XCTAssertLessThanOrEqual(thinned.count, 4)
        let cubics = zip(thinned, thinned.dropFirst() + [thinned[0]]).map {
            CubicBezier(p0: $0.v, p1: $0.v + $0.o, p2: $1.v + $1.i, p3: $1.v)
        }
        let dense = cubics.flatMap { c in (0...400).map { c.point(at: Double($0) / 400) } }
        for step in 0..<160 {
            let a = Double(step) * 2 * Double.pi / 160
            let p = Point(x: 20 * Foundation.cos(a), y: 20 * Foundation.sin(a))
            XCTAssertLessThanOrEqual(dense.map { $0.distance(to: p) }.min() ?? .infinity, 0.25)
        }
    }

    func testRefractionKeepsTheRevealedPlace() {
        let points = [Point(x: 0, y: 0), Point(x: 5, y: 0.05), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        let thinned = PathThinning(tolerance: 0.1).thinned(points.map { ($0, zero, zero) })
        XCTAssertEqual(thinned.kept, [0, 2, 3])
        let refraction = PathThinning.refraction(points, kept: thinned.kept)
        let total = points[1].distance(to: points[0]) + points[2].distance(to: points[1]) + 10
        XCTAssertEqual(refraction(0), 0)
        XCTAssertEqual(refraction(1), 1)
        XCTAssertEqual(refraction((total - 10) / total), 0.5, accuracy: 1e-12, "the corner stays the corner")
        XCTAssertEqual(refraction((total - 5) / total), 0.75, accuracy: 1e-12)
    }
}
