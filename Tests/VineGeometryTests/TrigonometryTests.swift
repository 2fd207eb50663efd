import Foundation
import XCTest

@testable import VineGeometry

final class TrigonometryTests: XCTestCase {
    func testAgreesWithTheCLibrary() {
        var random = TestRandom(seed: 43)
        for _ in 0..<10_000 {
            let x = (random.unit() - 0.5) * 200
            let (s, c) = Trigonometry.sinCos(x)
            assertApproximatelyEqual(s, Foundation.sin(x), tolerance: 4e-16)
            assertApproximatelyEqual(c, Foundation.cos(x), tolerance: 4e-16)
        }
        XCTAssertEqual(Trigonometry.sinCos(0).sin, 0)
        XCTAssertEqual(Trigonometry.sinCos(0).cos, 1)
        XCTAssertTrue(Trigonometry.sinCos(.infinity).sin.isNaN)
    }
}
