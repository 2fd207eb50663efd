import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineExport
@testable import VineRender
@testable import VineVector

/// The vector writers' elements: a mark's transform and opacity applied, a fill joined with its outline.
final class MarkElementTests: XCTestCase {
    private let square = BezierPath(elements: [
        .move(Point(x: 2, y: 3)), .line(Point(x: 12, y: 3)), .line(Point(x: 12, y: 9)), .line(Point(x: 2, y: 9)),
        .close,
    ])
    private let green = RGBA(r: 0.2, g: 0.6, b: 0.3, a: 1)

    func testVectorElementsApplyTransformAndOpacityAndJoinAFillWithItsOutline() throws {
        var mark = Mark.stroke(square, green, width: 1.5)
        mark.transform = .scale(2)
        mark.opacity = 0.25
        let elements = MarkElement.merging([.fill(square, .solid(green)), mark])
        XCTAssertEqual(elements.count, 2, "a stroke of another path (mapped) does not join the fill")
        XCTAssertEqual(elements[1].path, BezierPath(elements: square.elements.map { $0.transformed(by: .scale(2)) }))
        XCTAssertEqual(elements[1].stroke?.width, 3)
        XCTAssertEqual(elements[1].stroke?.colour.a, 0.25)
        let joined = MarkElement.merging([.fill(square, .solid(green)), .stroke(square, green, width: 1)])
        XCTAssertEqual(joined.count, 1)
        XCTAssertEqual(joined[0].fill, .solid(green))
        XCTAssertEqual(joined[0].stroke?.width, 1)
    }
}
