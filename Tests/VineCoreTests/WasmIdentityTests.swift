import Foundation
import VineCore
import VineGeometry
import VineSystem
import XCTest

/// The portable core gives the same scenes and recordings built natively and for
/// WebAssembly: `Scripts/wasm` builds the module (Embedded Swift, wasm32), `Wasm/digests.mjs`
/// runs it under Node, and for every bundled recording, grown as recorded and as each
/// built-in species, the scene digests (``SceneDigest``: every sample, curve and part, bit
/// for bit) at six times equal the native ones; the `.vine` text the page saves of a
/// drawing (`vine_recording`) is what the native ``RecordingWriter`` writes of it.
/// (`WasmExportIdentityTests` in VineCLITests compares the Lottie and animated SVG bytes.)
final class WasmIdentityTests: XCTestCase {
    /// The times each recording is compared at, in seconds: from its first event to past its end.
    private static let times = [0, 0.5, 2, 5, 12, 600.0]

    /// A drawing as the page holds it: its canvas, seed, built-in species ("": natural),
    /// whether a pen's pressure sets the stems' width, and its events.
    private struct Drawing {
        var width: Double
        var height: Double
        var seed: UInt64
        var species: String
        var usesPressure: Bool
        var events: [Event]
    }

    /// The drawings whose `.vine` text is compared: a mouse stroke, a pen stroke with pressure
    /// and tilt (one point without tilt), two fingers at once, undo, redo and clear, and none;
    /// numbers that print long (thirds, tiny, huge, negative zero) and a seed past 2⁵³.
    private static let drawings: [Drawing] = {
        /// A stroke of `pointer`: `count` points 1/60 s apart from `start`, the `index`th `at(index)`.
        func stroke(_ pointer: Int, from start: Double, count: Int, at: (Int) -> (Point, Double?, Tilt?)) -> [Event] {
            (0..<count).map { index in
                let (point, pressure, tilt) = at(index)
                let time = start + Double(index) / 60
                switch index {
                case 0:
                    return Event(
                        time: time, action: .down(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
                case count - 1:
                    return Event(
                        time: time, action: .up(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
                default:
                    return Event(
                        time: time, action: .move(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
                }
            }
        }
        let mouse = stroke(0, from: 0.5, count: 30) { index in
            (Point(x: 100 + 10 * sin(Double(index) / 3), y: 200 + Double(index) / 3), nil, nil)
        }
        let pen = stroke(0, from: 0.1 + 0.2, count: 25) { index in
            let tilt = index == 12 ? nil : Tilt(x: 30 - Double(index), y: -12.5 + Double(index) / 7)
            return (
                Point(x: index == 0 ? -0.0 : 999_999.999 / Double(index), y: 1e-7 * Double(index)),
                0.1 + 0.9 * Double(index) / 24, tilt
            )
        }
        let fingers = zip(
            stroke(1, from: 1, count: 20) { (Point(x: 300 + 7 * Double($0), y: 100 + 1.0 / 3), 0.5, nil) },
            stroke(2, from: 1, count: 20) { (Point(x: 300 - 7 * Double($0), y: 400 - 2.0 / 3), nil, nil) }
        ).flatMap { [$0, $1] }
        let edits =
            stroke(0, from: 2, count: 10) { (Point(x: 50 + 3 * Double($0), y: 60), nil, nil) }
            + [Event(time: 2.5, action: .undo), Event(time: 2.75, action: .redo)]
            + stroke(0, from: 3, count: 10) { (Point(x: 80, y: 60 + 3 * Double($0)), nil, nil) }
            + [Event(time: 3.5, action: .clear), Event(time: 4, action: .undo)]
        return [
            Drawing(width: 1280, height: 800, seed: 42, species: "", usesPressure: true, events: mouse),
            Drawing(
                width: 640.5, height: 359.25, seed: 0xFFFF_FFFF_FFFF_FFC5, species: "wisteria", usesPressure: true,
                events: pen),
            Drawing(
                width: 1024, height: 700.1 + 0.2, seed: (1 << 53) + 1, species: "ivy", usesPressure: false,
                events: fingers),
            Drawing(width: 800, height: 600, seed: 0, species: "classic", usesPressure: true, events: edits),
            Drawing(width: 1, height: 1, seed: 7, species: "grapevine", usesPressure: false, events: []),
        ]
    }()

    func testTheWebAssemblyCoreGivesTheNativeScenes() throws {
        try buildModule()
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

    func testTheWebAssemblyCoreWritesTheNativeRecordings() throws {
        try buildModule()
        let input = Self.drawings.map { drawing in
            let numbers = drawing.events.flatMap(Self.numbers).map { String($0) }.joined(separator: ",")
            let fields =
                [drawing.width, drawing.height].map { String($0) } + [
                    String(drawing.seed), drawing.species, drawing.usesPressure ? "1" : "0", numbers,
                ]
            return fields.joined(separator: "\t") + "\n"
        }.joined()
        let node = try run(
            "/usr/bin/env",
            [
                "node", packageRoot.appendingPathComponent("Wasm/digests.mjs").path, ".build/wasm/vine.wasm",
                "recording",
            ],
            input: input)
        XCTAssertEqual(node.status, 0, node.output)
        let lines = node.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, Self.drawings.count, node.output)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wasm-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (drawing, line)) in zip(Self.drawings, lines).enumerated() {
            var header = RecordingHeader(version: 2, width: drawing.width, height: drawing.height, seed: drawing.seed)
            header.setSpecies(Species.builtIn(named: drawing.species) ?? .of(.natural))
            header.usesPressure = drawing.usesPressure
            let file = folder.appendingPathComponent("\(index).vine")
            let writer = try RecordingWriter(header: header, creating: file.path)
            for event in drawing.events { try writer.append(event) }
            try writer.close()
            let native = try String(contentsOf: file, encoding: .utf8)
            let text = try JSONDecoder().decode(String.self, from: Data(line.utf8))
            XCTAssertEqual(
                text, native, "drawing \(index), as \(drawing.species.isEmpty ? "natural" : drawing.species)")
        }
    }

    /// Builds the module with `Scripts/wasm` (nothing when it is up to date).
    private func buildModule() throws {
        let built = try run("/bin/bash", [packageRoot.appendingPathComponent("Scripts/wasm").path])
        XCTAssertEqual(built.status, 0, built.output)
    }

    /// `event` as the page's eight numbers (`Wasm/Drawing.swift`): the time, the event's
    /// code, the pointer, x, y, the pressure (-1 for none) and the tilt's x and y (NaN for none).
    private static func numbers(_ event: Event) -> [Double] {
        let code: Double
        var pointer = (id: 0, point: Point(x: 0, y: 0), pressure: Double?.none, tilt: Tilt?.none)
        switch event.action {
        case .down(let id, let point, let pressure, let tilt):
            (code, pointer) = (0, (id, point, pressure, tilt))
        case .move(let id, let point, let pressure, let tilt):
            (code, pointer) = (1, (id, point, pressure, tilt))
        case .up(let id, let point, let pressure, let tilt):
            (code, pointer) = (2, (id, point, pressure, tilt))
        case .undo: code = 3
        case .redo: code = 4
        case .clear: code = 5
        case .erase, .reseed, .set, .marker: preconditionFailure("the page draws no \(event.action.kind)")
        }
        return [
            event.time, code, Double(pointer.id), pointer.point.x, pointer.point.y, pointer.pressure ?? -1,
            pointer.tilt?.x ?? .nan, pointer.tilt?.y ?? .nan,
        ]
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
