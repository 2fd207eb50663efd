import Foundation
import VineCore
import VineGeometry
import VineSystem
import XCTest

/// The header keys `species` and `plants` and the event `set species`: written, read back,
/// replayed, and refused when wrong.
final class SpeciesRecordingTests: XCTestCase {
    /// A file species: the natural look with a wider stem, as a recording embeds it.
    private func fern() throws -> Species {
        try Species.read(#"{"species":1,"name":"fern2","base":"natural","stem":{"width":1.5}}"#, file: "fern2.json")
    }

    private func header() -> RecordingHeader {
        RecordingHeader(width: 400, height: 300, seed: 9, parameters: Parameters(minBranchSeparation: 10))
    }

    /// A stroke of pointer 0 at height `y` from `time`: four branches in 0.5 s.
    private func stroke(_ time: Double, y: Double) -> [Event] {
        [Event(time: time, action: .down(pointer: 0, point: Point(x: 10, y: y)))]
            + (1...4).map {
                Event(
                    time: time + 0.1 * Double($0),
                    action: .move(pointer: 0, point: Point(x: 10 + 12 * Double($0), y: y)))
            }
            + [Event(time: time + 0.5, action: .up(pointer: 0, point: Point(x: 58, y: y)))]
    }

    /// The recording `header` and `events` as Vine writes them.
    private func text(_ header: RecordingHeader, _ events: [Event]) -> String {
        ([header.jsonLine] + events.map(\.jsonLine)).joined(separator: "\n") + "\n"
    }

    func testABuiltInSpeciesIsWrittenAsTheSpeciesKeyAndReadBack() throws {
        var header = header()
        header.setSpecies(.natural)
        XCTAssertTrue(header.jsonLine.contains(#","species":"natural""#), header.jsonLine)
        XCTAssertFalse(header.jsonLine.contains(#""look""#), "a species names its look")
        XCTAssertFalse(header.jsonLine.contains(#""plants""#), "a built-in species is not embedded")
        XCTAssertTrue(header.jsonLine.hasPrefix(#"{"vine":2,"#))
        let read = try reader(header.jsonLine + "\n").header
        XCTAssertEqual(read.species, .natural)
        XCTAssertEqual(read.resolvedLook, .natural)
        XCTAssertEqual(read.resolvedSpecies, .natural)
        XCTAssertEqual(read.jsonLine, header.jsonLine)
    }

    func testAFileSpeciesIsEmbeddedInPlantsAndReadBackEqual() throws {
        let fern = try fern()
        var header = header()
        header.setSpecies(fern)
        XCTAssertEqual(header.plants, [fern])
        let line = header.jsonLine
        XCTAssertTrue(line.contains(#","species":"fern2","plants":{"fern2":"# + fern.definition + "}"), line)
        let read = try reader(line + "\n").header
        XCTAssertEqual(read.plants, [fern])
        XCTAssertEqual(read.resolvedSpecies, fern)
        XCTAssertEqual(read.resolvedLook, .natural)
        XCTAssertEqual(read.jsonLine, line, "a header with plants rewrites byte for byte")
    }

    func testSetSpeciesIsReplayedForLaterVinesAndUndone() throws {
        let fern = try fern()
        var header = header()
        header.embed(fern)
        let events =
            stroke(0, y: 10) + [Event(time: 1, action: .set(.species(fern)))] + stroke(2, y: 60)
            + [Event(time: 2.8, action: .set(try Setting(key: "species", text: "natural")))] + stroke(3, y: 110)
            + [Event(time: 4, action: .undo), Event(time: 4.5, action: .undo)] + stroke(5, y: 160)
            + [Event(time: 6, action: .set(try Setting(key: "look", text: "classic")))] + stroke(7, y: 210)
        let written = text(header, events)
        XCTAssertTrue(written.contains("\n[1,\"set\",\"species\",\"fern2\"]\n"), written)
        let (read, _) = try readAll(written)
        XCTAssertEqual(read, events)
        let timeline = try Timeline(header: try reader(written).header, events: read)
        // The two undos remove the third vine, then the set that gave it its species.
        XCTAssertEqual(timeline.vines.map(\.species.name), ["classic", "fern2", "natural", "fern2", "classic"])
        XCTAssertEqual(timeline.vines[1].species, fern, "the embedded definition, not a file")
    }

    func testSetSpeciesNamesABuiltInOrAPlant() throws {
        XCTAssertEqual(try Setting(key: "species", text: "natural"), .species(.natural))
        XCTAssertEqual(try Setting(key: "species", text: "fern2", plants: [try fern()]), .species(try fern()))
        XCTAssertThrowsError(try Setting(key: "species", text: "fern2")) { error in
            XCTAssertTrue("\(error)".contains("species must be a built-in species"), "\(error)")
        }
        XCTAssertThrowsError(try Setting(key: "species", number: 1)) { error in
            XCTAssertTrue("\(error)".contains("must be a string"), "\(error)")
        }
    }

    func testALookOverridesTheSpeciesAndASpeciesTheLook() throws {
        var header = header()
        header.setSpecies(try fern())
        header.setLook(.classic)
        XCTAssertNil(header.species)
        XCTAssertEqual(header.resolvedSpecies, .classic)
        XCTAssertEqual(header.plants, [try fern()], "the plants stay for the events naming them")
        header.setSpecies(.natural)
        XCTAssertEqual(header.look, .natural)
    }

    func testRecordingsWithoutSpeciesRewriteByteForByte() throws {
        let folder = packageRoot.appendingPathComponent("Recordings")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vine") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let (events, _) = try readAll(original)
            let rewritten = text(try reader(original).header, events)
            guard rewritten != original else { continue }
            // Hand-written recordings may spell numbers or keys otherwise; what Vine wrote comes back the same.
            XCTAssertEqual(text(try reader(rewritten).header, try readAll(rewritten).events), rewritten, name)
            XCTAssertFalse(rewritten.contains("\"species\""), name)
        }
    }

    func testAnEmbeddedSpeciesErrorNamesThePlantAndTheKey() throws {
        let line =
            #"{"vine":2,"width":1280,"height":800,"seed":42,"plants":{"fern2":{"species":1,"name":"fern2","base":"natural","oops":1}}}"#
        let error = try XCTUnwrap(readingError(line + "\n"))
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.hasPrefix("plants.fern2.oops"), error.message)
    }

    func testTheWriterRefusesASpeciesTheHeaderDoesNotEmbed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("species-\(UUID().uuidString).vine")
        defer { try? FileManager.default.removeItem(at: url) }
        var header = header()
        header.setLook(.natural)
        let writer = try RecordingWriter(header: header, creating: url.path)
        try writer.append(Event(time: 0, action: .set(.species(.classic))))
        XCTAssertThrowsError(try writer.append(Event(time: 1, action: .set(.species(try fern()))))) { error in
            XCTAssertTrue("\(error)".contains("neither built in nor the header's \"plants\""), "\(error)")
        }
        try writer.close()
        let (events, _) = try readAll(try String(contentsOf: url, encoding: .utf8))
        XCTAssertEqual(events, [Event(time: 0, action: .set(.species(.classic)))])
    }

    func testAHeaderTooLongWithItsPlantsIsRefused() throws {
        var header = header()
        header.embed(try fern())
        XCTAssertNoThrow(try RecordingLimits.standard.check(header))
        XCTAssertThrowsError(try RecordingLimits(maxLineLength: 200).check(header)) { error in
            XCTAssertTrue("\(error)".contains("with its plants' definitions; a line is at most 200"), "\(error)")
        }
    }
}
