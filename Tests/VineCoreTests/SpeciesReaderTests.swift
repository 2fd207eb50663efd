import Foundation
import XCTest

@testable import VineCore

/// The species reader: what each file gives, and the error each malformed one gets.
final class SpeciesReaderTests: XCTestCase {
    /// The error `text` gets, as `FILE:LINE: KEY: message`.
    private func error(_ text: String) -> String? {
        do throws(SpeciesError) {
            _ = try Species.read(text, file: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    func testEveryBuiltInReadsItsDefinitionBack() throws {
        XCTAssertGreaterThanOrEqual(Species.builtIns.count, 2)
        for species in Species.builtIns {
            let reread = try Species.read(species.definition, file: species.name)
            XCTAssertEqual(reread, species, species.name)
            XCTAssertFalse(species.definition.contains("\n"), species.name)
            XCTAssertEqual(Species.builtIn(named: species.name), species)
            let text = try XCTUnwrap(Species.builtInText(named: species.name))
            XCTAssertEqual(try Species.read(text, file: species.name), species)
        }
        XCTAssertNil(Species.builtInText(named: "no-such-plant"))
    }

    func testTheLooksAreSpeciesAddingNothing() {
        XCTAssertEqual(Species.builtIns.prefix(2).map(\.name), ["classic", "natural"])
        XCTAssertTrue(Species.classic.isLook)
        XCTAssertTrue(Species.natural.isLook)
        XCTAssertEqual(Species.classic.base, .classic)
        XCTAssertEqual(Species.natural.base, .natural)
        XCTAssertEqual(Species.natural.worstCaseParts, 0)
        XCTAssertEqual(Species.natural.branches.length, 0.3...0.6)
        XCTAssertEqual(Species.natural.branches.curvature, -0.2...0.45)
        XCTAssertEqual(Species.natural.branches.angle, 0.55...1)
        XCTAssertEqual(Species.natural.leaves.size, 0.8...1.2)
        XCTAssertEqual(Species.natural.stem.width, 1)
        XCTAssertNil(Species.natural.shoots)
        XCTAssertTrue(Species.natural.ornaments.isEmpty)
    }

    func testTheDesignExampleReads() throws {
        let species = try Species.read(Self.example, file: "ivy.json")
        XCTAssertEqual(species.name, "my-ivy")
        XCTAssertEqual(species.stem.colour?.from, RGBA(hex: "#3b4a22"))
        XCTAssertEqual(species.stem.width, 1.2)
        XCTAssertEqual(species.leaves.shapes.count, 2)
        XCTAssertEqual(species.leaves.shapes[1].weight, 2)
        XCTAssertEqual(species.shoots?.depth, 2)
        XCTAssertEqual(species.shoots?.count, 1...3)
        XCTAssertEqual(species.tendrils?.origin, .stem)
        XCTAssertEqual(species.tendrils?.colour?.to, RGBA(hex: "#6b8e23"))
        XCTAssertEqual(species.ornaments.first?.repeats, 5)
        XCTAssertEqual(species.ornaments.first?.place, .tips)
        XCTAssertEqual(species.ornaments.first?.delay, 0.5)
        XCTAssertEqual(species.response.wither, RGBA(hex: "#8a6a3a"))
        XCTAssertFalse(species.isLook)
        XCTAssertEqual(try Species.read(species.definition, file: "d"), species)
        // (3 + 9) shoots with a leaf each, the leaf, a tendril, one flower.
        XCTAssertEqual(species.worstCaseParts, 24 + 1 + 1 + 1)
    }

    static let example = #"""
        {
          "species": 1,
          "name": "my-ivy",
          "summary": "English ivy: dark lobed leaves, alternate, on a woody stem.",
          "base": "natural",
          "stem": { "colour": ["#3b4a22", "#54622c"], "width": 1.2, "taper": 1 },
          "branches": { "arrangement": "alternate", "spacing": 1, "length": [0.3, 0.6],
                        "curvature": [-0.2, 0.45], "angle": [0.55, 1] },
          "leaves": { "shapes": ["M0 0 C0.3 -0.4 0.7 -0.3 1 0 C0.7 0.3 0.3 0.4 0 0 Z",
                                 { "path": "M0 0 Q0.5 -0.5 1 0 Q0.5 0.5 0 0 Z", "weight": 2 }],
                      "size": [0.8, 1.2], "colour": ["#1f4d1a", "#2f6b25"], "chance": 1 },
          "shoots": { "depth": 2, "chance": 0.5, "count": [1, 3], "length": [0.3, 0.6],
                      "angle": [30, 60], "leaves": true },
          "tendrils": { "from": "stem", "chance": 0.4, "turns": [1.5, 3], "length": [0.8, 1.5],
                        "colour": "#6b8e23" },
          "ornaments": [ { "kind": "flower", "shape": "M0 0 C0.3 -0.3 1 -0.3 1 0 C1 0.3 0.3 0.3 0 0 Z",
                           "repeats": 5, "heart": "#f5d142",
                           "at": "tips", "chance": 0.3, "count": [1, 1], "hang": 0,
                           "size": [0.6, 0.9], "colour": ["#e04070", "#f080a0"], "delay": 0.5 } ],
          "growth": { "duration": 1 },
          "response": { "sway": 1, "wither": "#8a6a3a" }
        }
        """#

    /// Each malformed file and its exact message: the file, the line and key at fault.
    func testMalformedFilesNameTheLineAndKey() {
        let head = "{\n\"species\": 1,\n\"name\": \"x\",\n\"base\": \"natural\",\n"
        let cases: [(String, String)] = [
            ("", "t.json:1: the file is empty; expected a species object such as {\"species\": 1, …}"),
            ("[1]", "t.json:1: expected a species object {…}, got an array"),
            (
                "{\"species\": 1,\n\"name\": \"x\",\n}",
                "t.json:3: not valid JSON: expected a key in double quotes, found '}'"
            ),
            ("{\"name\": \"x\"}", "t.json:1: species: missing; expected \"species\": 1, the format version"),
            ("{\"species\": 2}", "t.json:1: species: unsupported format version 2; expected 1"),
            (
                head + "\"colour\": 1\n}",
                "t.json:5: colour: unknown key; expected one of: species, name, summary, base, stem, branches, leaves, shoots, tendrils, ornaments, growth, response"
            ),
            (
                head + "\"stem\": {\n\"color\": \"#000000\"}\n}",
                "t.json:6: stem.color: unknown key; expected one of: colour, width, taper"
            ),
            (head + "\"stem\": {\"width\": \"wide\"}\n}", "t.json:5: stem.width: expected a number, got a string"),
            (head + "\"stem\": {\"width\": 9}\n}", "t.json:5: stem.width: 9 is out of range; expected 0.25 to 4"),
            (
                head + "\"branches\": {\"length\": [0.6,\n 0.3]}\n}",
                "t.json:5: branches.length: low end 0.6 is above high end 0.3"
            ),
            (
                head + "\"branches\": {\"arrangement\": \"whorled 9\"}\n}",
                "t.json:5: branches.arrangement: unknown value \"whorled 9\"; expected \"alternate\", \"opposite\" or \"whorled N\" (N 3 to 6)"
            ),
            (
                head + "\"leaves\": {\"shapes\": [\n\"M0 0 L1 0 Z\",\n\"M0 0 L1 x Z\"]}\n}",
                "t.json:7: leaves.shapes[1]: malformed path data: expected a number at character 9"
            ),
            (
                head + "\"leaves\": {\"shapes\": [\"M0 0 L9 0 Z\"]}\n}",
                "t.json:5: leaves.shapes[0]: malformed path data: expected a number of magnitude at most 4, not 9, at character 7"
            ),
            (
                head + "\"leaves\": {\"shapes\": [\"M0 0" + String(repeating: " l0.01 0", count: 300) + "\"]}\n}",
                "t.json:5: leaves.shapes[0]: path too complex: more than 256 commands"
            ),
            (
                head + "\"leaves\": {\"shapes\": [\"M0 0" + String(repeating: " ", count: 5000) + "L1 0\"]}\n}",
                "t.json:5: leaves.shapes[0]: path too complex: 5008 characters; at most 4096"
            ),
            (
                head + "\"shoots\": {\"depth\": 4}\n}",
                "t.json:5: shoots.depth: side shoots too deep: 4; expected 1 to 3"
            ),
            (head + "\"shoots\": {\"depth\": 0}\n}", "t.json:5: shoots.depth: 0 is out of range; expected 1 to 3"),
            (head + "\"shoots\": {\"depth\": 1.5}\n}", "t.json:5: shoots.depth: expected a whole number, got 1.5"),
            (
                head + "\"shoots\": {\"depth\": 3,\n\"count\": [1, 6]}\n}",
                "t.json:6: shoots.count: sizes would make up to 516 parts per branch; at most 96"
            ),
            (
                head
                    + "\"ornaments\": [{\"kind\": \"flower\", \"shape\": \"M0 0 L1 0 Z\",\n\"colour\": \"#ff0000\",\n\"count\": [1, 24]},\n{\"kind\": \"fruit\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"#ff0000\",\n\"count\": 24},\n{\"kind\": \"bud\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"red\"}]\n}",
                "t.json:10: ornaments[2].colour: expected a colour #RRGGBB or #RRGGBBAA, got \"red\""
            ),
            (
                head
                    + "\"ornaments\": [{\"kind\": \"flower\", \"shape\": \"M0 0 L1 0 Z\",\n\"colour\": \"#ff0000\",\n\"count\": [1, 24]},\n{\"kind\": \"fruit\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"#ff0000\",\n\"count\": 24},\n{\"kind\": \"bud\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"#ff0000\", \"count\": 24},\n{\"kind\": \"bud\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"#ff0000\", \"count\": 24},\n{\"kind\": \"bud\", \"shape\": \"M0 0 L1 0 Z\", \"colour\": \"#ff0000\", \"count\": 2}]\n}",
                "t.json:7: ornaments[0].count: sizes would make up to 98 parts per branch; at most 96"
            ),
            (
                "{\"species\": 1, \"name\": \"Ivy\", \"base\": \"natural\"}",
                "t.json:1: name: expected 1 to 32 lower-case letters, digits or '-', got \"Ivy\""
            ),
            ("{\"species\": 1, \"name\": \"ivy\"}", "t.json:1: base: missing; this key is required"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(error(text), expected, text)
        }
    }

    func testADuplicateKeyIsFoundAmongManyMembers() {
        let members = (0..<40).map { "\"k\($0)\": 1" }.joined(separator: ",\n")
        XCTAssertEqual(
            error("{\n" + members + ",\n\"k3\": 2\n}"), "t.json:42: not valid JSON: duplicate key \"k3\"")
    }

    func testBytesOverTheLimitOrNotUTF8AreRefused() {
        var bytes = Array("{\"species\": 1,\n\"name\": \"a\u{e9}\"".utf8)
        bytes[bytes.count - 3] = 0xFF
        XCTAssertThrowsError(try Species.read(bytes, file: "b.json")) {
            XCTAssertEqual(
                ($0 as? SpeciesError)?.description,
                "b.json:2: the file is not UTF-8 text (an invalid byte after character 25)")
        }
        let big = Array(repeating: UInt8(0x20), count: SpeciesLimits.maxBytes + 1)
        XCTAssertThrowsError(try Species.read(big, file: "b.json")) {
            XCTAssertEqual(
                ($0 as? SpeciesError)?.description, "b.json:1: the file is 65537 bytes; a species file is at most 65536"
            )
        }
    }
}

/// The built-in species: each its own plant, with what its file promises.
final class BuiltInSpeciesTests: XCTestCase {
    private func species(_ name: String) throws -> Species { try XCTUnwrap(Species.builtIn(named: name)) }

    func testThereAreNineBuiltInsWithModestPartCounts() {
        XCTAssertEqual(
            Species.builtIns.map(\.name),
            [
                "classic", "natural", "ivy", "wisteria", "morning-glory", "climbing-rose", "fern", "cherry-blossom",
                "grapevine",
            ])
        XCTAssertEqual(Set(Species.builtIns.map(\.definition)).count, Species.builtIns.count)
        for species in Species.builtIns {
            XCTAssertLessThanOrEqual(species.worstCaseParts, 30, species.name)
            XCTAssertFalse(species.summary.isEmpty, species.name)
            XCTAssertEqual(species.isLook, species.name == "classic" || species.name == "natural", species.name)
        }
    }

    func testEachBuiltInHasItsFeatures() throws {
        let ivy = try species("ivy")
        XCTAssertEqual(ivy.branches.arrangement, .alternate)
        XCTAssertEqual(ivy.leaves.shapes.count, 2)
        XCTAssertNotNil(ivy.stem.colour)

        let wisteria = try species("wisteria")
        XCTAssertEqual(wisteria.ornaments.first?.hang, 1)
        XCTAssertEqual(wisteria.ornaments.first?.count, 8...14)
        XCTAssertEqual(wisteria.ornaments.first?.kind, .flower)

        let glory = try species("morning-glory")
        XCTAssertEqual(glory.tendrils?.origin, .stem)
        XCTAssertEqual(glory.ornaments.first?.repeats, 5)

        let rose = try species("climbing-rose")
        XCTAssertNotNil(rose.shoots)
        XCTAssertEqual(rose.ornaments.map(\.kind), [.bud, .flower, .bud])

        let fern = try species("fern")
        XCTAssertEqual(fern.shoots?.depth, 2)
        XCTAssertEqual(fern.shoots?.leaves, true)
        XCTAssertEqual(fern.branches.arrangement, .opposite)

        let cherry = try species("cherry-blossom")
        XCTAssertLessThan(cherry.leaves.chance, 0.2)
        XCTAssertEqual(Set(cherry.ornaments.map(\.place)), [.nodes, .shoots, .tips])

        let grape = try species("grapevine")
        XCTAssertEqual(grape.tendrils?.origin, .tips)
        XCTAssertEqual(grape.ornaments.first?.kind, .fruit)
        XCTAssertEqual(grape.ornaments.first?.hang, 1)
    }

    func testTheRichestBuiltInIsTheFern() {
        let richest = Species.builtIns.max { $0.worstCaseParts < $1.worstCaseParts }
        XCTAssertEqual(richest?.name, "fern")
        XCTAssertEqual(richest?.worstCaseParts, 26)
    }
}

/// The species files of `Tests/SpeciesFiles`: a plant defined only in a file, and the table of
/// malformed ones (`malformed/expected.tsv`) that the CLI's exit-65 checks reuse.
final class SpeciesFileTests: XCTestCase {
    private let folder = packageRoot.appendingPathComponent("Tests/SpeciesFiles")

    func testEveryMalformedFileGetsItsErrorAtItsLineAndKey() throws {
        let table = try String(
            contentsOf: folder.appendingPathComponent("malformed/expected.tsv"), encoding: .utf8)
        let rows = table.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("malformed").path
        ).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(rows.count, files.count)
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(fields.count, 4, String(row))
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("malformed/" + fields[0])))
            XCTAssertThrowsError(try Species.read(bytes, file: fields[0]), fields[0]) {
                XCTAssertEqual(
                    $0 as? SpeciesError,
                    SpeciesError(file: fields[0], line: Int(fields[1]) ?? 0, key: fields[2], message: fields[3]))
            }
        }
    }

    func testAPlantFromAFileAlone() throws {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("my-plant.json")))
        let species = try Species.read(bytes, file: "my-plant.json")
        XCTAssertEqual(species.name, "my-plant")
        XCTAssertEqual(species.branches.arrangement, .whorled(3))
        XCTAssertEqual(species.tendrils?.origin, .tips)
        XCTAssertEqual(species.tendrils?.turns, Species.defaultTendrils.turns)
        XCTAssertEqual(species.ornaments.first?.size, 0.12...0.12)
        XCTAssertNil(Species.builtIn(named: species.name))
        XCTAssertEqual(try Species.read(species.definition, file: "embedded"), species)
    }
}
