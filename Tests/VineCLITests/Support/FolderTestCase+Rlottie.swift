import Foundation
import XCTest

extension FolderTestCase {
    /// Renders `frames` of the Lottie file `file` with rlottie (`Scripts/lottie-check render`,
    /// from the virtualenv Scripts/setup makes), in order as a player does.
    func rlottieFrames(_ file: String, frames: [Int]) throws -> [Int: RGBImage] {
        let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
        let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
        let out = path("rlottie")
        let result = try runTool(python, [check, "render", file, out] + frames.map(String.init))
        let text = String(decoding: result.stdout, as: UTF8.self)
        XCTAssertEqual(result.status, 0, "rlottie: \(text) \(String(decoding: result.stderr, as: UTF8.self))")
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        let width = Int(numbers[0])
        let height = Int(numbers[1])
        var images: [Int: RGBImage] = [:]
        for frame in frames {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)-\(frame).bgra"))
            XCTAssertEqual(data.count, width * height * 4)
            images[frame] = RGBImage(bgra: data, width: width, height: height)
        }
        return images
    }
}
