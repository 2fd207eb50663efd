import Foundation
import XCTest

/// The web page (`Scripts/web`: one file, the WebAssembly core inside) in headless Chromium,
/// driven as a person would through `Scripts/page-check`: a pen with pressure, the mouse and
/// two fingers draw; the page's recording is what the core's writer gives and `vine check`
/// accepts it; its canvas shows what `vine export` renders of that recording; a shared link
/// and an opened file bring a drawing back; a file that is not a recording is refused.
final class WebPageTests: FolderTestCase {
    private static let python = "/usr/bin/python3"
    private static let pageCheck = packageRoot.appendingPathComponent("Scripts/page-check").path

    /// The page, written once for the class into a folder of its own.
    private static let page: Result<String, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("vine.html").path
        let result = try runTool(
            packageRoot.appendingPathComponent("Scripts/web").path, [out], timeLimit: 1200)
        guard result.status == 0 else {
            throw PageFailed(message: "Scripts/web exited \(result.status): \(text(result.stderr))")
        }
        return out
    }

    override class func tearDown() {
        if case .success(let page) = page {
            try? FileManager.default.removeItem(atPath: (page as NSString).deletingLastPathComponent)
        }
        super.tearDown()
    }

    /// Waits until the page's core has started (`window.vine`).
    private let ready: [Any] = [
        "eval", "window.vine.ready",
    ]

    /// The pen's pressures along its stroke: rising from 0.1 to 1.
    private let penForces = (0...40).map { 0.1 + 0.9 * Double($0) / 40 }

    /// A pen stroke with rising pressure, a mouse stroke, then two fingers at once, in a
    /// 640 × 800 window (a canvas of 640 × 400 pixels, half a point each, about 170 to 570
    /// pixels from the top).
    private var drawingSteps: [[Any]] {
        var steps: [[Any]] = [
            ready,
            ["eval", "window.strokes = 0; window.vine.addEventListener('stroke', () => window.strokes++); true"],
        ]
        for (index, force) in penForces.enumerated() {
            let x = 60 + 12 * Double(index)
            let y = 320 + 40 * sin(Double(index) / 6)
            let kind = index == 0 ? "down" : index == penForces.count - 1 ? "up" : "move"
            steps += [["pointer", "pen", kind, x, y, force], ["wait", 15]]
        }
        for index in 0...30 {
            let kind = index == 0 ? "down" : index == 30 ? "up" : "move"
            steps += [["pointer", "mouse", kind, 100 + 15 * Double(index), 450 - 3 * Double(index), 0], ["wait", 15]]
        }
        steps.append(["touch", "start", [[80, 240], [80, 480]]])
        for index in 1...25 {
            let x = 80 + 18 * Double(index)
            steps += [
                ["touch", "move", [[x, 240 + 2 * Double(index)], [x, 480 - 2 * Double(index)]]], ["wait", 15],
            ]
        }
        steps.append(["touch", "end", [] as [Any]])
        return steps
    }

    /// What `Scripts/page-check` keeps of `steps` on `url` in a 640 × 800 window.
    private func drive(_ url: String, _ steps: [[Any]]) throws -> [Any] {
        let input = path("steps-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: input))
        let result = try runTool(
            "/bin/sh", ["-c", "\"$0\" \"$1\" \"$2\" 640 800 < \"$3\"", Self.python, Self.pageCheck, url, input],
            timeLimit: 300)
        XCTAssertEqual(result.status, 0, text(result.stderr))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [Any])
    }

    /// The page's address.
    private func pageURL() throws -> String { URL(fileURLWithPath: try Self.page.get()).absoluteString }

    func testPenMouseAndFingersDrawARecordingThatChecksAndTheCanvasShowsIt() throws {
        let url = try pageURL()
        let kept = try drive(
            url,
            drawingSteps + [
                ["eval", "window.vine.seek(window.vine.end()); window.vine.end()"],
                ["eval", "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"],
                ["eval", "window.vine.recording()"],
                ["eval", "window.vine.canvas.toDataURL('image/png')"],
                ["eval", "window.strokes"],
                [
                    "eval",
                    "window.vine.export('png').then(b => new Promise(r => { const f = new FileReader(); f.onload = () => r(f.result); f.readAsDataURL(b); }))",
                ],
            ])
        let end = try XCTUnwrap(kept[2] as? Double)
        let recording = try XCTUnwrap(kept[4] as? String)
        let picture = try XCTUnwrap(kept[5] as? String)
        XCTAssertEqual(kept[6] as? Int, 4, "a stroke event for the pen, the mouse and each finger")
        let file = path("page.vine")
        try Data(recording.utf8).write(to: URL(fileURLWithPath: file))
        let checked = try runVine(["check", file])
        XCTAssertEqual(checked.status, 0, checked.stderr)

        let events = recording.split(separator: "\n").dropFirst().compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]
        }
        let downs = events.filter { $0[1] as? String == "down" }.map { $0[2] as? Int }
        XCTAssertEqual(downs, [1, 0, 1, 2], "the pen, the mouse, then two fingers")
        let pen = events.prefix { !($0[1] as? String == "up" && $0[2] as? Int == 1) }
        let pressures = pen.compactMap { $0.count > 5 ? $0[5] as? Double : nil }
        XCTAssertEqual(pressures.count, pen.count, "every pen sample carries its pressure")
        XCTAssertGreaterThanOrEqual(pen.count, penForces.count - 1, "every sample of the pen, coalesced included")
        XCTAssertEqual(try XCTUnwrap(pressures.first), 0.1, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(pressures.last), 1, accuracy: 0.03)
        XCTAssertEqual(pressures, pressures.sorted(), "the pressure rises as the pen's force did")
        let others = events.dropFirst(pen.count).filter { ["down", "move"].contains($0[1] as? String) }
        XCTAssertTrue(others.allSatisfy { $0.count == 5 }, "the mouse and fingers carry no pressure")

        let base64 = try XCTUnwrap(picture.split(separator: ",").last)
        let canvas = URL(fileURLWithPath: path("canvas.png"))
        try XCTUnwrap(Data(base64Encoded: String(base64))).write(to: canvas)
        let exported = path("export.png")
        let export = try runVine([
            "export", file, "--at", String(format: "%.3f", end), "--size", "640x400", "--no-shadow", "--out", exported,
            "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        FrameMatch(expected: try RGBImage(png: URL(fileURLWithPath: exported)), actual: try RGBImage(png: canvas))
            .assertMatches(leaves: [], label: "the page's canvas against vine export")

        // The page's PNG still carries the recording: vine opens it as the drawing.
        let still = path("still.png")
        let stillData = try XCTUnwrap((kept[7] as? String)?.split(separator: ",").last)
        try XCTUnwrap(Data(base64Encoded: String(stillData))).write(to: URL(fileURLWithPath: still))
        let stillChecked = try runVine(["check", still])
        XCTAssertEqual(stillChecked.status, 0, stillChecked.stderr)
        let full = path("full.png")
        let fullExport = try runVine([
            "export", still, "--at", String(format: "%.3f", end), "--no-shadow", "--out", full, "--quiet",
        ])
        XCTAssertEqual(fullExport.status, 0, fullExport.stderr)
        FrameMatch(
            expected: try RGBImage(png: URL(fileURLWithPath: full)),
            actual: try RGBImage(png: URL(fileURLWithPath: still))
        )
        .assertMatches(leaves: [], label: "the page's PNG still against vine export of it")
    }

    func testASharedLinkAndAnOpenedFileBringTheDrawingBack() throws {
        let url = try pageURL()
        let kept = try drive(
            url,
            drawingSteps + [
                ["eval", "window.vine.recording()"],
                ["eval", "document.getElementById('share').click(); true"],
                [
                    "eval",
                    "new Promise(r => { const t = () => location.hash.startsWith('#v1=') ? r(location.href) : setTimeout(t, 20); t(); })",
                ],
            ])
        let recording = try XCTUnwrap(kept[2] as? String)
        let link = try XCTUnwrap(kept[4] as? String)
        XCTAssertTrue(link.hasPrefix(url + "#v1="), link)
        XCTAssertLessThan(link.utf8.count, recording.utf8.count, "the link carries the recording deflated")
        let shared = try drive(
            link,
            [
                ready, ["eval", "window.vine.recording()"],
                ["eval", "window.vine.setPressure(false) && window.vine.recording().split('\\n')[0]"],
            ])
        XCTAssertEqual(shared[1] as? String, recording, "the link opens the same drawing")
        XCTAssertTrue(
            (shared[2] as? String)?.hasSuffix(",\"pressure\":\"off\"}") == true,
            "the pressure switch: \(shared[2])")

        let demo = try String(
            contentsOf: packageRoot.appendingPathComponent("Recordings/demo.vine"), encoding: .utf8)
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [demo]), as: UTF8.self)
        let opened = try drive(
            url,
            [
                ready, ["eval", "window.vine.load(\(quoted)[0])"], ["eval", "window.vine.recording()"],
                ["eval", "window.vine.load('{\"vine\":9}\\n<script>alert(1)</script>')"],
                ["eval", "document.getElementById('message').textContent"],
                ["eval", "window.vine.recording() === \(quoted)[0]"],
                ["eval", "window.vine.link()"],
            ])
        XCTAssertEqual(opened[1] as? Bool, true)
        XCTAssertEqual(opened[2] as? String, demo, "an opened recording plays as it is")
        XCTAssertEqual(opened[3] as? Bool, false, "a file that is not a recording is refused")
        XCTAssertEqual(opened[4] as? String, "the text: not a Vine recording the core can read")
        XCTAssertEqual(opened[5] as? Bool, true, "the drawing shown is kept")
        let demoLink = try XCTUnwrap(opened[6] as? String)
        XCTAssertLessThanOrEqual(demoLink.utf8.count - url.utf8.count, 20_000, "the demo's link")
        let reopened = try drive(demoLink, [ready, ["eval", "window.vine.recording()"]])
        XCTAssertEqual(reopened[1] as? String, demo, "the demo's link replays the demo")
    }

    /// The canvas, painted frame by frame from the settled vines' cache and the marks kept
    /// from the frame before, shows exactly what painting the whole scene afresh shows (the
    /// PNG still, at the same scale): while a pen draws over vines that have settled and
    /// vines still growing, after seeks back and forth and after an undo.
    func testEachFrameIsTheWholeScenePaintedAfresh() throws {
        /// Pauses at the time `time` (a script expression), lets two frames pass and keeps how
        /// many bytes of the canvas differ from the still (-1 when their sizes differ).
        func same(at time: String) -> [Any] {
            let compare = """
                const still = await createImageBitmap(await window.vine.export('png'));
                const afresh = new OffscreenCanvas(still.width, still.height).getContext('2d');
                afresh.drawImage(still, 0, 0);
                const canvas = window.vine.canvas;
                if (canvas.width !== still.width || canvas.height !== still.height) return -1;
                const a = afresh.getImageData(0, 0, still.width, still.height).data;
                const b = canvas.getContext('2d').getImageData(0, 0, still.width, still.height).data;
                return a.reduce((count, value, k) => count + (value === b[k] ? 0 : 1), 0);
                """
            let frames = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
            return ["eval", "window.vine.seek(\(time)); \(frames).then(async () => { \(compare) })"]
        }
        /// A pen stroke of `count` samples 15 ms apart from `x`, `y` to the right; `lifted`
        /// ends it, else the pen stays down.
        func stroke(x: Double, y: Double, count: Int, lifted: Bool = true) -> [[Any]] {
            (0..<count).flatMap { index -> [[Any]] in
                let kind = index == 0 ? "down" : index == count - 1 && lifted ? "up" : "move"
                let force = 0.2 + 0.8 * Double(index) / Double(count)
                return [
                    ["pointer", "pen", kind, x + 9 * Double(index), y + 25 * sin(Double(index) / 5), force],
                    ["wait", 15],
                ]
            }
        }
        // The page's drawing made 640 × 400 points, so that the 640-pixel-wide canvas shows it
        // a pixel a point, as the still is painted.
        let size = "replace('\"width\":1280,\"height\":800', '\"width\":640,\"height\":400')"
        var steps: [[Any]] = [ready, ["eval", "window.vine.load(window.vine.recording().\(size))"]]
        steps += stroke(x: 60, y: 300, count: 40) + [["wait", 1500]]
        steps += stroke(x: 80, y: 400, count: 30, lifted: false) + [same(at: "window.vine.time()")]
        steps += [["pointer", "pen", "up", 350, 400, 1]]
        steps += stroke(x: 40, y: 330, count: 25, lifted: false) + [same(at: "window.vine.time()")]
        steps += [["pointer", "pen", "up", 270, 330, 1], ["wait", 300]]
        steps += [same(at: "window.vine.end()"), same(at: "0.4"), same(at: "window.vine.end()")]
        steps += [["eval", "document.getElementById('undo').click(), true"], ["wait", 200]]
        steps += [
            same(at: "window.vine.time()"),
            ["eval", "window.vine.recording().split('\\n').filter((line) => line.includes('\"down\"')).length"],
        ]
        let kept = try drive(try pageURL(), steps)
        XCTAssertEqual(kept[1] as? Bool, true, "the page takes the 640 × 400 drawing as its own")
        let compared = [kept[2], kept[3], kept[4], kept[5], kept[6], kept[8]]
        for (index, differing) in compared.enumerated() {
            XCTAssertEqual(
                differing as? Int, 0, "comparison \(index + 1): bytes of the canvas that differ from the still")
        }
        XCTAssertEqual(kept.last as? Int, 3, "three pen strokes drawn")
    }

    /// The page could not be written; every test of the class reports why.
    private struct PageFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// `data` as UTF-8 text.
private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
