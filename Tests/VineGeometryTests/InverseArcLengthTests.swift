import VineGeometry
import XCTest

final class InverseArcLengthTests: XCTestCase {
    func testRoundTripsOnThousandRandomCubics() {
        var random = TestRandom(seed: 13)
        for i in 0..<1000 {
            let c = random.cubic(index: i)
            let total = c.arcLength(accuracy: 1e-10)
            for accuracy in [1e-3, 1e-7] {
                let s = random.unit() * total
                let t = c.inverseArcLength(s, accuracy: accuracy)
                XCTAssertTrue((0...1).contains(t))
                let measured = c.subsegment(0...t).arcLength(accuracy: 1e-11)
                assertApproximatelyEqual(measured, s, tolerance: accuracy, "cubic \(i): \(c)")
            }
        }
    }

    func testOutOfRangeLengthsClamp() {
        let c = CubicBezier(p0: Point(x: 0, y: 0), p1: Point(x: 1, y: 2), p2: Point(x: 3, y: 2), p3: Point(x: 4, y: 0))
        XCTAssertEqual(c.inverseArcLength(-5, accuracy: 1e-9), 0)
        XCTAssertEqual(c.inverseArcLength(1000, accuracy: 1e-9), 1)
        let point = CubicBezier(p0: .zero, p1: .zero, p2: .zero, p3: .zero)
        XCTAssertEqual(point.inverseArcLength(1, accuracy: 1e-9), 1)
    }
}
