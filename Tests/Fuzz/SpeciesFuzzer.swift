// The libFuzzer harness for the species reader. Not a SwiftPM target: `Scripts/fuzz` compiles
// it against VineGeometry and VineCore (built with testing enabled, so it sees VineCore's
// internals) with `-sanitize=fuzzer,address`, and libFuzzer supplies `main`.

import VineGeometry

@testable import VineCore

/// libFuzzer's entry point: runs ``SpeciesFuzzer/check(_:)`` on one input. Any crash, sanitizer
/// report or failed invariant (a `preconditionFailure`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func speciesFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpeciesFuzzer.check(bytes)
    return 0
}

/// What the fuzzer asserts about any input, beyond "it does not crash":
///
/// - a refused file gets an error naming the file, a line within the file and a message;
/// - reading the bytes and reading them as text (when they are UTF-8) agree;
/// - a species that reads keeps the limits: at most 8 leaf shapes and 6 ornaments, every
///   path point finite and within ±4, at most 96 parts per branch, ranges in order;
/// - its canonical ``Species/definition`` is one line that reads back as an equal species.
enum SpeciesFuzzer {
    /// Runs every check on `bytes`; stops the process on a broken invariant.
    static func check(_ bytes: [UInt8]) {
        let species: Species
        do throws(SpeciesError) {
            species = try Species.read(bytes, file: "fuzz.json")
        } catch {
            let lines = 1 + bytes.count { $0 == 0x0A }
            guard error.file == "fuzz.json", (1...lines).contains(error.line), !error.message.isEmpty else {
                preconditionFailure("a malformed error: \(error.description)")
            }
            if let text = String(validating: bytes, as: UTF8.self) {
                do throws(SpeciesError) {
                    _ = try Species.read(text, file: "fuzz.json")
                    preconditionFailure("the text reads where the bytes did not")
                } catch let again {
                    guard again == error else { preconditionFailure("text and bytes fail differently") }
                }
            }
            return
        }
        checkLimits(species)
        let definition = species.definition
        guard !definition.contains("\n") else { preconditionFailure("the definition has a line break") }
        do throws(SpeciesError) {
            let again = try Species.read(definition, file: "definition")
            guard again == species else { preconditionFailure("the definition reads back differently: \(definition)") }
        } catch {
            preconditionFailure("the definition does not read back: \(error.description)\n\(definition)")
        }
    }

    /// The limits every species that reads keeps.
    static func checkLimits(_ species: Species) {
        guard species.leaves.shapes.count <= SpeciesLimits.maxLeafShapes,
            species.ornaments.count <= SpeciesLimits.maxOrnaments,
            species.worstCaseParts <= SpeciesLimits.maxPartsPerBranch,
            (1...3).contains(species.shoots?.depth ?? 1), Species.isValidName(species.name)
        else { preconditionFailure("a species beyond the limits: \(species.definition)") }
        let shapes = species.leaves.shapes + species.ornaments.map(\.shape)
        for shape in shapes {
            guard shape.weight > 0, shape.weight.isFinite else { preconditionFailure("weight \(shape.weight)") }
            for element in shape.path.elements {
                let points: [Point]
                switch element {
                case .move(let p), .line(let p): points = [p]
                case .quad(let c, let p): points = [c, p]
                case .cubic(let c1, let c2, let p): points = [c1, c2, p]
                case .close: points = []
                }
                for p in points
                where !p.x.isFinite || !p.y.isFinite || abs(p.x) > SpeciesLimits.maxPathCoordinate
                    || abs(p.y) > SpeciesLimits.maxPathCoordinate
                {
                    preconditionFailure("a path point \(p) beyond the unit frame's limits")
                }
            }
        }
    }
}
