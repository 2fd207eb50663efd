import Foundation
import XCTest

/// Screenshots of pages and SVG files by headless Chromium (Debian's `chromium`, which
/// Scripts/setup installs), offline, at a device scale of 1: one browser for the whole test
/// process, driven over its DevTools pipe by `Scripts/page-check shots`, each screenshot in a
/// tab of its own.
enum HeadlessChromium {
    /// How long one screenshot may take: well under a second, but now and then Chromium
    /// never finishes one (seen here, rarely); the browser is then stopped and asked again.
    static let attemptSeconds = 60.0
    /// How many times a screenshot is asked for before the test fails.
    static let attempts = 3

    /// The top-left `width` × `height` pixels of `url` loaded in a window of `width` ×
    /// `windowHeight`, once it has loaded and drawn.
    static func screenshot(_ url: String, width: Int, height: Int, windowHeight: Int, folder: URL) throws -> RGBImage {
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        var attempt = 1
        while true {
            do {
                try ChromiumShots.shared.take(
                    url, width: width, height: windowHeight, out: shot, seconds: attemptSeconds)
                break
            } catch let timedOut as ChildTimedOut {
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

/// The one `Scripts/page-check shots` process of a test process, started on the first
/// screenshot, asked for one screenshot at a time, and started again after a screenshot that
/// did not come in time. It ends with the test process: its input closes.
private final class ChromiumShots: @unchecked Sendable {
    static let shared = ChromiumShots()

    private let lock = NSLock()
    private var process: Process?
    private var requests: FileHandle?
    private var answers: AnswerLines?

    /// Writes the viewport of `url` in a `width` × `height` tab to the PNG file `out`; throws
    /// ``ChildTimedOut`` when no answer came within `seconds` (the browser is then stopped),
    /// and a failure with Chromium's reason when it could not.
    func take(_ url: String, width: Int, height: Int, out: URL, seconds: Double) throws {
        try lock.withLock {
            let (requests, answers) = try running()
            let request = try JSONSerialization.data(withJSONObject: [
                "url": url, "width": width, "height": height, "out": out.path,
            ])
            try requests.write(contentsOf: request + Data("\n".utf8))
            guard let answer = answers.next(within: seconds) else {
                stop()
                throw ChildTimedOut(command: ["chromium", url], seconds: seconds)
            }
            guard answer == "ok" else {
                throw VirtualDisplay.Failed(message: "chromium \(url): \(answer)")
            }
        }
    }

    /// The running process's request and answer streams, starting it first if needed.
    private func running() throws -> (FileHandle, AnswerLines) {
        if let process, process.isRunning, let requests, let answers { return (requests, answers) }
        stop()
        guard toolPath("chromium") != nil else {
            throw VirtualDisplay.Failed(message: "chromium is not installed (Scripts/setup installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [packageRoot.appendingPathComponent("Scripts/page-check").path, "shots"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        self.process = process
        self.requests = input.fileHandleForWriting
        self.answers = AnswerLines(output.fileHandleForReading)
        return (input.fileHandleForWriting, self.answers!)
    }

    /// Kills the process, if any; its browser closes with its pipe.
    private func stop() {
        if let process, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? requests?.close()
        process = nil
        requests = nil
        answers = nil
    }
}

/// The lines a process writes, read on a thread of their own so that a caller can wait for
/// the next with a deadline.
private final class AnswerLines: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty {
                    ended = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                pending += chunk
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                    pending = Data(pending[(end + 1)...])
                }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The next line, or nil when none came within `seconds` or the stream ended.
    func next(within seconds: Double) -> String? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while lines.isEmpty && !ended {
            if !condition.wait(until: deadline) { break }
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}
