import Foundation
import XCTest

final class InfoCheckTests: XCTestCase {
    private let fingers = packageRoot.appendingPathComponent("Recordings/fingers.vine").path
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path

    private func temporaryFile(_ contents: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vine-cli-\(UUID().uuidString).vine")
        try contents.write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func jsonObject(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testCheckReportsEventsAndVines() throws {
        let result = try runVine(["check", demo])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(demo): ok, 1176 events, 5 vines\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testCheckReadsStandardInput() throws {
        let result = try runVine(["check", "-"], stdin: try Data(contentsOf: URL(fileURLWithPath: fingers)))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "-: ok, 1270 events, 7 vines\n")
    }

    func testEveryMalformedFileExits65NamingItsLine() throws {
        let folder = packageRoot.appendingPathComponent("Recordings/malformed")
        let table = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        let rows = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t").map(String.init)
        }
        XCTAssertGreaterThanOrEqual(rows.count, 25)
        for row in rows {
            let path = folder.appendingPathComponent(row[0]).path
            let result = try runVine(["check", path])
            XCTAssertEqual(result.status, 65, "\(row[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("vine: \(path):\(row[1]): "), "\(row[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(row[2]), "\(row[0]): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testAnOverlongLineOnStandardInputExits65() throws {
        // Just over the limit, so vine has read every byte before it stops and the pipe never breaks.
        signal(SIGPIPE, SIG_IGN)
        let input = Data(
            (#"{"vine":1,"width":10,"height":10,"seed":1}"# + "\n[0,\"undo\"" + String(repeating: " ", count: 65_600)
                + "]\n").utf8)
        let result = try runVine(["check", "-"], stdin: input)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "vine: -:2: line is longer than 65536 bytes\n")
    }

    func testMissingFileAndDirectoryExit66() throws {
        let missing = try runVine(["check", "/nonexistent/rec.vine"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.stderr, "vine: /nonexistent/rec.vine: cannot open: no such file or directory\n")
        let folder = try runVine(["info", NSTemporaryDirectory()])
        XCTAssertEqual(folder.status, 66)
        XCTAssertTrue(folder.stderr.contains("is a directory"), folder.stderr)
    }

    func testACutShortLastLineIsAWarningAndEverythingBeforeCounts() throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: demo))
        bytes.append(contentsOf: Array("[23.5,\"down\",0,1".utf8))
        let path = try temporaryFile(bytes)
        let result = try runVine(["check", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(path): ok, 1176 events, 5 vines\n")
        XCTAssertTrue(result.stderr.hasPrefix("vine: \(path):1178: warning: dropped the last line"), result.stderr)
    }

    func testInfoSummarizes() throws {
        let result = try runVine(["info", demo])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"Vine demo\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("vines     5 (4 present at the end, 1 removed)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("seed 2026"), result.stdout)
    }

    func testInfoJSONFollowsTheSchemaAndIsByteIdenticalRunAfterRun() throws {
        let first = try runVine(["info", "--json", fingers])
        let second = try runVine(["info", "--json", fingers])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
        let object = try jsonObject(first.stdout)
        XCTAssertEqual(Set(object.keys), ["header", "duration", "end", "events", "markers", "vines"])
        XCTAssertEqual(object["duration"] as? Double, 18)
        XCTAssertEqual(object["end"] as? Double, 19)
        XCTAssertEqual(object["events"] as? Int, 1270)
        let header = try XCTUnwrap(object["header"] as? [String: Any])
        XCTAssertEqual((header["params"] as? [String: Any])?.count, 5)
        XCTAssertEqual((header["style"] as? [String: Any])?.count, 6)
        let vines = try XCTUnwrap(object["vines"] as? [[String: Any]])
        XCTAssertEqual(vines.count, 7)
        XCTAssertEqual(
            Set(vines[0].keys),
            [
                "index", "pointer", "down", "up", "samples", "removed", "reseed", "look", "bloom", "branches",
            ])
        XCTAssertTrue(vines[6]["removed"] is NSNull)
        let branch = try XCTUnwrap((vines[0]["branches"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(branch.keys), ["index", "birth", "start", "c1", "c2", "end", "leafSize", "length", "leaf"])
        XCTAssertEqual((branch["start"] as? [Double])?.count, 2)
    }

    func testADifferentSeedChangesBranchesAndNothingElse() throws {
        let original = try jsonObject(try runVine(["info", "--json", fingers]).stdout)
        let reseeded = try jsonObject(try runVine(["info", "--json", fingers, "--seed", "8"]).stdout)
        func withoutBranchesAndSeed(_ object: [String: Any]) throws -> NSDictionary {
            var copy = object
            var header = try XCTUnwrap(copy["header"] as? [String: Any])
            header["seed"] = nil
            copy["header"] = header
            copy["vines"] = try XCTUnwrap(copy["vines"] as? [[String: Any]]).map { vine in
                var vine = vine
                vine["branches"] = (vine["branches"] as? [Any])?.count
                return vine
            }
            return copy as NSDictionary
        }
        XCTAssertEqual(try withoutBranchesAndSeed(original), try withoutBranchesAndSeed(reseeded))
        let before = try XCTUnwrap((original["vines"] as? [[String: Any]])?[0]["branches"] as? [[String: Any]])
        let after = try XCTUnwrap((reseeded["vines"] as? [[String: Any]])?[0]["branches"] as? [[String: Any]])
        XCTAssertEqual(before.map { $0["birth"] as? Double }, after.map { $0["birth"] as? Double })
        XCTAssertEqual(before.map { $0["start"] as? [Double] }, after.map { $0["start"] as? [Double] })
        XCTAssertNotEqual(before.map { $0["end"] as? [Double] }, after.map { $0["end"] as? [Double] })
        XCTAssertEqual(((reseeded["header"] as? [String: Any])?["seed"] as? Int), 8)
    }

    func testDeletingTheLastVinesEventsLeavesEveryOtherBranchUnchanged() throws {
        let lines = try String(contentsOfFile: fingers, encoding: .utf8).split(separator: "\n")
        let lastDown = try XCTUnwrap(lines.lastIndex { $0.contains("\"down\"") })
        let shortened = try temporaryFile(Data((lines[..<lastDown].joined(separator: "\n") + "\n").utf8))
        let full = try XCTUnwrap(
            try jsonObject(try runVine(["info", "--json", fingers]).stdout)["vines"] as? [[String: Any]])
        let short = try XCTUnwrap(
            try jsonObject(try runVine(["info", "--json", shortened]).stdout)["vines"] as? [[String: Any]])
        XCTAssertEqual(short.count, full.count - 1)
        for (a, b) in zip(short, full) {
            XCTAssertEqual(a["branches"] as? NSArray, b["branches"] as? NSArray)
        }
    }

    func testOverridesChangeTheOutputNeverTheFile() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: demo))
        let result = try runVine([
            "info", "--json", demo, "--leaf-size", "20", "--vine-color", "#224422", "--no-shadow",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let header = try XCTUnwrap(try jsonObject(result.stdout)["header"] as? [String: Any])
        XCTAssertEqual((header["params"] as? [String: Any])?["leafSize"] as? Double, 20)
        XCTAssertEqual((header["style"] as? [String: Any])?["vineColor"] as? String, "#224422")
        XCTAssertEqual((header["style"] as? [String: Any])?["shadow"] as? Bool, false)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: demo)), before)
    }

    func testBadOverridesAreUsageErrors() throws {
        for arguments in [
            ["--leaf-size", "9000"], ["--vine-color", "green"], ["--seed", "-1"], ["--grow-duration", "0"],
        ] {
            let result = try runVine(["info", demo] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
        }
        let help = try runVine(["info", "--help"])
        let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(flat.contains("1...1000 (default: 14)"), help.stdout)
    }
}
