import Foundation
import XCTest

final class LookOptionsTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let handwriting = packageRoot.appendingPathComponent("Recordings/handwriting.vine").path

    func testLookAndPresetOverrideTheFileAndInfoShowsThem() throws {
        let natural = try runVine(["info", demo, "--look", "natural", "--preset", "garden"])
        XCTAssertEqual(natural.status, 0, natural.stderr)
        XCTAssertTrue(natural.stdout.contains("look      natural"), natural.stdout)
        XCTAssertTrue(natural.stdout.contains("leafSize=18"), natural.stdout)
        let json = try runVine(["info", handwriting, "--json"])
        XCTAssertTrue(json.stdout.contains(#""look":"natural""#))
        XCTAssertTrue(json.stdout.contains(#""leaf": {"center": ["#))
        XCTAssertTrue(json.stdout.contains(#""orientation": ["#))
        XCTAssertTrue(json.stdout.contains(#""bloom": {"center""#), "the i's dots are taps")
        let bad = try runVine(["info", demo, "--look", "fancy"])
        XCTAssertEqual(bad.status, 64)
    }

    func testNaturalExportsAreByteIdenticalAcrossRunsAndJobs() throws {
        for (name, jobs) in [("one", "1"), ("two", "2")] {
            let result = try runVine([
                "export", handwriting, "--out", path(name), "--size", "160x100", "--fps", "4", "--from", "0", "--to",
                "8", "--jobs",
                jobs, "--quiet",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: path("one")).sorted()
        XCTAssertEqual(names.count, 33)
        for name in names {
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: path("one/" + name))),
                try Data(contentsOf: URL(fileURLWithPath: path("two/" + name))), name)
        }
    }

    func testVariantsMakeALabelledSheet() throws {
        let result = try runVine([
            "export", demo, "--variants", "3x2", "--size", "80x50", "--out", path("sheet.png"), "--quiet",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: path("sheet.png")))
        // PNG width and height: 3·(80 + 8) + 8 = 272, 2·(50 + 28 + 8) + 8 = 180.
        XCTAssertEqual(data[16..<24].map { $0 }, [0, 0, 1, 16, 0, 0, 0, 180])
        let wrong = try runVine(["export", demo, "--variants", "3x3", "--out", path("frames")])
        XCTAssertEqual(wrong.status, 64)
    }
}
