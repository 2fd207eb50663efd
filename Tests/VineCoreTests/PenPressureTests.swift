import VineCore
import VineGeometry
import XCTest

/// A pen's recorded pressure sets the width of natural stems through ``StemPoint/pressureCurve(_:)``;
/// the header's `"pressure":"off"` keeps the width the speed gives, as without a pen.
final class PenPressureTests: XCTestCase {
    /// A natural stroke left to right whose pen presses from `light` to `firm`, in `header`.
    private func recording(_ header: String = "", light: Double = 0.05, firm: Double = 1, pressure: Bool = true)
        -> String
    {
        var lines = ["{\"vine\":2,\"width\":640,\"height\":400,\"seed\":5,\"look\":\"natural\"\(header)}"]
        for step in 0...40 {
            let kind = step == 0 ? "down" : step == 40 ? "up" : "move"
            let force = light + (firm - light) * Double(step) / 40
            let pen = pressure ? ",\(CanonicalNumber.text((force * 1000).rounded() / 1000))" : ""
            lines.append("[\(Double(step) / 50),\"\(kind)\",0,\(40 + 14 * step),200\(pen)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func stem(_ text: String) throws -> [StemPoint] {
        var reader = try RecordingReader(source: MemoryByteSource(text))
        return try XCTUnwrap(try Timeline(reading: &reader).vines.first).stem
    }

    func testTheCurveThinsLightStrokes() {
        XCTAssertEqual(StemPoint.pressureCurve(0), 0)
        XCTAssertEqual(StemPoint.pressureCurve(1), 1)
        XCTAssertEqual(StemPoint.pressureCurve(0.25), 0.125)
        XCTAssertEqual(StemPoint.pressureCurve(-3), 0)
        XCTAssertEqual(StemPoint.pressureCurve(7), 1)
        XCTAssertLessThan(StemPoint.pressureCurve(0.5), 0.5, "not linear: a light stroke is thinner")
    }

    func testAPenStemIsThinWhereLightAndWideWhereFirm() throws {
        let stem = try stem(recording())
        let light = stem[10].halfWidth
        let firm = stem[35].halfWidth
        XCTAssertGreaterThan(firm, 2.5 * light, "light \(light), firm \(firm)")
        XCTAssertEqual(stem[35].pressure, StemPoint.pressureCurve(0.05 + 0.95 * 35 / 40), accuracy: 0.002)
        XCTAssertEqual(firm, 3.5 / 2 * (0.3 + 1.2 * stem[35].pressure), accuracy: 1e-9)
    }

    func testPressureOffGrowsTheStemOfTheSameStrokeWithoutAPen() throws {
        let off = try stem(recording(",\"pressure\":\"off\""))
        let penless = try stem(recording(pressure: false))
        XCTAssertEqual(off, penless)
        XCTAssertNotEqual(try stem(recording()), penless)
        XCTAssertEqual(try stem(recording(",\"pressure\":\"on\"")), try stem(recording()))
    }

    func testTheHeaderKeyReadsAndWrites() throws {
        var header = try RecordingReader(source: MemoryByteSource(recording(",\"pressure\":\"off\""))).header
        XCTAssertFalse(header.usesPressure)
        XCTAssertTrue(header.jsonLine.contains(",\"pressure\":\"off\""), header.jsonLine)
        header.usesPressure = true
        XCTAssertFalse(header.jsonLine.contains("pressure"), header.jsonLine)
        let v1 = RecordingHeader(version: 1)
        var off = v1
        off.usesPressure = false
        XCTAssertTrue(off.jsonLine.hasPrefix("{\"vine\":2,"), "the key needs version 2")
        for (key, message) in [
            (",\"pressure\":\"maybe\"", "\"pressure\" must be \"on\" or \"off\", got \"maybe\""),
            (",\"pressure\":true", "\"pressure\""),
        ] {
            XCTAssertThrowsError(try RecordingReader(source: MemoryByteSource(recording(key)))) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
        let version1 = "{\"vine\":1,\"width\":400,\"height\":400,\"seed\":1,\"pressure\":\"off\"}\n"
        XCTAssertThrowsError(try RecordingReader(source: MemoryByteSource(version1))) { error in
            XCTAssertTrue("\(error)".contains("\"pressure\" needs format version 2"), "\(error)")
        }
    }

    func testATiltIsReadAndWrittenWithItsSampleAndDrawsNothing() throws {
        let tilted = "[0.5,\"down\",0,100,200.5,0.75,-30.5,12]"
        var reader = try RecordingReader(
            source: MemoryByteSource("{\"vine\":2,\"width\":640,\"height\":400,\"seed\":5}\n\(tilted)\n"))
        let event = try XCTUnwrap(try reader.next())
        XCTAssertEqual(
            event.action, .down(pointer: 0, point: Point(x: 100, y: 200.5), pressure: 0.75, tilt: Tilt(x: -30.5, y: 12))
        )
        XCTAssertEqual(event.jsonLine, tilted, "written as read")
        let untilted = recording()
        let lines = untilted.split(separator: "\n").map { line in
            line.hasPrefix("[") ? line.dropLast() + ",40,-40]" : line
        }
        XCTAssertEqual(
            try stem(lines.joined(separator: "\n") + "\n"), try stem(untilted), "the tilt changes no stem")
        let limits = RecordingLimits()
        let bare = Event(time: 0, action: .down(pointer: 0, point: Point(x: 1, y: 1), tilt: Tilt(x: 1, y: 1)))
        XCTAssertThrowsError(try limits.check(bare, line: 1)) { error in
            XCTAssertTrue("\(error)".contains("a tilt (elements 7 and 8) needs a pressure (element 6)"), "\(error)")
        }
    }
}
