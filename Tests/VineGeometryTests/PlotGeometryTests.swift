import VineGeometry
import XCTest

/// The plot's geometry against closed-form answers: regions covering segments exactly,
/// polylines cut where they are covered, parallel passes, hatching and travel order.
final class PlotGeometryTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    private let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    private func assertSpans(
        _ spans: [ClosedRange<Double>], _ expected: [ClosedRange<Double>], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(spans.count, expected.count, "\(spans)", file: file, line: line)
        for (span, want) in zip(spans, expected) {
            XCTAssertEqual(span.lowerBound, want.lowerBound, accuracy: 1e-12, file: file, line: line)
            XCTAssertEqual(span.upperBound, want.upperBound, accuracy: 1e-12, file: file, line: line)
        }
    }

    func testAFilledSquareCoversTheMiddleOfASegmentThroughIt() {
        let region = Cover(filling: [square])
        assertSpans(region.coveredSpans(from: p(-5, 5), to: p(15, 5)), [0.25...0.75])
        assertSpans(region.coveredSpans(from: p(5, 5), to: p(15, 5)), [0...0.5])
        XCTAssertTrue(region.coveredSpans(from: p(-5, 20), to: p(15, 20)).isEmpty)
        XCTAssertTrue(region.contains(p(5, 5)))
        XCTAssertFalse(region.contains(p(11, 5)))
    }

    func testNonZeroWindingKeepsAHoleAndJoinsOverlaps() {
        // A 10 × 10 square with a 4 × 4 hole (the inner ring runs the other way).
        let hole = [p(3, 3), p(3, 7), p(7, 7), p(7, 3)]
        let ring = Cover(filling: [square, hole])
        assertSpans(ring.coveredSpans(from: p(-5, 5), to: p(15, 5)), [0.25...0.4, 0.6...0.75])
        XCTAssertFalse(ring.contains(p(5, 5)))
        // The same hole running the same way winds twice: still covered.
        let doubled = Cover(filling: [square, [p(3, 3), p(7, 3), p(7, 7), p(3, 7)]])
        assertSpans(doubled.coveredSpans(from: p(-5, 5), to: p(15, 5)), [0.25...0.75])
    }

    func testAStrokeCoversTheBandAndItsRoundCaps() {
        let band = Cover(stroking: [p(0, 0), p(10, 0)], radius: 1)
        // Across the band at x = 5: |y| < 1 of y from −5 to 5.
        assertSpans(band.coveredSpans(from: p(5, -5), to: p(5, 5)), [0.4...0.6])
        // Along its axis from x = −5 to 15: the caps reach to −1 and 11.
        assertSpans(band.coveredSpans(from: p(-5, 0), to: p(15, 0)), [0.2...0.8])
        // Across the cap at x = 10.6: |y| < √(1 − 0.36) = 0.8.
        assertSpans(band.coveredSpans(from: p(10.6, -2), to: p(10.6, 2)), [0.3...0.7])
        // A disc.
        let dot = Cover(stroking: [p(0, 0)], radius: 2)
        assertSpans(dot.coveredSpans(from: p(-4, 0), to: p(4, 0)), [0.25...0.75])
        XCTAssertTrue(band.contains(p(10.5, 0.5)))
        XCTAssertFalse(band.contains(p(10.8, 0.8)))
    }

    func testAPolylineIsCutExactlyWhereItIsCovered() {
        let covers = [Cover(filling: [square])]
        let line = [p(-10, 5), p(0, 5), p(20, 5), p(20, 15)]
        let pieces = Polyline.visiblePieces(of: line, hiddenBy: covers)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces[0].points, [p(-10, 5), p(0, 5)])
        XCTAssertEqual(pieces[0].start, 0)
        XCTAssertEqual(pieces[1].points.first!.x, 10, accuracy: 1e-12)
        XCTAssertEqual(pieces[1].points.dropFirst(), [p(20, 5), p(20, 15)])
        XCTAssertEqual(pieces[1].start, 1.5, accuracy: 1e-12)
        XCTAssertEqual(pieces.map { Polyline.length($0.points) }.reduce(0, +), 10 + 10 + 10, accuracy: 1e-12)
        // Nothing covering: the whole line, one piece; a short piece is dropped.
        XCTAssertEqual(Polyline.visiblePieces(of: line, hiddenBy: []).map(\.points), [line])
        let nearlyHidden = Polyline.visiblePieces(
            of: [p(-0.5, 5), p(15, 5)], hiddenBy: covers, shortest: 1)
        XCTAssertEqual(nearlyHidden.count, 1, "the 0.5 long piece before the square goes")
    }

    func testACoverIndexFindsTheCoversNearASegmentOnce() {
        var index = CoverIndex(cellSize: 5)
        let big = Cover(filling: [square])
        let far = Cover(stroking: [p(100, 100), p(120, 100)], radius: 1)
        index.insert(big)
        index.insert(far)
        XCTAssertEqual(index.covers(near: p(1, 1), p(9, 9)), [big], "once, though it fills four cells")
        XCTAssertEqual(index.covers(near: p(110, 99), p(110, 101)), [far])
        XCTAssertEqual(index.covers(near: p(50, 50), p(51, 51)), [])
        XCTAssertEqual(index.covers(near: p(0, 0), p(120, 120)), [big, far])
        let line = [p(-10, 5), p(20, 5)]
        XCTAssertEqual(
            Polyline.visiblePieces(of: line, hiddenByCoversNear: index.covers(near:_:)),
            Polyline.visiblePieces(of: line, hiddenBy: [big, far]))
    }

    func testPassesSpreadEvenlyAcrossTheLine() {
        XCTAssertEqual(Polyline.passCount(width: 1, penWidth: 0.3), 4)
        XCTAssertEqual(Polyline.passCount(width: 0.9, penWidth: 0.3), 3, "0.9 / 0.3 is 3 despite rounding")
        XCTAssertEqual(Polyline.passCount(width: 0.2, penWidth: 0.3), 1)
        let offsets = Polyline.passOffsets(count: 4, halfWidth: 0.5, penWidth: 0.3)
        for (offset, want) in zip(offsets, [-0.35, -0.35 / 3, 0.35 / 3, 0.35]) {
            XCTAssertEqual(offset, want, accuracy: 1e-12)
        }
        XCTAssertEqual(Polyline.passOffsets(count: 1, halfWidth: 2, penWidth: 0.3), [0])
        let shifted = Polyline.offset([p(0, 0), p(5, 0), p(10, 0)], by: [1, 1, 2])
        XCTAssertEqual(shifted, [p(0, 1), p(5, 1), p(10, 2)])
    }

    func testHatchingFillsASquareAndSkipsItsHole() {
        let lines = Hatching.lines(filling: [square], spacing: 1, direction: Vector(x: 1, y: 0))
        XCTAssertEqual(lines.count, 10)
        XCTAssertEqual(lines.map(Polyline.length).reduce(0, +), 100, accuracy: 1e-9)
        XCTAssertEqual(lines[0].map(\.y), [0.5, 0.5])
        XCTAssertEqual(lines[1].first!.x, 10, accuracy: 1e-12, "lines run back and forth")
        let hole = [p(3, 3), p(3, 7), p(7, 7), p(7, 3)]
        let holed = Hatching.lines(filling: [square, hole], spacing: 1, direction: Vector(x: 1, y: 0))
        XCTAssertEqual(holed.map(Polyline.length).reduce(0, +), 100 - 16, accuracy: 1e-9)
        // A diagonal hatch of the square: total length × spacing is its area.
        let diagonal = Hatching.lines(filling: [square], spacing: 0.1, direction: Vector(x: 1, y: 1))
        XCTAssertEqual(diagonal.map(Polyline.length).reduce(0, +) * 0.1, 100, accuracy: 0.1)
    }

    func testTravelOrderTakesTheNearestEndNext() {
        let paths = [(start: p(10, 0), end: p(9, 0)), (start: p(0, 0), end: p(1, 0)), (start: p(5, 0), end: p(2, 0))]
        let order = TravelOrder.nearestNext(paths, from: p(0, 0))
        XCTAssertEqual(order.map(\.index), [1, 2, 0])
        XCTAssertEqual(order.map(\.reversed), [false, true, true])
        let drawn = order.map {
            $0.reversed ? (start: paths[$0.index].end, end: paths[$0.index].start) : paths[$0.index]
        }
        XCTAssertEqual(TravelOrder.travel(drawn, from: nil), 1 + 4)
        XCTAssertEqual(TravelOrder.travel(paths, from: p(0, 0)), 10 + 9 + 4)
    }
}
