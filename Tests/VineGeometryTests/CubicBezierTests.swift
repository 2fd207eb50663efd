import VineGeometry
import XCTest

final class CubicBezierTests: XCTestCase {
    let curve = CubicBezier(
        p0: Point(x: 0, y: 0), p1: Point(x: 10, y: 40), p2: Point(x: 50, y: -30), p3: Point(x: 60, y: 10))

    func testEndpointsAreExact() {
        XCTAssertEqual(curve.point(at: 0), curve.p0)
        XCTAssertEqual(curve.point(at: 1), curve.p3)
        XCTAssertEqual(curve.derivative(at: 0), 3 * (curve.p1 - curve.p0))
        XCTAssertEqual(curve.derivative(at: 1), 3 * (curve.p3 - curve.p2))
    }

    func testDerivativeMatchesFiniteDifferences() {
        for t in stride(from: 0.05, through: 0.95, by: 0.1) {
            let h = 1e-6
            let fd = (curve.point(at: t + h) - curve.point(at: t - h)) * (1 / (2 * h))
            assertApproximatelyEqual(curve.derivative(at: t).x, fd.x, tolerance: 1e-6)
            assertApproximatelyEqual(curve.derivative(at: t).y, fd.y, tolerance: 1e-6)
        }
    }

    func testSubdivisionAndSubsegmentTraceTheSameCurve() {
        let (left, right) = curve.subdivided(at: 0.3)
        let middle = curve.subsegment(0.2...0.7)
        XCTAssertEqual(curve.subsegment(0...1), curve)
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            assertApproximatelyEqual(left.point(at: u), curve.point(at: 0.3 * u), tolerance: 1e-12)
            assertApproximatelyEqual(right.point(at: u), curve.point(at: 0.3 + 0.7 * u), tolerance: 1e-12)
            assertApproximatelyEqual(middle.point(at: u), curve.point(at: 0.2 + 0.5 * u), tolerance: 1e-12)
        }
    }

    func testBoundingBoxIsTightAndContainsSamples() {
        var random = TestRandom(seed: 3)
        for i in 0..<300 {
            let c = random.cubic(index: i)
            let box = c.boundingBox
            var sampled = Rect(from: c.p0, to: c.p0)
            for k in 0...2000 {
                let p = c.point(at: Double(k) / 2000)
                sampled = sampled.union(p)
                XCTAssertTrue(box.insetBy(dx: -1e-9, dy: -1e-9).contains(p))
            }
            assertApproximatelyEqual(box.minX, sampled.minX, tolerance: 1e-3)
            assertApproximatelyEqual(box.maxX, sampled.maxX, tolerance: 1e-3)
            assertApproximatelyEqual(box.minY, sampled.minY, tolerance: 1e-3)
            assertApproximatelyEqual(box.maxY, sampled.maxY, tolerance: 1e-3)
        }
    }
}
