import Foundation
import XCTest

/// Screenshots of pages and SVG files by headless Firefox ESR (Debian's `firefox-esr`, which
/// Scripts/setup installs): one browser run per screenshot, offline, each in a fresh profile.
enum HeadlessFirefox {
    /// How long one screenshot may take (it takes a few seconds).
    static let attemptSeconds = 90.0

    /// The top-left `width` × `height` pixels of `url` loaded in a window of `width` ×
    /// `windowHeight` (by default `height`).
    static func screenshot(_ url: String, width: Int, height: Int, windowHeight: Int? = nil, folder: URL) throws
        -> RGBImage
    {
        let firefox = try XCTUnwrap(toolPath("firefox-esr"), "firefox-esr is not installed (Scripts/setup installs it)")
        let shot = folder.appendingPathComponent("firefox-\(UUID().uuidString).png")
        let profile = folder.appendingPathComponent("firefox-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try runTool(
            firefox,
            [
                "--headless", "--no-remote", "-profile", profile.path, "--window-size",
                "\(width),\(windowHeight ?? height)",
                "--screenshot", shot.path, url,
            ], timeLimit: attemptSeconds)
        guard result.status == 0, FileManager.default.fileExists(atPath: shot.path) else {
            throw VirtualDisplay.Failed(
                message:
                    "firefox-esr \(url): status \(result.status): \(String(decoding: result.stderr, as: UTF8.self))")
        }
        let image = try RGBImage(png: shot)
        guard image.width >= width, image.height >= height else {
            throw VirtualDisplay.Failed(message: "firefox-esr: a \(image.width)x\(image.height) screenshot")
        }
        var cropped = image
        cropped.width = width
        cropped.height = height
        cropped.bytes = []
        cropped.bytes.reserveCapacity(width * height * 3)
        for row in 0..<height {
            let start = row * image.width * 3
            cropped.bytes += image.bytes[start..<(start + width * 3)]
        }
        return cropped
    }
}
