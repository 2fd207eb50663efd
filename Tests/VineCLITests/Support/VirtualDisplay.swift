import Foundation
import XCTest

/// A virtual X display (`Xvfb`) started for one test and killed when released.
///
/// Xvfb picks a free display number itself (`-displayfd`), so tests running at
/// the same time on one machine never collide. Auto-repeat is off (`-r`): on a
/// loaded machine xdotool's key release can come later than the repeat delay,
/// and a repeated → or Shift+→ would seek further than the test pressed.
final class VirtualDisplay {
    /// The display's name, for example `:12`.
    let name: String
    private let server: Process

    /// Starts Xvfb with one screen of `width` × `height` pixels at 24-bit depth;
    /// fails when Xvfb, xdotool or ImageMagick is not installed (Scripts/setup installs them).
    init(width: Int = 1024, height: Int = 768) throws {
        for tool in ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/import", "/usr/bin/convert"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw Failed(message: "\(tool) is not installed (Scripts/setup installs it)")
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [
            "-displayfd", "1", "-r", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
        ]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        var number = Data()
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            number.append(chunk)
        }
        let digits = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else {
            server.terminate()
            throw Failed(message: "Xvfb did not start (it printed '\(digits)')")
        }
        self.server = server
        self.name = ":\(digits)"
    }

    deinit {
        server.terminate()
        server.waitUntilExit()
    }

    /// The environment for a program that should use this display.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        return environment
    }

    /// Presses Escape in `window` and waits for `vine` to quit; fails the test unless it
    /// exits 0. Its result.
    @discardableResult
    func quitWithEscape(_ vine: BackgroundVine, in window: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> VineResult
    {
        try xdotool(["windowfocus", window, "key", "Escape"], file: file, line: line)
        let result = try XCTUnwrap(vine.waitForExit(), "vine did not quit on Escape", file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return result
    }

    /// Focuses `window` and waits until `vine`, its app, has taken the focus and shown a first
    /// frame, so that keys pressed next find the focus taken. SDL reads which keys are held
    /// when it takes the focus: a focus taken while xdotool held Shift for a later Shift+→
    /// made the keys queued after it read as shifted (a CI run under ThreadSanitizer seeked
    /// 4 × 5 s where the test pressed → three times and Shift+→ once).
    func focus(_ window: String, of vine: BackgroundVine) throws {
        try xdotool(["windowfocus", window])
        try vine.waitForFocusAndFirstFrame()
    }

    /// Presses `keys` (xdotool names, such as `ctrl+z`) in `window` one after the other, and
    /// waits until `vine` has taken the last one and shows its final picture (see
    /// ``BackgroundVine/waitUntilShown(after:input:timeout:)``). Returns that frame.
    @discardableResult
    func press(_ keys: [String], in window: String, of vine: BackgroundVine) throws -> TracedFrame {
        let mark = vine.traceMark
        try xdotool(["windowfocus", window] + keys.flatMap { ["key", $0] })
        let last = keys.last.map(Self.traced(key:))
        return try vine.waitUntilShown(
            after: mark, input: last, count: keys.filter { Self.traced(key: $0) == last }.count)
    }

    /// How the window's trace names the xdotool key `name`: `ctrl+shift+z` → `key ctrl+shift+z`,
    /// `Right` → `key right`, `Return` → `key enter`.
    static func traced(key name: String) -> String {
        let words = ["return": "enter", "backspace": "backspace", "bracketleft": "leftBracket"]
        let parts = name.lowercased().split(separator: "+").map(String.init)
        return "key " + (parts.dropLast() + [words[parts.last ?? ""] ?? parts.last ?? ""]).joined(separator: "+")
    }

    /// Runs `xdotool` with `arguments` on this display and returns its standard
    /// output, trimmed; fails the test when xdotool fails.
    @discardableResult
    func xdotool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try run("/usr/bin/xdotool", arguments, file: file, line: line)
    }

    /// The id of the first window whose title contains `title`, waiting up to
    /// `timeout` seconds for it to be mapped; throws when none appears.
    func waitForWindow(titled title: String, timeout: Double = BackgroundVine.patience) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", title], quiet: true)
            if let id = found?.split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failed(message: "no window titled '\(title)' on \(name) after \(timeout) s")
    }

    /// Drags the mouse's left button along `points` (window pixels of `window`),
    /// pausing `pause` seconds between moves so each one is a separate event.
    func drag(in window: String, along points: [(x: Int, y: Int)], pause: Double = 0.01) throws {
        guard let first = points.first else { return }
        var arguments = [
            "mousemove", "--window", window, "\(first.x)", "\(first.y)", "sleep", "0.05", "mousedown", "1",
        ]
        for point in points.dropFirst() {
            arguments += ["sleep", "\(pause)", "mousemove", "--window", window, "\(point.x)", "\(point.y)"]
        }
        arguments += ["sleep", "0.05", "mouseup", "1"]
        try xdotool(arguments)
    }

    /// Drags along `points` in `window` as ``drag(in:along:pause:)`` does, then waits until
    /// `vine` has taken the pointer's lift and shows its final picture: every vine settled.
    func drag(in window: String, along points: [(x: Int, y: Int)], of vine: BackgroundVine) throws {
        let mark = vine.traceMark
        try drag(in: window, along: points)
        try vine.waitUntilShown(after: mark, input: "up")
    }

    /// Captures `window`'s contents as an RGB image, also saved as a PNG at `png`.
    func screenshot(of window: String, to png: URL) throws -> RGBImage {
        _ = try run("/usr/bin/import", ["-window", window, png.path])
        return try RGBImage(png: png)
    }

    /// Runs `tool` with `arguments` on this display; returns trimmed stdout.
    private func run(
        _ tool: String, _ arguments: [String], quiet: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try runTool(tool, arguments, environment: environment)
        guard result.status == 0 else {
            let message =
                "\(tool) \(arguments.prefix(6).joined(separator: " ")) failed: \(String(decoding: result.stderr, as: UTF8.self))"
            if !quiet { XCTFail(message, file: file, line: line) }
            throw Failed(message: message)
        }
        return String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A helper program failed.
    struct Failed: Error { var message: String }
}
