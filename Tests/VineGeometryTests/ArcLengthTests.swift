import VineGeometry
import XCTest

final class ArcLengthTests: XCTestCase {
    static let accuracies = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9]

    func testLineAsCubicHasItsLength() {
        let line = Line(p0: Point(x: -3, y: 1), p1: Point(x: 9, y: 6))
        let cubic = PathSegment.line(line).asCubic
        for accuracy in Self.accuracies {
            assertApproximatelyEqual(cubic.arcLength(accuracy: accuracy), 13, tolerance: accuracy)
        }
        let uneven = CubicBezier(
            p0: Point(x: 0, y: 0), p1: Point(x: 0, y: 0), p2: Point(x: 0, y: 0), p3: Point(x: 10, y: 0))
        assertApproximatelyEqual(uneven.arcLength(accuracy: 1e-9), 10, tolerance: 1e-9)
    }

    /// y = x² for x in 0…1, written as a cubic: length ½√5 + ¼·ln(2 + √5).
    func testParabolaAgainstClosedForm() {
        let parabola = QuadraticBezier(p0: Point(x: 0, y: 0), p1: Point(x: 0.5, y: 0), p2: Point(x: 1, y: 1)).asCubic
        let exact = 1.4789428575445975
        for accuracy in Self.accuracies {
            let l = parabola.arcLength(accuracy: accuracy)
            assertApproximatelyEqual(l, exact, tolerance: accuracy, "accuracy \(accuracy)")
        }
        assertApproximatelyEqual(parabola.arcLength(accuracy: 1e-12), exact, tolerance: 1e-12)
    }

    /// The standard quarter-circle cubic is within the known approximation error of πr/2.
    func testQuarterCircleAgainstClosedForm() {
        let r = 100.0
        let k = BezierPath.ovalControlFactor
        let quarter = CubicBezier(
            p0: Point(x: r, y: 0), p1: Point(x: r, y: k * r), p2: Point(x: k * r, y: r), p3: Point(x: 0, y: r))
        let reference = quarter.arcLength(accuracy: 1e-12)
        XCTAssertLessThan(abs(reference - Double.pi * r / 2) / (Double.pi * r / 2), 2.7e-4)
        for accuracy in Self.accuracies {
            assertApproximatelyEqual(quarter.arcLength(accuracy: accuracy), reference, tolerance: accuracy)
        }
    }

    func testRandomCubicsIncludingDegenerateOnesMeetTheAccuracy() {
        var random = TestRandom(seed: 5)
        for i in 0..<300 {
            let c = random.cubic(index: i)
            let reference = c.arcLength(accuracy: 1e-12)
            XCTAssertLessThanOrEqual(reference, c.controlPolygonLength + 1e-9)
            XCTAssertGreaterThanOrEqual(reference, (c.p3 - c.p0).length - 1e-9)
            for accuracy in [1e-2, 1e-5, 1e-8] {
                assertApproximatelyEqual(
                    c.arcLength(accuracy: accuracy), reference, tolerance: accuracy, "cubic \(i): \(c)")
            }
        }
    }
}
