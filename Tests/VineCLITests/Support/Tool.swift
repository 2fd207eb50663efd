import Foundation

/// What a helper program (ffprobe, xdotool, ImageMagick…) printed and how it exited.
struct ToolResult {
    var status: Int32
    var stdout: Data
    var stderr: Data
}

/// Runs the program at `executable` with `arguments` and waits for it; both outputs are
/// drained concurrently, so a chatty program never blocks on a full pipe.
func runTool(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ToolResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var errors = Data()
    DispatchQueue.global().async(group: group) { errors = err.fileHandleForReading.readDataToEndOfFile() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ToolResult(status: process.terminationStatus, stdout: output, stderr: errors)
}

/// The path of `name` in one of `PATH`'s folders, or nil when it is not installed.
func toolPath(_ name: String) -> String? {
    ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/\(name)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
