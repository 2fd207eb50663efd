import XCTest

@testable import VineGeometry

final class PolynomialTests: XCTestCase {
    func testCubicRootsAreFoundToFullPrecision() {
        var random = TestRandom(seed: 47)
        for _ in 0..<1000 {
            let r = [random.unit(), random.unit(), random.unit()].sorted()
            let k = random.unit() * 10 - 5
            // k·(t − r0)(t − r1)(t − r2)
            let c3 = k
            let c2 = -k * (r[0] + r[1] + r[2])
            let c1 = k * (r[0] * r[1] + r[0] * r[2] + r[1] * r[2])
            let c0 = -k * r[0] * r[1] * r[2]
            let fast = Polynomial.cubicRoots(c0, c1, c2, c3)
            let general = Polynomial(coefficients: [c0, c1, c2, c3]).roots(in: 0, 1, tolerance: 1e-15)
            if r[1] - r[0] > 1e-4 && r[2] - r[1] > 1e-4 {
                XCTAssertEqual(fast.count, 3)
                XCTAssertEqual(general.count, 3)
                for (a, b) in zip(fast, r) { assertApproximatelyEqual(a, b, tolerance: 1e-9) }
                for (a, b) in zip(general, r) { assertApproximatelyEqual(a, b, tolerance: 1e-9) }
            }
        }
        XCTAssertEqual(Polynomial.cubicRoots(-0.5, 1, 0, 0), [0.5])
        XCTAssertEqual(Polynomial.cubicRoots(1, 0, 0, 0), [])
        XCTAssertEqual(Polynomial.cubicRoots(0, 0, 0, 0), [0, 1], "every t is a root: the ends are reported")
    }
}
