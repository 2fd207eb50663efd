import VineCore
import VineGeometry
import XCTest

/// The `clear` setting: its spelling, the shapes it makes (letters' hulls, strokes as lines)
/// and which points and discs clear them.
final class ClearanceTests: XCTestCase {
    func testSpellingRoundTripsAndBadOnesAreRefused() throws {
        let clearance = Clearance(
            distance: 5, outlines: [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]])
        let text = Clearance.text(of: clearance)
        XCTAssertEqual(text, "5:0,0 10,0 10,10")
        XCTAssertTrue(Clearance.parse(text) == .some(clearance))
        XCTAssertTrue(Clearance.parse("none") == .some(nil))
        XCTAssertEqual(Clearance.parse("2:1,1;3,4 5,6").flatMap { $0 }?.outlines.count, 2)
        for bad in ["", "5", "5:", "0:1,1", "2000:1,1", "x:1,1", "5:1,1 nan,2", "5:1,1;", "5:1,1  2,2", "5:1,2,3"] {
            XCTAssertTrue(Clearance.parse(bad) == nil, bad)
        }
        let many = (0...Clearance.maxPoints).map { "\($0),0" }.joined(separator: " ")
        XCTAssertTrue(Clearance.parse("1:" + many) == nil, "more than the most points")
        XCTAssertEqual(try Setting(key: "clear", text: text), .clear(clearance))
        XCTAssertThrowsError(try Setting(key: "clear", text: "5"))
    }

    /// Areas are spelled after a `|`, rings of three or more points; one `|` at most.
    func testAreasRoundTripAndBadOnesAreRefused() throws {
        let box = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 20), Point(x: 0, y: 20)]
        let clearance = Clearance(distance: 2, outlines: [[Point(x: 5, y: 5)]], areas: [box])
        let text = Clearance.text(of: clearance)
        XCTAssertEqual(text, "2:5,5|0,0 40,0 40,20 0,20")
        XCTAssertTrue(Clearance.parse(text) == .some(clearance))
        XCTAssertNotEqual(clearance, Clearance(distance: 2, outlines: [[Point(x: 5, y: 5)]]), "areas count")
        for bad in ["2:5,5|", "2:5,5|0,0 1,1", "2:5,5|0,0 1,1 2,0|3,3 4,4 5,3", "2:5,5|0,0 1,1 x,0"] {
            XCTAssertTrue(Clearance.parse(bad) == nil, bad)
        }
        XCTAssertNil(
            Clearance(
                hullsOf: [[Point(x: 0, y: 0)]], areas: [[Point]](repeating: box, count: Clearance.maxPoints / 4),
                distance: 1),
            "areas count toward the most points")
    }

    /// Leaves, flowers and fruit keep out of an area and the distance round it; a branch's
    /// line may cross it.
    func testDiscsKeepOutOfAreasButLinesCrossThem() throws {
        let box = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 40), Point(x: 0, y: 40)]
        let clearance = Clearance(distance: 5, outlines: [[Point(x: 50, y: 20)]], areas: [box])
        XCTAssertFalse(clearance.clears(Point(x: 10, y: 10), radius: 2), "inside the area")
        XCTAssertFalse(clearance.clears(Point(x: 10, y: 47), radius: 3), "3 + 5 reach into it")
        XCTAssertTrue(clearance.clears(Point(x: 10, y: 49), radius: 3))
        XCTAssertTrue(clearance.clears(Point(x: 10, y: 10), from: Point(x: 10, y: 30)), "a line in the area")
    }

    /// A header with `clear` is version 2 and reads back the same.
    func testTheHeaderKeyRoundTrips() throws {
        var header = RecordingHeader(version: 1, width: 400, height: 400, seed: 3)
        header.bounds.clear = Clearance(
            hullsOf: [[Point(x: 10, y: 10), Point(x: 50, y: 10), Point(x: 30, y: 40)]], distance: 4)
        XCTAssertTrue(header.jsonLine.hasPrefix("{\"vine\":2,"))
        XCTAssertTrue(header.jsonLine.contains(",\"clear\":\"4:"), header.jsonLine)
        let read = try RecordingReader(source: MemoryByteSource(Array((header.jsonLine + "\n").utf8))).header
        XCTAssertEqual(read.bounds.clear, header.bounds.clear)
    }

    /// A letter's outline is the convex hull of its points: an inner point and collinear
    /// ones are left out; a dot and a segment stay a point and two.
    func testHullsLeaveOutInnerPoints() throws {
        let square = [
            Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
        ]
        let clearance = try XCTUnwrap(
            Clearance(
                hullsOf: [
                    square + [Point(x: 4, y: 6)], [Point(x: 50, y: 50)], [Point(x: 60, y: 0), Point(x: 60, y: 20)],
                ], distance: 2))
        XCTAssertEqual(clearance.outlines[0].count, 4)
        XCTAssertEqual(
            Set(clearance.outlines[0]),
            [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        XCTAssertEqual(clearance.outlines[1], [Point(x: 50, y: 50)])
        XCTAssertEqual(clearance.outlines[2].count, 2)
        XCTAssertNil(Clearance(hullsOf: [square], distance: 0), "a distance out of range")
    }

    /// Inside a hull nothing clears; a disc clears at its radius plus the distance; a line's
    /// point near its branch's start needs only half its way from the start.
    func testDiscsAndLinePointsClearByTheDistance() throws {
        let clearance = try XCTUnwrap(
            Clearance(
                hullsOf: [[Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]],
                distance: 10))
        XCTAssertFalse(clearance.clears(Point(x: 50, y: 50), radius: 1), "a counter")
        XCTAssertFalse(clearance.clears(Point(x: 50, y: 114), radius: 5), "the disc comes 9 points near")
        XCTAssertTrue(clearance.clears(Point(x: 50, y: 116), radius: 5))
        let start = Point(x: 50, y: 100)
        XCTAssertTrue(
            clearance.clears(Point(x: 50, y: 104), from: start), "4 from the start: 2 from the outline is enough")
        XCTAssertFalse(clearance.clears(Point(x: 58, y: 101), from: start), "leaving along the outline")
        XCTAssertFalse(clearance.clears(Point(x: 50, y: 60), from: start), "into the letter")
    }

    /// A drawing's strokes are lines, not areas: a point beside a line clears once it is the
    /// distance away, even inside a closed stroke.
    func testStrokesAreLines() throws {
        let ring = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ]
        let clearance = try XCTUnwrap(Clearance(alongLines: [ring], distance: 10))
        XCTAssertTrue(clearance.clears(Point(x: 50, y: 50), radius: 5), "inside the drawn square")
        XCTAssertFalse(clearance.clears(Point(x: 50, y: 8), radius: 1), "over the line")
        XCTAssertNil(
            Clearance(
                alongLines: (0..<2_000).map { [Point(x: Double($0), y: 0), Point(x: Double($0), y: 5)] }, distance: 1),
            "more strokes than points to write")
    }
}
