import ArgumentParser
import Foundation
import VineCore

/// `vine species`: the built-in species, one's text as a start for one's own, and checking a species file.
struct SpeciesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "species",
        abstract: "List the built-in species, print one's file, or check a species file.",
        discussion:
            "A species file (JSON) describes a plant: its leaves, branches, side shoots, tendrils, flowers, buds and fruit. Give one, or a built-in name, to --species of any command that renders. Built in: \(Species.builtInNames).",
        subcommands: [Show.self, Check.self]
    )

    @Flag(name: .long, help: "Print each built-in species' name and summary, one a line.")
    var list = false

    func run() throws {
        guard list else { throw CleanExit.helpRequest(self) }
        Self.printList()
    }

    /// Prints `NAME  summary` per built-in species, names padded to one column.
    static func printList() {
        let width = Species.builtIns.map(\.name.count).max() ?? 0
        for species in Species.builtIns {
            print(species.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + species.summary)
        }
    }

    /// `vine species show NAME`: a built-in species' file.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a built-in species' file, as a start for one's own.",
            discussion: "Unknown names exit 64. Built in: \(Species.builtInNames).")

        @Argument(help: "The built-in species' name.")
        var name: String

        func run() throws {
            try reportingFailures {
                guard let text = Species.builtInText(named: name) else {
                    throw Failure(
                        code: .usage,
                        message:
                            "no built-in species \(JSONText.quoted(name)); the built-in ones are \(Species.builtInNames)"
                    )
                }
                print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            }
        }
    }

    /// `vine species check FILE`: reads a species file as `--species` would.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a species file.",
            discussion:
                "Prints 'FILE: ok: species NAME (base LOOK, N leaf shapes, …)' and exits 0, or prints the first problem as 'vine: FILE:LINE: KEY: message' and exits 65 (66 if the file is missing or unreadable)."
        )

        @Argument(help: "The species file (.json).")
        var file: String

        func run() throws {
            try reportingFailures {
                let species = try SpeciesFile.read(file)
                print("\(file): ok: species \(species.name) (\(SpeciesCommand.outline(of: species)))")
            }
        }
    }

    /// `base natural, 2 leaf shapes, shoots 2 deep, tendrils from the stem, 1 ornament (flower)`.
    static func outline(of species: Species) -> String {
        var parts = ["base \(species.base.name)"]
        let shapes = species.leaves.shapes.count
        parts.append(shapes == 0 ? "the look's leaf" : "\(shapes) leaf shape\(shapes == 1 ? "" : "s")")
        parts.append(species.shoots.map { "shoots \($0.depth) deep" } ?? "no shoots")
        parts.append(
            species.tendrils.map { "tendrils from the \($0.origin == .stem ? "stem" : "tips")" } ?? "no tendrils")
        let ornaments = species.ornaments
        parts.append(
            ornaments.isEmpty
                ? "no ornaments"
                : "\(ornaments.count) ornament\(ornaments.count == 1 ? "" : "s") ("
                    + ornaments.map(\.kind.rawValue).joined(separator: ", ") + ")")
        return parts.joined(separator: ", ")
    }
}
