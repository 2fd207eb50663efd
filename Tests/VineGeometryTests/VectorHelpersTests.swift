import VineGeometry
import XCTest

final class VectorHelpersTests: XCTestCase {
    func testDivisionNormalizationAndPerpendicular() {
        let v = Vector(x: 3, y: 4)
        XCTAssertEqual(v / 2, Vector(x: 1.5, y: 2))
        XCTAssertEqual(v.normalized, Vector(x: 0.6, y: 0.8))
        XCTAssertEqual(Vector.zero.normalized, .zero)
        XCTAssertEqual(v.perpendicular, Vector(x: -4, y: 3))
        XCTAssertEqual(v.dot(v.perpendicular), 0)
    }
}
