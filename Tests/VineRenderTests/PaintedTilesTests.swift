import XCTest

@testable import VineRender

final class PaintedTilesTests: XCTestCase {
    /// The pixels covered by `rects`, as a set of (x, y).
    private func pixels(_ rects: [PixelRect]) -> Set<[Int]> {
        var covered = Set<[Int]>()
        for rect in rects {
            for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { covered.insert([x, y]) } }
        }
        return covered
    }

    func testTheRectanglesCoverExactlyTheTilesTouchedWithoutOverlap() {
        let side = PaintedTiles.side
        var tiles = PaintedTiles(width: 5 * side + 7, height: 3 * side + 3)
        XCTAssertTrue(tiles.isEmpty)
        XCTAssertEqual(tiles.rectangles, [])
        tiles.insert(PixelRect(minX: 3, minY: 2, maxX: side + 1, maxY: 4))
        tiles.insert(PixelRect(minX: 4 * side + 2, minY: 2 * side + 1, maxX: 9 * side, maxY: 9 * side))
        tiles.insert(PixelRect(minX: 0, minY: side, maxX: 2 * side, maxY: side + 1))
        tiles.insert(.empty)
        let rects = tiles.rectangles
        XCTAssertEqual(rects.reduce(0) { $0 + $1.width * $1.height }, pixels(rects).count, "no overlap")
        var expected: [PixelRect] = []
        for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1), (4, 2), (5, 2), (4, 3), (5, 3)] {
            expected.append(
                PixelRect(
                    minX: column * side, minY: row * side, maxX: min((column + 1) * side, 5 * side + 7),
                    maxY: min((row + 1) * side, 3 * side + 3)))
        }
        XCTAssertEqual(pixels(rects), pixels(expected))
        XCTAssertEqual(rects.count, 2, "neighbouring tiles join into rectangles")
        tiles.removeAll()
        XCTAssertTrue(tiles.isEmpty)
        XCTAssertEqual(tiles.rectangles, [])
    }
}
