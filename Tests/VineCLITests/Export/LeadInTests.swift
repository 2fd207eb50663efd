import Foundation
import XCTest

/// Export starts by default half a second before the first `down`, never before 0;
/// `--from 0` keeps the wait, `--at` stays absolute.
final class LeadInTests: FolderTestCase {
    /// A recording whose first stroke starts at `down` seconds and ends 1 s later.
    private func recording(down: Double) throws -> String {
        let path = folder.appendingPathComponent("wait-\(down).vine").path
        try """
        {"vine":1,"width":100,"height":100,"seed":1}
        [\(down),"down",0,10,10]
        [\(down + 1),"up",0,90,90]

        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func frames(_ arguments: [String]) throws -> String {
        let result = try runVine(["export"] + arguments + ["--format", "null", "--fps", "10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return String(result.stdout.split(separator: " ").first ?? "")
    }

    func testExportStartsHalfASecondBeforeTheFirstStroke() throws {
        let waited = try recording(down: 16.5)
        // end = 17.5 + 1 = 18.5 s: from 16 s, floor(2.5·10) + 1 = 26 frames; from 0, 186.
        XCTAssertEqual(try frames([waited]), "frames=26")
        XCTAssertEqual(try frames([waited, "--from", "0"]), "frames=186")
        XCTAssertEqual(try frames([waited, "--from", "17"]), "frames=16")
        let early = try recording(down: 0.2)
        XCTAssertEqual(try frames([early]), "frames=23", "never before 0: 2.2 s from 0")
    }

    func testAStillAtATimeIsAbsolute() throws {
        let waited = try recording(down: 16.5)
        let out = folder.appendingPathComponent("still.png").path
        let result = try runVine(["export", waited, "--at", "17", "--out", out, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let late = try runVine(["export", waited, "--at", "40", "--from", "3", "--out", out])
        XCTAssertTrue(late.stderr.contains("warning: --from is ignored"), late.stderr)
        XCTAssertTrue(late.stderr.contains("warning: --at 40 is after the end of growth (18.5 s)"), late.stderr)
        let past = try runVine(["export", waited, "--from", "30", "--format", "null"])
        XCTAssertTrue(past.stderr.contains("warning: --from 30 is after the end of growth"), past.stderr)
    }
}
