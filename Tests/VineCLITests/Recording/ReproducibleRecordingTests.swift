import Foundation
import XCTest

/// `SOURCE_DATE_EPOCH` makes generated recordings reproducible: with it set, `vine text` and
/// `vine import` write it as `created`, so two runs with the same `--seed` give the same
/// bytes; a value that is not a time is a usage error that writes nothing.
final class ReproducibleRecordingTests: FolderTestCase {
    private let drawing = packageRoot.appendingPathComponent("Tests/VineImportTests/SVG/every-element.svg").path

    /// The environment of the tests with `SOURCE_DATE_EPOCH` set to `value`.
    private func environment(_ value: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = value
        return environment
    }

    /// Runs `vine arguments` with `SOURCE_DATE_EPOCH=epoch` twice, into `name`-1.vine and
    /// `name`-2.vine, and returns both files.
    private func twice(_ name: String, _ arguments: [String], epoch: String) throws -> (Data, Data) {
        var made: [Data] = []
        for run in 1...2 {
            let out = path("\(name)-\(run).vine")
            let result = try runVine(arguments + ["--out", out], environment: environment(epoch))
            XCTAssertEqual(result.status, 0, result.stderr)
            made.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        return (made[0], made[1])
    }

    func testTextAndImportWithTheSameSeedGiveTheSameBytes() throws {
        let (textA, textB) = try twice("text", ["text", "Hello", "--seed", "7"], epoch: "1700000000")
        XCTAssertEqual(textA, textB, "vine text twice")
        XCTAssertTrue(
            String(decoding: textA, as: UTF8.self).contains("\"created\":\"2023-11-14T22:13:20Z\""),
            "created is SOURCE_DATE_EPOCH")
        let (importA, importB) = try twice("import", ["import", drawing, "--seed", "3"], epoch: "0")
        XCTAssertEqual(importA, importB, "vine import twice")
        XCTAssertTrue(String(decoding: importA, as: UTF8.self).contains("\"created\":\"1970-01-01T00:00:00Z\""))
    }

    func testABadSourceDateEpochIsAUsageErrorAndWritesNothing() throws {
        for value in ["", "yesterday", "-5", "1.5", " 17", "99999999999999"] {
            for arguments in [["text", "Hi", "--seed", "1"], ["import", drawing, "--seed", "1"]] {
                let out = path("bad.vine")
                let result = try runVine(arguments + ["--out", out], environment: environment(value))
                XCTAssertEqual(result.status, 64, "\(arguments[0]) with \(value.debugDescription): \(result.stderr)")
                XCTAssertTrue(
                    result.stderr.contains("SOURCE_DATE_EPOCH") && result.stderr.contains("whole seconds since 1970"),
                    result.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
            }
        }
    }
}
