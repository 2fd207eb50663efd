import Foundation
import TestPixels
import VineCore
import VineExport
import VineGeometry
import VineLook
import VineRender
import VineVector
import XCTest

/// A look defined outside VineRender and VineExport (``SquareLook``, in this test target,
/// through their package interface alone) draws every vine of the look it stands in for,
/// through the catalog the renderer, the vector stills and the export plan are given:
/// frames and stills of its own, deterministic, cached as exactly as the built-in looks';
/// and the vector animations (Lottie, animated SVG, the player), which match its PNG
/// frames in rlottie and Chromium (``FrameMatch``) though its branches mix primitives.
final class ThirdLookTests: FolderTestCase {
    /// The demo (classic) drawn in the square look.
    private let looks = LookCatalog([.classic: SquareLook()])
    private let timeline = DemoRecording.timeline
    private let times = [1.0, 7.7, 15.0, 24.5]

    /// A renderer of the demo at 200 × 125 in `looks`.
    private func renderer(_ looks: LookCatalog, caching: Bool = true) throws -> SceneRenderer {
        try SceneRenderer(canvas: timeline.canvas, pixelWidth: 200, pixelHeight: 125, caching: caching, looks: looks)
    }

    /// The bytes of `frame`.
    private func pixels(of frame: Frame) -> [UInt8] { Array(frame.bytes) }

    /// How many pixels of `frame` are the square look's orange (ARGB32: blue, green, red, alpha in memory).
    private func orangePixels(_ frame: [UInt8]) -> Int {
        stride(from: 0, to: frame.count, by: 4).filter { i in
            frame[i + 2] > 220 && (110...160).contains(frame[i + 1]) && frame[i] < 60
        }.count
    }

    func testTheThirdLookRendersFramesOfItsOwnDeterministically() throws {
        let first = try renderer(looks)
        let second = try renderer(looks)
        let classic = try renderer(.builtIn)
        var header = DemoRecording.header
        header.look = .natural
        let natural = try Timeline(header: header, events: DemoRecording.events)
        for t in times {
            let frame = pixels(of: first.render(timeline.scene(at: t)))
            XCTAssertTrue(frame == pixels(of: second.render(timeline.scene(at: t))), "t = \(t)")
            let classicFrame = pixels(of: classic.render(timeline.scene(at: t)))
            XCTAssertTrue(frame != classicFrame, "t = \(t)")
            XCTAssertTrue(frame != pixels(of: classic.render(natural.scene(at: t))), "t = \(t)")
            XCTAssertEqual(orangePixels(classicFrame), 0, "t = \(t)")
            if t > 5 { XCTAssertGreaterThan(orangePixels(frame), 20, "square leaves at t = \(t)") }
        }
    }

    func testCachedThirdLookFramesEqualFromScratchFramesByteForByte() throws {
        let cached = try renderer(looks)
        let scratch = try renderer(looks, caching: false)
        for t in stride(from: 0.0, through: timeline.end + 0.5, by: 0.9).map({ $0 }) + [20.0, 3.0, 24.0] {
            let scene = timeline.scene(at: t)
            XCTAssertTrue(pixels(of: cached.render(scene)) == pixels(of: scratch.render(scene)), "t = \(t)")
        }
    }

    func testTheThirdLookWithersAndCastsItsOwnShadow() throws {
        let square = try renderer(looks)
        let classic = try renderer(.builtIn)
        let scene = timeline.scene(at: timeline.end)
        let grown = pixels(of: square.render(scene))
        let withering = pixels(of: square.render(scene, ending: .wither, progress: 0.4))
        XCTAssertTrue(withering != grown, "its leaves fall")
        XCTAssertTrue(withering == pixels(of: try renderer(looks).render(scene, ending: .wither, progress: 0.4)))
        XCTAssertTrue(withering != pixels(of: classic.render(scene, ending: .wither, progress: 0.4)))
        let unshadowed = LookCatalog([.classic: SquareLook(shadowOpacity: 0)])
        XCTAssertTrue(pixels(of: try renderer(unshadowed).render(scene)) != grown, "it casts a shadow")
    }

    func testTheThirdLookDrawsVectorStillsOfItsOwn() throws {
        let scene = timeline.scene(at: 24.5)
        /// The SVG of the scene in `looks`, Cairo's running surface numbers left out.
        func svg(_ looks: LookCatalog) throws -> String {
            let bytes = try VectorStill.svg(scene, canvas: timeline.canvas, width: 400, height: 250, looks: looks)
            return String(decoding: bytes, as: UTF8.self).replacing(/surface[0-9]+/, with: "surface")
        }
        let square = try svg(looks)
        XCTAssertTrue(square == (try svg(looks)), "the same SVG twice")
        let classic = try svg(.builtIn)
        XCTAssertTrue(square != classic)
        // Cairo writes colours as percentages: the orange is rgb(96%,55%,10%).
        XCTAssertTrue(square.contains("fill:rgb(96%,55%,10%)"), "square leaves in orange")
        XCTAssertFalse(classic.contains("rgb(96%,55%,10%)"))
        let pdf = try VectorStill.pdf(scene, canvas: timeline.canvas, width: 400, height: 250, looks: looks)
        let classicPDF = try VectorStill.pdf(scene, canvas: timeline.canvas, width: 400, height: 250)
        XCTAssertTrue(pdf != classicPDF)
    }

    func testAnExportPlanWritesPNGFramesAndStillsInTheThirdLook() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("third-look-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schedule = FrameSchedule(from: 0, to: timeline.end, fps: 0.5)
        /// The PNG frames `looks` exports into `name`, in order.
        func frames(_ name: String, _ looks: LookCatalog) throws -> [Data] {
            let path = folder.appendingPathComponent(name).path
            var plan = try Self.plan(.frames(folder: path, jobs: 1, resume: false), width: 200, height: 125)
            plan.looks = looks
            _ = try Exporter(plan).run(timeline, schedule: schedule)
            let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            return try names.map { try Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent($0)) }
        }
        let square = try frames("square", looks)
        XCTAssertEqual(square.count, schedule.frameCount)
        XCTAssertTrue(square == (try frames("again", looks)), "the same frames twice")
        let classic = try frames("classic", .builtIn)
        XCTAssertEqual(classic.count, square.count)
        XCTAssertTrue(square.last != classic.last, "frames of its own")
        for (format, name) in [(Still.Format.svg, "still.svg"), (.pdf, "still.pdf")] {
            let path = folder.appendingPathComponent(name).path
            var plan = try Self.plan(.still(path: path, format: format), width: 400, height: 250)
            plan.looks = looks
            _ = try Exporter(plan).run(timeline, schedule: FrameSchedule(from: 24.5, to: 24.5, fps: 1))
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            if format == .svg {
                XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("fill:rgb(96%,55%,10%)"))
            }
            XCTAssertTrue(bytes.starts(with: Array((format == .svg ? "<?xml" : "%PDF").utf8)), name)
        }
    }

    func testTheThirdLookAnimatesAsItsFramesGrowInRlottieAndChromium() throws {
        try assertAnimationsMatchFrames(SquareLook(shadowOpacity: 0), times: [2.0, 6.3, 12.0, 24.5])
    }

    /// Stalks revealed along their curves under stems of trimmed strokes: every part shows
    /// in every writer, whatever primitives its vine mixes.
    func testStalksRevealedUnderATrimmedStemShowInEveryWriter() throws {
        try assertAnimationsMatchFrames(SquareLook(shadowOpacity: 0, revealsStalks: true), times: [6.3, 24.5])
    }

    /// A look that says nothing of how it grows animates by the interface's defaults: its
    /// stem's strokes trimmed, each branch's grown marks unfolding about its start over its
    /// growth; the writers draw them.
    func testALookSayingNothingOfItsGrowthAnimatesByTheDefaults() throws {
        let look = DefaultGrowthLook()
        let scene = timeline.scene(at: timeline.end)
        let vine = try XCTUnwrap(scene.vines.first { !$0.vine.branches.isEmpty }).vine
        let vineLook = VineLook(vine: vine, scale: 1, shadesLines: true, looks: LookCatalog([.classic: look]))
        guard case .trim = vineLook.stemGrowth(count: vine.samples.count) else { return XCTFail("a trimmed stem") }
        for branch in vine.branches {
            let marks = vineLook.animatedMarks(of: branch, steps: 4)
            let unfolding = try XCTUnwrap(marks.unfolding)
            XCTAssertEqual(unfolding.anchor, branch.start)
            XCTAssertEqual(unfolding.time.start, branch.birth)
            XCTAssertEqual(unfolding.time.end, branch.birth + vine.parameters.growDuration)
            let grown = look.branch(branch, strokeEnd: 1, look: vineLook)
            XCTAssertEqual(unfolding.marks.map(\.ink), grown.map(\.ink))
            XCTAssertTrue(marks.curveInks.isEmpty && marks.sweep == nil && marks.stalk == nil)
        }
        let json = path("default.json")
        var request = ExportRequest(output: .animation(path: json, format: .lottie))
        request.size = (320, 200)
        request.fps = 5
        request.showsProgress = false
        var plan = try request.plan(for: timeline.header)
        plan.looks = LookCatalog([.classic: look])
        _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: 0, to: timeline.end))
        let frame = try XCTUnwrap(try rlottieFrames(json, frames: [Int(timeline.end * 5)]).values.first)
        XCTAssertGreaterThan(orangePixels(rgb: frame), 100, "square leaves unfold in rlottie")
    }

    /// A `.tgs` and a dotLottie file take the plan's looks as a Lottie file does.
    func testStickerPackagesTakeThePlansLooks() throws {
        for format in [PackageFormat.tgs, .dotLottie] {
            let square = try package(format, of: timeline, looks: looks)
            XCTAssertTrue(
                square == (try package(format, of: timeline, looks: looks)), "\(format): the same bytes twice")
            XCTAssertTrue(
                square != (try package(format, of: timeline, looks: .builtIn)), "\(format): the square look's own")
        }
    }

    /// Exports the demo drawn in `look` (shadowless: vector animations leave the shadow out)
    /// as Lottie, animated SVG and the player, 1280 × 800 at 10 fps, and matches rlottie's and
    /// Chromium's frames at `times` against its PNG frames (``FrameMatch``).
    private func assertAnimationsMatchFrames(_ look: SquareLook, times: [Double]) throws {
        let width = 1280
        let height = 800
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        /// Writes `output` over the demo at 10 fps from 0 in the square look.
        func export(_ output: ExportPlan.Output, from: Double = 0, to: Double? = nil) throws {
            var request = ExportRequest(output: output)
            request.size = (width, height)
            request.fps = 10
            request.showsProgress = false
            var plan = try request.plan(for: timeline.header)
            plan.looks = LookCatalog([.classic: look])
            _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: from, to: to ?? timeline.end))
        }
        let json = path("square.json")
        let svg = path("square.svg")
        let html = path("square.html")
        try export(.animation(path: json, format: .lottie))
        try export(.animation(path: svg, format: .svg))
        try export(.animation(path: html, format: .html))
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(svgText.contains("#f58c1a"), "square leaves in orange")
        XCTAssertEqual(svgText.contains("<mask id="), look.revealsStalks, "stalks revealed through a mask")
        let lottie = try rlottieFrames(json, frames: times.map { Int(($0 * 10).rounded()) })
        for time in times {
            let png = path("still-\(time).png")
            try export(.still(path: png, format: .png), from: time, to: time)
            let still = try RGBImage(png: URL(fileURLWithPath: png))
            XCTAssertGreaterThan(orangePixels(rgb: still), time > 5 ? 100 : -1, "square leaves at t = \(time)")
            let leaves = try SceneLeaf.leaves(of: demo, at: time, scale: Double(width) / timeline.canvas.width)
            let frame = try XCTUnwrap(lottie[Int((time * 10).rounded())])
            FrameMatch(expected: still, actual: frame).assertMatches(leaves: leaves, label: "lottie t=\(time)")
            XCTAssertGreaterThan(orangePixels(rgb: frame), orangePixels(rgb: still) * 9 / 10, "lottie t=\(time)")
            let shot = try screenshot(svg: svg, at: time, width: width, height: height)
            FrameMatch(expected: still, actual: shot).assertMatches(leaves: leaves, label: "svg t=\(time)")
            XCTAssertGreaterThan(orangePixels(rgb: shot), orangePixels(rgb: still) * 9 / 10, "svg t=\(time)")
            let page = try HeadlessChromium.screenshot(
                "file://\(html)#t=\(time)", width: width, height: height, windowHeight: height + 60, folder: folder)
            FrameMatch(expected: still, actual: page).assertMatches(leaves: leaves, label: "html t=\(time)")
        }
    }

    /// How many pixels of the RGB `image` are the square look's orange.
    private func orangePixels(rgb image: RGBImage) -> Int {
        Pixels.count(image.bytes, channels: 3) { r, g, b in r > 220 && (110...160).contains(g) && b < 60 }
    }

    /// The plan of writing `output` at `width`×`height` from the recording, quietly, as the plan factory makes it.
    private static func plan(_ output: ExportPlan.Output, width: Int, height: Int) throws -> ExportPlan {
        var request = ExportRequest(output: output)
        request.size = (width, height)
        request.showsProgress = false
        return try request.plan(for: DemoRecording.timeline.header)
    }
}

/// The square look's marks with none of its growth: the interface's defaults animate it.
private final class DefaultGrowthLook: LookDefinition, LookCapabilities {
    /// The look it draws as.
    private let square = SquareLook(shadowOpacity: 0)

    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark {
        square.stem(range, tipDistance: tipDistance, core: core, look: look)
    }

    func tipDistance(of vine: Vine, sampleCount: Int) -> Double { 0 }

    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        square.branch(branch, strokeEnd: strokeEnd, look: look)
    }

    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) { square.leafGradientColours(fill) }
}
