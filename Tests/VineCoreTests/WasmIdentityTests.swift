import Foundation
import VineCore
import XCTest

/// The portable core gives the same scenes built natively and for WebAssembly: `Scripts/wasm`
/// builds the module (Embedded Swift, wasm32), `Wasm/digests.mjs` runs it under Node, and
/// for every bundled recording, grown as recorded and as each built-in species, the scene
/// digests (``SceneDigest``: every sample, curve and part, bit for bit) at six times equal
/// the native ones.
final class WasmIdentityTests: XCTestCase {
    /// The times each recording is compared at, in seconds: from its first event to past its end.
    private static let times = [0, 0.5, 2, 5, 12, 600.0]

    func testTheWebAssemblyCoreGivesTheNativeScenes() throws {
        let built = try run("/bin/bash", [packageRoot.appendingPathComponent("Scripts/wasm").path])
        XCTAssertEqual(built.status, 0, built.output)
        let recordings = try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("Recordings"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "vine" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(recordings.count, 5, "the bundled recordings")
        let species = [""] + Species.builtIns.map(\.name)
        var jobs: [(recording: URL, species: String)] = []
        for recording in recordings {
            for name in species { jobs.append((recording, name)) }
        }
        let times = Self.times.map { String($0) }.joined(separator: ",")
        let input = jobs.map { "\($0.recording.path)\t\($0.species)\t\(times)\n" }.joined()
        let node = try run(
            "/usr/bin/env",
            ["node", packageRoot.appendingPathComponent("Wasm/digests.mjs").path, ".build/wasm/vine.wasm"],
            input: input)
        XCTAssertEqual(node.status, 0, node.output)
        let lines = node.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, jobs.count, node.output)
        for (job, line) in zip(jobs, lines) {
            let bytes = [UInt8](try Data(contentsOf: job.recording))
            let native = try SceneDigest.digests(
                ofRecording: bytes, species: job.species.isEmpty ? nil : job.species, at: Self.times)
            XCTAssertEqual(
                line, native.map(Self.hex).joined(separator: " "),
                "\(job.recording.lastPathComponent) as \(job.species.isEmpty ? "recorded" : job.species)")
        }
    }

    /// Runs `tool` with `arguments` in the package root, `input` on its standard input; its
    /// exit status and its standard output (standard error after it when it fails).
    private func run(_ tool: String, _ arguments: [String], input: String = "") throws -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wasm-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        process.waitUntilExit()
        let output = try String(contentsOf: files[1], encoding: .utf8)
        let errors = try String(contentsOf: files[2], encoding: .utf8)
        return (process.terminationStatus, process.terminationStatus == 0 ? output : output + errors)
    }

    /// `value` as 16 hexadecimal digits, as `Wasm/digests.mjs` prints it.
    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
