import VineCore
import VineGeometry
import XCTest

@testable import VineLook
@testable import VineRender

final class BranchShapeTests: XCTestCase {
    private let branch = DemoRecording.timeline.vines[0].branches[3]

    private var curveFraction: Double {
        branch.curveLength / branch.length
    }

    func testWhileTheCurveGrowsThereIsNoLeaf() {
        let shape = BranchShape(branch, strokeEnd: curveFraction / 2)
        XCTAssertTrue(shape.leafOutline.isEmpty)
        XCTAssertTrue(shape.leafFill.isEmpty)
        XCTAssertEqual(shape.curve, shape.path)
    }

    func testAGrowingLeafFillsTheSectorItsOutlineSwept() {
        let shape = BranchShape(branch, strokeEnd: curveFraction + (1 - curveFraction) / 4)
        XCTAssertFalse(shape.leafOutline.isEmpty)
        guard case .move(let center)? = shape.leafFill.elements.first else { return XCTFail("starts at the centre") }
        XCTAssertEqual(center, branch.leafBox.center)
        XCTAssertEqual(shape.leafFill.elements.last, .close)
        // A quarter of the outline: the sector stays within a quarter-ish of the leaf.
        let bounds = shape.leafFill.bounds
        XCTAssertLessThanOrEqual(bounds.width * bounds.height, branch.leafBox.width * branch.leafBox.height / 4 + 1e-9)
    }

    func testAGrownBranchIsTheWholePathWithTheWholeLeaf() {
        let shape = BranchShape(branch, strokeEnd: 1)
        XCTAssertEqual(shape.path, branch.path)
        XCTAssertEqual(shape.leafFill, BezierPath(ovalIn: branch.leafBox))
        XCTAssertEqual(shape.leafOutline, BezierPath(ovalIn: branch.leafBox))
    }
}
