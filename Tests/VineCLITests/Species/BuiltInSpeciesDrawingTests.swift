import Foundation
import VineExport
import VineGeometry
import VineLook
import VineRender
import XCTest

@testable import VineCore

/// The built-in species drawn from their files alone (the generator's parts, the catalog's
/// ``/VineRender/SpeciesLook``): the demo grown as each in every output, and the vector
/// animations of the richest (side shoots, tendrils, flowers) matching their PNG frames in
/// rlottie and Chromium (``FrameMatch``).
final class BuiltInSpeciesDrawingTests: FolderTestCase {
    /// The demo with `species` in force from the start, casting its soft shadow unless `shadowless`.
    private func demo(as species: Species, shadowless: Bool = false) throws -> Timeline {
        var header = DemoRecording.header
        if shadowless { header.style.shadow = false }
        var timeline = Timeline(header: header)
        timeline.grow(species, from: -.infinity)
        for event in DemoRecording.events { try timeline.apply(event) }
        return timeline
    }

    /// The built-in species that are not looks.
    private var species: [Species] { Species.builtIns.filter { !$0.isLook } }

    /// Writes `output` of `timeline` at `size` (640 × 400), 10 fps, from `from` to `to` (its end).
    private func export(
        _ timeline: Timeline, _ output: ExportPlan.Output, size: (Int, Int) = (640, 400), from: Double = 0,
        to: Double? = nil
    ) throws {
        var request = ExportRequest(output: output)
        request.size = size
        request.fps = 10
        request.showsProgress = false
        let plan = try request.plan(for: timeline.header)
        _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: from, to: to ?? timeline.end))
    }

    func testEveryBuiltInSpeciesDrawsItsPartsInEveryOutput() throws {
        XCTAssertGreaterThanOrEqual(species.count, 6)
        let plain = try export(DemoRecording.timeline)
        for species in species {
            let timeline = try demo(as: species)
            XCTAssertTrue(
                timeline.vines.contains { $0.branches.contains { !$0.parts.isEmpty } }, "\(species.name) adds parts")
            let files = try export(timeline)
            for (name, bytes) in files {
                XCTAssertGreaterThan(bytes.count, 100, "\(species.name) \(name)")
                XCTAssertTrue(bytes != plain[name], "\(species.name) \(name): its own")
            }
        }
    }

    func testAClustersColourIsOneLottieGroupInAVinesLayer() throws {
        let grapes = try XCTUnwrap(Species.builtIns.first { $0.name == "grapevine" })
        try export(demo(as: grapes), .animation(path: path("grapes.json"), format: .lottie))
        let lottie = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("grapes.json"))))
                as? [String: Any])
        /// The groups of `shapes` and every group inside them.
        func groups(_ shapes: [Any]) -> [[[String: Any]]] {
            shapes.compactMap { $0 as? [String: Any] }.filter { $0["ty"] as? String == "gr" }.flatMap {
                group -> [[[String: Any]]] in
                let items = group["it"] as? [[String: Any]] ?? []
                return [items] + groups(items)
            }
        }
        let layers = try XCTUnwrap(lottie["layers"] as? [[String: Any]])
        let all = layers.flatMap { groups($0["shapes"] as? [Any] ?? []) }
        // A cluster's side of one colour: several paths, one fill, one scaling transform.
        let clusters = all.filter { items in
            items.filter { $0["ty"] as? String == "sh" }.count >= 3 && items.contains { $0["ty"] as? String == "fl" }
                && items.contains { ($0["ty"] as? String == "tr") && (($0["s"] as? [String: Any])?["a"] as? Int == 1) }
        }
        XCTAssertGreaterThan(clusters.count, 5, "grape clusters, a group for each colour or each cluster")
    }

    /// The demo's files of every output kind: PNG still and frames, SVG and PDF stills, Lottie,
    /// animated SVG, the player, `.tgs` and dotLottie, by name.
    private func export(_ timeline: Timeline) throws -> [String: Data] {
        let name = UUID().uuidString
        let outputs: [(String, ExportPlan.Output)] = [
            ("png", .still(path: path("\(name).png"), format: .png)),
            ("svg", .still(path: path("\(name).svg"), format: .svg)),
            ("pdf", .still(path: path("\(name).pdf"), format: .pdf)),
            ("json", .animation(path: path("\(name).json"), format: .lottie)),
            ("anim.svg", .animation(path: path("\(name).anim.svg"), format: .svg)),
            ("html", .animation(path: path("\(name).html"), format: .html)),
        ]
        var files: [String: Data] = [:]
        for (kind, output) in outputs {
            let still = ["png", "svg", "pdf"].contains(kind)
            try export(timeline, output, from: still ? 20 : 0, to: still ? 20 : 6)
            let file = kind == "anim.svg" ? "\(name).anim.svg" : "\(name).\(kind)"
            files[kind] = try Data(contentsOf: URL(fileURLWithPath: path(file)))
        }
        for format in [PackageFormat.tgs, .dotLottie] {
            let file = path("\(name).\(format == .tgs ? "tgs" : "lottie")")
            var request = ExportRequest(output: .package(path: file, format: format))
            request.showsProgress = false
            let plan = try request.plan(for: timeline.header)
            _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: 0, to: 2.5))
            files["\(format)"] = try Data(contentsOf: URL(fileURLWithPath: file))
        }
        let frames = path("\(name)-frames")
        try export(timeline, .frames(folder: frames, jobs: 1, resume: false), from: 18, to: 18.2)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        files["frames"] = try Data(contentsOf: URL(fileURLWithPath: frames).appendingPathComponent(names[0]))
        return files
    }

    func testTheRichestSpeciesAnimateAsTheirFramesGrowInRlottieAndChromium() throws {
        for name in ["morning-glory", "fern"] {
            let species = try XCTUnwrap(Species.builtIn(named: name))
            // Vector animations leave the soft shadow out; under a fern's dense fronds it
            // darkens the PNG frames by more than the tolerance allows for it.
            let timeline = try demo(as: species, shadowless: true)
            let width = 1280
            let height = 800
            func export(_ output: ExportPlan.Output, from: Double = 0, to: Double? = nil) throws {
                try self.export(timeline, output, size: (width, height), from: from, to: to)
            }
            let json = path("\(name).json")
            let svg = path("\(name).svg")
            let html = path("\(name).html")
            try export(.animation(path: json, format: .lottie))
            try export(.animation(path: svg, format: .svg))
            try export(.animation(path: html, format: .html))
            let times = [7.0, 24.5]
            let lottie = try rlottieFrames(json, frames: times.map { Int(($0 * 10).rounded()) })
            for time in times {
                let png = path("\(name)-\(time).png")
                try export(.still(path: png, format: .png), from: time, to: time)
                let still = try RGBImage(png: URL(fileURLWithPath: png))
                let frame = try XCTUnwrap(lottie[Int((time * 10).rounded())])
                FrameMatch(expected: still, actual: frame).assertMatches(leaves: [], label: "\(name) lottie t=\(time)")
                let shot = try screenshot(svg: svg, at: time, width: width, height: height)
                FrameMatch(expected: still, actual: shot).assertMatches(leaves: [], label: "\(name) svg t=\(time)")
                let page = try HeadlessChromium.screenshot(
                    "file://\(html)#t=\(time)", width: width, height: height, windowHeight: height + 60, folder: folder)
                FrameMatch(expected: still, actual: page).assertMatches(leaves: [], label: "\(name) html t=\(time)")
            }
        }
    }

    /// Morning glory's Lottie file in lottie-web (svg and canvas renderers, in Chromium) and
    /// ThorVG (the dotLottie players' engine) at 320 × 200, matching its PNG frames.
    func testMorningGloryInLottieWebAndThorVG() throws {
        let python = packageRoot.appendingPathComponent(".build/python/bin/python").path
        let check = packageRoot.appendingPathComponent("Scripts/lottie-check").path
        let timeline = try demo(as: try XCTUnwrap(Species.builtIn(named: "morning-glory")), shadowless: true)
        let (width, height) = (320, 200)
        func export(_ output: ExportPlan.Output, from: Double = 0, to: Double? = nil) throws {
            try self.export(timeline, output, size: (width, height), from: from, to: to)
        }
        let json = path("morning-glory.json")
        try export(.animation(path: json, format: .lottie))
        let frames = [60, 120, 240]
        var stills: [Int: RGBImage] = [:]
        for frame in frames {
            let png = path("still-\(frame).png")
            try export(.still(path: png, format: .png), from: Double(frame) / 10, to: Double(frame) / 10)
            stills[frame] = try RGBImage(png: URL(fileURLWithPath: png))
        }
        let page = path("page.html")
        let written = try runTool(python, [check, "web", json, page] + frames.map(String.init))
        XCTAssertEqual(written.status, 0, String(decoding: written.stdout + written.stderr, as: UTF8.self))
        let shot = try HeadlessChromium.screenshot(
            URL(fileURLWithPath: page).absoluteString, width: frames.count * width, height: 2 * height,
            windowHeight: 2 * height, folder: folder)
        let out = path("thorvg")
        let drawn = try runTool(python, [check, "thorvg", json, out] + frames.map(String.init))
        XCTAssertEqual(drawn.status, 0, String(decoding: drawn.stdout + drawn.stderr, as: UTF8.self))
        let size = String(decoding: drawn.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Int($0)
        }
        for (column, frame) in frames.enumerated() {
            let still = try XCTUnwrap(stills[frame])
            for (row, renderer) in ["svg", "canvas"].enumerated() {
                let tile = shot.tile(x: column * width, y: row * height, width: width, height: height)
                FrameMatch(expected: still, actual: tile).assertMatches(
                    leaves: [], label: "lottie-web \(renderer) frame \(frame)")
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)-\(frame).bgra"))
            FrameMatch(expected: still, actual: RGBImage(bgra: data, width: size[0], height: size[1])).assertMatches(
                leaves: [], label: "ThorVG frame \(frame)")
        }
    }
}
