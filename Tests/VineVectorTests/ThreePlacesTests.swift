import Foundation
import XCTest

@testable import VineVector

/// The plot's numbers without Foundation: the same text as `String(format: "%.3f")` for
/// every value, halfway cases, negative zero and huge values included.
final class ThreePlacesTests: XCTestCase {
    private func check(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            ThreePlaces.text(value), String(format: "%.3f", value), "\(value.bitPattern)", file: file, line: line)
    }

    func testSpelledValuesMatchPrintf() {
        let values: [Double] = [
            0, -0.0, 1, -1, 2, 10, 100, 1000, 12345, 0.5, 0.25, 0.1, 0.2, 0.3, 0.001, 0.0001,
            0.0004, -0.0004, 0.0005, -0.0005, 0.0006, -0.0006, 0.0015, 0.0025, 1.0005, -1.0005, 2.0005,
            2.675, -2.675, 1.2345, 0.9995, 0.99949999, 0.9994999999999999, 9.9995, 99.9995, 999.9995,
            210, 297, 148.5, 0.3, 0.05, 1e-300, -1e-300, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude,
            Double.leastNormalMagnitude,
            1e15, 1e16, 1e17, 123_456_789.0125, 4_503_599_627_370_495.5, 9_007_199_254_740_992,
            18_446_744_073_709_551_616, 1e19, 1e20, 1e22, 1e23, 1e100, -1e100, 1e308,
            Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan,
        ]
        for value in values { check(value) }
    }

    func testExactTiesRoundToEven() {
        // Odd sixteenths are the only doubles exactly halfway between thousandths.
        for numerator in stride(from: -401, through: 401, by: 2) {
            check(Double(numerator) / 16)
            check(Double(numerator) / 16 + 1024)
        }
    }

    func testDecimalHalvesAndTheirNeighbours() {
        for thousandth in -3000...3000 {
            let half = (Double(thousandth) + 0.5) / 1000
            check(half)
            check(half.nextUp)
            check(half.nextDown)
            check(half + 297)
            check(half * 1000 + 0.0005)
        }
    }

    func testRandomValuesOfEveryMagnitude() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20000 {
            let bits = UInt64.random(in: 0...UInt64.max, using: &generator)
            let value = Double(bitPattern: bits)
            if value.isNaN { continue }
            check(value)
        }
        for _ in 0..<20000 {
            check(Double.random(in: -1000...1000, using: &generator))
            check(Double.random(in: -1...1, using: &generator))
            check(Double.random(in: -1e-3...1e-3, using: &generator))
            check(Double.random(in: -1e20...1e20, using: &generator))
        }
    }
}
