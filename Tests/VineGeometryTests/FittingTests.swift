import VineGeometry
import XCTest

final class FittingTests: XCTestCase {
    func testFitKeepsAspectAndCentres() {
        let canvas = Rect(x: 0, y: 0, width: 1280, height: 800)
        let frame = Rect(x: 0, y: 0, width: 1920, height: 1080)
        let fit = AffineTransform.fitting(canvas, into: frame)
        XCTAssertEqual(fit.a, 1.35)
        XCTAssertEqual(fit.d, 1.35)
        XCTAssertEqual(fit.b, 0)
        XCTAssertEqual(fit.c, 0)
        XCTAssertEqual(fit.scaleFactor, 1.35)
        assertApproximatelyEqual(fit.apply(canvas.center), frame.center, tolerance: 1e-12)
        let topLeft = fit.apply(Point(x: 0, y: 0))
        let bottomRight = fit.apply(Point(x: 1280, y: 800))
        assertApproximatelyEqual(topLeft, Point(x: 96, y: 0), tolerance: 1e-12)
        assertApproximatelyEqual(bottomRight, Point(x: 1824, y: 1080), tolerance: 1e-12)
    }

    func testFitThenInverseRoundTrips() throws {
        var random = TestRandom(seed: 11)
        for _ in 0..<200 {
            let source = Rect(
                x: random.unit() * 100, y: random.unit() * 100,
                width: 1 + random.unit() * 2000, height: 1 + random.unit() * 2000)
            let target = Rect(
                x: random.unit() * 100, y: random.unit() * 100,
                width: 1 + random.unit() * 2000, height: 1 + random.unit() * 2000)
            let fit = AffineTransform.fitting(source, into: target)
            let back = try XCTUnwrap(fit.inverted())
            let p = random.point(in: 0...2000)
            assertApproximatelyEqual(back.apply(fit.apply(p)), p, tolerance: 1e-9)
            let fitted = Rect(
                from: fit.apply(Point(x: source.minX, y: source.minY)),
                to: fit.apply(Point(x: source.maxX, y: source.maxY)))
            assertApproximatelyEqual(
                fitted.width / fitted.height, source.width / source.height,
                tolerance: 1e-9 * source.width / source.height)
            assertApproximatelyEqual(fitted.center, target.center, tolerance: 1e-9)
            XCTAssertTrue(abs(fitted.width - target.width) < 1e-9 || abs(fitted.height - target.height) < 1e-9)
            XCTAssertLessThanOrEqual(fitted.width, target.width + 1e-9)
            XCTAssertLessThanOrEqual(fitted.height, target.height + 1e-9)
        }
    }

    func testDegenerateSourceUsesTheOtherSide() {
        let fit = AffineTransform.fitting(
            Rect(x: 0, y: 0, width: 10, height: 0), into: Rect(x: 0, y: 0, width: 20, height: 5))
        XCTAssertEqual(fit.scaleFactor, 2)
        XCTAssertEqual(AffineTransform.fitting(.zero, into: Rect(x: 0, y: 0, width: 4, height: 4)).scaleFactor, 1)
    }
}
