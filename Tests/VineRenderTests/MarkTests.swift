import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineRender

/// The paint model's transform and opacity, which wind and loop endings will use: Cairo and
/// the vector writers apply them to a mark as if its path and paint had been mapped and faded.
final class MarkTests: XCTestCase {
    private let square = BezierPath(elements: [
        .move(Point(x: 2, y: 3)), .line(Point(x: 12, y: 3)), .line(Point(x: 12, y: 9)), .line(Point(x: 2, y: 9)),
        .close,
    ])
    private let green = RGBA(r: 0.2, g: 0.6, b: 0.3, a: 1)

    /// The pixels of `marks` painted onto a clear 40 × 30 surface.
    private func pixels(_ marks: [Mark]) throws -> [UInt8] {
        let surface = try ImageSurface(width: 40, height: 30)
        CairoContext(surface).draw(marks)
        surface.flush()
        return Array(UnsafeRawBufferPointer(start: surface.data, count: surface.byteCount))
    }

    func testCairoPaintsATransformedMarkAsItsMappedPath() throws {
        let transform = AffineTransform.translation(Vector(x: 5, y: 4)).concatenating(.scale(2))
        var moved = Mark.fill(square, green)
        moved.transform = transform
        let mapped = Mark.fill(BezierPath(elements: square.elements.map { $0.transformed(by: transform) }), green)
        XCTAssertEqual(try pixels([moved]), try pixels([mapped]))
        XCTAssertNotEqual(try pixels([moved]), try pixels([.fill(square, green)]))
    }

    func testCairoPaintsAMarkAtItsOpacity() throws {
        var faded = Mark.fill(square, green)
        faded.opacity = 0.5
        XCTAssertEqual(try pixels([faded]), try pixels([.fill(square, RGBA(r: 0.2, g: 0.6, b: 0.3, a: 0.5))]))
    }
}

/// A shadow gathered from many marks (``ShadowShapes/init(gathering:)``): the passes a species'
/// parts cast, few of them.
final class GatheredShadowTests: XCTestCase {
    private let square = BezierPath(elements: [
        .move(Point(x: 2, y: 3)), .line(Point(x: 12, y: 3)), .line(Point(x: 12, y: 9)), .line(Point(x: 2, y: 9)),
        .close,
    ])
    private let line = BezierPath(elements: [.move(Point(x: 0, y: 20)), .line(Point(x: 30, y: 24))])
    private let green = RGBA(r: 0.2, g: 0.6, b: 0.3, a: 1)

    func testFillsAreOnePassStrokesOnePerWidthAndAFillsOutlineIsLeftOut() {
        var moved = Mark.fill(square, green)
        moved.transform = .translation(Vector(x: 20, y: 0))
        let marks: [Mark] = [
            .fill(square, green), .stroke(square, green, width: 0.5),
            .stroke(line, green, width: 1), moved, .stroke(line, green, width: 2), .stroke(square, green, width: 1),
        ]
        let gathered = ShadowShapes(gathering: marks)
        XCTAssertEqual(gathered.bounds, ShadowShapes(marks: marks).bounds, "it covers what the marks cover")
        XCTAssertEqual(gathered.passes.count, 3)
        guard case .fill(let fills) = gathered.passes[0] else { return XCTFail("the fills first") }
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(fills[1].transform, moved.transform)
        guard case .stroke(let thin, width: 1) = gathered.passes[1],
            case .stroke(let wide, width: 2) = gathered.passes[2]
        else { return XCTFail("a stroke pass per width, in order") }
        XCTAssertEqual(
            thin.map(\.geometry), [.path(line), .path(square)], "the square's outline after another mark stays")
        XCTAssertEqual(wide.map(\.geometry), [.path(line)])
    }
}
