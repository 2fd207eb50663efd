import Foundation
import TestPixels
import VineExport
import VineGeometry
import VineLook
import VineRender
import VineVector
import XCTest

@testable import VineCore

/// A species' parts (``PartsLook``: a side shoot with its leaf, a tendril, the tip's leaf
/// and a flower on every branch of the demo) drawn through the look definition
/// (``/VineRender/SpeciesLook``): in PNG frames, SVG and PDF stills, and in the vector
/// animations (Lottie, animated SVG, the player, `.tgs`, dotLottie), which match its PNG
/// frames in rlottie and Chromium (``FrameMatch``).
final class SpeciesLookTests: FolderTestCase {
    /// The demo (classic) drawn as the test species.
    private let looks = LookCatalog([.classic: PartsLook()])
    private let timeline = DemoRecording.timeline

    /// A renderer of the demo at 400 × 250 in `looks`.
    private func renderer(_ looks: LookCatalog, caching: Bool = true) throws -> SceneRenderer {
        try SceneRenderer(canvas: timeline.canvas, pixelWidth: 400, pixelHeight: 250, caching: caching, looks: looks)
    }

    /// How many pixels of the ARGB32 `frame` (blue, green, red, alpha in memory) are within 30 of `colour`.
    private func pixels(of colour: RGBA, in frame: Frame) -> Int {
        let (r, g, b) = (Int(colour.r * 255), Int(colour.g * 255), Int(colour.b * 255))
        return Pixels.count(Array(frame.bytes), channels: 4) { blue, green, red in
            abs(Int(red) - r) < 30 && abs(Int(green) - g) < 30 && abs(Int(blue) - b) < 30
        }
    }

    /// How many pixels of the RGB `image` are within 30 of `colour`.
    private func pixels(of colour: RGBA, in image: RGBImage) -> Int {
        let (r, g, b) = (Int(colour.r * 255), Int(colour.g * 255), Int(colour.b * 255))
        return Pixels.count(image.bytes, channels: 3) { red, green, blue in
            abs(Int(red) - r) < 30 && abs(Int(green) - g) < 30 && abs(Int(blue) - b) < 30
        }
    }

    func testACatalogDrawsASpeciesThatIsALookAsThatLook() {
        for species in [Species.classic, .natural] {
            let definition = LookCatalog.builtIn.definition(for: species)
            XCTAssertEqual(
                String(describing: type(of: definition)),
                String(describing: type(of: LookCatalog.builtIn.definition(for: species.base))))
        }
        XCTAssertEqual(
            String(describing: type(of: LookCatalog.builtIn.definition(for: PartsLook.species))), "SpeciesLook")
        let square = LookCatalog([.classic: SquareLook()])
        XCTAssertTrue(square.definition(for: Species.classic) is SquareLook, "a catalog's override stands for the look")
    }

    func testEveryPartKindHasMarksGrowingInItsOwnWindow() throws {
        let scene = timeline.scene(at: timeline.end)
        let vine = try XCTUnwrap(scene.vines.first { !$0.vine.branches.isEmpty }).vine
        let look = VineLook(vine: vine, scale: 1, shadesLines: true, looks: looks)
        let parts = PartsLook()
        let branch = vine.branches[0]
        let fills = { (strokeEnd: Double) -> [RGBA] in
            look.definition.branchMarks.branch(branch, strokeEnd: strokeEnd, look: look).compactMap { mark in
                if case .fill(.solid(let colour)) = mark.ink { return colour }
                return nil
            }
        }
        let strokes = { (strokeEnd: Double) -> [RGBA] in
            look.definition.branchMarks.branch(branch, strokeEnd: strokeEnd, look: look).compactMap { mark in
                if case .stroke(.solid(let colour), _) = mark.ink { return colour }
                return nil
            }
        }
        let grown = parts.definition.branchMarks.branch(parts.withParts(branch), strokeEnd: 1, look: look)
        XCTAssertEqual(strokes(1).filter { $0 == PartsLook.brown }.count, 1, "the shoot's two cubics, one stroke")
        XCTAssertEqual(strokes(1).filter { $0 == PartsLook.tendrilGreen }.count, 1, "the tendril's three, one stroke")
        XCTAssertEqual(fills(1).filter { $0 == PartsLook.leafGreen }.count, 2, "two leaves")
        XCTAssertEqual(fills(1).filter { $0 == PartsLook.pink }.count, 1, "a flower")
        XCTAssertEqual(fills(1).filter { $0 == PartsLook.yellow }.count, 1, "its heart")
        XCTAssertFalse(
            grown.contains { if case .fill(.linear) = $0.ink { true } else { false } },
            "no classic leaf: the shapes replace it")
        // At 0.12 of the branch's window only the stalk shows; the shoot starts at 0.15, the tendril at 0.1.
        XCTAssertTrue(fills(0.05).isEmpty && strokes(0.05).allSatisfy { $0 == vine.color || $0 != PartsLook.brown })
        XCTAssertEqual(strokes(0.3).filter { $0 == PartsLook.brown }.count, 1, "the shoot's first cubic, trimmed")
        XCTAssertTrue(fills(0.5).isEmpty, "no leaf or flower before its window")
        let opening = look.definition.branchMarks.branch(branch, strokeEnd: 0.7, look: look).filter {
            $0.ink == .fill(.solid(PartsLook.pink))
        }
        XCTAssertEqual(opening.count, 1)
        XCTAssertLessThan(opening[0].transform.scaleFactor, 1, "a flower opening scales about its centre")
        let animated = look.animatedMarks(of: branch, steps: 4)
        XCTAssertNil(animated.sweep, "no classic leaf sweeps")
        XCTAssertEqual(animated.parts.count, 1 + 1 + 3, "a trim per line, an unfolding per shape")
        let shoot = animated.parts[0]
        XCTAssertEqual(shoot.curveTime.start, branch.birth + 0.15, accuracy: 1e-9)
        XCTAssertEqual(shoot.line?.curves.count, 2, "the shoot's two cubics in one trimmed line")
        XCTAssertEqual(animated.parts[1].line?.curves.count, 3, "the tendril's three")
        let shootPart = try XCTUnwrap(parts.withParts(branch).parts.first { $0.kind == .shoot })
        XCTAssertEqual(shoot.curveTime.end, shootPart.birth + shootPart.duration, accuracy: 1e-9)
        XCTAssertEqual(
            try XCTUnwrap(shoot.line?.length), shootPart.curves.reduce(0) { $0 + $1.arcLength(accuracy: 1e-6) },
            accuracy: 0.01,
            "the whole line's length")
        let flower = try XCTUnwrap(animated.parts.last?.unfolding)
        XCTAssertEqual(flower.time.start, branch.birth + 0.55, accuracy: 1e-9)
        XCTAssertEqual(flower.time.end, branch.birth + 0.95, accuracy: 1e-9)
        XCTAssertFalse(flower.isLeaf, "a flower keeps its colours under a theme")
        XCTAssertEqual(
            animated.parts.compactMap(\.unfolding).filter(\.isLeaf).count, 2, "the leaves take its leaf roles")
    }

    func testAClustersOrnamentsOpenTogetherAboutItsPlaceAndFillOncePerColour() throws {
        var species = PartsLook.species
        species.ornaments[0].heart = nil
        species.ornaments[0].repeats = 1
        let definition = LookCatalog.builtIn.definition(for: species)
        let vine = try XCTUnwrap(timeline.scene(at: timeline.end).vines.first { !$0.vine.branches.isEmpty }).vine
        let look = VineLook(vine: vine, scale: 1, shadesLines: true, looks: looks)
        var branch = vine.branches[0]
        let place = branch.curve.p3
        let purple = RGBA(r: 0.4, g: 0.1, b: 0.5)
        let down = Vector(x: 0, y: 1)
        let g = vine.parameters.growDuration
        branch.parts = [(PartsLook.pink, 1.0), (PartsLook.pink, 4), (purple, 2.5)].map { colour, reach in
            PlantPart(
                kind: .fruit, parent: nil, origin: place + down * reach, direction: down, size: 1, colour: colour,
                birth: branch.birth + 0.5 * g, duration: 0.4 * g, anchor: place)
        }
        let fills = { (strokeEnd: Double) in
            definition.branchMarks.branch(branch, strokeEnd: strokeEnd, look: look).filter {
                $0.ink == .fill(.solid(PartsLook.pink)) || $0.ink == .fill(.solid(purple))
            }
        }
        XCTAssertEqual(
            fills(1).map(\.ink), [.fill(.solid(PartsLook.pink)), .fill(.solid(purple))], "a fill per colour")
        let opening = fills(0.7)
        XCTAssertEqual(opening.count, 2)
        for mark in opening {
            XCTAssertLessThan(mark.transform.scaleFactor, 1)
            XCTAssertEqual(mark.transform.apply(place).distance(to: place), 0, accuracy: 1e-9, "scaled about the place")
        }
        let animated = definition.branchAnimation.animatedBranch(branch, steps: 4, look: look)
        let unfoldings = animated.parts.compactMap(\.unfolding)
        XCTAssertEqual(unfoldings.count, 3, "an unfolding per ornament")
        for unfolding in unfoldings {
            XCTAssertEqual(unfolding.anchor, place, "all about the place")
            XCTAssertEqual(unfolding.time.start, branch.birth + 0.5 * g, accuracy: 1e-12)
            XCTAssertEqual(unfolding.time.end, branch.birth + 0.9 * g, accuracy: 1e-12)
        }
        XCTAssertEqual(unfoldings.map(\.frame.base), branch.parts.map(\.origin), "each in its own frame")
    }

    func testSpeciesFramesShowEveryPartDeterministicallyAndCachedExactly() throws {
        let first = try renderer(looks)
        let classic = try renderer(.builtIn)
        let end = first.render(timeline.scene(at: timeline.end))
        XCTAssertGreaterThan(pixels(of: PartsLook.pink, in: end), 40, "flowers")
        XCTAssertGreaterThan(pixels(of: PartsLook.leafGreen, in: end), 300, "leaves")
        let grown = Array(end.bytes)
        let plain = classic.render(timeline.scene(at: timeline.end))
        XCTAssertEqual(pixels(of: PartsLook.pink, in: plain), 0)
        let cached = try renderer(looks)
        let scratch = try renderer(looks, caching: false)
        for t in stride(from: 0.0, through: timeline.end + 0.5, by: 1.3).map({ $0 }) + [20.0, 3.0, 24.0] {
            let scene = timeline.scene(at: t)
            XCTAssertTrue(Array(cached.render(scene).bytes) == Array(scratch.render(scene).bytes), "t = \(t)")
        }
        let again = try renderer(looks)
        XCTAssertTrue(
            Array(again.render(timeline.scene(at: 20)).bytes) == Array(first.render(timeline.scene(at: 20)).bytes))
        let withering = first.render(timeline.scene(at: timeline.end), ending: .wither, progress: 0.5)
        XCTAssertTrue(Array(withering.bytes) != grown, "its leaves and flowers fall")
        let vine = try XCTUnwrap(timeline.scene(at: timeline.end).vines.first { !$0.vine.branches.isEmpty }).vine
        let wither = try XCTUnwrap(
            VineLook(vine: vine, scale: 1, shadesLines: true, looks: looks).leafWither(of: vine.branches[0]))
        XCTAssertEqual(wither.autumnColor(of: .fill(.solid(PartsLook.leafGreen))), PartsLook.witherBrown)
        let autumn = try XCTUnwrap(VineLook(vine: vine, scale: 1, shadesLines: true).leafWither(of: vine.branches[0]))
        XCTAssertNotEqual(autumn.autumnColor(of: .fill(.solid(PartsLook.leafGreen))), PartsLook.witherBrown)
    }

    func testSpeciesVectorStillsShowItsParts() throws {
        let scene = timeline.scene(at: 24.5)
        func svg(_ looks: LookCatalog) throws -> String {
            let bytes = try VectorStill.svg(scene, canvas: timeline.canvas, width: 400, height: 250, looks: looks)
            return String(decoding: bytes, as: UTF8.self).replacing(/surface[0-9]+/, with: "surface")
        }
        let species = try svg(looks)
        XCTAssertTrue(species == (try svg(looks)))
        // Cairo writes colours as percentages: the pink is rgb(87.843137%,25.098039%,43.921569%).
        XCTAssertTrue(species.contains("rgb(87.843137%,25.098039%,43.921569%)"), "pink flowers")
        XCTAssertTrue(species.contains("rgb(41.960784%,30.980392%,16.470588%)"), "brown shoots")
        XCTAssertFalse(try svg(.builtIn).contains("rgb(87.843137%,25.098039%,43.921569%)"))
        let pdf = try VectorStill.pdf(scene, canvas: timeline.canvas, width: 400, height: 250, looks: looks)
        XCTAssertTrue(pdf != (try VectorStill.pdf(scene, canvas: timeline.canvas, width: 400, height: 250)))
    }

    func testSpeciesAnimatesAsItsFramesGrowInRlottieAndChromium() throws {
        let width = 1280
        let height = 800
        let times = [6.3, 12.0, 24.5]
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        func export(_ output: ExportPlan.Output, from: Double = 0, to: Double? = nil) throws {
            var request = ExportRequest(output: output)
            request.size = (width, height)
            request.fps = 10
            request.showsProgress = false
            var plan = try request.plan(for: timeline.header)
            plan.looks = looks
            _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: from, to: to ?? timeline.end))
        }
        let json = path("species.json")
        let svg = path("species.svg")
        let html = path("species.html")
        try export(.animation(path: json, format: .lottie))
        try export(.animation(path: svg, format: .svg))
        try export(.animation(path: html, format: .html))
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(svgText.contains("#e04070"), "pink flowers")
        XCTAssertTrue(svgText.contains("#6b4f2a"), "brown shoots")
        let lottie = try rlottieFrames(json, frames: times.map { Int(($0 * 10).rounded()) })
        for time in times {
            let png = path("still-\(time).png")
            try export(.still(path: png, format: .png), from: time, to: time)
            let still = try RGBImage(png: URL(fileURLWithPath: png))
            let pink = pixels(of: PartsLook.pink, in: still)
            XCTAssertGreaterThan(pink, 100, "flowers at t = \(time)")
            let leaves = try SceneLeaf.leaves(of: demo, at: time, scale: Double(width) / timeline.canvas.width)
            let frame = try XCTUnwrap(lottie[Int((time * 10).rounded())])
            FrameMatch(expected: still, actual: frame).assertMatches(leaves: leaves, label: "lottie t=\(time)")
            XCTAssertGreaterThan(pixels(of: PartsLook.pink, in: frame), pink * 8 / 10, "lottie t=\(time)")
            let shot = try screenshot(svg: svg, at: time, width: width, height: height)
            FrameMatch(expected: still, actual: shot).assertMatches(leaves: leaves, label: "svg t=\(time)")
            // Chromium softens the small petals' edges more than Cairo: fewer pixels of the exact pink.
            XCTAssertGreaterThan(pixels(of: PartsLook.pink, in: shot), pink * 6 / 10, "svg t=\(time)")
            let page = try HeadlessChromium.screenshot(
                "file://\(html)#t=\(time)", width: width, height: height, windowHeight: height + 60, folder: folder)
            FrameMatch(expected: still, actual: page).assertMatches(leaves: leaves, label: "html t=\(time)")
        }
    }

    func testSpeciesStickerPackagesAndFramesTakeThePlansLooks() throws {
        for format in [PackageFormat.tgs, .dotLottie] {
            let species = try package(format, of: timeline, looks: looks)
            XCTAssertTrue(
                species == (try package(format, of: timeline, looks: looks)), "\(format): the same bytes twice")
            XCTAssertTrue(
                species != (try package(format, of: timeline, looks: .builtIn)), "\(format): the species' own")
        }
        let frames = path("frames")
        var request = ExportRequest(output: .frames(folder: frames, jobs: 1, resume: false))
        request.size = (320, 200)
        request.showsProgress = false
        var plan = try request.plan(for: timeline.header)
        plan.looks = looks
        _ = try Exporter(plan).run(timeline, schedule: FrameSchedule(from: 20, to: 24, fps: 0.5))
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        XCTAssertEqual(names.count, 3)
        let last = try RGBImage(png: URL(fileURLWithPath: frames).appendingPathComponent(names[2]))
        XCTAssertGreaterThan(pixels(of: PartsLook.pink, in: last), 20, "flowers in the PNG frames")
    }
}
