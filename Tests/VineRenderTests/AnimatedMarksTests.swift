import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineRender

/// The growth primitives each look gives the vector animations: the classic look trims its
/// strokes and sweeps its leaf fill about the leaf's centre; the natural look reveals its
/// stem and stalks along their centre lines and unfolds its leaves about their base, with
/// the marks the frames paint fully grown.
final class AnimatedMarksTests: XCTestCase {
    /// The demo's first vine in `look`.
    private func demoVine(_ look: Look) throws -> Vine {
        var header = DemoRecording.header
        header.look = look
        return try XCTUnwrap(try Timeline(header: header, events: DemoRecording.events).vines.first)
    }

    func testTheClassicLookTrimsAndSweepsAboutTheLeafCentre() throws {
        let vine = try demoVine(.classic)
        let look = VineLook(vine: vine, scale: 1, shadesLines: true)
        guard case .trim = look.stemGrowth(count: vine.samples.count) else {
            return XCTFail("a classic stem is trimmed")
        }
        XCTAssertFalse(vine.branches.isEmpty)
        for branch in vine.branches {
            let marks = look.animatedMarks(of: branch, steps: 4)
            XCTAssertNil(marks.stalk)
            XCTAssertNil(marks.unfolding)
            XCTAssertFalse(marks.curveInks.isEmpty)
            let sweep = try XCTUnwrap(marks.sweep)
            XCTAssertEqual(sweep.centre, branch.leafBox.center)
            XCTAssertEqual(sweep.radius, branch.leafBox.width / 2)
            XCTAssertEqual(sweep.outline, BezierPath(ovalIn: branch.leafBox))
            XCTAssertEqual(sweep.outlineLength, branch.length - branch.curveLength, accuracy: 1e-12)
            // The sector: from the centre to where the outline starts, then the outline's arcs.
            XCTAssertEqual(sweep.sector.elements.first, .move(branch.leafBox.center))
            guard case .move(let start)? = sweep.outline.elements.first else { return XCTFail("an outline starts") }
            XCTAssertEqual(sweep.sector.elements[1], .line(start))
            XCTAssertEqual(
                Array(sweep.sector.elements.dropFirst(2)), Array(sweep.outline.elements.dropFirst().dropLast()))
            // The curve, then the outline and fill, each its share of the growth by length.
            XCTAssertEqual(marks.curveTime.start, branch.birth)
            XCTAssertEqual(marks.curveTime.end, marks.sweepTime.start)
            XCTAssertEqual(marks.sweepTime.end, branch.birth + vine.parameters.growDuration, accuracy: 1e-12)
        }
    }

    func testTheNaturalLookRevealsAlongCentreLinesAndUnfoldsTheFramesMarks() throws {
        let vine = try demoVine(.natural)
        let look = VineLook(vine: vine, scale: 1, shadesLines: true)
        guard case .reveal(let line, let width) = look.stemGrowth(count: vine.samples.count) else {
            return XCTFail("a natural stem is revealed along its line")
        }
        XCTAssertEqual(line.count, vine.samples.count)
        XCTAssertGreaterThan(width, 0)
        var unfoldings = 0
        for branch in vine.branches {
            let marks = look.animatedMarks(of: branch, steps: 8)
            XCTAssertNil(marks.sweep)
            XCTAssertTrue(marks.curveInks.isEmpty)
            let stalk = try XCTUnwrap(marks.stalk)
            XCTAssertEqual(stalk.fraction(stalk.time.end), 1, accuracy: 1e-9)
            XCTAssertEqual(stalk.fraction(stalk.time.start - 1), 0)
            XCTAssertEqual(stalk.width, branch.stalkWidth.base)
            // Fully grown, the marks are those the frames paint.
            let frames = look.branch(branch, strokeEnd: 1)
            XCTAssertEqual(stalk.fill.geometry, frames[0].geometry)
            guard let leaf = branch.leaf else {
                XCTAssertNil(marks.unfolding)
                continue
            }
            let unfolding = try XCTUnwrap(marks.unfolding)
            unfoldings += 1
            XCTAssertEqual(unfolding.anchor, leaf.base)
            XCTAssertEqual(unfolding.time.start, stalk.time.end)
            XCTAssertEqual(unfolding.marks.map(\.geometry), frames.dropFirst().map(\.geometry))
            XCTAssertEqual(unfolding.marks.map(\.ink), frames.dropFirst().map(\.ink))
        }
        XCTAssertGreaterThan(unfoldings, 0)
    }
}
