import VineGeometry
import XCTest

final class RectTests: XCTestCase {
    func testAccessorsAreStandardized() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        XCTAssertEqual(r.minX, 6)
        XCTAssertEqual(r.maxX, 10)
        XCTAssertEqual(r.minY, 20)
        XCTAssertEqual(r.maxY, 26)
        XCTAssertEqual(r.width, 4)
        XCTAssertEqual(r.height, 6)
        XCTAssertEqual(r.center, Point(x: 8, y: 23))
    }

    func testUnionInsetContains() {
        let a = Rect(x: 0, y: 0, width: 2, height: 2)
        let b = Rect(x: 5, y: -1, width: 1, height: 1)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: -1, width: 6, height: 3))
        XCTAssertEqual(a.union(Point(x: -1, y: 4)), Rect(x: -1, y: 0, width: 3, height: 4))
        XCTAssertEqual(a.insetBy(dx: 0.5, dy: 0.25), Rect(x: 0.5, y: 0.25, width: 1, height: 1.5))
        XCTAssertEqual(a.insetBy(dx: 5, dy: 0), Rect(x: 1, y: 0, width: 0, height: 2))
        XCTAssertTrue(a.contains(Point(x: 2, y: 1)))
        XCTAssertFalse(a.contains(Point(x: 2.01, y: 1)))
        XCTAssertFalse(a.intersects(b))
        XCTAssertEqual(Rect(from: Point(x: 3, y: 1), to: Point(x: 1, y: 4)), Rect(x: 1, y: 1, width: 2, height: 3))
    }

    func testApplyingATransformBoundsTheCorners() {
        let r = Rect(x: 0, y: 0, width: 4, height: 2)
        XCTAssertEqual(r.applying(.scale(x: 2, y: -1)), Rect(x: 0, y: -2, width: 8, height: 2))
        // A quarter turn, x towards y.
        let turned = r.applying(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        XCTAssertEqual(turned.minX, -2)
        XCTAssertEqual(turned.maxY, 4)
    }
}
