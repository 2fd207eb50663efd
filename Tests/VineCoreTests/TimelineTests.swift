import VineCore
import VineGeometry
import XCTest

final class TimelineTests: XCTestCase {
    private func event(_ time: Double, _ action: Event.Action) -> Event { Event(time: time, action: action) }
    private func down(_ time: Double, _ pointer: Int, _ x: Double, _ y: Double) -> Event {
        event(time, .down(pointer: pointer, point: Point(x: x, y: y)))
    }
    private func move(_ time: Double, _ pointer: Int, _ x: Double, _ y: Double) -> Event {
        event(time, .move(pointer: pointer, point: Point(x: x, y: y)))
    }
    private func up(_ time: Double, _ pointer: Int, _ x: Double, _ y: Double) -> Event {
        event(time, .up(pointer: pointer, point: Point(x: x, y: y)))
    }

    /// A version-1 header: these tests pin the version-1 rules (stack undo, no flower for a tap).
    private let header = RecordingHeader(
        version: 1, width: 400, height: 300, seed: 1, parameters: Parameters(minBranchSeparation: 10))

    func testBranchesSproutOnlyStrictlyBeyondTheSeparationFromTheAnchor() throws {
        let timeline = try Timeline(
            header: header,
            events: [
                down(0, 0, 0, 0), move(1, 0, 10, 0), move(2, 0, 10.5, 0), move(3, 0, 20, 0), up(4, 0, 21, 0),
            ])
        let vine = timeline.vines[0]
        XCTAssertEqual(vine.samples.map(\.point.x), [0, 10, 10.5, 20, 21])
        XCTAssertEqual(vine.branches.map(\.start), [Point(x: 10.5, y: 0), Point(x: 21, y: 0)])
        XCTAssertEqual(vine.branches.map(\.birth), [2, 4])
        XCTAssertEqual(vine.branches.map(\.index), [0, 1])
        XCTAssertEqual(vine.up, 4)
    }

    func testBranchShapeIsDrawnFromItsOwnStreamInTheDocumentedOrder() throws {
        var parameters = Parameters(minBranchSeparation: 5, maxBranchLength: 40, leafSize: 8)
        parameters.vineWidth = 4
        let header = RecordingHeader(seed: 77, parameters: parameters)
        let timeline = try Timeline(
            header: header, events: [down(0, 0, 0, 0), move(1, 0, 6, 0), down(2, 1, 50, 50), up(3, 1, 50, 60)])
        for (vine, start) in [(0, Point(x: 6, y: 0)), (1, Point(x: 50, y: 60))] {
            var random = Xoshiro256StarStar.branch(seed: 77, vine: vine, branch: 0)
            let end = start + Vector(x: random.uniform(-40, 40), y: random.uniform(-40, 40))
            let c1 = end + Vector(x: random.uniform(-20, 20), y: random.uniform(-20, 20))
            let c2 = end + Vector(x: random.uniform(-10, 10), y: random.uniform(-10, 10))
            let branch = timeline.vines[vine].branches[0]
            XCTAssertEqual(branch.curve, CubicBezier(p0: start, p1: c1, p2: c2, p3: end))
            XCTAssertEqual(branch.leafBox, Rect(x: end.x - 4, y: end.y - 4, width: 8, height: 8))
            var expected = BezierPath()
            expected.move(to: start)
            expected.curve(to: end, control1: c1, control2: c2)
            expected.append(BezierPath(ovalIn: branch.leafBox))
            XCTAssertEqual(branch.path, expected)
            let curveLength = branch.curve.arcLength(accuracy: 1e-9)
            let leafLength = ArcLengthIndex(path: BezierPath(ovalIn: branch.leafBox), accuracy: 1e-9).length
            XCTAssertEqual(branch.length, curveLength + leafLength, accuracy: 1e-5)
            XCTAssertEqual(branch.curveLength, curveLength, accuracy: 1e-5)
        }
        XCTAssertEqual(timeline.vines[1].width, 4)
        XCTAssertEqual(timeline.vines[1].branchWidth, 2)
    }

    /// Two pointers at once, an undo of a vine still being drawn, a clear, then the mouse;
    /// every expectation below is worked out by hand from the rules.
    func testMultiPointerUndoAndClearSceneMatchesHandComputedExpectations() throws {
        let events = [
            down(0, 1, 0, 0),  // vine 0, pointer 1
            down(0.5, 2, 100, 0),  // vine 1, pointer 2
            move(1, 1, 11, 0),  // 11 > 10 from (0, 0): vine 0 branch 0, born 1
            move(1, 2, 100, 5),  // 5 from (100, 0): no branch
            move(2, 2, 100, 20),  // 20 from (100, 0): vine 1 branch 0, born 2
            up(2, 1, 15, 0),  // 4 from (11, 0): no branch; vine 0 up at 2
            event(3, .undo),  // removes vine 1, the latest present, though pointer 2 is down
            move(3.5, 2, 100, 40),  // still vine 1 (removed): branch 1, born 3.5, never shown
            up(4, 2, 100, 41),
            down(4, 1, 50, 50),  // vine 2
            up(4.5, 1, 50, 70),  // 20 from (50, 50): vine 2 branch 0, born 4.5
            event(5, .clear),  // removes vines 0 and 2
            down(6, 0, 1, 1),  // vine 3, the mouse
            up(6, 0, 1, 1),
        ]
        let text = ([header.jsonLine] + events.map(\.jsonLine)).joined(separator: "\n") + "\n"
        var recording = try RecordingReader(source: MemoryByteSource(text))
        let timeline = try Timeline(reading: &recording)
        XCTAssertEqual(timeline.vines.map(\.pointer), [1, 2, 1, 0])
        XCTAssertEqual(timeline.vines.map(\.removed), [5, 3, 5, nil])
        XCTAssertEqual(timeline.vines.map(\.branches.count), [1, 2, 1, 0])
        XCTAssertEqual(timeline.vines[1].samples.count, 5)
        XCTAssertEqual(timeline.eventCount, 14)
        XCTAssertEqual(timeline.lastEventTime, 6)
        XCTAssertEqual(timeline.end, 7)

        func present(_ t: Double) -> [Int] { timeline.scene(at: t).vines.map(\.vine.index) }
        XCTAssertEqual(present(-1), [])
        XCTAssertEqual(present(0), [0])
        XCTAssertEqual(present(1.5), [0, 1])
        XCTAssertEqual(present(2.99), [0, 1])
        XCTAssertEqual(present(3), [0])
        XCTAssertEqual(present(4), [0, 2])
        XCTAssertEqual(present(5), [])
        XCTAssertEqual(present(6), [3])
        XCTAssertEqual(present(100), [3])

        let early = timeline.scene(at: 1.5)
        XCTAssertEqual(early.time, 1.5)
        XCTAssertEqual(early.canvas, Size(width: 400, height: 300))
        XCTAssertEqual(early.vines[0].samples.map(\.point), [Point(x: 0, y: 0), Point(x: 11, y: 0)])
        XCTAssertEqual(early.vines[0].branches.count, 1)
        XCTAssertEqual(early.vines[0].strokeEnd(of: early.vines[0].branches[0]), 0.5)
        XCTAssertEqual(early.vines[0].growingBranches.count, 1)
        XCTAssertFalse(early.vines[0].isSettled)
        XCTAssertEqual(early.vines[1].sampleCount, 2)
        XCTAssertEqual(early.vines[1].branchCount, 0)

        let later = timeline.scene(at: 2.5)
        XCTAssertEqual(later.vines[0].sampleCount, 3)
        XCTAssertEqual(later.vines[0].grownBranchCount, 1)
        XCTAssertTrue(later.vines[0].isSettled)
        XCTAssertEqual(later.vines[1].sampleCount, 3)
        XCTAssertEqual(later.vines[1].strokeEnd(of: later.vines[1].branches[0]), 0.5)
        XCTAssertFalse(later.vines[1].isSettled)

        let growing = timeline.scene(at: 4.75)
        XCTAssertEqual(growing.vines.map(\.vine.index), [0, 2])
        XCTAssertEqual(growing.vines[1].strokeEnd(of: growing.vines[1].branches[0]), 0.25)
        XCTAssertFalse(growing.vines[1].isSettled)
        XCTAssertTrue(growing.vines[0].isSettled)

        XCTAssertTrue(timeline.scene(at: 6).vines[0].isSettled)
    }

    func testUndoAndClearOnAnEmptyCanvasDoNothing() throws {
        let timeline = try Timeline(header: header, events: [event(0, .undo), event(1, .clear), down(2, 0, 0, 0)])
        XCTAssertEqual(timeline.scene(at: 2).vines.map(\.vine.index), [0])
    }

    func testApplyRejectsEventsThatCannotFollowAndChangesNothing() throws {
        var timeline = Timeline(header: header)
        try timeline.apply(down(1, 0, 0, 0))
        XCTAssertThrowsError(try timeline.apply(move(0.5, 0, 1, 1))) { error in
            XCTAssertEqual(error as? EventError, .timeWentBackwards(time: 0.5, previous: 1))
        }
        XCTAssertThrowsError(try timeline.apply(move(2, 1, 1, 1))) { error in
            XCTAssertEqual(error as? EventError, .pointerNotDown(pointer: 1, action: "move"))
        }
        XCTAssertThrowsError(try timeline.apply(down(2, 0, 1, 1))) { error in
            XCTAssertEqual(error as? EventError, .pointerAlreadyDown(pointer: 0))
        }
        XCTAssertThrowsError(try timeline.apply(move(2, 0, .nan, 1)))
        XCTAssertEqual(timeline.eventCount, 1)
        XCTAssertEqual(timeline.vines[0].samples.count, 1)
    }

    func testRemovingTheLastVinesEventsLeavesEveryOtherBranchUnchanged() throws {
        let (all, _) = try readAll(
            try String(contentsOf: packageRoot.appendingPathComponent("Recordings/fingers.vine"), encoding: .utf8))
        let lastDown = try XCTUnwrap(all.lastIndex { if case .down = $0.action { true } else { false } })
        let withoutLast = Array(all[..<lastDown])
        let header = try reader(
            try String(contentsOf: packageRoot.appendingPathComponent("Recordings/fingers.vine"), encoding: .utf8)
        ).header
        let full = try Timeline(header: header, events: all)
        let shorter = try Timeline(header: header, events: withoutLast)
        XCTAssertEqual(shorter.vines.count, full.vines.count - 1)
        for (a, b) in zip(shorter.vines, full.vines) {
            XCTAssertEqual(a.branches.map(\.curve), b.branches.map(\.curve))
            XCTAssertEqual(a.branches.map(\.length), b.branches.map(\.length))
            XCTAssertEqual(a.color, b.color)
        }
    }

    func testSceneSharesTheTimelinesStorage() throws {
        let timeline = try Timeline(header: header, events: [down(0, 0, 0, 0), move(1, 0, 50, 0), move(2, 0, 100, 0)])
        let scene = timeline.scene(at: 1)
        XCTAssertEqual(scene.vines[0].samples.count, 2)
        XCTAssertEqual(scene.vines[0].vine.samples.count, 3)
        XCTAssertEqual(scene.vines[0].branches.count, 1)
        XCTAssertEqual(scene.vines[0].branches[0].trimmedPath(strokeEnd: 1), scene.vines[0].branches[0].path)
        XCTAssertTrue(scene.vines[0].branches[0].trimmedPath(strokeEnd: 0).isEmpty)
    }
}
