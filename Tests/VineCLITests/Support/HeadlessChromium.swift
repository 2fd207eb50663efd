import Foundation
import XCTest

/// Screenshots of pages and SVG files by headless Chromium (Debian's `chromium`, which
/// Scripts/setup installs): one browser run per screenshot, offline, at a device scale of 1.
enum HeadlessChromium {
    /// How long one screenshot may take: it takes about a second, but now and then
    /// Chromium never finishes one (seen here, rarely); it is then stopped and asked again.
    static let attemptSeconds = 60.0
    /// How many times a screenshot is asked for before the test fails.
    static let attempts = 3

    /// The top-left `width` × `height` pixels of `url` loaded in a window of `width` ×
    /// `windowHeight`, right after loading.
    static func screenshot(_ url: String, width: Int, height: Int, windowHeight: Int, folder: URL) throws -> RGBImage {
        let chromium = try XCTUnwrap(toolPath("chromium"), "chromium is not installed (Scripts/setup installs it)")
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        var attempt = 1
        while true {
            // A profile of its own each time: nothing an earlier run left (a lock, a
            // session to restore) can reach this one.
            let profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            let arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--user-data-dir=\(profile.path)", "--run-all-compositor-stages-before-draw",
                "--window-size=\(width),\(windowHeight)", "--screenshot=\(shot.path)", url,
            ]
            do {
                let result = try runTool(chromium, arguments, timeLimit: attemptSeconds)
                guard result.status == 0, FileManager.default.fileExists(atPath: shot.path) else {
                    throw VirtualDisplay.Failed(
                        message:
                            "chromium \(url): status \(result.status): \(String(decoding: result.stderr, as: UTF8.self))"
                    )
                }
                break
            } catch let timedOut as ChildTimedOut {
                // The browser is killed; its helpers, which name the profile, go too.
                _ = try? runTool("/usr/bin/pkill", ["-KILL", "-f", profile.path])
                guard attempt < attempts else { throw timedOut }
                print("chromium \(url): no screenshot after \(Int(attemptSeconds)) s; asking again")
                attempt += 1
            }
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
