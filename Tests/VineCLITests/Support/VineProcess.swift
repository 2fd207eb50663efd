import Foundation
import XCTest

/// The outcome of running the built `vine` executable.
struct VineResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `vine` executable next to the test bundle with `arguments`, feeding `stdin` if
/// given, for at most ``ChildTimeLimit/seconds``.
///
/// Stdout and stderr are drained on background threads so large outputs never block the child.
func runVine(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws -> VineResult {
    let process = Process()
    process.executableURL = vineExecutable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    try process.run()
    let limit = ChildTimeLimit(process)
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    if let stdin {
        try input.fileHandleForWriting.write(contentsOf: stdin)
        try input.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    group.wait()
    try limit.check(vineExecutable.path, arguments)
    return VineResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// The `vine` executable the tests run: the one built beside the test bundle.
let vineExecutable: URL = {
    var dir = Bundle.main.bundleURL
    while dir.path != "/" {
        let candidate = dir.appendingPathComponent("vine")
        if FileManager.default.isExecutableFile(atPath: candidate.path), !candidate.hasDirectoryPath {
            return candidate
        }
        dir.deleteLastPathComponent()
    }
    fatalError("no built 'vine' executable above \(Bundle.main.bundleURL.path); run 'swift build' first")
}()

/// The package's root folder, found from this source file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
