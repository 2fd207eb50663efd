import Foundation

/// A `vine` process running in the background (a window session), with its
/// output collected until it exits. Its collected output is guarded by a lock.
final class BackgroundVine: @unchecked Sendable {
    private let process = Process()
    private let out = Pipe(), err = Pipe()
    private let lock = NSLock()
    private var stdoutData = Data()
    private var stderrData = Data()
    private let drained = DispatchGroup()

    /// Starts `vine` with `arguments` and `environment`, in `currentDirectory` if given.
    init(_ arguments: [String], environment: [String: String], currentDirectory: URL? = nil) throws {
        process.executableURL = vineExecutable
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (pipe, isOut) in [(out, true), (err, false)] {
            DispatchQueue.global().async(group: drained) { [self] in
                while true {
                    let chunk = pipe.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    lock.withLock { if isOut { stdoutData.append(chunk) } else { stderrData.append(chunk) } }
                }
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
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
    func waitForStderr(containing text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !stderrSoFar.contains(text) {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// Waits up to `timeout` seconds for the process to exit; returns its
    /// result, or kills it and returns nil when it does not exit in time.
    func waitForExit(timeout: Double = 20) -> VineResult? {
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
