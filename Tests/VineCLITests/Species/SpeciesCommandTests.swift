import Foundation
import VineCore
import XCTest

/// `vine species --list|show|check`, and `--species NAME|FILE` on the commands that render
/// and write recordings: built-in names, files, embedding, and bad files.
final class SpeciesCommandTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path

    /// A species file only this test defines: the natural look with a wider, browner stem.
    private let fernText = """
        {
          "species": 1,
          "name": "fern2",
          "summary": "A test plant: a wide brown stem.",
          "base": "natural",
          "stem": { "colour": "#6b4a2a", "width": 2 }
        }

        """

    /// Writes `text` to `name` in the test's folder; its path.
    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// The bytes of each PNG frame in `folder`, by name.
    private func frames(_ folder: String) throws -> [String: Data] {
        var frames: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".png") {
            frames[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return frames
    }

    func testListNamesEveryBuiltInSpeciesWithItsSummary() throws {
        let result = try runVine(["species", "--list"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, Species.builtIns.count)
        for (line, species) in zip(lines, Species.builtIns) {
            XCTAssertTrue(line.hasPrefix(species.name + " "), String(line))
            XCTAssertTrue(line.hasSuffix(species.summary), String(line))
        }
        let help = try runVine(["export", "--help"])
        for species in Species.builtIns {
            XCTAssertTrue(help.stdout.contains(species.name), "the help of --species names \(species.name)")
        }
    }

    func testShowPrintsABuiltInsFileThatChecksOnceRenamed() throws {
        for species in Species.builtIns {
            let shown = try runVine(["species", "show", species.name])
            XCTAssertEqual(shown.status, 0, shown.stderr)
            let text = try XCTUnwrap(Species.builtInText(named: species.name))
            XCTAssertEqual(shown.stdout.trimmingCharacters(in: .newlines), text.trimmingCharacters(in: .newlines))
            let own = shown.stdout.replacingOccurrences(
                of: #""name": "\#(species.name)""#, with: #""name": "my-\#(species.name)""#)
            XCTAssertNotEqual(own, shown.stdout, "the file names its species as \"name\": \"…\"")
            let file = try write(own, to: "my-\(species.name).json")
            let check = try runVine(["species", "check", file])
            XCTAssertEqual(check.status, 0, check.stderr)
            XCTAssertTrue(check.stdout.hasPrefix("\(file): ok: species my-\(species.name) (base "), check.stdout)
            let kept = try write(shown.stdout, to: "\(species.name).json")
            let builtInName = try runVine(["species", "check", kept])
            XCTAssertEqual(builtInName.status, 65)
            XCTAssertTrue(builtInName.stderr.contains("name: \"\(species.name)\" is a built-in species' name"))
        }
        let unknown = try runVine(["species", "show", "oak"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains(Species.builtInNames), unknown.stderr)
    }

    /// The built-in species are data: each is a file of `Sources/VineCore/Species/BuiltIn`,
    /// byte for byte what `vine species show` prints, and every file there is one of them.
    func testEachBuiltInIsItsDataFileAsShown() throws {
        let folder = packageRoot.appendingPathComponent("Sources/VineCore/Species/BuiltIn")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files, Species.builtIns.map { "\($0.name).json" }.sorted())
        for species in Species.builtIns {
            let shown = try runVine(["species", "show", species.name])
            XCTAssertEqual(shown.status, 0, shown.stderr)
            let file = try Data(contentsOf: folder.appendingPathComponent("\(species.name).json"))
            XCTAssertEqual(Data(shown.stdout.utf8), file, species.name)
        }
    }

    func testCheckNamesTheFileTheLineAndTheKey() throws {
        let good = try write(fernText, to: "fern2.json")
        let ok = try runVine(["species", "check", good])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(
            ok.stdout,
            "\(good): ok: species fern2 (base natural, the look's leaf, no shoots, no tendrils, no ornaments)\n")
        let bad = try write(fernText.replacingOccurrences(of: "\"width\": 2", with: "\"widht\": 2"), to: "bad.json")
        let refused = try runVine(["species", "check", bad])
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(refused.stderr.hasPrefix("vine: \(bad):6: stem.widht: "), refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        let missing = try runVine(["species", "check", path("none.json")])
        XCTAssertEqual(missing.status, 66)
        try Data([0x7B, 0x0A, 0x22, 0xFF, 0x22, 0x7D]).write(to: URL(fileURLWithPath: path("x.json")))
        let notText = try runVine(["species", "check", path("x.json")])
        XCTAssertEqual(notText.status, 65, notText.stderr)
        XCTAssertTrue(notText.stderr.hasPrefix("vine: \(path("x.json")):2: "), notText.stderr)
    }

    func testABuiltInSpeciesOverridesLikeALook() throws {
        let species = try runVine([
            "export", demo, "--species", "natural", "--size", "160x100", "--at", "20", "--out", path("s.png"),
        ])
        XCTAssertEqual(species.status, 0, species.stderr)
        let look = try runVine([
            "export", demo, "--look", "natural", "--size", "160x100", "--at", "20", "--out", path("l.png"),
        ])
        XCTAssertEqual(look.status, 0, look.stderr)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path("s.png"))),
            try Data(contentsOf: URL(fileURLWithPath: path("l.png"))))
        let info = try runVine(["info", demo, "--species", "natural"])
        XCTAssertTrue(info.stdout.contains("look      natural"), info.stdout)
        XCTAssertTrue(info.stdout.contains("species   natural\n"), info.stdout)
        let both = try runVine(["export", demo, "--look", "natural", "--species", "natural", "--out", path("b.png")])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.contains("--look and --species"), both.stderr)
    }

    func testASpeciesFileRendersAndItsProblemsWriteNothing() throws {
        let fern = try write(fernText, to: "fern2.json")
        let made = try runVine([
            "export", demo, "--species", fern, "--size", "160x100", "--at", "20", "--out", path("f.png"),
        ])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("f.png")))
        let bad = try write(
            fernText.replacingOccurrences(of: "\"base\": \"natural\"", with: "\"base\": \"baroque\""), to: "bad.json")
        for (species, status, message) in [
            (bad, Int32(65), "\(bad):5: base: "), (path("gone.json"), 66, "\(path("gone.json")): cannot open"),
        ] {
            for out in ["frames", "x.png", "x.json", "x.svg", "new.vine"] {
                let command =
                    out == "new.vine"
                    ? ["text", "hi", "--out", path(out), "--species", species]
                    : ["export", demo, "--species", species, "--out", path(out)]
                let result = try runVine(command)
                XCTAssertEqual(result.status, status, "\(out): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix("vine: \(message)"), result.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: path(out)), "\(out) is not written")
            }
        }
        let shown = try runVine(["demo", "--species", bad], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(shown.status, 65, shown.stderr)
        XCTAssertTrue(shown.stderr.hasPrefix("vine: \(bad):5: base: "), shown.stderr)
        let qt = try runVine(["export", demo, "--species", fern, "--lottie-compat", "qt", "--out", path("qt.json")])
        XCTAssertEqual(qt.status, 64)
        XCTAssertTrue(qt.stderr.contains("species fern2 stands on it"), qt.stderr)
    }

    func testEveryCommandThatWritesARecordingEmbedsTheFile() throws {
        let fern = try write(fernText, to: "fern2.json")
        let heart = packageRoot.appendingPathComponent("Recordings/heart.svg").path
        let commands = [
            ["text", "hi"], ["import", heart], ["grow", "--within", heart, "--seconds", "2"],
        ]
        for (index, command) in commands.enumerated() {
            let out = path("\(index).vine")
            let made = try runVine(command + ["--seed", "5", "--species", fern, "--out", out])
            XCTAssertEqual(made.status, 0, "\(command[0]): \(made.stderr)")
            let header = try String(contentsOfFile: out, encoding: .utf8).prefix { $0 != "\n" }
            XCTAssertTrue(header.contains(#""species":"fern2","plants":{"fern2":{"#), "\(command[0]): \(header)")
        }
    }

    /// A recording written with a species file (the last built-in's file, renamed: the
    /// richest, with parts) keeps its definition: its frames are the same with the file
    /// given again and after the file is gone.
    func testARecordingWrittenWithASpeciesFileReplaysTheSameWithoutIt() throws {
        let last = try XCTUnwrap(Species.builtIns.last)
        let text = try XCTUnwrap(Species.builtInText(named: last.name)).replacingOccurrences(
            of: #""name": "\#(last.name)""#, with: #""name": "fern2""#)
        let fern = try write(text, to: "fern2.json")
        let recording = path("hi.vine")
        let made = try runVine(["text", "hi", "--seed", "3", "--species", fern, "--out", recording])
        XCTAssertEqual(made.status, 0, made.stderr)
        let header = try XCTUnwrap(try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").first)
        XCTAssertTrue(header.contains(#""species":"fern2","plants":{"fern2":{"#), String(header))
        let small = ["--size", "160x100", "--fps", "2", "--quiet"]
        let withFile = try runVine(["export", recording, "--species", fern, "--out", path("with")] + small)
        XCTAssertEqual(withFile.status, 0, withFile.stderr)
        try FileManager.default.removeItem(atPath: fern)
        let without = try runVine(["export", recording, "--out", path("without")] + small)
        XCTAssertEqual(without.status, 0, without.stderr)
        let before = try frames(path("with"))
        XCTAssertGreaterThan(before.count, 2)
        XCTAssertEqual(try frames(path("without")), before, "every PNG frame byte for byte")
        let info = try runVine(["info", recording])
        XCTAssertTrue(info.stdout.contains("species   fern2 (embedded: fern2)\n"), info.stdout)
        let check = try runVine(["check", recording])
        XCTAssertEqual(check.status, 0, check.stderr)
    }
}
