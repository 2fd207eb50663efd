import VineCore
import VineGeometry
import XCTest

/// The shapes' bounds: their spellings, the header keys and `set` events, and what they do
/// to branches (inside `within`, outside `avoid`, leaning `toward`), deterministically.
final class BoundsTests: XCTestCase {
    private let square = Region(shapes: [
        Region.Shape(
            rule: .nonzero,
            rings: [[Point(x: 100, y: 100), Point(x: 300, y: 100), Point(x: 300, y: 300), Point(x: 100, y: 300)]])
    ])

    func testSpellingsRoundTripAndBadOnesAreRefused() throws {
        let text = Bounds.text(of: square)
        XCTAssertEqual(text, "nonzero:100,100 300,100 300,300 100,300")
        XCTAssertTrue(Bounds.parseRegion(text) == .some(square))
        XCTAssertTrue(Bounds.parseRegion("none") == .some(nil))
        let two = "evenodd:0,0 10,0 10,10;2,2 4,2 4,4|nonzero:20,20 30,20 30,30"
        XCTAssertEqual(Bounds.parseRegion(two).flatMap { $0 }.map { Bounds.text(of: $0) }, two)
        for bad in [
            "", "nonzero", "nonzero:", "nonzero:0,0 1,1", "odd:0,0 1,0 1,1", "nonzero:0,0 1,0 nan,1",
            "nonzero:0,0 1,0 1e7,1", "nonzero:0,0 1,1 2,2", "nonzero:0,0 1,0 1,1;", "nonzero:0,0  1,0 1,1",
        ] {
            XCTAssertTrue(Bounds.parseRegion(bad) == nil, bad)
        }
        XCTAssertEqual(Bounds.parseAttractors("1,2;3.5,-4"), [Point(x: 1, y: 2), Point(x: 3.5, y: -4)])
        XCTAssertEqual(Bounds.parseAttractors("none"), [])
        for bad in ["", "1", "1,2;", "1,2,3", "x,1"] { XCTAssertNil(Bounds.parseAttractors(bad), bad) }
        XCTAssertThrowsError(try Setting(key: "within", text: "nonzero:0,0"))
        XCTAssertThrowsError(try Setting(key: "toward", number: 3))
        XCTAssertEqual(try Setting(key: "toward", text: "5,6"), .toward([Point(x: 5, y: 6)]))
    }

    /// The header keys and `set` events reach the vines begun after them, and a header
    /// that uses them is version 2.
    func testHeaderKeysAndSetEventsReachLaterVines() throws {
        var header = RecordingHeader(version: 1, width: 400, height: 400, seed: 3)
        header.bounds = Bounds(within: square)
        XCTAssertTrue(header.jsonLine.hasPrefix("{\"vine\":2,"))
        XCTAssertTrue(header.jsonLine.contains("\"within\":\"nonzero:100,100 300,100 300,300 100,300\""))
        let text =
            [
                header.jsonLine, "[0,\"down\",0,120,200]", "[1,\"up\",0,280,200]", "[1,\"set\",\"within\",\"none\"]",
                "[1,\"set\",\"toward\",\"200,0\"]", "[2,\"down\",0,120,200]", "[3,\"up\",0,280,200]",
            ].joined(separator: "\n") + "\n"
        var reader = try RecordingReader(source: MemoryByteSource(text))
        XCTAssertEqual(reader.header.bounds.within, square)
        let timeline = try Timeline(reading: &reader)
        XCTAssertEqual(timeline.vines.map(\.bounds), [Bounds(within: square), Bounds(toward: [Point(x: 200, y: 0)])])
        let v1 = "{\"vine\":1,\"width\":400,\"height\":400,\"seed\":1,\"within\":\"none\"}\n"
        XCTAssertThrowsError(try RecordingReader(source: MemoryByteSource(v1)))
    }

    /// A stroke across the square, bounded within it: its stem has one gap on each side,
    /// the one drawn piece keeps ``Vine/stemMargin`` and ends within a probe of it, no branch
    /// sprouts in a gap, and the same stroke without bounds has none.
    func testStemsAreCutWhereTheyLeave() throws {
        for look in [Look.classic, .natural] {
            var header = RecordingHeader(version: 2, width: 400, height: 400, seed: 3)
            header.look = look
            let moves = (1..<36).map { "[\(Double($0) / 10),\"move\",0,\(20 + 10 * $0),200]" }
            let events = ["[0,\"down\",0,20,200]"] + moves + ["[3.6,\"up\",0,380,200]"]
            func vine(_ bounds: Bounds) throws -> Vine {
                header.bounds = bounds
                var reader = try RecordingReader(
                    source: MemoryByteSource(([header.jsonLine] + events).joined(separator: "\n") + "\n"))
                return try XCTUnwrap(Timeline(reading: &reader).vines.first)
            }
            XCTAssertEqual(try vine(.none).stemGaps, [], "\(look)")
            let bounded = try vine(Bounds(within: square))
            XCTAssertEqual(bounded.stemGaps.count, 2, "\(look)")
            XCTAssertNil(bounded.stemGaps[0].from)
            let pieces = bounded.stemPieces(from: 0, through: bounded.samples.count - 1)
            XCTAssertEqual(pieces.count, 1, "\(look)")
            let line = bounded.stemPolyline(pieces[0])
            for point in line {
                XCTAssertTrue(square.containsWithMargin(point, margin: bounded.stemMargin), "\(look) \(point)")
            }
            for end in [line[0], line[line.count - 1]] {
                XCTAssertLessThan(square.distanceToOutline(end), bounded.stemMargin + Vine.probeSpacing + 1e-9)
            }
            for branch in bounded.branches {
                XCTAssertTrue(square.containsWithMargin(branch.start, margin: bounded.stemMargin), "\(look)")
            }
            XCTAssertGreaterThan(bounded.branches.count, 0, "\(look)")
        }
    }

    /// Vines stroked across the square from outside: every branch of a bounded vine lies
    /// inside with the margin (or outside, for `avoid`), in both looks, and the same events
    /// give the same branches.
    func testBranchesStayInsideWithinAndOutsideAvoid() throws {
        for look in [Look.classic, .natural] {
            for bounds in [Bounds(within: square), Bounds(avoid: square)] {
                var header = RecordingHeader(width: 400, height: 400, seed: 12, look: look)
                header.bounds = bounds
                func run() throws -> [Branch] {
                    var timeline = Timeline(header: header)
                    var time = 0.0
                    for row in 0..<8 {
                        let y = 20 + Double(row) * 50
                        try timeline.apply(Event(time: time, action: .down(pointer: 0, point: Point(x: 0, y: y))))
                        for step in 1...100 {
                            time += 0.01
                            try timeline.apply(
                                Event(time: time, action: .move(pointer: 0, point: Point(x: Double(step) * 4, y: y))))
                        }
                        try timeline.apply(Event(time: time, action: .up(pointer: 0, point: Point(x: 400, y: y))))
                    }
                    return timeline.vines.flatMap(\.branches)
                }
                let branches = try run()
                XCTAssertGreaterThan(branches.count, 20, "\(look)")
                let margin = Bounds.margin(vineWidth: header.parameters.vineWidth, shadow: true)
                for branch in branches {
                    XCTAssertTrue(bounds.admits(branch, margin: margin), "\(look) \(bounds) branch at \(branch.start)")
                }
                XCTAssertEqual(try run().map(\.path), branches.map(\.path))
            }
        }
    }

    func testTowardLeansTheEnd() {
        let bounds = Bounds(toward: [Point(x: 0, y: -100), Point(x: 300, y: 0)])
        XCTAssertEqual(bounds.lean(from: Point(x: 0, y: 0)), Vector(x: 0, y: -1))
        XCTAssertEqual(bounds.lean(from: Point(x: 290, y: 0)), Vector(x: 1, y: 0))
        XCTAssertNil(bounds.lean(from: Point(x: 300, y: 0)))
        var parameters = Parameters.defaults
        parameters.maxBranchLength = 40
        let plain = Branch(vine: 0, index: 0, birth: 0, start: .zero, parameters: parameters, seed: 1)
        let leaning = Branch(
            vine: 0, index: 0, birth: 0, start: .zero, parameters: parameters, seed: 1, toward: Vector(x: 0, y: -1))
        XCTAssertEqual(leaning.end, plain.end + Vector(x: 0, y: -20))
    }
}
