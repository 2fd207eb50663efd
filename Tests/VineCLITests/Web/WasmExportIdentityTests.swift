import Foundation
import VineCore
import XCTest

/// The page's vector exports are `vine export`'s bytes: `Scripts/wasm` builds the
/// WebAssembly core, `Wasm/digests.mjs` runs its `vine_export` under Node, and for every
/// bundled recording as recorded, and for two of them as each built-in species, the Lottie
/// and the animated SVG it writes equal, byte for byte, what `vine export RECORDING --out
/// FILE` writes. A recording grown as a species is a copy of it whose header names the
/// species: both sides read the same file, which an animated SVG carries.
final class WasmExportIdentityTests: FolderTestCase {
    /// The recordings also exported as each built-in species: the two quickest to export (a
    /// natural gesture; handwriting, many short strokes). The species make the other
    /// recordings' exports minutes long under Node; `WasmIdentityTests` compares every
    /// recording's scenes as every species.
    private static let speciesRecordings: Set = ["gesture.vine", "handwriting.vine"]

    func testTheWebAssemblyCoreExportsVineExportsBytes() throws {
        let built = try runTool("/bin/bash", [packageRoot.appendingPathComponent("Scripts/wasm").path], timeLimit: 1200)
        XCTAssertEqual(built.status, 0, String(decoding: built.stderr, as: UTF8.self))
        let recordings = try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("Recordings"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "vine" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(recordings.count, 5, "the bundled recordings")
        var files: [(recording: String, label: String)] = []
        for recording in recordings {
            files.append((recording.path, recording.lastPathComponent))
            guard Self.speciesRecordings.contains(recording.lastPathComponent) else { continue }
            for species in Species.builtIns {
                let name = "\(recording.deletingPathExtension().lastPathComponent)-\(species.name).vine"
                try Self.recording(recording, as: species).write(to: folder.appendingPathComponent(name))
                files.append((path(name), "\(recording.lastPathComponent) as \(species.name)"))
            }
        }
        let jobs = files.enumerated().flatMap { index, file in
            ["json", "svg"].map { (recording: file.recording, label: file.label, name: "\(index).\($0)") }
        }
        let node = try Self.startNode(
            jobs: jobs.map { $0.recording + "\t" + path("wasm-" + $0.name) + "\n" }.joined(), in: folder)
        for job in jobs {
            let export = try runVine(["export", job.recording, "--out", path("vine-\(job.name)"), "--quiet"])
            XCTAssertEqual(export.status, 0, "\(job.label): \(export.stderr)")
        }
        let output = try node()
        XCTAssertEqual(output, String(repeating: "written\n", count: jobs.count))
        for job in jobs {
            let wasm = try Data(contentsOf: URL(fileURLWithPath: path("wasm-\(job.name)")))
            let native = try Data(contentsOf: URL(fileURLWithPath: path("vine-\(job.name)")))
            if let difference = Self.firstDifference(wasm, native) {
                XCTFail("\(job.label), .\(URL(fileURLWithPath: job.name).pathExtension): \(difference)")
            }
        }
    }

    /// The bytes of `recording` with `species` in its header: the header as the core writes
    /// it (``/VineCore/RecordingHeader/jsonLine``) after ``/VineCore/RecordingHeader/setSpecies(_:)``,
    /// then the recording's event lines as they are.
    private static func recording(_ recording: URL, as species: Species) throws -> Data {
        let bytes = try Data(contentsOf: recording)
        var header = try RecordingReader(source: MemoryByteSource([UInt8](bytes))).header
        header.setSpecies(species)
        let events = bytes.firstIndex(of: UInt8(ascii: "\n")).map { bytes[($0 + 1)...] } ?? Data()
        return Data((header.jsonLine + "\n").utf8) + events
    }

    /// Starts `Wasm/digests.mjs` in its export mode on `jobs` (its standard input), its
    /// outputs in files in `folder`; returns a function that waits for it and gives what it
    /// printed, failing with its standard error when it exits with an error.
    private static func startNode(jobs: String, in folder: URL) throws -> () throws -> String {
        let files = ["node-in", "node-out", "node-err"].map { folder.appendingPathComponent($0) }
        try Data(jobs.utf8).write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "node", packageRoot.appendingPathComponent("Wasm/digests.mjs").path, ".build/wasm/vine.wasm", "export",
        ]
        process.currentDirectoryURL = packageRoot
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        let limit = ChildTimeLimit(process)
        return {
            process.waitUntilExit()
            try limit.check("node", process.arguments ?? [])
            let errors = try String(contentsOf: files[2], encoding: .utf8)
            XCTAssertEqual(process.terminationStatus, 0, errors)
            return try String(contentsOf: files[1], encoding: .utf8)
        }
    }

    /// Where `wasm` and `native` first differ, with 60 bytes of each from a little before it;
    /// nil when they are the same.
    private static func firstDifference(_ wasm: Data, _ native: Data) -> String? {
        let (a, b) = ([UInt8](wasm), [UInt8](native))
        guard a != b else { return nil }
        let offset = zip(a, b).prefix { $0 == $1 }.count
        let from = max(offset - 20, 0)
        func context(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[from..<min(from + 60, bytes.count)], as: UTF8.self).debugDescription
        }
        return "the wasm's \(a.count) bytes and vine export's \(b.count) first differ at byte \(offset): "
            + "wasm \(context(a)), vine \(context(b))"
    }
}
