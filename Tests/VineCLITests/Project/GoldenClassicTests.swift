import Foundation
import XCTest

/// The classic look, frozen: every case in `Golden/classic.tsv` is exported with the built
/// `vine` and its SHA-256 must match the table's, so any change that alters a classic frame
/// (and with it a version-1 recording's output) fails here.
///
/// PNG cases hash the decoded pixels (RGBA, 8 bits a channel, through ImageMagick; a folder of
/// frames hashes its frames in order), so re-encoding the same pixels differently is not a
/// change; SVG and PDF cases hash the file's bytes. With `VINE_GOLDEN_UPDATE=1` in the
/// environment (`Scripts/golden`) the test rewrites the table's hashes instead of checking them.
final class GoldenClassicTests: FolderTestCase {
    /// One row of the table.
    private struct Case {
        var name: String
        var output: String
        var arguments: [String]
        var digest: String
    }

    private let table = packageRoot.appendingPathComponent("Tests/VineCLITests/Golden/classic.tsv")

    func testClassicOutputsMatchTheirGoldenHashes() throws {
        let text = try String(contentsOf: table, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let updating = ProcessInfo.processInfo.environment["VINE_GOLDEN_UPDATE"] == "1"
        var rewritten: [String] = []
        for line in lines {
            guard let golden = Self.parse(line) else {
                rewritten.append(line)
                continue
            }
            let output = folder.appendingPathComponent(golden.output)
            let arguments =
                ["export"]
                + golden.arguments.enumerated().map { $0 == 0 ? packageRoot.appendingPathComponent($1).path : $1 }
                + ["--out", output.path, "--quiet"]
            let result = try runVine(arguments)
            XCTAssertEqual(
                result.status, 0, "\(golden.name): vine \(arguments.joined(separator: " ")): \(result.stderr)")
            let digest = try Self.digest(of: output)
            if updating {
                rewritten.append(
                    [golden.name, golden.output, golden.arguments.joined(separator: " "), digest].joined(
                        separator: "\t"))
            } else {
                XCTAssertEqual(digest, golden.digest, "\(golden.name): the classic output changed")
            }
        }
        if updating {
            try rewritten.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
        }
    }

    /// The case on `line`, or nil for a comment or an empty line.
    private static func parse(_ line: String) -> Case? {
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        precondition(fields.count == 4, "classic.tsv: expected 4 tab-separated fields in '\(line)'")
        return Case(
            name: fields[0], output: fields[1], arguments: fields[2].split(separator: " ").map(String.init),
            digest: fields[3])
    }

    /// The SHA-256 of `output`: of its decoded pixels for a PNG or a folder of PNG frames, else of its bytes.
    private static func digest(of output: URL) throws -> String {
        let script = """
            set -eo pipefail
            if [ -d "$1" ]; then
              for frame in "$1"/frame-*.png; do convert "$frame" -depth 8 rgba:-; done | sha256sum
            elif [ "${1##*.}" = png ]; then
              convert "$1" -depth 8 rgba:- | sha256sum
            else
              sha256sum < "$1"
            fi
            """
        let result = try runTool("/bin/bash", ["-c", script, "golden", output.path])
        let digest = String(decoding: result.stdout, as: UTF8.self).prefix { !$0.isWhitespace }
        guard result.status == 0, digest.count == 64 else {
            throw VirtualDisplay.Failed(
                message: "cannot hash \(output.path): \(String(decoding: result.stderr, as: UTF8.self))")
        }
        return String(digest)
    }
}
