import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineExport
@testable import VineRender
@testable import VineVector

/// A shared natural leaf: its Lottie layer's transform (anchor, scale, rotation, position)
/// puts the shared drawing back exactly on the leaf, its strokes show within 5 % of their
/// width, and everything stays inside the precomposition's box; a frame without a box has
/// the base at its origin.
final class SharedLeafTests: XCTestCase {
    private let ink = RGBA(r: 0.3, g: 0.5, b: 0.2, a: 1)

    /// The points of `path` in order.
    private func points(_ path: BezierPath) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }

    func testTheLayerPutsTheSharedLeafBackOnTheLeaf() throws {
        for (angle, aspect, length) in [(0.3, 0.36, 14.0), (2.5, 0.48, 27.0), (-1.9, 0.42, 22.8)] {
            let direction = AffineTransform.rotation(radians: angle).apply(Vector(x: 1, y: 0))
            let leaf = Leaf(base: Point(x: 300, y: 200), direction: direction, length: length, width: length * aspect)
            let marks = [
                Mark.fill(leaf.outline(), ink), Mark.stroke(leaf.outline(), ink, width: 0.4),
                Mark.stroke(leaf.midrib(), ink, width: 0.32),
            ]
            let shared = SharedLeaf(leaf, marks: marks)
            let size = try XCTUnwrap(shared.size)
            // Lottie's layer: minus the anchor, scaled, turned, moved to the position.
            let layer = AffineTransform.translation(Vector(x: -shared.base.x, y: -shared.base.y))
                .concatenating(.scale(x: shared.scale.x, y: shared.scale.y))
                .concatenating(.rotation(radians: direction.angle))
                .concatenating(.translation(Vector(x: leaf.base.x, y: leaf.base.y)))
            for (original, mark) in zip(marks, shared.marks) {
                guard case .path(let path) = original.geometry, case .path(let drawn) = mark.geometry else {
                    return XCTFail("paths expected")
                }
                let inFrame = drawn.transformed(by: mark.transform)
                for (a, b) in zip(points(inFrame.transformed(by: layer)), points(path)) {
                    XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
                    XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
                }
                let box = inFrame.bounds
                XCTAssertGreaterThanOrEqual(box.minX, 0)
                XCTAssertGreaterThanOrEqual(box.minY, 0)
                XCTAssertLessThanOrEqual(box.maxX, Double(size.width))
                XCTAssertLessThanOrEqual(box.maxY, Double(size.height))
                guard case .stroke(_, let width) = original.ink, case .stroke(_, let framed) = mark.ink else {
                    continue
                }
                // As written (the writer widens by the transform's scale factor), then as the layer scales it along the leaf.
                let shown = framed * mark.transform.scaleFactor * shared.scale.x
                XCTAssertEqual(shown / width, 1, accuracy: 0.049, "length \(length)")
                XCTAssertLessThanOrEqual(box.maxX + framed * mark.transform.scaleFactor / 2, Double(size.width))
            }
        }
    }

    /// A frame without a box (a sticker's, for rlottie) has the leaf's base at its origin:
    /// its layer needs no anchor, and leaves of one shape and length placed and turned apart
    /// are the same drawing in it.
    func testAFrameWithoutABoxHasTheBaseAtItsOriginAndOneDrawingForLeavesAlike() throws {
        var drawings: [[Point]] = []
        for (angle, base) in [(0.3, Point(x: 300, y: 200)), (2.5, Point(x: 41.7, y: 733.1)), (-1.9, Point(x: 0, y: 0))]
        {
            let direction = AffineTransform.rotation(radians: angle).apply(Vector(x: 1, y: 0))
            let leaf = Leaf(base: base, direction: direction, length: 17, width: 17 * 0.42)
            let marks = [Mark.fill(leaf.outline(), ink), Mark.stroke(leaf.outline(), ink, width: 0.4)]
            let shared = SharedLeaf(leaf, marks: marks, boxed: false)
            XCTAssertNil(shared.size)
            XCTAssertEqual(shared.base, Point(x: 0, y: 0))
            let layer = AffineTransform.scale(x: shared.scale.x, y: shared.scale.y)
                .concatenating(.rotation(radians: direction.angle))
                .concatenating(.translation(Vector(x: base.x, y: base.y)))
            guard case .path(let path) = marks[0].geometry, case .path(let drawn) = shared.marks[0].geometry else {
                return XCTFail("paths expected")
            }
            let inFrame = points(drawn.transformed(by: shared.marks[0].transform))
            for (a, b) in zip(inFrame.map(layer.apply), points(path)) {
                XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
                XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
            }
            drawings.append(inFrame)
        }
        for drawing in drawings.dropFirst() {
            for (a, b) in zip(drawing, drawings[0]) {
                XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
                XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
            }
        }
    }

    func testLengthClassesAreStepsOfTenPercent() {
        XCTAssertEqual(SharedLeaf.lengthClass(of: 1), 1)
        XCTAssertEqual(SharedLeaf.lengthClass(of: 1.04), 1)
        XCTAssertEqual(SharedLeaf.lengthClass(of: 1.06), 1.1, accuracy: 1e-12)
        XCTAssertEqual(SharedLeaf.lengthClass(of: 0.5), 1 / 1.1 / 1.1 / 1.1 / 1.1 / 1.1 / 1.1 / 1.1, accuracy: 1e-12)
        for length in stride(from: 3.0, to: 60, by: 0.37) {
            let step = SharedLeaf.lengthClass(of: length)
            XCTAssertLessThanOrEqual(max(step / length, length / step), 1.0489, "\(length) → \(step)")
        }
    }
}
