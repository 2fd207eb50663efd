import Foundation

/// What a helper program (ffprobe, xdotool, ImageMagick…) printed and how it exited.
struct ToolResult {
    var status: Int32
    var stdout: Data
    var stderr: Data
}

/// Runs the program at `executable` with `arguments` and waits for it, at most `timeLimit`
/// seconds (then it is killed and ``ChildTimedOut`` thrown); both outputs are drained
/// concurrently, so a chatty program never blocks on a full pipe. With `echoingErrors`, what
/// it writes to standard error is also copied to the test's standard output as it comes, so
/// that a long build shows it is alive (`Scripts/watchdog` stops a test silent too long).
func runTool(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    timeLimit: Double = ChildTimeLimit.seconds, echoingErrors: Bool = false
) throws -> ToolResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let limit = ChildTimeLimit(process, seconds: timeLimit)
    let group = DispatchGroup()
    nonisolated(unsafe) var errors = Data()
    DispatchQueue.global().async(group: group) {
        guard echoingErrors else {
            errors = err.fileHandleForReading.readDataToEndOfFile()
            return
        }
        while case let chunk = err.fileHandleForReading.availableData, !chunk.isEmpty {
            errors.append(chunk)
            FileHandle.standardOutput.write(chunk)
        }
    }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    try limit.check(executable, arguments)
    return ToolResult(status: process.terminationStatus, stdout: output, stderr: errors)
}

/// A program a test started ran over its time limit and was killed.
struct ChildTimedOut: Error, CustomStringConvertible {
    /// The program and its arguments.
    var command: [String]
    /// The limit it ran over, in seconds.
    var seconds: Double

    var description: String { "\(command.joined(separator: " ")) ran over \(Int(seconds)) s and was killed" }
}

/// Kills a child process that runs longer than its limit (a hung Chromium or export
/// would otherwise hold the whole test run), so that its test fails saying so.
final class ChildTimeLimit: @unchecked Sendable {
    /// How long any program a test starts may run unless told otherwise: far more than
    /// the slowest needs.
    static let seconds = 300.0

    private let seconds: Double
    private let lock = NSLock()
    private var stopped = false
    private var killed = false

    /// Starts timing `process`, which must be running, for `seconds`.
    init(_ process: Process, seconds: Double = ChildTimeLimit.seconds) {
        self.seconds = seconds
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                guard !stopped else { return }
                killed = true
                kill(pid, SIGKILL)
            }
        }
    }

    /// Stops timing once the process has exited; throws ``ChildTimedOut`` when it was
    /// killed for running too long.
    func check(_ executable: String, _ arguments: [String]) throws {
        let wasKilled = lock.withLock {
            stopped = true
            return killed
        }
        if wasKilled { throw ChildTimedOut(command: [executable] + arguments, seconds: seconds) }
    }
}

/// The path of `name` in one of `PATH`'s folders, or nil when it is not installed.
func toolPath(_ name: String) -> String? {
    ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/\(name)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
