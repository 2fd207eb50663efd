import Foundation
import TestPixels
import VineCore
import VineExport
import VineGeometry
import VineLook
import XCTest

/// A fourth look, defined only in this test target, with a name and a growth of its own
/// (``SquareGrowth``) and the square look's paint (``SquareLook``): a reader given the
/// catalog that holds it reads its name in a header, a species' `base` and a setting, and
/// the recording renders by that name in PNG, SVG, Lottie and the player, with no edit
/// outside this target.
final class FourthLookTests: FolderTestCase {
    /// The catalog holding the fourth look: its name for readers, its paint for the outputs.
    private let catalog = LookCatalog([.square: SquareLook(shadowOpacity: 0)])

    /// The demo's events under a version-2 header that names `look`, as a recording's text.
    private func recording(look: String) throws -> [UInt8] {
        let demo = try String(contentsOf: packageRoot.appendingPathComponent("Recordings/demo.vine"), encoding: .utf8)
        let events = demo.drop { $0 != "\n" }
        let header = "{\"vine\":2,\"width\":1280,\"height\":800,\"seed\":2026,\"look\":\"\(look)\"}"
        return Array((header + events).utf8)
    }

    /// The timeline of `bytes`, read with `looks`.
    private func timeline(_ bytes: [UInt8], looks: Looks) throws -> Timeline {
        var reader = try RecordingReader(source: MemoryByteSource(bytes), looks: looks)
        return try Timeline(reading: &reader)
    }

    func testTheFourthLookIsReadByNameWhereItsCatalogIsGiven() throws {
        let bytes = try recording(look: "square")
        XCTAssertThrowsError(try RecordingReader(source: MemoryByteSource(bytes))) { error in
            XCTAssertEqual(
                (error as? RecordingError)?.description,
                "line 1: \"look\" must be \"classic\" or \"natural\", got \"square\"")
        }
        XCTAssertEqual(catalog.looks.allowedText, "\"classic\", \"natural\" or \"square\"")
        let timeline = try timeline(bytes, looks: catalog.looks)
        XCTAssertEqual(timeline.header.resolvedLook, .square)
        XCTAssertTrue(timeline.header.resolvedLook.growth === SquareGrowth.shared)
        let vines = timeline.scene(at: timeline.end).vines
        XCTAssertFalse(vines.isEmpty)
        for vine in vines {
            XCTAssertEqual(vine.vine.look, .square)
            XCTAssertEqual(vine.vine.species, SquareGrowth.species)
            XCTAssertTrue(vine.vine.species.isLook)
        }

        let species = try Species.read(
            "{\"species\": 1, \"name\": \"boxes\", \"base\": \"square\"}", file: "boxes.json", looks: catalog.looks)
        XCTAssertEqual(species.base, .square)
        XCTAssertThrowsError(
            try Species.read("{\"species\": 1, \"name\": \"boxes\", \"base\": \"square\"}", file: "boxes.json"))
        XCTAssertEqual(try Setting(key: "look", text: "square", looks: catalog.looks), .look(.square))
    }

    func testTheFourthLookRendersByNameInEveryOutput() throws {
        let timeline = try timeline(try recording(look: "square"), looks: catalog.looks)
        let end = timeline.end
        /// Writes `output` of the timeline at 320 × 200 and 5 fps, in `looks`, up to `time`.
        func export(_ output: ExportPlan.Output, at time: Double? = nil, looks: LookCatalog) throws {
            var request = ExportRequest(output: output)
            request.size = (320, 200)
            request.fps = 5
            request.showsProgress = false
            var plan = try request.plan(for: timeline.header)
            plan.looks = looks
            _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: time ?? 0, to: time ?? end))
        }
        let png = path("square.png")
        try export(.still(path: png, format: .png), at: end, looks: catalog)
        XCTAssertGreaterThan(orangePixels(try RGBImage(png: URL(fileURLWithPath: png))), 30, "PNG")
        let classicPNG = path("classic.png")
        try export(.still(path: classicPNG, format: .png), at: end, looks: .builtIn)
        XCTAssertEqual(orangePixels(try RGBImage(png: URL(fileURLWithPath: classicPNG))), 0, "no paint, no squares")

        let svg = path("square.svg")
        try export(.still(path: svg, format: .svg), at: end, looks: catalog)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("fill:rgb(96%,55%,10%)"), "SVG")

        let lottie = path("square.json")
        try export(.animation(path: lottie, format: .lottie), looks: catalog)
        let frame = Int((end * 5).rounded(.down))
        let played = try XCTUnwrap(try rlottieFrames(lottie, frames: [frame])[frame])
        XCTAssertGreaterThan(orangePixels(played), 30, "Lottie in rlottie")

        let player = path("square.html")
        try export(.animation(path: player, format: .html), looks: catalog)
        let page = try HeadlessChromium.screenshot(
            "file://\(player)#t=\(end)", width: 320, height: 200, windowHeight: 260, folder: folder)
        XCTAssertGreaterThan(orangePixels(page), 30, "the player in Chromium")
    }

    /// How many pixels of the RGB `image` are the square look's orange.
    private func orangePixels(_ image: RGBImage) -> Int {
        Pixels.count(image.bytes, channels: 3) { r, g, b in r > 220 && (110...160).contains(g) && b < 60 }
    }
}
