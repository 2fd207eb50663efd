import VineGeometry
import XCTest

final class AffineTransformTests: XCTestCase {
    func testConcatenationAppliesSelfFirst() {
        let t = AffineTransform.translation(Vector(x: 1, y: 2)).concatenating(.scale(x: 2, y: 3))
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 4, y: 9))
        XCTAssertEqual(t.apply(Vector(x: 1, y: 1)), Vector(x: 2, y: 3))
    }

    func testInverseRoundTripsAndSingularHasNone() throws {
        var random = TestRandom(seed: 7)
        for _ in 0..<100 {
            let t = AffineTransform(
                a: random.unit() + 0.5, b: random.unit() - 0.5, c: random.unit() - 0.5,
                d: random.unit() + 0.5, tx: random.unit() * 100, ty: random.unit() * 100)
            let inverse = try XCTUnwrap(t.inverted())
            let p = random.point()
            assertApproximatelyEqual(inverse.apply(t.apply(p)), p, tolerance: 1e-10)
            assertApproximatelyEqual(t.concatenating(inverse).apply(p), p, tolerance: 1e-10)
        }
        XCTAssertNil(AffineTransform.scale(x: 0, y: 1).inverted())
    }

    func testRotationTurnsXTowardsY() {
        let r = AffineTransform.rotation(radians: Double.pi / 2)
        assertApproximatelyEqual(r.apply(Point(x: 1, y: 0)), Point(x: 0, y: 1), tolerance: 1e-15)
        assertApproximatelyEqual(r.scaleFactor, 1, tolerance: 1e-15)
    }

    func testScaleFactorIsTheUniformScale() {
        XCTAssertEqual(AffineTransform.scale(2.5).scaleFactor, 2.5)
        XCTAssertEqual(AffineTransform.scale(x: -2, y: 2).scaleFactor, 2)
    }
}
