import VineCore
import VineGeometry
import XCTest

/// The wind: its spellings, the header key and the `set wind` event, which vines it
/// reaches, and the sway's numbers (a smooth periodic cubic, phases from their own streams).
final class WindTests: XCTestCase {
    func testSpellingsParseAndPrint() throws {
        XCTAssertTrue(Wind.parse("8,2") == .some(Wind(strength: 8, period: 2)))
        XCTAssertTrue(Wind.parse("8") == .some(Wind(strength: 8, period: Wind.defaultPeriod)))
        XCTAssertTrue(Wind.parse("none") == .some(nil))
        for bad in ["", "x", "8,", "31", "-1", "8,0", "8,61", "8,2,3", "nan"] {
            XCTAssertTrue(Wind.parse(bad) == nil, bad)
        }
        XCTAssertEqual(Wind(strength: 8, period: 2)?.text, "8,2")
    }

    func testHeaderKeyAndSetEventRoundTripAndReachLaterVines() throws {
        let header = RecordingHeader(version: 2, width: 400, height: 300, seed: 3, wind: Wind(strength: 5, period: 2))
        XCTAssertTrue(header.jsonLine.contains("\"wind\":\"5,2\""), header.jsonLine)
        let text =
            [
                header.jsonLine, "[0,\"down\",0,10,10]", "[0.5,\"up\",0,100,10]", "[1,\"set\",\"wind\",\"none\"]",
                "[2,\"down\",0,10,100]", "[2.5,\"up\",0,100,100]", "[3,\"set\",\"wind\",\"12,1.5\"]",
                "[4,\"down\",0,10,200]", "[4.5,\"up\",0,100,200]",
            ].joined(separator: "\n") + "\n"
        var reader = try RecordingReader(source: MemoryByteSource(text))
        XCTAssertEqual(reader.header.wind, Wind(strength: 5, period: 2))
        let timeline = try Timeline(reading: &reader)
        XCTAssertEqual(
            timeline.vines.map(\.wind), [Wind(strength: 5, period: 2), nil, Wind(strength: 12, period: 1.5)])
        let scene = timeline.scene(at: 10)
        XCTAssertEqual(scene.vines.map(\.isSettled), [false, true, false], "swaying vines never settle")
        XCTAssertEqual(scene.vines.map(\.stillBranchCount), [0, scene.vines[1].grownBranchCount, 0])
    }

    func testSetWindIsCheckedAndNeedsVersionTwoInTheHeader() {
        XCTAssertThrowsError(try Setting(key: "wind", text: "99"))
        XCTAssertThrowsError(try Setting(key: "wind", number: 3))
        XCTAssertEqual(try Setting(key: "wind", text: "4,2"), .wind(Wind(strength: 4, period: 2)))
        let error = readingError("{\"vine\":1,\"width\":10,\"height\":10,\"seed\":1,\"wind\":\"3\"}\n")
        XCTAssertTrue(error?.message.contains("needs format version 2") ?? false, "\(String(describing: error))")
    }

    func testWaveIsASmoothPeriodicCubic() {
        XCTAssertEqual(Sway.wave(0), 0)
        XCTAssertEqual(Sway.wave(0.25), 1)
        XCTAssertEqual(Sway.wave(0.5), 0)
        XCTAssertEqual(Sway.wave(0.75), -1)
        XCTAssertEqual(Sway.wave(1.25), 1, "period 1")
        XCTAssertEqual(Sway.wave(-0.75), 1, "negative phases too")
        var previous = Sway.wave(0)
        for step in 1...4000 {
            let value = Sway.wave(Double(step) / 1000)
            XCTAssertLessThan(abs(value - previous), 0.00601, "continuous, slope at most 1.5 × 4")
            XCTAssertLessThanOrEqual(abs(value), 1)
            previous = value
        }
        XCTAssertEqual(Sway.ramp(-1), 0)
        XCTAssertEqual(Sway.ramp(0.5), 0.5)
        XCTAssertEqual(Sway.ramp(2), 1)
    }

    func testPhasesComeFromTheirOwnStreamsAndRotationsAreRotations() {
        let phase = Sway.phase(seed: 42, vine: 1, branch: 2)
        XCTAssertEqual(phase, Sway.phase(seed: 42, vine: 1, branch: 2))
        XCTAssertNotEqual(phase, Sway.phase(seed: 42, vine: 1, branch: 3))
        XCTAssertTrue((0..<1).contains(phase))
        let pivot = Point(x: 10, y: 20)
        let quarter = Sway.rotation(degrees: 30, about: pivot)
        XCTAssertEqual(quarter.apply(pivot).x, 10, accuracy: 1e-12)
        let turned = quarter.apply(Point(x: 20, y: 20))
        XCTAssertEqual(turned.x, 10 + 10 * 0.8660254037844386, accuracy: 1e-9)
        XCTAssertEqual(turned.y, 20 + 10 * 0.5, accuracy: 1e-9, "positive turns +x towards +y")
        XCTAssertEqual(quarter.determinant, 1, accuracy: 1e-9)
    }
}
