import VineCore
import XCTest

/// Golden values computed by an independent Python implementation of the reference algorithms.
final class RandomTests: XCTestCase {
    func testSplitMix64FromSeedsZeroAnd1234567MatchesReference() {
        let reference: [(seed: UInt64, outputs: [UInt64])] = [
            (
                0,
                [
                    0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
                    0x1B39_896A_51A8_749B,
                ]
            ),
            (
                1_234_567,
                [
                    0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77, 0x3FBE_F740_E917_7B3F,
                    0xE3B8_3467_08CB_5ECD,
                ]
            ),
        ]
        for (seed, outputs) in reference {
            var random = SplitMix64(seed: seed)
            assertOutputs(outputs) { random.next() }
        }
    }

    func testXoshiroFromStateOneTwoThreeFourMatchesReference() {
        var random = Xoshiro256StarStar(state: (1, 2, 3, 4))
        assertOutputs([0x2D00, 0, 0x5A00_7080, 0x10E0_0000_0000_9D80, 0x10E0_B61C_E100_9D80]) { random.next() }
    }

    func testXoshiroSeededBySplitMix64MatchesReference() {
        var zero = Xoshiro256StarStar(seed: 0)
        assertOutputs([0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0]) { zero.next() }
        var other = Xoshiro256StarStar(seed: 1_234_567)
        assertOutputs([0x30A3_A1C3_6360_0467, 0x1940_5F0F_5799_29CA, 0x115B_EAAC_046D_DBD9]) { other.next() }
    }

    func testDerivedStreamsMatchReference() {
        var first = Xoshiro256StarStar.branch(seed: 42, vine: 0, branch: 0)
        assertOutputs([0x6DFF_CA46_B60E_CA2A, 0x605E_989F_71E0_13C5, 0x1853_FCCD_C4A0_55FA]) { first.next() }
        var later = Xoshiro256StarStar.branch(seed: 42, vine: 3, branch: 7)
        assertOutputs([0x0A24_A833_5E36_2505, 0x0B17_BCA5_3C36_AE13, 0x1B9B_DF99_BF84_1E4E]) { later.next() }
        var colour = Xoshiro256StarStar.colour(seed: 42, vine: 3)
        assertOutputs([0xD23A_011E_98E3_CA79, 0x4569_6847_697D_E771, 0x0913_920D_2AEB_5999]) { colour.next() }
    }

    /// Asserts that calling `next` returns `expected`, in order.
    private func assertOutputs(
        _ expected: [UInt64], file: StaticString = #filePath, line: UInt = #line, _ next: () -> UInt64
    ) {
        XCTAssertEqual(expected.map { _ in next() }, expected, file: file, line: line)
    }

    func testUniformUsesTheTop53Bits() {
        var random = Xoshiro256StarStar.branch(seed: 42, vine: 0, branch: 0)
        XCTAssertEqual(random.uniform(-50, 50), -7.031570218709227)
        var unit = Xoshiro256StarStar.branch(seed: 42, vine: 0, branch: 0)
        XCTAssertEqual(unit.nextUnit(), 0.42968429781290773)
    }

    func testUniformStaysInsideItsHalfOpenRange() {
        var random = Xoshiro256StarStar(seed: 9)
        for _ in 0..<10_000 {
            let value = random.uniform(-3, 5)
            XCTAssertTrue(value >= -3 && value < 5)
        }
        XCTAssertEqual(random.uniform(2, 2), 2)
    }

    func testStreamsOfDifferentKeysAndDomainsDiffer() {
        var seen = Set<UInt64>()
        for vine in 0..<20 {
            for branch in 0..<20 {
                var random = Xoshiro256StarStar.branch(seed: 5, vine: vine, branch: branch)
                seen.insert(random.next())
            }
            var colour = Xoshiro256StarStar.colour(seed: 5, vine: vine)
            seen.insert(colour.next())
        }
        XCTAssertEqual(seen.count, 20 * 20 + 20)
    }
}
