import Foundation
import TestPixels
import XCTest

extension FolderTestCase {
    /// The steps between neighbouring frames of the Lottie file `json` as rlottie plays
    /// every frame (`Scripts/lottie-check steps`: `ip` … `op`, both, as rlottie counts them;
    /// or the first `count`), and the step from its last frame to its first: what
    /// ``LoopSeam`` measures.
    func rlottieSteps(_ json: String, count: Int? = nil) throws -> (steps: [Int], seam: Int) {
        let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
        let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
        let result = try runTool(python, [check, "steps", json] + (count.map { [String($0)] } ?? []), timeLimit: 600)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let lines = String(decoding: result.stdout, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, let seam = Int(lines[1]) else {
            throw VirtualDisplay.Failed(message: "lottie-check steps: \(lines)")
        }
        return (lines[0].split(separator: " ").compactMap { Int($0) }, seam)
    }

    /// The steps between neighbouring frames of the video `path` decoded by ffmpeg as RGB
    /// scaled to `width` × `height`, the step from its last frame to its first, and how many
    /// frames it has.
    func videoSteps(_ path: String, width: Int, height: Int) throws -> (steps: [Int], seam: Int, frames: Int) {
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"), "ffmpeg is not installed (Scripts/setup installs it)")
        let raw = self.path("decoded-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let result = try runTool(
            ffmpeg,
            [
                "-v", "error", "-y", "-i", path, "-s", "\(width)x\(height)", "-f", "rawvideo", "-pix_fmt", "rgb24", raw,
            ])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        let size = width * height * 3
        let frames = stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
        guard let first = frames.first, let last = frames.last else { return ([], 0, 0) }
        let steps = zip(frames, frames.dropFirst()).map { Pixels.change($0, $1) }
        return (steps, Pixels.change(last, first), frames.count)
    }
}
