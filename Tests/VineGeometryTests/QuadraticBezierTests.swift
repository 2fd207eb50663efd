import VineGeometry
import XCTest

final class QuadraticBezierTests: XCTestCase {
    let quad = QuadraticBezier(p0: Point(x: 0, y: 0), p1: Point(x: 30, y: 60), p2: Point(x: 90, y: -10))

    func testElevationToCubicIsExact() {
        let cubic = quad.asCubic
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            assertApproximatelyEqual(cubic.point(at: t), quad.point(at: t), tolerance: 1e-12)
        }
    }

    func testSubsegmentAndBounds() {
        let part = quad.subsegment(0.25...0.75)
        for u in stride(from: 0.0, through: 1.0, by: 0.25) {
            assertApproximatelyEqual(part.point(at: u), quad.point(at: 0.25 + 0.5 * u), tolerance: 1e-12)
        }
        let box = quad.boundingBox
        XCTAssertEqual(box.minX, 0)
        XCTAssertEqual(box.maxX, 90)
        XCTAssertEqual(box.minY, -10)
        assertApproximatelyEqual(box.maxY, quad.point(at: 60.0 / 130.0).y, tolerance: 1e-12)
    }

    func testArcLengthInverseAndNearestAgreeWithTheCubic() {
        let cubic = quad.asCubic
        assertApproximatelyEqual(quad.arcLength(accuracy: 1e-10), cubic.arcLength(accuracy: 1e-10), tolerance: 1e-9)
        let t = quad.inverseArcLength(40, accuracy: 1e-10)
        assertApproximatelyEqual(quad.subsegment(0...t).arcLength(accuracy: 1e-11), 40, tolerance: 1e-9)
        let p = Point(x: 40, y: 40)
        assertApproximatelyEqual(
            quad.nearest(to: p, accuracy: 1e-10).distanceSquared,
            cubic.nearest(to: p, accuracy: 1e-10).distanceSquared, tolerance: 1e-8)
    }
}
