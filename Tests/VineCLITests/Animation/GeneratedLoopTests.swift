import Foundation
import TestPixels
import XCTest

/// Recordings that `vine text` and `vine import` make start their first stroke at 0 s. A
/// loop leaves out a vine that has drawn nothing yet (only its `down`), so its first frame
/// is an empty canvas and such a recording loops with every ending: fade, wither and ungrow
/// as a GIF and a WebM sticker, fade and wither as a `.tgs --fit` (Telegram has no time
/// remap), each keeping the loop frame rule (``LoopSeam``) in every frame ffmpeg decodes or
/// rlottie plays.
final class GeneratedLoopTests: AnimationExportTestCase {
    /// A name written by `vine text`, and a drawing of two strokes by `vine import`, each
    /// with a fixed seed so that a failure can be replayed. (Text seeds 3, 7 and 8 once made a
    /// faded last frame so faint that the WebM sticker, predicting it from the frames before,
    /// decoded it as the empty first frame; the loop's last frame is now a key frame.)
    private func recordings() throws -> [(name: String, path: String)] {
        let text = path("ana.vine")
        try vine(["text", "Ana", "--out", text, "--seed", "7"])
        let drawing = path("arch.svg")
        try """
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250">
        <path d="M40 200 C120 40 280 40 360 200" stroke="black" fill="none"/>
        <path d="M60 230 L340 230" stroke="black" fill="none"/>
        </svg>
        """.write(toFile: drawing, atomically: true, encoding: .utf8)
        let imported = path("arch.vine")
        try vine(["import", drawing, "--out", imported, "--seed", "7"])
        return [("text", text), ("import", imported)]
    }

    func testTextAndImportLoopAsGIFAndWebMStickerWithEveryEnding() throws {
        for (name, recording) in try recordings() {
            for ending in ["fade", "wither", "ungrow"] {
                let gif = path("\(name)-\(ending).gif")
                try vine([
                    "export", recording, "--out", gif, "--loop", "--loop-end", ending, "--size", "320x200", "--quiet",
                ])
                let decoded = try videoSteps(gif, width: 320, height: 200)
                LoopSeam.assertSeamless(steps: decoded.steps, seam: decoded.seam, label: "\(name) \(ending) GIF")
                let webm = path("\(name)-\(ending).webm")
                try vine([
                    "export", recording, "--format", "webm-sticker", "--out", webm, "--loop", "--loop-end", ending,
                    "--fit", "--quiet",
                ])
                let sticker = try videoSteps(webm, width: 128, height: 80)
                XCTAssertLessThanOrEqual(sticker.frames, 90, "\(name) \(ending): at most 3 s at 30 fps")
                LoopSeam.assertSeamless(
                    steps: sticker.steps, seam: sticker.seam, label: "\(name) \(ending) WebM sticker")
            }
        }
    }

    func testTextAndImportLoopAsFittedTelegramStickersThatFadeOrWither() throws {
        for (name, recording) in try recordings() {
            for ending in ["fade", "wither"] {
                let tgs = path("\(name)-\(ending).tgs")
                try vine(["export", recording, "--out", tgs, "--loop", "--loop-end", ending, "--fit", "--quiet"])
                let unzipped = try runTool("/bin/gzip", ["-dc", tgs])
                XCTAssertEqual(unzipped.status, 0)
                let json = path("\(name)-\(ending).json")
                try unzipped.stdout.write(to: URL(fileURLWithPath: json))
                let (steps, seam) = try rlottieSteps(json)
                LoopSeam.assertSeamless(steps: steps, seam: seam, label: "\(name) \(ending) .tgs in rlottie")
            }
        }
    }

    /// The first frame of a loop of a recording that starts drawing at 0 s is the empty
    /// canvas: its first vine shows only once it has drawn something.
    func testALoopOfAGeneratedRecordingStartsOnAnEmptyCanvas() throws {
        let (_, text) = try recordings()[0]
        let frames = path("frames")
        try vine(["export", text, "--out", frames, "--loop", "--size", "320x200", "--fps", "10", "--quiet"])
        let first = try RGBImage(png: URL(fileURLWithPath: frames + "/frame-000000.png"))
        XCTAssertTrue(isPlain(first), "the loop's first frame is the bare canvas")
        let second = try RGBImage(png: URL(fileURLWithPath: frames + "/frame-000003.png"))
        XCTAssertFalse(isPlain(second), "the name is being written at 0.3 s")
    }

    /// Whether every pixel of `image` has the first one's colour.
    private func isPlain(_ image: RGBImage) -> Bool {
        let bytes = image.bytes
        return Pixels.count(bytes, channels: 3) { $0 != bytes[0] || $1 != bytes[1] || $2 != bytes[2] } == 0
    }
}
