// The figures Scripts/bench needs that are no product's business: each frame's rendering
// time, and PNG frames written the slow way, by Cairo's own PNG writer one after another
// (the baseline the project's parallel libdeflate encoder is compared with).
//
//   vine-bench timings FILE --size WxH --to S [--look natural] --out TIMES.txt
//       renders the frames from the timeline's start to S at 60 fps, as `vine export`
//       does, and writes each frame's rendering time in milliseconds, one line per frame.
//   vine-bench cairo-png FILE --size WxH --from S --to S --out FOLDER
//       writes the frames from S to S at 60 fps as frame-000000.png, … with Cairo's writer.
import CCairo
import Foundation
import VineCore
import VineExport
import VineRender
import VineSystem
import VineVector

/// What the command line asked for.
struct Request {
    var command = ""
    var file = ""
    var width = 0
    var height = 0
    var from: Double?
    var to: Double?
    var look: Look?
    var out = ""

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value() throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("a value is missing") }
            return next
        }
        command = try value()
        file = try value()
        while let option = rest.popFirst() {
            switch option {
            case "--size":
                let sides = try value().split(separator: "x").compactMap { Int($0) }
                guard sides.count == 2 else { throw BenchError("--size takes WxH") }
                (width, height) = (sides[0], sides[1])
            case "--from": from = Double(try value())
            case "--to": to = Double(try value())
            case "--look": look = Looks.builtIn.named(try value())
            case "--out": out = try value()
            default: throw BenchError("unknown option \(option)")
            }
        }
    }
}

/// A failure, printed as `vine-bench: message`.
struct BenchError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The timeline of the recording at `path`, in the look asked for.
func load(_ path: String, look: Look?) throws -> Timeline {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchError("\(path): cannot open") }
    var reader = try RecordingReader(source: handle)
    var header = reader.header
    if let look { header.look = look }
    return try Timeline(reading: &reader, header: header)
}

/// Writes `frame` as a PNG at `path` with Cairo's own writer, atomically.
func writeWithCairo(_ frame: Frame, to path: String) throws {
    let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(mutating: frame.bytes.baseAddress!).assumingMemoryBound(to: UInt8.self),
        CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height), Int32(frame.stride))
    defer { cairo_surface_destroy(surface) }
    let file = try AtomicFile(path: path)
    guard cairo_surface_write_to_png(surface, file.temporaryPath) == CAIRO_STATUS_SUCCESS else {
        file.discard()
        throw BenchError("\(path): Cairo cannot write it")
    }
    try file.commit()
}

do {
    let request = try Request(Array(CommandLine.arguments.dropFirst()))
    let timeline = try load(request.file, look: request.look)
    let from = request.from ?? timeline.start
    let schedule = FrameSchedule(from: from, to: request.to ?? max(from, timeline.end), fps: 60)
    switch request.command {
    case "timings":
        let renderer = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: request.width, pixelHeight: request.height,
            memoryAhead: .firstFrame)
        let clock = MonotonicClock()
        var lines = ""
        for index in 0..<schedule.frameCount {
            let start = clock.now
            _ = renderer.render(timeline.scene(at: schedule.time(ofFrame: index)))
            lines += String(format: "%.4f\n", 1000 * (clock.now - start))
        }
        try AtomicFile.write(Array(lines.utf8), to: request.out)
    case "cairo-png":
        let renderer = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: request.width, pixelHeight: request.height,
            memoryAhead: .lateStart)
        try AtomicFile.prepareFolder(request.out)
        for index in 0..<schedule.frameCount {
            let frame = renderer.render(timeline.scene(at: schedule.time(ofFrame: index)))
            try writeWithCairo(frame, to: request.out + "/" + String(format: "frame-%06d.png", index))
        }
    default:
        throw BenchError("unknown command \(request.command): timings or cairo-png")
    }
} catch let error as BenchError {
    FileHandle.standardError.write(Data("vine-bench: \(error.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("vine-bench: \(error)\n".utf8))
    exit(1)
}
