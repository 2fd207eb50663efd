import VineCore
import XCTest

final class CanonicalNumberTests: XCTestCase {
    func testSpellsNumbersPositionallyWithShortestDigits() {
        let expectations: [(Double, String)] = [
            (0, "0"), (-0.0, "-0"), (3, "3"), (-12, "-12"), (0.1, "0.1"), (1.5, "1.5"),
            (1e-5, "0.00001"), (-2.5e-7, "-0.00000025"), (1e16, "10000000000000000"),
            (1.25e17, "125000000000000000"), (123.456, "123.456"), (0.016666666666666666, "0.016666666666666666"),
            (1_000_000, "1000000"),
        ]
        for (value, text) in expectations {
            XCTAssertEqual(CanonicalNumber.text(value), text, "\(value)")
        }
    }

    func testEveryTextReadsBackAsTheSameDouble() {
        var random = Xoshiro256StarStar(seed: 1)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = CanonicalNumber.text(value)
            XCTAssertFalse(text.contains("e"), text)
            XCTAssertEqual(Double(text)?.bitPattern, value.bitPattern, text)
        }
    }

    func testNonFiniteValuesBecomeNull() {
        XCTAssertEqual(CanonicalNumber.text(.nan), "null")
        XCTAssertEqual(CanonicalNumber.text(-.infinity), "null")
    }
}
