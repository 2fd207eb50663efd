import VineGeometry
import XCTest

final class BezierPathTests: XCTestCase {
    func testSegmentsIncludeClosingLines() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))
        path.quadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
        path.close()
        path.curve(to: Point(x: 5, y: 5), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 2))
        XCTAssertEqual(
            path.segments,
            [
                .line(Line(p0: Point(x: 0, y: 0), p1: Point(x: 10, y: 0))),
                .quad(QuadraticBezier(p0: Point(x: 10, y: 0), p1: Point(x: 15, y: 5), p2: Point(x: 10, y: 10))),
                .line(Line(p0: Point(x: 10, y: 10), p1: Point(x: 0, y: 0))),
                .cubic(
                    CubicBezier(
                        p0: Point(x: 0, y: 0), p1: Point(x: 1, y: 1), p2: Point(x: 2, y: 2), p3: Point(x: 5, y: 5))),
            ])
        XCTAssertEqual(path.currentPoint, Point(x: 5, y: 5))
        XCTAssertEqual(path.bounds, Rect(x: 0, y: 0, width: 12.5, height: 10))
    }

    func testDrawingWithoutCurrentPointStartsASubpath() {
        let path = BezierPath(elements: [
            .line(Point(x: 1, y: 1)), .line(Point(x: 2, y: 1)),
            .cubic(Point(x: 3, y: 3), Point(x: 4, y: 4), Point(x: 5, y: 5)),
        ])
        XCTAssertEqual(path.segments.count, 2)
        XCTAssertEqual(
            BezierPath(elements: [.quad(Point(x: 1, y: 1), Point(x: 2, y: 2))]).segments.first?.start, Point(x: 1, y: 1)
        )
        XCTAssertEqual(BezierPath().bounds, .zero)
        XCTAssertNil(BezierPath().currentPoint)
    }

    func testTransformAppendAndSegmentAppend() {
        var path = BezierPath(
            .cubic(
                CubicBezier(p0: Point(x: 0, y: 0), p1: Point(x: 1, y: 0), p2: Point(x: 1, y: 1), p3: Point(x: 0, y: 1)))
        )
        path.append(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 2, height: 2)))
        XCTAssertEqual(path.elements.count, 8)
        let moved = path.transformed(by: .translation(Vector(x: 5, y: -1)))
        XCTAssertEqual(moved.elements[0], .move(Point(x: 5, y: -1)))
        XCTAssertEqual(moved.bounds.minX, path.bounds.minX + 5)
        var joined = BezierPath()
        joined.append(.line(Line(p0: .zero, p1: Point(x: 1, y: 0))))
        joined.append(.line(Line(p0: Point(x: 1, y: 0), p1: Point(x: 1, y: 1))))
        joined.append(.line(Line(p0: Point(x: 5, y: 5), p1: Point(x: 6, y: 6))))
        XCTAssertEqual(
            joined.elements,
            [
                .move(.zero), .line(Point(x: 1, y: 0)), .line(Point(x: 1, y: 1)),
                .move(Point(x: 5, y: 5)), .line(Point(x: 6, y: 6)),
            ])
    }
}
