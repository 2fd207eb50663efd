import VineGeometry
import XCTest

final class NearestPointTests: XCTestCase {
    /// Brute force: the smallest squared distance over 10,001 samples, and the same after a
    /// golden-section refinement of every sampled local minimum (the samples alone are only
    /// accurate to the sample spacing).
    func bruteForce(_ c: CubicBezier, _ p: Point) -> (sampled: Double, refined: Double) {
        let n = 10_000
        let d = (0...n).map { (c.point(at: Double($0) / Double(n)) - p).lengthSquared }
        let sampled = d.min()!
        var refined = sampled
        for k in 0...n where (k == 0 || d[k] <= d[k - 1]) && (k == n || d[k] <= d[k + 1]) {
            var lo = Double(max(k - 1, 0)) / Double(n)
            var hi = Double(min(k + 1, n)) / Double(n)
            let g = (5.0.squareRoot() - 1) / 2
            for _ in 0..<80 {
                let a = hi - g * (hi - lo)
                let b = lo + g * (hi - lo)
                if (c.point(at: a) - p).lengthSquared < (c.point(at: b) - p).lengthSquared { hi = b } else { lo = a }
            }
            refined = min(refined, (c.point(at: 0.5 * (lo + hi)) - p).lengthSquared)
        }
        return (sampled, refined)
    }

    func testAgreesWithBruteForceOnThousandRandomCubics() {
        var random = TestRandom(seed: 17)
        var worst = 0.0
        for i in 0..<1000 {
            let c = random.cubic(index: i)
            let p = random.point(in: -150...150)
            let found = c.nearest(to: p, accuracy: 1e-12)
            let brute = bruteForce(c, p)
            assertApproximatelyEqual(
                found.distanceSquared, (c.point(at: found.t) - p).lengthSquared, tolerance: 1e-9)
            XCTAssertLessThanOrEqual(
                found.distanceSquared, brute.sampled * (1 + 1e-12) + 1e-12, "cubic \(i): \(c) point \(p)")
            let distance = found.distanceSquared.squareRoot()
            let expected = brute.refined.squareRoot()
            let relative = abs(expected - distance) / max(expected, 1)
            worst = max(worst, relative)
            XCTAssertLessThanOrEqual(relative, 1e-6, "cubic \(i): \(c) point \(p)")
        }
        XCTAssertLessThan(worst, 1e-6)
    }

    func testPointOnTheCurveHasZeroDistance() {
        let c = CubicBezier(
            p0: Point(x: 0, y: 0), p1: Point(x: 10, y: 40), p2: Point(x: 50, y: -30), p3: Point(x: 60, y: 10))
        let n = c.nearest(to: c.point(at: 0.37), accuracy: 1e-12)
        assertApproximatelyEqual(n.t, 0.37, tolerance: 1e-9)
        XCTAssertLessThan(n.distanceSquared, 1e-16)
    }

    func testEndpointWinsWhenNoInteriorMinimumIsCloser() {
        let c = CubicBezier(p0: Point(x: 0, y: 0), p1: Point(x: 1, y: 0), p2: Point(x: 2, y: 0), p3: Point(x: 3, y: 0))
        XCTAssertEqual(c.nearest(to: Point(x: -5, y: 1), accuracy: 1e-9).t, 0)
        XCTAssertEqual(c.nearest(to: Point(x: 9, y: 1), accuracy: 1e-9).t, 1)
    }
}
