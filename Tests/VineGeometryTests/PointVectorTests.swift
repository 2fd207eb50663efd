import VineGeometry
import XCTest

final class PointVectorTests: XCTestCase {
    func testPointMinusPointIsAVectorAndPointPlusVectorIsAPoint() {
        let a = Point(x: 1, y: 2)
        let b = Point(x: 4, y: 6)
        let v = b - a
        XCTAssertEqual(v, Vector(x: 3, y: 4))
        XCTAssertEqual(a + v, b)
        XCTAssertEqual(b - v, a)
        XCTAssertEqual(v.length, 5)
        XCTAssertEqual(a.distance(to: b), 5)
    }
}
