import VineGeometry
import XCTest

final class LineTests: XCTestCase {
    func testLengthInverseNearestAndBounds() {
        let line = Line(p0: Point(x: 1, y: 2), p1: Point(x: 4, y: 6))
        XCTAssertEqual(line.arcLength(accuracy: 1), 5)
        XCTAssertEqual(line.inverseArcLength(2, accuracy: 1e-9), 0.4)
        XCTAssertEqual(line.inverseArcLength(-1, accuracy: 1e-9), 0)
        XCTAssertEqual(line.inverseArcLength(7, accuracy: 1e-9), 1)
        let n = line.nearest(to: Point(x: 5, y: 2), accuracy: 1e-9)
        assertApproximatelyEqual(n.t, 0.48, tolerance: 1e-15)
        assertApproximatelyEqual(n.distanceSquared, 16 - 2.4 * 2.4, tolerance: 1e-12)
        XCTAssertEqual(line.nearest(to: Point(x: 0, y: 0), accuracy: 1e-9).t, 0)
        XCTAssertEqual(line.boundingBox, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(line.subsegment(0.25...0.5), Line(p0: Point(x: 1.75, y: 3), p1: Point(x: 2.5, y: 4)))
    }
}
