import VineGeometry
import XCTest

final class ArcTests: XCTestCase {
    func testArcSplitsIntoQuarterTurnsOnTheEllipse() {
        let arc = Arc(
            center: Point(x: 10, y: 20), radii: Vector(x: 50, y: 50), startAngle: 0.3, sweepAngle: 1.5 * Double.pi)
        let cubics = arc.cubics
        XCTAssertEqual(cubics.count, 3)
        assertApproximatelyEqual(
            cubics[0].p0, Point(x: 10 + 50 * 0.955336489125606, y: 20 + 50 * 0.29552020666133955), tolerance: 1e-12)
        XCTAssertEqual(cubics[2].p3, arc.end)
        for c in cubics {
            for k in 0...50 {
                let d = (c.point(at: Double(k) / 50) - arc.center).length
                assertApproximatelyEqual(d, 50, tolerance: 2.8e-4 * 50)
            }
        }
        XCTAssertEqual(arc.path.segments.count, 3)
        XCTAssertEqual(Arc(center: .zero, radii: Vector(x: 1, y: 1), startAngle: 0, sweepAngle: -0.1).cubics.count, 1)
    }

    func testStartEndDirectionFollowsUIKit() {
        let pi = Double.pi
        assertApproximatelyEqual(
            Arc(center: .zero, radius: 1, startAngle: 0, endAngle: pi / 2, clockwise: true).sweepAngle, pi / 2,
            tolerance: 1e-15)
        assertApproximatelyEqual(
            Arc(center: .zero, radius: 1, startAngle: 0, endAngle: pi / 2, clockwise: false).sweepAngle, -1.5 * pi,
            tolerance: 1e-15)
        assertApproximatelyEqual(
            Arc(center: .zero, radius: 1, startAngle: pi, endAngle: 0, clockwise: true).sweepAngle, pi, tolerance: 1e-15
        )
        XCTAssertEqual(
            Arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * pi, clockwise: true).sweepAngle, 2 * pi)
        XCTAssertEqual(Arc(center: .zero, radius: 1, startAngle: 1, endAngle: 1, clockwise: false).sweepAngle, 0)
        XCTAssertEqual(Arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * pi, clockwise: true).cubics.count, 4)
    }

    func testChordArcReproducesTheSeedRadius() throws {
        var random = TestRandom(seed: 23)
        for _ in 0..<200 {
            let w = 1 + random.unit() * 300
            let h = 0.5 + random.unit() * 200
            let chord = Rect(x: random.unit() * 100, y: random.unit() * 100, width: w, height: h)
            let arc = ChordArc(chord: chord)
            let r = arc.radius
            XCTAssertEqual(r, h / 2 + w * w / (8 * h))
            let center = try XCTUnwrap(arc.center)
            assertApproximatelyEqual(center, Point(x: chord.midX, y: chord.minY + r), tolerance: 0)
            assertApproximatelyEqual((arc.start - center).length, r, tolerance: 1e-9 * r)
            assertApproximatelyEqual((arc.end - center).length, r, tolerance: 1e-9 * r)
            let segments = arc.path.segments
            XCTAssertTrue(segments.count == 2 || segments.count == 4)
            XCTAssertEqual(segments.first?.start, Point(x: chord.minX, y: chord.maxY))
            XCTAssertEqual(segments.last?.end, Point(x: chord.maxX, y: chord.maxY))
            XCTAssertTrue(segments.contains { $0.end == Point(x: chord.midX, y: chord.minY) })
            for s in segments {
                for k in 0...40 {
                    assertApproximatelyEqual((s.point(at: Double(k) / 40) - center).length, r, tolerance: 2.8e-4 * r)
                }
            }
        }
    }

    func testFlatChordIsALineAndZeroWidthIsACircle() throws {
        let flat = ChordArc(chord: Rect(x: 0, y: 5, width: 10, height: 0))
        XCTAssertEqual(flat.radius, .infinity)
        XCTAssertNil(flat.center)
        XCTAssertEqual(flat.path.elements, [.move(Point(x: 0, y: 5)), .line(Point(x: 10, y: 5))])
        let circle = ChordArc(chord: Rect(x: 0, y: 0, width: 0, height: 8))
        XCTAssertEqual(circle.radius, 4)
        let center = try XCTUnwrap(circle.center)
        XCTAssertEqual(circle.path.segments.count, 4)
        for s in circle.path.segments {
            assertApproximatelyEqual((s.point(at: 0.5) - center).length, 4, tolerance: 2.8e-4 * 4)
        }
    }
}
