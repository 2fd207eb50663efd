import Foundation
import VineGeometry
import XCTest

@testable import VineCore

final class NaturalLookTests: XCTestCase {
    /// The timeline of the bundled recording `name` in `look`.
    private func bundled(_ name: String, look: Look) throws -> Timeline {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Recordings/\(name)"))
        var reader = try RecordingReader(source: MemoryByteSource(String(decoding: data, as: UTF8.self)))
        var header = reader.header
        header.look = look
        return try Timeline(reading: &reader, header: header)
    }

    func testTheHeaderReadsAndWritesTheLookInVersionTwo() throws {
        let header = try reader(#"{"vine":2,"width":100,"height":100,"seed":1,"look":"natural"}"#).header
        XCTAssertEqual(header.version, 2)
        XCTAssertEqual(header.look, .natural)
        XCTAssertEqual(header.resolvedLook, .natural)
        XCTAssertTrue(header.jsonLine.hasPrefix(#"{"vine":2,"#))
        XCTAssertTrue(header.jsonLine.hasSuffix(#","look":"natural"}"#))
        XCTAssertEqual(try reader(header.jsonLine).header, header)

        let plain = try reader(#"{"vine":2,"width":100,"height":100,"seed":1}"#).header
        XCTAssertEqual(plain.version, 2)
        XCTAssertNil(plain.look)
        XCTAssertEqual(plain.resolvedLook, .classic)
        XCTAssertEqual(try reader(minimalHeader).header.jsonLine.prefix(9), #"{"vine":1"#)
    }

    func testTheLookNeedsVersionTwoAndAKnownValue() {
        let old = readingError(#"{"vine":1,"width":100,"height":100,"seed":1,"look":"natural"}"#)
        XCTAssertEqual(old?.line, 1)
        XCTAssertTrue(old?.message.contains("needs format version 2") ?? false, old?.message ?? "no error")
        XCTAssertTrue(old?.message.contains(#""vine":1"#) ?? false)
        let unknown = readingError(#"{"vine":2,"width":100,"height":100,"seed":1,"look":"fancy"}"#)
        XCTAssertTrue(unknown?.message.contains(#""classic" or "natural", got "fancy""#) ?? false)
        let future = readingError(#"{"vine":3,"width":100,"height":100,"seed":1}"#)
        XCTAssertEqual(future?.message, "unsupported format version 3; this build reads versions 1...2")
    }

    func testATapBloomsInTheNaturalLookAndInVersionTwoClassicOnly() throws {
        let tap: [Event] = [
            Event(time: 0, action: .down(pointer: 0, point: Point(x: 50, y: 50), pressure: nil)),
            Event(time: 0.1, action: .move(pointer: 0, point: Point(x: 51, y: 50), pressure: nil)),
            Event(time: 0.12, action: .up(pointer: 0, point: Point(x: 51, y: 51), pressure: nil)),
        ]
        let v1 = try Timeline(header: RecordingHeader(version: 1), events: tap)
        XCTAssertNil(v1.vines[0].bloom, "version-1 classic taps stay as they always were")
        let v2 = try Timeline(header: RecordingHeader(version: 2), events: tap)
        XCTAssertEqual(v2.vines[0].bloom?.birth, 0.12)
        let natural = try Timeline(header: RecordingHeader(look: .natural), events: tap)
        let bloom = try XCTUnwrap(natural.vines[0].bloom)
        XCTAssertEqual(bloom.petals.count, 5)
        for petal in bloom.petals { XCTAssertEqual(petal.length, 1, accuracy: 1e-12) }
        XCTAssertFalse(natural.scene(at: 0.5).vines[0].isSettled, "the flower is still opening")
        XCTAssertTrue(natural.scene(at: 1.2).vines[0].isSettled)
    }

    func testTheNaturalStemIsSmoothedTaperedAndCausal() throws {
        let timeline = try bundled("demo.vine", look: .natural)
        let vine = timeline.vines[0]
        XCTAssertEqual(vine.stem.count, vine.samples.count)
        XCTAssertEqual(vine.stem.last?.point, vine.samples.last?.point, "the up is reached exactly")
        let widths = vine.stem.map(\.halfWidth)
        XCTAssertLessThan(widths[0], widths[widths.count / 2] / 2, "the start tapers")
        XCTAssertGreaterThan(widths.max()! - widths.min()!, 0.2, "pressure varies the width")
        // A prefix of the events gives the same stem points and branches as far as it goes.
        let events = DemoRecording.events.prefix(300)
        var header = DemoRecording.header
        header.look = .natural
        let prefix = try Timeline(header: header, events: events)
        XCTAssertEqual(Array(prefix.vines[0].stem), Array(vine.stem.prefix(prefix.vines[0].stem.count)))
        for (a, b) in zip(prefix.vines[0].branches, vine.branches) {
            XCTAssertEqual(a.curve, b.curve)
            XCTAssertEqual(a.leaf, b.leaf)
        }
    }

    func testNaturalBranchesLeanOutwardAndForwardWithLeavesAlongTheirEndTangent() throws {
        let timeline = try bundled("demo.vine", look: .natural)
        let vine = timeline.vines[1]
        var forward = 0
        for branch in vine.branches {
            let stem = vine.stem.prefix { $0.point != branch.start }
            let tangent = Branch.direction(of: vine.stem[...stem.count], over: 5.25)
            if (branch.end - branch.start).dot(tangent) > 0 { forward += 1 }
            if let leaf = branch.leaf {
                XCTAssertEqual(leaf.base, branch.end)
                XCTAssertEqual(leaf.direction.dot((branch.end - branch.c2).normalized), 1, accuracy: 1e-9)
            }
        }
        XCTAssertGreaterThan(Double(forward), 0.9 * Double(vine.branches.count), "branches lean forward")
    }

    func testFewerThanFivePercentOfNaturalLeavesOverlapOnTheBundledRecordings() throws {
        for name in ["demo.vine", "fingers.vine", "garden.vine", "handwriting.vine"] {
            let overlap = LeafOverlap(try bundled(name, look: .natural))
            XCTAssertGreaterThan(overlap.leaves, 50, name)
            XCTAssertLessThan(overlap.fraction, 0.05, "\(name): \(overlap.overlapping) of \(overlap.leaves) overlap")
        }
    }

    func testTheOverlapMeasureSeesCrossingAndSeparateEllipses() {
        let a = LeafEllipse(center: Point(x: 0, y: 0), axis: Vector(x: 1, y: 0), semiMajor: 10, semiMinor: 2)
        let crossing = LeafEllipse(center: Point(x: 0, y: 0), axis: Vector(x: 0, y: 1), semiMajor: 10, semiMinor: 2)
        let apart = LeafEllipse(center: Point(x: 0, y: 4.5), axis: Vector(x: 1, y: 0), semiMajor: 10, semiMinor: 2)
        let touching = LeafEllipse(center: Point(x: 20, y: 0), axis: Vector(x: 1, y: 0), semiMajor: 10, semiMinor: 2)
        XCTAssertTrue(a.overlaps(crossing))
        XCTAssertFalse(a.overlaps(apart))
        XCTAssertFalse(a.overlaps(touching))
        XCTAssertEqual(LeafEllipse.directions.count, 64)
    }

    func testPresetsSetTheirDocumentedValues() {
        let handwriting = Parameters.defaults.applying(.handwriting)
        XCTAssertEqual(handwriting.leafSize, 7)
        XCTAssertEqual(handwriting.growDuration, Parameters.defaults.growDuration)
        for preset in Parameters.Preset.allCases {
            XCTAssertNoThrow(try Parameters.defaults.applying(preset).validate())
        }
    }

    func testTheEaseOutTimingFunctionIsTheEaseOut() {
        // The Bézier (0,0), (x1,y1), (x2,y2), (1,1) at parameter s is at (s, easeOut(s)).
        let timing = NaturalGrowth.easeOutTiming
        for step in 0...20 {
            let s = Double(step) / 20
            let r = 1 - s
            let x = 3 * r * r * s * timing.x1 + 3 * r * s * s * timing.x2 + s * s * s
            let y = 3 * r * r * s * timing.y1 + 3 * r * s * s * timing.y2 + s * s * s
            XCTAssertEqual(x, s, accuracy: 1e-12)
            XCTAssertEqual(y, NaturalGrowth.easeOut(s), accuracy: 1e-12)
        }
    }
}
