import Foundation
import XCTest

/// Screenshots of pages and SVG files by headless Chromium (Debian's `chromium`, which
/// Scripts/setup installs): one browser run per screenshot, offline, at a device scale of 1.
enum HeadlessChromium {
    /// The top-left `width` × `height` pixels of `url` loaded in a window of `width` ×
    /// `windowHeight`, right after loading.
    static func screenshot(_ url: String, width: Int, height: Int, windowHeight: Int, folder: URL) throws -> RGBImage {
        let chromium = try XCTUnwrap(toolPath("chromium"), "chromium is not installed (Scripts/setup installs it)")
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("chromium-profile").path)",
            "--run-all-compositor-stages-before-draw",
            "--window-size=\(width),\(windowHeight)", "--screenshot=\(shot.path)",
        ]
        let result = try runTool(chromium, arguments + [url])
        guard result.status == 0, FileManager.default.fileExists(atPath: shot.path) else {
            throw VirtualDisplay.Failed(
                message: "chromium \(url): status \(result.status): \(String(decoding: result.stderr, as: UTF8.self))")
        }
        let image = try RGBImage(png: shot)
        guard image.width >= width, image.height >= height else {
            throw VirtualDisplay.Failed(message: "chromium: a \(image.width)x\(image.height) screenshot")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        for row in 0..<height {
            let start = row * image.width * 3
            bytes += image.bytes[start..<(start + width * 3)]
        }
        var cropped = image
        cropped.width = width
        cropped.height = height
        cropped.bytes = bytes
        return cropped
    }
}
