import XCTest

final class HelpTests: XCTestCase {
    func testHelpListsEverySubcommandWithAnAbstract() throws {
        let result = try runVine(["--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let listed = result.stdout
            .components(separatedBy: "SUBCOMMANDS:").last!
            .components(separatedBy: "\n\n").first!
            .split(separator: "\n")
            .compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard line.hasPrefix("  "), !line.hasPrefix("   "), words.count >= 2 else { return nil }
                return String(words[0])
            }
        XCTAssertEqual(
            listed, ["draw", "play", "export", "info", "check", "demo", "text", "import", "grow", "species"])
    }

    func testVersion() throws {
        let result = try runVine(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("2."), result.stdout)
    }

    func testAMistypedCommandGetsASuggestion() throws {
        for (typo, meant) in [("exprot", "export"), ("plya", "play"), ("inof", "info"), ("Demo", "demo")] {
            let result = try runVine([typo, "x"])
            XCTAssertEqual(result.status, 64)
            XCTAssertTrue(result.stderr.contains("did you mean 'vine \(meant)'?"), result.stderr)
        }
        XCTAssertFalse(try runVine(["zzzzzz"]).stderr.contains("did you mean"))
    }

    func testNegativeNumbersGetTheRangeError() throws {
        for (command, option) in [
            ("export", "--speed"), ("export", "--fps"), ("export", "--from"), ("export", "--hold"),
            ("export", "--vine-width"), ("play", "--speed"),
        ] {
            let result = try runVine([command, "x.vine", "--out", "x", option, "-1"])
            XCTAssertEqual(result.status, 64)
            XCTAssertFalse(result.stderr.contains("Missing value"), result.stderr)
            XCTAssertTrue(result.stderr.contains("\(option) must"), result.stderr)
        }
    }

    func testEveryNumericOptionShowsItsRangeAndDefault() throws {
        let numeric = [
            "--fps", "--speed", "--from", "--to", "--at", "--idle-limit", "--hold", "--jobs", "--seed",
            "--min-branch-separation", "--max-branch-length", "--leaf-size", "--vine-width", "--grow-duration",
        ]
        let help = try runVine(["help", "export"]).stdout
        // Each option's help runs from its line to the next line that starts an option.
        let entries = help.components(separatedBy: "\n  -").map { "-" + $0 }
        for option in numeric {
            let entry = try XCTUnwrap(entries.first { $0.hasPrefix(option + " ") }, option)
            XCTAssertTrue(entry.contains("(default:"), "\(option) shows its default: \(entry)")
            XCTAssertTrue(
                entry.contains("…") || entry.contains("...") || entry.contains("≥") || entry.contains("above 0"),
                "\(option) shows its range: \(entry)")
        }
    }
}
