import VineCore
import XCTest

/// A withering loop's leaf falls from its own stream ("wither", path `[v, k]`), and a loop
/// may change every vine's wind (its period fitted) without touching anything else.
final class LeafFallTests: XCTestCase {
    func testEachLeafDrawsFromItsOwnStreamWithinItsRanges() {
        let fall = LeafFall(seed: 7, vine: 2, branch: 5)
        XCTAssertEqual(fall, LeafFall(seed: 7, vine: 2, branch: 5), "the same leaf falls the same way")
        var stream = Xoshiro256StarStar(seed: 7, domain: .wither, path: [2, 5])
        XCTAssertEqual(fall.delay, stream.nextUnit(), "the first draw is the delay")
        XCTAssertNotEqual(fall, LeafFall(seed: 7, vine: 2, branch: 6))
        XCTAssertNotEqual(fall, LeafFall(seed: 7, vine: 3, branch: 5))
        XCTAssertNotEqual(fall, LeafFall(seed: 8, vine: 2, branch: 5))
        for branch in 0..<200 {
            let fall = LeafFall(seed: 1, vine: 0, branch: branch)
            for unit in [fall.delay, fall.drop, fall.hue] { XCTAssertTrue((0..<1).contains(unit)) }
            for signed in [fall.drift, fall.spin] { XCTAssertTrue((-1..<1).contains(signed)) }
        }
    }

    func testChangingTheWindChangesOnlyTheWindOfVinesInWind() throws {
        let header = RecordingHeader(version: 2, width: 400, height: 300, seed: 3, wind: Wind(strength: 5, period: 2))
        let text =
            [
                header.jsonLine, "[0,\"down\",0,10,10]", "[0.5,\"up\",0,300,10]", "[1,\"set\",\"wind\",\"none\"]",
                "[2,\"down\",0,10,100]", "[2.5,\"up\",0,300,100]",
            ].joined(separator: "\n") + "\n"
        var reader = try RecordingReader(source: MemoryByteSource(text))
        let timeline = try Timeline(reading: &reader)
        let changed = timeline.changingWind { wind in
            var fitted = wind
            fitted.period = 1.75
            return fitted
        }
        XCTAssertEqual(changed.vines.map(\.wind), [Wind(strength: 5, period: 1.75), nil])
        XCTAssertEqual(timeline.vines.map(\.wind), [Wind(strength: 5, period: 2), nil], "the original is kept")
        XCTAssertEqual(changed.vines.map(\.branches.count), timeline.vines.map(\.branches.count))
        XCTAssertEqual(changed.scene(at: 5).vines.count, timeline.scene(at: 5).vines.count)
    }
}
