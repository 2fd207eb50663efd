import VineCore
import VineGeometry
import XCTest

/// Version 2's history: undo and redo over actions, erase, reseed, set, symmetry, markers.
final class HistoryTests: XCTestCase {
    private let header = RecordingHeader(
        width: 400, height: 300, seed: 9, parameters: Parameters(minBranchSeparation: 10))

    /// A horizontal stroke of pointer 0 from `x` at height `y`, starting at `time`: a down,
    /// four moves 12 points apart (four branches), an up; 0.5 s.
    private func stroke(_ time: Double, x: Double, y: Double) -> [Event] {
        [Event(time: time, action: .down(pointer: 0, point: Point(x: x, y: y)))]
            + (1...4).map {
                Event(
                    time: time + 0.1 * Double($0), action: .move(pointer: 0, point: Point(x: x + 12 * Double($0), y: y))
                )
            }
            + [Event(time: time + 0.5, action: .up(pointer: 0, point: Point(x: x + 48, y: y)))]
    }

    private func at(_ time: Double, _ action: Event.Action) -> Event { Event(time: time, action: action) }

    private func present(_ timeline: Timeline, _ t: Double) -> [Int] {
        timeline.scene(at: t).vines.map(\.vine.index)
    }

    func testUndoAfterClearBringsTheVinesBackAndRedoClearsAgain() throws {
        let events =
            stroke(0, x: 10, y: 10) + stroke(1, x: 10, y: 50)
            + [at(2, .clear), at(3, .undo), at(4, .redo), at(5, .undo), at(6, .undo), at(7, .redo)]
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(present(timeline, 1.9), [0, 1])
        XCTAssertEqual(present(timeline, 2), [])
        XCTAssertEqual(present(timeline, 3), [0, 1])
        XCTAssertEqual(present(timeline, 4), [])
        XCTAssertEqual(present(timeline, 5), [0, 1])
        XCTAssertEqual(present(timeline, 6), [0])
        XCTAssertEqual(present(timeline, 7), [0, 1])
        XCTAssertEqual(timeline.vines.map(\.removed), [nil, nil])
        // The stretches each vine was present: what vector animations show.
        let spans = timeline.presenceSpans.map { "\($0.vine.index)@\($0.from)-\($0.until.map { "\($0)" } ?? "end")" }
        XCTAssertEqual(
            spans, ["0@0.0-2.0", "0@3.0-4.0", "0@5.0-end", "1@1.0-2.0", "1@3.0-4.0", "1@5.0-6.0", "1@7.0-end"])
    }

    func testANewActionAfterAnUndoDropsTheRedoList() throws {
        let events =
            stroke(0, x: 10, y: 10) + stroke(1, x: 10, y: 50) + [at(2, .undo)] + stroke(3, x: 10, y: 90)
            + [at(4, .redo)]
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(present(timeline, 5), [0, 2])
        XCTAssertEqual(timeline.vines.map(\.removed), [nil, 2, nil])
    }

    func testVersionOneUndoAfterClearStillDoesNothing() throws {
        var old = header
        old.version = 1
        let events = stroke(0, x: 10, y: 10) + [at(1, .clear), at(2, .undo)] + stroke(3, x: 10, y: 50) + [at(4, .undo)]
        let timeline = try Timeline(header: old, events: events)
        XCTAssertEqual(present(timeline, 2.5), [])
        XCTAssertEqual(present(timeline, 4), [])
        XCTAssertThrowsError(try Timeline(header: old, events: stroke(0, x: 10, y: 10) + [at(1, .redo)])) { error in
            XCTAssertEqual(error as? EventError, .needsVersion(kind: "redo", version: 2, fileVersion: 1))
        }
    }

    func testEraseRemovesOneVineAndUndoBringsItBack() throws {
        let events =
            stroke(0, x: 10, y: 10) + stroke(1, x: 10, y: 50) + stroke(2, x: 10, y: 90)
            + [at(3, .erase(vine: 1)), at(4, .erase(vine: 1)), at(5, .undo), at(6, .undo)]
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(present(timeline, 3), [0, 2])
        XCTAssertEqual(present(timeline, 5), [0, 2], "the second erase found nothing and undoing it changes nothing")
        XCTAssertEqual(present(timeline, 6), [0, 1, 2])
        XCTAssertEqual(
            timeline.presenceSpans.filter { $0.vine.index == 1 }.map { [$0.from, $0.until ?? -1] }, [[1, 3], [6, -1]])
    }

    func testReseedRedrawsOnlyThatVineAndUndoRestoresIt() throws {
        let base = stroke(0, x: 10, y: 10) + stroke(1, x: 10, y: 50) + stroke(2, x: 10, y: 90)
        let plain = try Timeline(header: header, events: base)
        let edited = try Timeline(
            header: header,
            events: base + [at(3, .reseed(vine: 1, number: 1)), at(3.5, .erase(vine: 2)), at(4, .undo), at(5, .undo)])
        let reseeded = edited.scene(at: 3.9).vines
        XCTAssertEqual(reseeded.map(\.vine.index), [0, 1])
        XCTAssertEqual(reseeded[1].vine.reseed, 1)
        XCTAssertEqual(reseeded[1].vine.branches.count, 4)
        for (new, old) in zip(reseeded[1].vine.branches, plain.vines[1].branches) {
            XCTAssertEqual(new.start, old.start)
            XCTAssertNotEqual(new.end, old.end)
            XCTAssertEqual(new.birth, 3, "reseeded branches grow anew from the reseed")
        }
        XCTAssertEqual(reseeded[0].vine.branches.map(\.end), plain.vines[0].branches.map(\.end))
        let restored = edited.scene(at: 5).vines
        XCTAssertEqual(restored.map(\.vine.index), [0, 1, 2])
        XCTAssertEqual(restored[1].vine.reseed, 0)
        for (index, vine) in restored.enumerated() {
            XCTAssertEqual(vine.vine.branches.map(\.end), plain.vines[index].branches.map(\.end))
        }
    }

    func testReseedZeroIsTheOriginalStream() {
        var original = Xoshiro256StarStar.branch(seed: 5, vine: 3, branch: 2)
        var zero = Xoshiro256StarStar.branch(seed: 5, vine: 3, branch: 2, reseed: 0)
        var one = Xoshiro256StarStar.branch(seed: 5, vine: 3, branch: 2, reseed: 1)
        let first = original.next()
        XCTAssertEqual(first, zero.next())
        XCTAssertNotEqual(first, one.next())
    }

    func testSetLookAppliesToVinesBegunAfterItAndUndoRestoresIt() throws {
        let events =
            stroke(0, x: 10, y: 10) + [at(1, .set(try Setting(key: "look", text: "natural")))]
            + stroke(2, x: 10, y: 60) + [at(3, .undo), at(3.5, .undo)] + stroke(4, x: 10, y: 110)
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(timeline.vines.map(\.look), [.classic, .natural, .classic])
        XCTAssertThrowsError(try Setting(key: "look", text: "baroque"))
    }

    func testSettingsApplyToVinesBegunAfterThemAndUndoRestoresThem() throws {
        let events =
            stroke(0, x: 10, y: 10) + [at(1, .set(try Setting(key: "leafSize", number: 30)))]
            + stroke(2, x: 10, y: 50) + [at(3, .undo)] + stroke(4, x: 10, y: 90)
            + [at(5, .set(try Setting(key: "background", text: "#102030")))]
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(timeline.vines.map(\.parameters.leafSize), [12, 30, 30])
        XCTAssertEqual(timeline.vines[1].branches[0].leaf?.width, 30)
        XCTAssertEqual(timeline.scene(at: 4.9).style.background, header.style.background)
        XCTAssertEqual(timeline.scene(at: 5).style.background.hex, "#102030")
        XCTAssertEqual(present(timeline, 3), [0], "undo undid the vine after the set, not the set")
        XCTAssertEqual(timeline.settings.parameters.leafSize, 30)
    }

    func testMirrorPartnersAreRealVinesWithTheirOwnStreams() throws {
        let events = [at(0, .set(try Setting(key: "symmetry", text: "mirror")))] + stroke(1, x: 10, y: 10)
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(timeline.vineCount, 2)
        let (drawn, partner) = (timeline.vines[0], timeline.vines[1])
        XCTAssertEqual(partner.samples.map(\.point), drawn.samples.map { Point(x: 400 - $0.point.x, y: $0.point.y) })
        XCTAssertEqual(partner.branches.count, drawn.branches.count)
        XCTAssertNotEqual(partner.branches[0].end, Point(x: 400 - drawn.branches[0].end.x, y: drawn.branches[0].end.y))
        let undone = try Timeline(header: header, events: events + [at(2, .undo)])
        XCTAssertEqual(present(undone, 2), [], "undo removes the stroke and its partner together")
    }

    func testRadialPartnersTurnAroundTheCentre() throws {
        let events = [at(0, .set(try Setting(key: "symmetry", text: "radial:4")))] + stroke(1, x: 250, y: 150)
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(
            timeline.vines.map { $0.samples[0].point },
            [Point(x: 250, y: 150), Point(x: 200, y: 200), Point(x: 150, y: 150), Point(x: 200, y: 100)])
        XCTAssertEqual(Symmetry(text: "radial:12"), .radial(12))
        XCTAssertNil(Symmetry(text: "radial:1"))
        XCTAssertNil(Symmetry(text: "radial:04"))
    }

    func testMarkersAreKeptInOrder() throws {
        let timeline = try Timeline(header: header, events: [at(1, .marker("start")), at(2, .marker(""))])
        XCTAssertEqual(timeline.markers, [Marker(time: 1, label: "start"), Marker(time: 2, label: "")])
    }

    func testEveryVersionTwoEventRoundTripsThroughTheFormat() throws {
        let events =
            [
                at(0, .set(try Setting(key: "leafSize", number: 20.5))),
                at(0, .set(try Setting(key: "shadow", flag: false))),
                at(0, .set(try Setting(key: "vineColor", text: "#336699"))),
                at(0, .set(try Setting(key: "symmetry", text: "radial:3"))),
            ] + stroke(1, x: 100, y: 100) + [
                at(2, .erase(vine: 2)), at(2, .reseed(vine: 0, number: 7)), at(3, .undo), at(3, .redo),
                at(4, .marker("a \"quoted\" label")), at(4, .clear),
            ]
        let text = ([header.jsonLine] + events.map(\.jsonLine)).joined(separator: "\n") + "\n"
        XCTAssertTrue(text.hasPrefix("{\"vine\":2,"))
        var reader = try RecordingReader(source: MemoryByteSource(text))
        var read: [Event] = []
        while let event = try reader.next() { read.append(event) }
        XCTAssertEqual(read, events)
        XCTAssertEqual(reader.vineCount, 3)
    }

    /// Many random edits: every scene equals the presence the timeline had right after
    /// each event, so the presence log's checkpoints and changes agree with the history.
    func testScenesMatchThePresenceAfterEachEventThroughManyEdits() throws {
        var timeline = Timeline(header: header)
        var random = Xoshiro256StarStar(seed: 3)
        var expected: [(time: Double, vines: [Int])] = []
        var time = 0.0
        for _ in 0..<600 {
            time += 0.01
            let choice = random.next() % 10
            let vines = timeline.vineCount
            let action: Event.Action
            switch choice {
            case 0...3: action = .down(pointer: 0, point: Point(x: 5, y: 5))
            case 4: action = .undo
            case 5: action = .redo
            case 6: action = .clear
            case 7 where vines > 0: action = .erase(vine: Int(random.next() % UInt64(vines)))
            case 8 where vines > 0: action = .reseed(vine: Int(random.next() % UInt64(vines)), number: 1)
            default: action = .marker("m")
            }
            try timeline.apply(Event(time: time, action: action))
            if case .down = action {
                try timeline.apply(Event(time: time, action: .up(pointer: 0, point: Point(x: 30, y: 5))))
            }
            expected.append((time, timeline.presentVines))
        }
        for (time, vines) in expected { XCTAssertEqual(present(timeline, time), vines, "at \(time)") }
    }

    func testAVineReseededWhileDrawnKeepsSproutingInEveryVersion() throws {
        let events = [
            at(0, .down(pointer: 0, point: Point(x: 10, y: 10))),
            at(0.1, .move(pointer: 0, point: Point(x: 22, y: 10))),
            at(0.2, .reseed(vine: 0, number: 1)),
            at(0.3, .move(pointer: 0, point: Point(x: 34, y: 10))),
            at(0.4, .up(pointer: 0, point: Point(x: 46, y: 10))),
        ]
        let reseeded = try Timeline(header: header, events: events)
        let shown = reseeded.scene(at: 5).vines[0].vine
        XCTAssertEqual(shown.reseed, 1)
        XCTAssertEqual(shown.branches.map(\.start.x), [22, 34, 46])
        XCTAssertEqual(shown.branches.map(\.birth), [0.2, 0.3, 0.4])
        XCTAssertEqual(reseeded.branchCount, 6, "three branches in each of two versions")
        let undone = try Timeline(header: header, events: events + [at(1, .undo)])
        let original = try Timeline(
            header: header, events: events.filter { if case .reseed = $0.action { false } else { true } })
        XCTAssertEqual(undone.scene(at: 5).vines[0].vine.branches.map(\.end), original.vines[0].branches.map(\.end))
    }

    func testAPartnerCanBeErasedAlone() throws {
        let events =
            [at(0, .set(try Setting(key: "symmetry", text: "radial:3")))] + stroke(1, x: 250, y: 150)
            + [at(2, .erase(vine: 1))]
        let timeline = try Timeline(header: header, events: events)
        XCTAssertEqual(present(timeline, 2), [0, 2])
        XCTAssertEqual(timeline.vines.map(\.removed), [nil, 2, nil])
    }
}
