import Foundation
import VineGeometry
import XCTest

@testable import VineCLI
@testable import VineCore

/// `vine info --json` lists what a species adds to each branch, each part with its kind and
/// its parent, and leaves the JSON of a vine whose species is a look as it was.
final class InfoSpeciesTests: XCTestCase {
    /// The demo recording's timeline in the natural look, with `species` from the start (nil: the look's).
    private func demo(_ species: Species?) throws -> Timeline {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Recordings/demo.vine"))
        var reader = try RecordingReader(source: MemoryByteSource(String(decoding: data, as: UTF8.self)))
        var header = reader.header
        header.look = .natural
        var timeline = Timeline(header: header)
        if let species { timeline.grow(species, from: -.infinity) }
        while let event = try reader.next() { try timeline.apply(event) }
        return timeline
    }

    /// A species with side shoots two deep, tendrils from the stem and flowers at the tips.
    private var climber: Species {
        var species = Species.natural
        species.name = "climber"
        species.definition = "{}"
        species.shoots = Species.Shoots(
            depth: 2, chance: 1, count: 1...2, length: 0.4...0.6, angle: 30...50, leaves: true)
        species.tendrils = Species.Tendrils(origin: .stem, chance: 0.5, turns: 1...2, length: 1...1.5, colour: nil)
        var petal = BezierPath()
        petal.move(to: .zero)
        petal.curve(to: Point(x: 1, y: 0), control1: Point(x: 0.3, y: 0.4), control2: Point(x: 0.8, y: 0.3))
        petal.close()
        species.ornaments = [
            Species.Ornament(
                kind: .flower, shape: Species.Shape(data: "", path: petal, weight: 1), repeats: 5, heart: nil,
                place: .tips, chance: 0.5, count: 1...1, hang: 0, size: 0.6...0.9,
                colour: Species.ColourRange(from: RGBA(r: 1, g: 0, b: 0, a: 1), to: RGBA(r: 1, g: 0.5, b: 0.5, a: 1)),
                delay: 0.5)
        ]
        return species
    }

    func testInfoJSONListsEachPartWithItsKindAndParent() throws {
        let text = try demo(climber).sceneJSON
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let vines = try XCTUnwrap(object["vines"] as? [[String: Any]])
        var kinds: [String: Int] = [:]
        for vine in vines {
            XCTAssertEqual(vine["species"] as? String, "climber")
            for branch in try XCTUnwrap(vine["branches"] as? [[String: Any]]) {
                let parts = try XCTUnwrap(branch["parts"] as? [[String: Any]])
                for (i, part) in parts.enumerated() {
                    let kind = try XCTUnwrap(part["kind"] as? String)
                    kinds[kind, default: 0] += 1
                    XCTAssertNotNil(PlantPart.Kind(rawValue: kind))
                    if let parent = part["parent"] as? Int {
                        XCTAssertLessThan(parent, i)
                        XCTAssertEqual(parts[parent]["kind"] as? String, "shoot")
                    } else {
                        XCTAssertTrue(part["parent"] is NSNull, "parent is null (the branch) or an index")
                    }
                    for key in ["from", "to"] { XCTAssertEqual((part[key] as? [Double])?.count, 2) }
                    for key in ["size", "birth", "duration"] { XCTAssertNotNil(part[key] as? Double) }
                }
            }
        }
        for kind in ["shoot", "leaf", "tendril", "flower"] { XCTAssertGreaterThan(kinds[kind] ?? 0, 0, kind) }
    }

    func testInfoJSONOfALookHasNoSpeciesOrParts() throws {
        let plain = try demo(nil).sceneJSON
        XCTAssertEqual(try demo(.natural).sceneJSON, plain)
        XCTAssertFalse(plain.contains("\"parts\""))
        XCTAssertFalse(plain.contains("\"species\""))
    }
}
