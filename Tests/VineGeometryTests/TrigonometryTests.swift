import Foundation
@testable import VineGeometry
import XCTest

final class TrigonometryTests: XCTestCase {
    func testAgreesWithTheCLibrary() {
        var random = TestRandom(seed: 43)
        for _ in 0..<10_000 {
            let x = (random.unit() - 0.5) * 200
            let (s, c) = Trigonometry.sinCos(x)
            XCTAssertApproximatelyEqual(s, Foundation.sin(x), tolerance: 4e-16)
            XCTAssertApproximatelyEqual(c, Foundation.cos(x), tolerance: 4e-16)
        }
        XCTAssertEqual(Trigonometry.sinCos(0).sin, 0)
        XCTAssertEqual(Trigonometry.sinCos(0).cos, 1)
        XCTAssertTrue(Trigonometry.sinCos(.infinity).sin.isNaN)
    }
}
