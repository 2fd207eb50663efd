import Foundation
import XCTest

@testable import VineGeometry

final class VectorAngleTests: XCTestCase {
    func testAgreesWithTheCLibrary() {
        var random = TestRandom(seed: 7)
        for _ in 0..<10_000 {
            let v = Vector(x: (random.unit() - 0.5) * 200, y: (random.unit() - 0.5) * 200)
            assertApproximatelyEqual(v.angle, Foundation.atan2(v.y, v.x), tolerance: 1e-15)
        }
    }

    func testQuarterTurnsAndTheZeroVector() {
        XCTAssertEqual(Vector(x: 3, y: 0).angle, 0)
        XCTAssertEqual(Vector(x: 0, y: 2).angle, Double.pi / 2, accuracy: 1e-15)
        XCTAssertEqual(Vector(x: 0, y: -2).angle, -Double.pi / 2, accuracy: 1e-15)
        XCTAssertEqual(abs(Vector(x: -1, y: 0).angle), Double.pi, accuracy: 1e-15)
        XCTAssertEqual(Vector(x: 1, y: 1).angle, Double.pi / 4, accuracy: 1e-15)
        XCTAssertEqual(Vector.zero.angle, 0)
    }
}
