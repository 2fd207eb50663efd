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
        XCTAssertEqual(listed, ["draw", "play", "export", "info", "check", "demo"])
    }
}
