import VineGeometry
import XCTest

final class OvalTests: XCTestCase {
    func testOvalIsFourCubicsFromTheRightmostPoint() {
        let rect = Rect(x: 10, y: 20, width: 40, height: 40)
        let oval = BezierPath(ovalIn: rect)
        XCTAssertEqual(oval.elements.count, 6)
        XCTAssertEqual(oval.elements.first, .move(Point(x: 50, y: 40)))
        XCTAssertEqual(oval.elements.last, .close)
        guard case .cubic(let c1, _, let end) = oval.elements[1] else { return XCTFail("expected a cubic") }
        XCTAssertEqual(end, Point(x: 30, y: 60))
        XCTAssertEqual(c1, Point(x: 50, y: 40 + 20 * 0.5522847498307936))
        let segments = oval.segments
        XCTAssertEqual(segments.count, 5)
        XCTAssertEqual(segments[4], .line(Line(p0: Point(x: 50, y: 40), p1: Point(x: 50, y: 40))))
        for s in segments.prefix(4) {
            for k in 0...100 {
                assertApproximatelyEqual(
                    (s.point(at: Double(k) / 100) - rect.center).length, 20, tolerance: 2.8e-4 * 20)
            }
        }
        let bounds = oval.bounds
        assertApproximatelyEqual(bounds.minX, 10, tolerance: 1e-12)
        assertApproximatelyEqual(bounds.maxY, 60, tolerance: 1e-12)
    }

    func testEllipseCircumferenceIsCloseToRamanujan() {
        let a = 30.0
        let b = 10.0
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 2 * a, height: 2 * b))
        let h = (a - b) * (a - b) / ((a + b) * (a + b))
        let ramanujan = Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
        assertApproximatelyEqual(
            ArcLengthIndex(path: oval, accuracy: 1e-9).length, ramanujan, tolerance: 1e-3 * ramanujan)
    }
}
