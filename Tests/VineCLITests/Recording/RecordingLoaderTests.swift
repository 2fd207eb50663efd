import Foundation
import VineCore
import XCTest

@testable import VineCLI

/// Loading a recording for any command goes one way: overrides applied in one place, bad
/// data exit 65 with `FILE:LINE`, with or without shortened pauses.
final class RecordingLoaderTests: XCTestCase {
    /// Three branches with `minBranchSeparation` 10, the third on line 5, and a 10 s pause.
    private static let text = """
        {"vine":1,"width":400,"height":300,"seed":1,"params":{"minBranchSeparation":10}}
        [0,"down",0,0,0]
        [1,"move",0,20,0,0.5]
        [2,"move",0,40,0,0.5]
        [12,"move",0,60,0,0.5]
        [13,"up",0,80,0]

        """

    private var path = ""

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "recording-loader-\(UUID().uuidString).vine"
        try Data(Self.text.utf8).write(to: URL(fileURLWithPath: path))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func overrides(_ arguments: [String] = []) throws -> OverrideOptions {
        try OverrideOptions.parse(arguments)
    }

    func testTooManyBranchesIsBadDataWithOrWithoutAnIdleLimit() throws {
        for idleLimit in [nil, 1.0] {
            XCTAssertThrowsError(
                try RecordingLoader.timeline(
                    path: path, overrides: overrides(), idleLimit: idleLimit, limits: RecordingLimits(maxBranches: 2))
            ) { error in
                let failure = error as? Failure
                XCTAssertEqual(failure?.code, .dataError, "idle limit \(String(describing: idleLimit))")
                XCTAssertEqual(failure?.message.hasPrefix("\(path):5: "), true, failure?.message ?? "")
            }
        }
    }

    func testIdleLimitShortensPausesAndOverridesApply() throws {
        let timeline = try RecordingLoader.timeline(
            path: path, overrides: overrides(["--leaf-size", "30"]), idleLimit: 1)
        XCTAssertEqual(timeline.lastEventTime, 4)
        XCTAssertEqual(timeline.header.parameters.leafSize, 30)
        XCTAssertEqual(timeline.vines[0].branches.map(\.birth), [1, 2, 3, 4])
    }

    func testAnOverrideOutOfRangeIsAUsageError() throws {
        var options = try overrides()
        options.leafSize = 900
        XCTAssertThrowsError(try options.header(overriding: RecordingHeader())) { error in
            XCTAssertEqual((error as? Failure)?.code, .usage)
        }
    }
}
