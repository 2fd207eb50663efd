import Foundation
import XCTest

/// A transparent background survives into ProRes 4444 (`.mov`) and VP9 WebM, read back by
/// ffprobe and by decoding a frame; formats without alpha warn.
final class ExportAlphaTests: FolderTestCase {
    private let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
    private let clear = [
        "--background", "#00000000", "--from", "20", "--to", "20.2", "--fps", "10", "--size", "321x201", "--quiet",
    ]

    override func setUpWithError() throws {
        guard toolPath("ffmpeg") != nil, toolPath("ffprobe") != nil else {
            throw XCTSkip("ffmpeg is not installed (Scripts/setup installs it)")
        }
        try super.setUpWithError()
    }

    /// ffprobe's `key=value` lines for the first video stream of `file`.
    private func probe(_ file: String) throws -> String {
        let result = try runTool(
            toolPath("ffprobe")!,
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=codec_name,profile,pix_fmt:stream_tags",
                "-of", "default=noprint_wrappers=1", file,
            ])
        return String(decoding: result.stdout, as: UTF8.self)
    }

    /// The first frame of `file` decoded to RGBA (with `decoder` when given).
    private func firstFrame(_ file: String, decoder: [String] = []) throws -> [UInt8] {
        let result = try runTool(
            toolPath("ffmpeg")!,
            ["-v", "error"] + decoder + ["-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        return [UInt8](result.stdout)
    }

    func testProRes4444KeepsAlpha() throws {
        let result = try runVine(["export", demo, "--out", path("clip.mov")] + clear)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "no alpha warning")
        let info = try probe(path("clip.mov"))
        XCTAssertTrue(info.contains("codec_name=prores") && info.contains("profile=4444"), info)
        XCTAssertTrue(info.contains("pix_fmt=yuva444p"), info)
        let pixels = try firstFrame(path("clip.mov"))
        XCTAssertEqual(pixels.count, 321 * 201 * 4)
        XCTAssertEqual(pixels[3], 0, "the top-left pixel (background) reads back transparent")
        XCTAssertTrue(stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 245 }, "vines stay opaque")
    }

    func testWebMKeepsAlphaWhenTheBackgroundIsTransparent() throws {
        let result = try runVine(["export", demo, "--out", path("clip.webm")] + clear)
        XCTAssertEqual(result.status, 0, result.stderr)
        let info = try probe(path("clip.webm"))
        XCTAssertTrue(info.contains("codec_name=vp9") && info.contains("alpha_mode=1"), info)
        let pixels = try firstFrame(path("clip.webm"), decoder: ["-c:v", "libvpx-vp9"])
        XCTAssertEqual(pixels.count, 322 * 202 * 4, "padded to even sizes")
        XCTAssertEqual(pixels[3], 0, "the top-left pixel (background) reads back transparent")
        XCTAssertEqual(pixels[pixels.count - 1], 0, "the padding is transparent too")
        XCTAssertTrue(stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 230 }, "vines stay opaque")

        XCTAssertEqual(try runVine(["export", demo, "--out", path("opaque.webm")] + clear.dropFirst(2)).status, 0)
        XCTAssertFalse(try probe(path("opaque.webm")).contains("alpha_mode=1"), "an opaque background has no alpha")
    }

    func testFormatsWithoutAlphaWarnInOneLine() throws {
        for name in ["clip.mp4", "clip.gif"] {
            let result = try runVine(["export", demo, "--out", path(name)] + clear)
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.stderr)
            XCTAssertTrue(lines.first?.contains("cannot carry alpha") == true, result.stderr)
        }
    }
}
