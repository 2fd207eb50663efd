import VineCore
import VineLook
import VineRender
import XCTest

@testable import VineExport
@testable import VineVector

/// `--fit`: a sticker too long is sped up to its limit, its hold trimmed, and a seamless
/// loop stays a seamless loop.
final class StickerRulesTests: XCTestCase {
    private let rules = StickerRules.telegramAnimated

    func testFitSpeedsUpAndTrimsTheHold() throws {
        let (fitted, how) = try XCTUnwrap(rules.fitted(FrameSchedule(from: 0, to: 27, fps: 60, hold: 2)))
        XCTAssertNil(fitted.loop)
        XCTAssertEqual(fitted.holdFrames, 30, "a sixth of 180 frames")
        XCTAssertEqual(fitted.frameCount, 180)
        XCTAssertEqual(fitted.to, 27)
        XCTAssertTrue(
            how.hasPrefix(
                "--fit: the hold trimmed from 2 s to 0.5 s; speed 10.87× (was 1×), so 27 s of the recording last 2.48 s"
            ), how)
        XCTAssertNil(rules.fitted(fitted), "it fits")
    }

    func testFitKeepsALoopWithItsEndingAndItsGrowth() throws {
        for ending in [LoopEnding.fade, .ungrow, .wither] {
            let asked = FrameSchedule(
                from: 1, to: 28, fps: 60, loop: FrameSchedule.Loop(ending: ending, hold: 1, leave: 2))
            let (fitted, how) = try XCTUnwrap(rules.fitted(asked), "\(ending)")
            let loop = try XCTUnwrap(fitted.loop, "\(ending): still a loop")
            XCTAssertEqual(loop.ending, ending)
            XCTAssertEqual(loop.hold, 0.5, "a sixth of 3 s")
            XCTAssertEqual(loop.leave, 1, "a third of 3 s")
            XCTAssertTrue(
                how.hasPrefix(
                    "--fit: the loop's hold trimmed from 1 s to 0.5 s; its \(ending.rawValue) trimmed from 2 s to 1 s; speed "
                ),
                how)
            XCTAssertLessThanOrEqual(fitted.frameCount, 180)
            XCTAssertGreaterThanOrEqual(fitted.frameCount, 179, "\(ending): as long as it may be")
            // The growth still ends where asked, and the loop's closing frame shows its first's time.
            let leaving = ending.reversesTime ? 0 : loop.leave
            XCTAssertEqual(fitted.to - (loop.hold + leaving) * fitted.speed, 28, accuracy: 1e-9)
            XCTAssertEqual(fitted.from, 1)
            XCTAssertEqual(fitted.leavingProgress(ofFrame: fitted.closingFrame), 1)
            XCTAssertNil(rules.fitted(fitted), "\(ending): it fits")
        }
    }
}
