import Foundation
import XCTest

/// A `vine` process running in the background (a window session), with its
/// output collected until it exits. Its collected output is guarded by a lock.
///
/// The window runs with its test trace on (`VINE_TEST_TRACE`, see VineWindow's `TestTrace`):
/// the trace's lines are kept apart from the rest of stderr, and the `waitFor…` functions
/// return as soon as the window has shown what a test waits for.
final class BackgroundVine: @unchecked Sendable {
    private let process = Process()
    private let out = Pipe(), err = Pipe()
    private let lock = NSLock()
    private var stdoutData = Data()
    private var stderrData = Data()
    /// Stderr's last line while it is incomplete.
    private var partialLine = Data()
    /// The trace's lines so far, without their prefix.
    private var traceLines: [String] = []
    private let drained = DispatchGroup()

    /// How a trace line starts.
    private static let tracePrefix = "vine-test: "

    /// How long a wait for the window lasts at most, in seconds: generous, for a machine with
    /// every core busy and a sanitizer build; the waits return as soon as the effect shows.
    static let patience = 120.0

    /// Starts `vine` with `arguments` and `environment` (plus the test trace), in
    /// `currentDirectory` if given.
    init(_ arguments: [String], environment: [String: String], currentDirectory: URL? = nil) throws {
        process.executableURL = vineExecutable
        process.arguments = arguments
        process.environment = environment.merging(["VINE_TEST_TRACE": "1"]) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (pipe, isOut) in [(out, true), (err, false)] {
            DispatchQueue.global().async(group: drained) { [self] in
                while true {
                    let chunk = pipe.fileHandleForReading.availableData
                    lock.withLock {
                        if isOut { stdoutData.append(chunk) } else { takeStderr(chunk) }
                    }
                    if chunk.isEmpty { break }
                }
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Files stderr's complete lines from `chunk` (empty at the end of the output) as trace
    /// lines or the rest of stderr. Called with the lock held.
    private func takeStderr(_ chunk: Data) {
        partialLine.append(chunk)
        while let newline = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
            let line = partialLine[partialLine.startIndex...newline]
            let text = String(decoding: line.dropLast(), as: UTF8.self)
            if text.hasPrefix(Self.tracePrefix) {
                traceLines.append(String(text.dropFirst(Self.tracePrefix.count)))
            } else {
                stderrData.append(line)
            }
            partialLine = Data(partialLine[(newline + 1)...])
        }
        if chunk.isEmpty {
            stderrData.append(partialLine)
            partialLine = Data()
        }
    }

    /// Kills the process at once (SIGKILL): nothing of it gets to clean up.
    func kill() {
        send(SIGKILL)
    }

    /// The process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends signal `number` to the process.
    func send(_ number: Int32) {
        Foundation.kill(process.processIdentifier, number)
    }

    /// What the process has written to stderr so far.
    var stderrSoFar: String {
        lock.withLock { String(decoding: stderrData, as: UTF8.self) }
    }

    /// Waits up to `timeout` seconds until stderr contains `text`; returns whether it does.
    func waitForStderr(containing text: String, timeout: Double = patience) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !stderrSoFar.contains(text) {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// The number of trace lines so far: a mark to wait for what comes after it.
    var traceMark: Int {
        lock.withLock { traceLines.count }
    }

    /// The trace's lines so far, without their prefix: an array of its own, never the buffer
    /// the reading thread appends to (only Swift's reference counts, which ThreadSanitizer
    /// cannot see, would order a shared buffer's reads here after its appends there).
    var traceSoFar: [String] {
        lock.withLock { traceLines.map { $0 } }
    }

    /// Waits up to `timeout` seconds for a trace line after `mark` that `matches` accepts;
    /// returns its index, or throws.
    @discardableResult
    func waitForTrace(
        after mark: Int = 0, timeout: Double = patience, _ what: String, where matches: (String) -> Bool
    ) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var checked = mark
        while true {
            let running = process.isRunning
            if !running { drained.wait() }
            let lines = traceSoFar
            if let index = lines.indices.dropFirst(checked).first(where: { matches(lines[$0]) }) { return index }
            checked = max(checked, lines.count)
            guard running, Date() < deadline else {
                throw Waited(
                    message: "\(what) did not show within \(timeout) s"
                        + (running ? "" : " (vine exited)") + "; trace after the mark: "
                        + lines.dropFirst(mark).suffix(12).joined(separator: " | "))
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Waits until the window has taken the keyboard focus (SDL has read which keys are
    /// held) and shown a first frame, so that keys pressed next are read as pressed.
    func waitForFocusAndFirstFrame() throws {
        try waitForTrace("the window's focus") { $0 == "focus" }
        try waitForTrace("a first frame") { $0.hasPrefix("frame ") }
    }

    /// Waits until the window has taken the `count`th input described `input` after `mark`
    /// (for example `key home`, `key ctrl+z`, `up`, `drop`; nil: any input, or none) and then
    /// shows a final picture: a frame line after it, idle, with every input up to it carried
    /// out. Every vine is then settled (or playback paused), and a screenshot shows the
    /// effect of the input. Returns that frame.
    @discardableResult
    func waitUntilShown(after mark: Int, input: String? = nil, count: Int = 1, timeout: Double = patience) throws
        -> TracedFrame
    {
        var number = 0
        var start = mark
        if let input {
            var seen = 0
            start = try waitForTrace(after: mark, timeout: timeout, "input '\(input)' (\(count) times)") { line in
                if line.hasPrefix("input "), line.split(separator: " ", maxSplits: 2).last.map(String.init) == input {
                    seen += 1
                }
                return seen == count
            }
            number = Int(traceSoFar[start].split(separator: " ")[1]) ?? 0
        }
        let index = try waitForTrace(after: start, timeout: timeout, "a final frame after \(input ?? "the mark")") {
            guard let frame = TracedFrame($0) else { return false }
            return frame.idle && frame.inputs >= number
        }
        return try XCTUnwrap(TracedFrame(traceSoFar[index]))
    }

    /// Waits for a frame line after `mark` that `matches` accepts (for example one of a given
    /// time); returns it.
    @discardableResult
    func waitForFrame(
        after mark: Int = 0, timeout: Double = patience, _ what: String, where matches: (TracedFrame) -> Bool
    ) throws -> TracedFrame {
        let index = try waitForTrace(after: mark, timeout: timeout, what) { TracedFrame($0).map(matches) ?? false }
        return try XCTUnwrap(TracedFrame(traceSoFar[index]))
    }

    /// A wait for the window that ran out of time.
    struct Waited: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Waits up to `timeout` seconds for the process to exit; returns its
    /// result, or kills it and returns nil when it does not exit in time.
    func waitForExit(timeout: Double = patience) -> VineResult? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        drained.wait()
        return lock.withLock {
            VineResult(
                status: process.terminationStatus,
                stdout: String(decoding: stdoutData, as: UTF8.self),
                stderr: String(decoding: stderrData, as: UTF8.self))
        }
    }
}

/// A frame line of the window's test trace: `frame time=T inputs=N idle=B`.
struct TracedFrame: Equatable {
    /// The recording time of the picture on screen.
    var time: Double
    /// The inputs the window had carried out.
    var inputs: Int
    /// Whether the picture was final (nothing rendering).
    var idle: Bool

    /// The frame a trace line describes, or nil when it is another kind of line.
    init?(_ line: String) {
        let fields = line.split(separator: " ")
        guard fields.count == 4, fields[0] == "frame",
            let time = fields[1].split(separator: "=").last.flatMap({ Double($0) }),
            let inputs = fields[2].split(separator: "=").last.flatMap({ Int($0) })
        else { return nil }
        self.time = time
        self.inputs = inputs
        self.idle = fields[3] == "idle=true"
    }
}
