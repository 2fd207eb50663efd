import VineGeometry
import XCTest

/// Regions: the fill rules' point-in-polygon answers and the distance to the outline, in
/// closed form on squares, rings and a star.
final class RegionTests: XCTestCase {
    /// A square of side `side` at (x, y), counter-clockwise when `reversed`.
    private func square(_ x: Double, _ y: Double, _ side: Double, reversed: Bool = false) -> [Point] {
        let ring = [
            Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side),
        ]
        return reversed ? ring.reversed() : ring
    }

    func testASquareContainsItsInsideOnly() {
        let region = Region(shapes: [Region.Shape(rule: .nonzero, rings: [square(0, 0, 10)])])
        XCTAssertTrue(region.contains(Point(x: 5, y: 5)))
        XCTAssertTrue(region.contains(Point(x: 0.001, y: 9.999)))
        XCTAssertFalse(region.contains(Point(x: -0.001, y: 5)))
        XCTAssertFalse(region.contains(Point(x: 5, y: 10.5)))
        XCTAssertEqual(region.bounds, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(region.enclosedAreaEstimate, 100)
    }

    /// Two squares, one inside the other: evenodd leaves a hole whatever the directions;
    /// nonzero leaves one only when the inner one winds the other way.
    func testFillRulesDecideTheHole() {
        let hole = Point(x: 5, y: 5)
        let band = Point(x: 1, y: 5)
        for reversed in [false, true] {
            let rings = [square(0, 0, 10), square(3, 3, 4, reversed: reversed)]
            let evenodd = Region(shapes: [Region.Shape(rule: .evenodd, rings: rings)])
            XCTAssertFalse(evenodd.contains(hole))
            XCTAssertTrue(evenodd.contains(band))
            let nonzero = Region(shapes: [Region.Shape(rule: .nonzero, rings: rings)])
            XCTAssertEqual(nonzero.contains(hole), !reversed)
            XCTAssertTrue(nonzero.contains(band))
        }
    }

    /// A five-pointed star drawn as one self-crossing polygon: the pentagon in the middle
    /// winds twice (inside by nonzero, outside by evenodd), the points once.
    func testAStarsMiddleWindsTwice() {
        let points = [
            Point(x: 0, y: -10), Point(x: 5.878, y: 8.09), Point(x: -9.511, y: -3.09), Point(x: 9.511, y: -3.09),
            Point(x: -5.878, y: 8.09),
        ]
        let nonzero = Region(shapes: [Region.Shape(rule: .nonzero, rings: [points])])
        let evenodd = Region(shapes: [Region.Shape(rule: .evenodd, rings: [points])])
        XCTAssertTrue(nonzero.contains(.zero))
        XCTAssertFalse(evenodd.contains(.zero))
        let tip = Point(x: 0, y: -8)
        XCTAssertTrue(nonzero.contains(tip))
        XCTAssertTrue(evenodd.contains(tip))
    }

    func testDistanceToTheOutlineIsTheNearestEdge() {
        let region = Region(shapes: [Region.Shape(rule: .nonzero, rings: [square(0, 0, 10)])])
        XCTAssertEqual(region.distanceToOutline(Point(x: 5, y: 5)), 5)
        XCTAssertEqual(region.distanceToOutline(Point(x: 2, y: 7)), 2)
        XCTAssertEqual(region.distanceToOutline(Point(x: 13, y: 14)), 5)
        XCTAssertTrue(region.containsWithMargin(Point(x: 3, y: 3), margin: 3))
        XCTAssertFalse(region.containsWithMargin(Point(x: 3, y: 3), margin: 3.001))
        XCTAssertTrue(region.excludesWithMargin(Point(x: -2, y: 5), margin: 2))
        XCTAssertFalse(region.excludesWithMargin(Point(x: 2, y: 5), margin: 1))
    }

    func testDegenerateRingsAreDroppedAndEncloseNothing() {
        let line = Region(shapes: [
            Region.Shape(rule: .nonzero, rings: [[.zero, Point(x: 1, y: 1), Point(x: 2, y: 2)]])
        ])
        XCTAssertEqual(line.enclosedAreaEstimate, 0)
        let short = Region(shapes: [Region.Shape(rule: .nonzero, rings: [[.zero, Point(x: 1, y: 1)]])])
        XCTAssertTrue(short.isEmpty)
        XCTAssertFalse(short.contains(.zero))
    }

    func testTransformingMovesEveryPoint() {
        let region = Region(shapes: [Region.Shape(rule: .evenodd, rings: [square(0, 0, 10)])])
        let moved = region.transformed(by: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
        XCTAssertEqual(moved.bounds, Rect(x: 5, y: 0, width: 20, height: 20))
        XCTAssertEqual(moved.shapes[0].rule, .evenodd)
    }

    /// A polyline crossing a square is cut where it leaves and comes back, to within the spacing.
    func testPiecesKeepWhatPasses() {
        let region = Region(shapes: [Region.Shape(rule: .nonzero, rings: [square(0, 0, 10)])])
        let pieces = Region.pieces(
            of: [Point(x: 2, y: 5), Point(x: 20, y: 5), Point(x: 20, y: 8), Point(x: 5, y: 8)], spacing: 0.5
        ) {
            region.contains($0)
        }
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces[0].first, Point(x: 2, y: 5))
        XCTAssertEqual(pieces[0].last!.x, 10, accuracy: 0.5)
        XCTAssertEqual(pieces[1].first!.x, 10, accuracy: 0.5)
        XCTAssertEqual(pieces[1].last, Point(x: 5, y: 8))
        XCTAssertTrue(pieces.joined().allSatisfy { region.contains($0) })
    }
}
