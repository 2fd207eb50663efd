import VineGeometry
import XCTest

final class ArcLengthIndexTests: XCTestCase {
    func testTrimmedToFractionHasThatFractionOfTheLength() {
        var random = TestRandom(seed: 31)
        let accuracy = 1e-6
        for _ in 0..<100 {
            let path = random.path()
            let index = ArcLengthIndex(path: path, accuracy: accuracy)
            let exact = ArcLengthIndex(path: path, accuracy: 1e-11).length
            assertApproximatelyEqual(index.length, exact, tolerance: accuracy)
            for _ in 0..<5 {
                let f = random.unit()
                let trimmed = ArcLengthIndex(path: index.trimmed(from: 0, to: f), accuracy: 1e-11).length
                assertApproximatelyEqual(trimmed, f * exact, tolerance: accuracy)
                let g = f + (1 - f) * random.unit()
                let middle = ArcLengthIndex(path: index.trimmed(from: f, to: g), accuracy: 1e-11).length
                assertApproximatelyEqual(middle, (g - f) * exact, tolerance: accuracy)
            }
        }
    }

    func testWholeTrimIsThePathAndFractionsClamp() {
        var random = TestRandom(seed: 37)
        for _ in 0..<100 {
            let path = random.path()
            let index = ArcLengthIndex(path: path, accuracy: 1e-6)
            XCTAssertEqual(index.trimmed(from: 0, to: 1), path)
            XCTAssertEqual(index.trimmed(from: -3, to: 7), path)
            XCTAssertEqual(index.trimmed(from: 0.6, to: 0.2), BezierPath())
            XCTAssertEqual(index.trimmed(from: 1, to: 2), BezierPath())
        }
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 10, height: 6))
        XCTAssertEqual(ArcLengthIndex(path: oval, accuracy: 1e-6).trimmed(from: 0, to: 1), oval)
        let dot = BezierPath(elements: [
            .move(Point(x: 3, y: 3)), .cubic(Point(x: 3, y: 3), Point(x: 3, y: 3), Point(x: 3, y: 3)),
        ])
        let dotIndex = ArcLengthIndex(path: dot, accuracy: 1e-6)
        XCTAssertEqual(dotIndex.length, 0)
        XCTAssertEqual(dotIndex.trimmed(from: 0, to: 1), dot)
        XCTAssertEqual(dotIndex.trimmed(from: 0, to: 0.5), BezierPath())
    }

    func testTrimmedPiecesJoinAndUseExactSubsegments() {
        let curve = CubicBezier(
            p0: Point(x: 0, y: 0), p1: Point(x: 30, y: 80), p2: Point(x: 90, y: -40), p3: Point(x: 100, y: 20))
        var path = BezierPath(.cubic(curve))
        path.append(BezierPath(ovalIn: Rect(x: 95, y: 15, width: 10, height: 10)))
        let index = ArcLengthIndex(path: path, accuracy: 1e-9)
        let half = index.trimmed(from: 0, to: 0.3)
        XCTAssertEqual(half.elements.count, 2)
        guard case .cubic(let c1, let c2, let end) = half.elements[1] else { return XCTFail("expected a cubic") }
        let t = curve.inverseArcLength(0.3 * index.length, accuracy: 1e-10)
        let expected = curve.subsegment(0...t)
        assertApproximatelyEqual(end, expected.p3, tolerance: 1e-7)
        assertApproximatelyEqual(c1, expected.p1, tolerance: 1e-7)
        assertApproximatelyEqual(c2, expected.p2, tolerance: 1e-7)
        let ranges = index.subpathRanges
        XCTAssertEqual(ranges.count, 2)
        XCTAssertEqual(ranges[0].lowerBound, 0)
        XCTAssertEqual(ranges[0].upperBound, ranges[1].lowerBound)
        XCTAssertEqual(ranges[1].upperBound, index.length)
        assertApproximatelyEqual(ranges[0].upperBound, curve.arcLength(accuracy: 1e-10), tolerance: 1e-9)
        XCTAssertEqual(
            index.trimmed(fromLength: ranges[0].lowerBound, toLength: ranges[0].upperBound), BezierPath(.cubic(curve)))
        XCTAssertEqual(
            index.trimmed(fromLength: ranges[1].lowerBound, toLength: ranges[1].upperBound),
            BezierPath(ovalIn: Rect(x: 95, y: 15, width: 10, height: 10)))
        XCTAssertEqual(index.trimmed(fromLength: -5, toLength: 1e9), path)
        let rest = index.trimmed(from: 0.3, to: 1)
        XCTAssertEqual(rest.elements.first, .move(end))
        XCTAssertEqual(rest.elements.last, .close)
        XCTAssertNotEqual(index.trimmed(from: 0.3, to: 0.999).elements.last, .close)
    }

    func testEachSubpathCanBeCutOutExactly() {
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 30, height: 20))
        var path = oval
        path.move(to: Point(x: 100, y: 0))
        path.line(to: Point(x: 100, y: 50))
        let index = ArcLengthIndex(path: path, accuracy: 1e-9)
        let ranges = index.subpathRanges
        XCTAssertEqual(ranges.count, 2)
        XCTAssertEqual(index.trimmed(fromLength: ranges[0].lowerBound, toLength: ranges[0].upperBound), oval)
        XCTAssertEqual(
            index.trimmed(fromLength: ranges[1].lowerBound, toLength: ranges[1].upperBound).elements,
            [.move(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50))])
        XCTAssertEqual(ranges[1].upperBound - ranges[1].lowerBound, 50)
    }

    func testPointTangentAndSpacing() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))
        path.line(to: Point(x: 10, y: 10))
        let index = ArcLengthIndex(path: path, accuracy: 1e-9)
        XCTAssertEqual(index.length, 20)
        XCTAssertEqual(index.point(atLength: 5), Point(x: 5, y: 0))
        XCTAssertEqual(index.point(atLength: 15), Point(x: 10, y: 5))
        XCTAssertEqual(index.point(atLength: -1), Point(x: 0, y: 0))
        XCTAssertEqual(index.point(atLength: 99), Point(x: 10, y: 10))
        XCTAssertEqual(index.tangent(atLength: 5), Vector(x: 1, y: 0))
        XCTAssertEqual(index.tangent(atLength: 10), Vector(x: 0, y: 1))
        XCTAssertEqual(index.tangent(atLength: 20), Vector(x: 0, y: 1))
        XCTAssertEqual(
            index.points(spacing: 5),
            [
                Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0),
                Point(x: 10, y: 5), Point(x: 10, y: 10),
            ])
        XCTAssertEqual(index.points(spacing: 0), [])
        let cusp = ArcLengthIndex(
            path: BezierPath(.cubic(CubicBezier(p0: .zero, p1: .zero, p2: Point(x: 0, y: 5), p3: Point(x: 0, y: 10)))),
            accuracy: 1e-9)
        assertApproximatelyEqual(cusp.tangent(atLength: 0).y, 1, tolerance: 1e-12)
    }

    func testPointsAtEvenSpacingAreEvenlySpacedAlongTheCurve() {
        let curve = CubicBezier(
            p0: Point(x: 0, y: 0), p1: Point(x: 0, y: 90), p2: Point(x: 100, y: 90), p3: Point(x: 100, y: 0))
        let index = ArcLengthIndex(path: BezierPath(.cubic(curve)), accuracy: 1e-9)
        let points = index.points(spacing: 7)
        XCTAssertEqual(points.count, Int(index.length / 7) + 1)
        for (k, p) in points.enumerated() {
            let n = index.nearest(to: p)
            assertApproximatelyEqual(n.length, Double(k) * 7, tolerance: 1e-6)
            XCTAssertLessThan(n.distance, 1e-6)
        }
    }

    func testNearestOnTheWholePath() {
        var random = TestRandom(seed: 41)
        for _ in 0..<30 {
            let path = random.path()
            let index = ArcLengthIndex(path: path, accuracy: 1e-9)
            let q = random.point()
            let n = index.nearest(to: q)
            let brute = path.segments.map { $0.nearest(to: q, accuracy: 1e-12).distanceSquared }.min()!.squareRoot()
            assertApproximatelyEqual(n.distance, brute, tolerance: 1e-7)
            assertApproximatelyEqual((n.point - q).length, n.distance, tolerance: 1e-9)
            assertApproximatelyEqual(index.point(atLength: n.length), n.point, tolerance: 1e-5)
        }
        let empty = ArcLengthIndex(path: BezierPath(), accuracy: 1e-3)
        XCTAssertEqual(empty.length, 0)
        XCTAssertEqual(empty.nearest(to: .zero).distance, .infinity)
        XCTAssertEqual(empty.trimmed(from: 0, to: 1), BezierPath())
    }
}
