import CCairo
import Foundation
import VineCore
import VineLook
import XCTest

@testable import VineRender

/// Renders of the bundled recordings in the classic look match reviewed PNGs
/// (`Reference/RECORDING-tSECONDS.png`, made by `Scripts/reference`) within a tolerance:
/// a pixel differs when a channel is off by more than ``channelTolerance`` of 255, and at
/// most ``differingFraction`` of the pixels may differ, so antialiasing that changes with
/// a Cairo or pixman version passes while a painting change that is deterministic (a
/// colour, a shape, a missing shadow) fails.
final class ReferenceImageTests: XCTestCase {
    /// The largest difference in any channel for which two pixels count as the same.
    static let channelTolerance: UInt32 = 4
    /// The largest fraction of pixels that may differ: 0.5 % (320 of 320 × 200). The
    /// smallest change tested below (no gradient) moves 1.7 % of the pixels of
    /// `demo-t12.png`, removing shadows 17 %.
    static let differingFraction = 0.005

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference")
    private static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")

    func testRendersMatchTheReferenceImages() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 6, "Scripts/reference makes them")
        var timelines: [String: Timeline] = [:]
        for file in files {
            let (recording, time) = try XCTUnwrap(Self.parse(file), "\(file): expected RECORDING-tSECONDS.png")
            let timeline = try timelines[recording] ?? Self.timeline(recording)
            timelines[recording] = timeline
            let reference = try Self.decode(Self.folder.appendingPathComponent(file))
            let rendered = try render(timeline, at: time, like: reference)
            let differing = Self.differingPixels(rendered, reference)
            XCTAssertLessThanOrEqual(
                Double(differing), Self.differingFraction * Double(reference.width * reference.height),
                "\(file): \(differing) pixels differ by more than \(Self.channelTolerance)")
        }
    }

    /// The tolerance is tight enough to catch a deterministic painting change: the same
    /// scene without shadows, with another leaf fill, without the gradient or with thinner
    /// vines, fails.
    func testThePaintingChangesThatMatterFailTheComparison() throws {
        let reference = try Self.decode(Self.folder.appendingPathComponent("demo-t12.png"))
        let changes: [(String, (inout RecordingHeader) -> Void)] = [
            ("no shadow", { $0.style.shadow = false }),
            ("another leaf fill", { $0.style.leafFill = .color(RGBA(hex: "#C0602A66")!) }),
            ("no gradient", { $0.style.gradient = false }),
            ("thinner vines", { $0.parameters.vineWidth = 2.5 }),
        ]
        for (name, change) in changes {
            var header = try Self.timeline("demo").header
            change(&header)
            let timeline = try Self.timeline("demo", header: header)
            let rendered = try render(timeline, at: 12, like: reference)
            XCTAssertGreaterThan(
                Double(Self.differingPixels(rendered, reference)),
                Self.differingFraction * Double(reference.width * reference.height), name)
        }
    }

    private func render(_ timeline: Timeline, at time: Double, like reference: ImageSurface) throws -> [UInt32] {
        let renderer = try SceneRenderer(
            canvas: timeline.canvas, pixelWidth: reference.width, pixelHeight: reference.height)
        let frame = renderer.render(timeline.scene(at: time))
        return (0..<frame.height).flatMap { y in (0..<frame.width).map { x in frame.pixel(x: x, y: y) } }
    }

    /// `demo-t12.png` → ("demo", 12).
    private static func parse(_ file: String) -> (String, Double)? {
        let stem = file.dropLast(".png".count)
        guard let mark = stem.range(of: "-t", options: .backwards), let time = Double(stem[mark.upperBound...])
        else { return nil }
        return (String(stem[..<mark.lowerBound]), time)
    }

    private static func timeline(_ recording: String, header: RecordingHeader? = nil) throws -> Timeline {
        let path = recordings.appendingPathComponent("\(recording).vine").path
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path), path)
        var reader = try RecordingReader(source: handle)
        return try Timeline(reading: &reader, header: header)
    }

    /// The PNG at `url`, decoded by Cairo into premultiplied ARGB32.
    private static func decode(_ url: URL) throws -> ImageSurface {
        let surface = try XCTUnwrap(cairo_image_surface_create_from_png(url.path))
        defer { cairo_surface_destroy(surface) }
        XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS, url.lastPathComponent)
        let image = try ImageSurface(
            width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        let context = CairoContext(image)
        cairo_set_source_surface(context.cairo, surface, 0, 0)
        context.setOperator(.source)
        context.paint()
        image.flush()
        return image
    }

    /// How many pixels of `rendered` differ from `reference` by more than the tolerance in a channel.
    private static func differingPixels(_ rendered: [UInt32], _ reference: ImageSurface) -> Int {
        var count = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let a = rendered[y * reference.width + x]
                let b = reference.data.load(fromByteOffset: y * reference.stride + 4 * x, as: UInt32.self)
                let far = stride(from: 0, to: 32, by: 8).contains { shift in
                    let p = (a >> UInt32(shift)) & 0xFF
                    let q = (b >> UInt32(shift)) & 0xFF
                    return (p > q ? p - q : q - p) > channelTolerance
                }
                if far { count += 1 }
            }
        }
        return count
    }
}
