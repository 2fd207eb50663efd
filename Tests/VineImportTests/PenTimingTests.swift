import VineCore
import VineGeometry
import XCTest

@testable import VineImport

/// The pen model: constant speed along strokes, taps, lifts.
final class PenTimingTests: XCTestCase {
    private let strokes: [[Point]] = [
        [Point(x: 10, y: 10), Point(x: 110, y: 10), Point(x: 110, y: 60)],
        [Point(x: 200, y: 100)],
        [Point(x: 300, y: 100), Point(x: 300, y: 100), Point(x: 301.5, y: 102)],
    ]

    func testThePenMovesAtTheGivenSpeedAlongEveryStroke() {
        for speed in [37.0, 400, 5000] {
            let events = PenTiming(speed: speed).events(for: strokes)
            var previous: (Double, Point)?
            for event in events {
                switch event.action {
                case .down(_, let p, _, _):
                    previous = (event.time, p)
                case .move(_, let p, _, _), .up(_, let p, _, _):
                    guard let (t0, p0) = previous else { return XCTFail("no down") }
                    if p != p0 {
                        XCTAssertEqual(p0.distance(to: p) / (event.time - t0), speed, accuracy: speed * 1e-9)
                        XCTAssertLessThanOrEqual(p0.distance(to: p), PenTiming(speed: speed).sampleSpacing + 1e-9)
                    }
                    previous = (event.time, p)
                default:
                    XCTFail("unexpected \(event)")
                }
            }
        }
    }

    func testStrokesKeepEveryVertexAndTapsAreADownAndAnUp() {
        let pen = PenTiming(speed: 400)
        let events = pen.events(for: strokes)
        let points = events.compactMap { event -> Point? in
            switch event.action {
            case .down(_, let p, _, _), .move(_, let p, _, _), .up(_, let p, _, _): p
            default: nil
            }
        }
        for vertex in strokes.joined() { XCTAssertTrue(points.contains(vertex), "\(vertex)") }
        let downs = events.indices.filter { if case .down = events[$0].action { true } else { false } }
        XCTAssertEqual(downs.count, 3)
        let tap = downs[1]
        guard case .up(_, let p, _, _) = events[tap + 1].action else { return XCTFail("a tap is a down and an up") }
        XCTAssertEqual(p, Point(x: 200, y: 100))
        XCTAssertEqual(events[tap + 1].time - events[tap].time, pen.tapDuration, accuracy: 1e-12)
    }

    func testTheEventCountIsKnownBeforehand() {
        for speed in [37.0, 400, 5000] {
            let pen = PenTiming(speed: speed)
            XCTAssertEqual(pen.eventCount(for: strokes), Double(pen.events(for: strokes).count))
        }
    }

    func testLiftsArePauseAndTravel() {
        let pen = PenTiming(speed: 100)
        let events = pen.events(for: [
            [Point(x: 0, y: 0), Point(x: 10, y: 0)], [Point(x: 40, y: 0)], [Point(x: 940, y: 0)],
        ])
        let downs = events.filter { if case .down = $0.action { true } else { false } }.map(\.time)
        XCTAssertEqual(downs[0], 0)
        XCTAssertEqual(downs[1], 0.1 + 0.1 + 30.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(downs[2], downs[1] + 0.05 + 0.1 + 0.5, accuracy: 1e-12, "the travel part is at most 0.5 s")
    }

    func testTheRecordingReadsBack() throws {
        let events = PenTiming().events(for: strokes)
        var header = RecordingHeader()
        header.setLook(.natural)
        let bytes = try GeneratedRecording.bytes(header: header, events: events)
        var reader = try RecordingReader(source: MemoryByteSource(bytes))
        var read: [Event] = []
        while let event = try reader.next() { read.append(event) }
        XCTAssertEqual(read, events)
        XCTAssertThrowsError(
            try GeneratedRecording.bytes(header: header, events: PenTiming().events(for: [[Point(x: 2e6, y: 0)]])))
    }
}
