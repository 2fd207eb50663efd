import Foundation
import XCTest

/// The web page (`Scripts/web`: one file, the WebAssembly core inside) in headless Chromium,
/// driven as a person would through `Scripts/page-check`: a pen with pressure, the mouse and
/// two fingers draw; the page's recording is what the core's writer gives and `vine check`
/// accepts it, and its `info()` is what `vine info --json` prints of it; its canvas shows
/// what `vine export` renders of that recording at three times, and so does its WebM video's
/// last frame; its Lottie and SVG are `vine export`'s bytes; a shared link and an opened file
/// bring a drawing back (the demo's `info()` too is what `vine info --json` prints); a file
/// or a link that is not a recording is refused; the ES module mounts the page in another
/// page.
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

    /// The times before the end, as fractions of it, at which the first test also compares the
    /// canvas with `vine export`: two moments of growth.
    private let earlierFrames = [0.35, 0.7]

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
                ["eval", "window.vine.export('lottie').then(b => b.text())"],
                ["eval", "window.vine.export('svg').then(b => b.text())"],
                ["eval", "window.vine.info()"],
            ]
                + earlierFrames.flatMap { fraction in
                    [
                        [
                            "eval",
                            "(t => (window.vine.seek(t), t))(Math.round(window.vine.end() * \(fraction) * 1000) / 1000)",
                        ],
                        [
                            "eval",
                            "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))",
                        ],
                        ["eval", "window.vine.canvas.toDataURL('image/png')"],
                    ]
                })
        let end = try XCTUnwrap(kept[2] as? Double)
        let recording = try XCTUnwrap(kept[4] as? String)
        let picture = try XCTUnwrap(kept[5] as? String)
        XCTAssertEqual(kept[6] as? Int, 4, "a stroke event for the pen, the mouse and each finger")
        let file = path("page.vine")
        try Data(recording.utf8).write(to: URL(fileURLWithPath: file))
        let checked = try runVine(["check", file])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let info = try XCTUnwrap(kept[10] as? String)
        try assertInfo(info, of: file, label: "the page's drawing")
        let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any])
        XCTAssertEqual((scene["vines"] as? [Any])?.count, 4, "a vine for the pen, the mouse and each finger")

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
        XCTAssertTrue(
            pen.allSatisfy { $0.count == 8 && $0[6] as? Double == 20 && $0[7] as? Double == -10 },
            "every pen sample carries the pen's tilt (Scripts/page-check's 20, -10)")
        let others = events.dropFirst(pen.count).filter { ["down", "move"].contains($0[1] as? String) }
        XCTAssertTrue(others.allSatisfy { $0.count == 5 }, "the mouse and fingers carry no pressure")

        // The canvas at three times, growing and grown, shows what vine export renders then.
        var shown = [(time: end, picture: picture)]
        for index in earlierFrames.indices {
            let time = try XCTUnwrap(kept[11 + 3 * index] as? Double)
            shown.append((time, try XCTUnwrap(kept[13 + 3 * index] as? String)))
        }
        for (index, frame) in shown.enumerated() {
            let base64 = try XCTUnwrap(frame.picture.split(separator: ",").last)
            let canvas = URL(fileURLWithPath: path("canvas-\(index).png"))
            try XCTUnwrap(Data(base64Encoded: String(base64))).write(to: canvas)
            let exported = path("export-\(index).png")
            let export = try runVine([
                "export", file, "--at", String(format: "%.3f", frame.time), "--size", "640x400", "--no-shadow", "--out",
                exported, "--quiet",
            ])
            XCTAssertEqual(export.status, 0, export.stderr)
            FrameMatch(expected: try RGBImage(png: URL(fileURLWithPath: exported)), actual: try RGBImage(png: canvas))
                .assertMatches(leaves: [], label: "the page's canvas against vine export at \(frame.time) s")
        }

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

        try assertAnimations(lottie: kept[8], svg: kept[9], equalExportsOf: file, "drawing")
    }

    /// Asserts that the page's `lottie` and `svg` (texts) of the drawing `name` are the bytes
    /// `vine export` writes of the recording at `recording` to a `.json` and an `.svg` file.
    private func assertAnimations(
        lottie: Any?, svg: Any?, equalExportsOf recording: String, _ name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for (kind, page) in [("json", lottie), ("svg", svg)] {
            let exported = path("\(name)-export.\(kind)")
            let export = try runVine(["export", recording, "--out", exported, "--quiet"])
            XCTAssertEqual(export.status, 0, export.stderr, file: file, line: line)
            let bytes = try String(contentsOfFile: exported, encoding: .utf8)
            let text = try XCTUnwrap(page as? String, "\(name): the page's .\(kind)", file: file, line: line)
            XCTAssertTrue(text == bytes, "\(name): the page's .\(kind) is vine export's", file: file, line: line)
        }
    }

    /// `export('webm')`: a WebM (its header's DocType) with one VP9 or VP8 stream of the
    /// drawing's size, a frame each 30th of a second from 0 to `end()` (±1) lasting `end()`
    /// to within a frame, whose last frame, decoded by ffmpeg, shows what `vine export`
    /// renders at the end; without WebCodecs the export and the WebM button say why not.
    func testTheWebMExportIsTheWholeReplayAsAVideo() throws {
        let ffprobe = try XCTUnwrap(toolPath("ffprobe"), "ffprobe is not installed (Scripts/setup installs ffmpeg)")
        let ffmpeg = try XCTUnwrap(toolPath("ffmpeg"), "ffmpeg is not installed (Scripts/setup installs it)")
        let kept = try drive(
            try pageURL(),
            drawingSteps + [
                ["eval", "window.vine.end()"],
                [
                    "eval",
                    "window.vine.export('webm').then(b => new Promise(r => { const f = new FileReader(); f.onload = () => r([b.type, f.result]); f.readAsDataURL(b); }))",
                ],
                ["eval", "window.vine.recording()"],
                [
                    "eval",
                    "delete window.VideoEncoder; window.vine.export('webm').then(() => 'exported', e => e.message)",
                ],
                [
                    "eval",
                    "document.getElementById('webm').click(); new Promise(r => { const t = () => { const m = document.getElementById('message').textContent; m.startsWith('No WebM') ? r(m) : setTimeout(t, 20); }; t(); })",
                ],
            ])
        let end = try XCTUnwrap(kept[2] as? Double)
        let exported = try XCTUnwrap(kept[3] as? [Any])
        XCTAssertEqual(exported.first as? String, "video/webm")
        let base64 = try XCTUnwrap((exported.last as? String)?.split(separator: ",").last)
        let video = path("page.webm")
        let bytes = try XCTUnwrap(Data(base64Encoded: String(base64)))
        try bytes.write(to: URL(fileURLWithPath: video))
        let docType = Data([0x42, 0x82, 0x84] + Array("webm".utf8))
        XCTAssertNotNil(bytes.prefix(64).range(of: docType), "the EBML header's DocType is webm, not matroska")
        let recording = try XCTUnwrap(kept[4] as? String)
        let file = path("page.vine")
        try Data(recording.utf8).write(to: URL(fileURLWithPath: file))
        let header = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(recording.prefix { $0 != "\n" }.utf8)) as? [String: Any])
        let width = try XCTUnwrap(header["width"] as? Int)
        let height = try XCTUnwrap(header["height"] as? Int)

        let probe = try runTool(
            ffprobe,
            [
                "-v", "error", "-count_frames", "-show_entries",
                "stream=codec_type,codec_name,width,height,nb_read_frames:format=duration", "-of", "json", video,
            ])
        XCTAssertEqual(probe.status, 0, text(probe.stderr))
        let info = try XCTUnwrap(try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])
        let streams = try XCTUnwrap(info["streams"] as? [[String: Any]])
        XCTAssertEqual(streams.count, 1, "one stream")
        let stream = try XCTUnwrap(streams.first)
        XCTAssertEqual(stream["codec_type"] as? String, "video")
        XCTAssertTrue(["vp8", "vp9"].contains(stream["codec_name"] as? String), "\(stream)")
        XCTAssertEqual(stream["width"] as? Int, width)
        XCTAssertEqual(stream["height"] as? Int, height)
        let frames = try XCTUnwrap(Int(try XCTUnwrap(stream["nb_read_frames"] as? String)))
        XCTAssertEqual(frames, Int((end * 30).rounded(.up)), accuracy: 1, "a frame each 30th of a second")
        let format = try XCTUnwrap(info["format"] as? [String: Any])
        let duration = try XCTUnwrap(Double(try XCTUnwrap(format["duration"] as? String)))
        XCTAssertEqual(duration, end, accuracy: 1.0 / 30, "the video lasts the replay")

        // The last frame shows the drawing at the end, as vine renders it.
        let last = path("last.png")
        let decoded = try runTool(
            ffmpeg, ["-v", "error", "-y", "-i", video, "-vf", "select=eq(n\\,\(frames - 1))", "-frames:v", "1", last])
        XCTAssertEqual(decoded.status, 0, text(decoded.stderr))
        let still = path("end.png")
        let export = try runVine([
            "export", file, "--at", String(format: "%.3f", end), "--size", "\(width)x\(height)", "--no-shadow",
            "--out", still, "--quiet",
        ])
        XCTAssertEqual(export.status, 0, export.stderr)
        FrameMatch(
            expected: try RGBImage(png: URL(fileURLWithPath: still)),
            actual: try RGBImage(png: URL(fileURLWithPath: last))
        )
        .assertMatches(
            leaves: try SceneLeaf.leaves(of: file, at: end, scale: 1),
            label: "the WebM's last frame against vine export")

        let refusal = "this browser has no WebCodecs VideoEncoder to encode video"
        XCTAssertEqual(kept[5] as? String, refusal, "without WebCodecs the export says why")
        XCTAssertEqual(kept[6] as? String, "No WebM: " + refusal, "the WebM button shows why")
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
                ["eval", "window.vine.export('lottie').then(b => b.text())"],
                ["eval", "window.vine.export('svg').then(b => b.text())"],
                [
                    "eval",
                    "document.getElementById('message').textContent = ''; location.hash = '#v1=AAAA'; \(messageShown)",
                ],
                ["eval", "window.vine.recording() === \(quoted)[0]"],
                [
                    "eval",
                    "document.getElementById('message').textContent = ''; location.hash = '#v1=not*a*link'; \(messageShown)",
                ],
                ["eval", "window.vine.recording() === \(quoted)[0]"],
                ["eval", "window.vine.info()"],
            ])
        XCTAssertEqual(opened[1] as? Bool, true)
        XCTAssertEqual(opened[2] as? String, demo, "an opened recording plays as it is")
        XCTAssertEqual(opened[3] as? Bool, false, "a file that is not a recording is refused")
        XCTAssertEqual(opened[4] as? String, "the text: not a Vine recording the core can read")
        XCTAssertEqual(opened[5] as? Bool, true, "the drawing shown is kept")
        try assertInfo(
            try XCTUnwrap(opened[13] as? String), of: packageRoot.appendingPathComponent("Recordings/demo.vine").path,
            label: "the demo, opened")
        let demoLink = try XCTUnwrap(opened[6] as? String)
        XCTAssertLessThanOrEqual(demoLink.utf8.count - url.utf8.count, 20_000, "the demo's link")
        try assertAnimations(
            lottie: opened[7], svg: opened[8],
            equalExportsOf: packageRoot.appendingPathComponent("Recordings/demo.vine").path, "demo")
        let reopened = try drive(demoLink, [ready, ["eval", "window.vine.recording()"]])
        XCTAssertEqual(reopened[1] as? String, demo, "the demo's link replays the demo")

        // A broken link says so and leaves the drawing as it was: the demo, or a new page's empty one.
        let broken = "The link does not carry a drawing."
        XCTAssertEqual(opened[9] as? String, broken, "a link whose text does not inflate")
        XCTAssertEqual(opened[10] as? Bool, true, "the drawing is kept")
        XCTAssertEqual(opened[11] as? String, broken, "a link with other characters")
        XCTAssertEqual(opened[12] as? Bool, true, "the drawing is kept")
        let fresh = try drive(
            url + "#v1=AAAA",
            [ready, ["eval", messageShown], ["eval", "window.vine.recording().trimEnd().split('\\n').length"]])
        XCTAssertEqual(fresh[1] as? String, broken, "a page opened with a broken link")
        XCTAssertEqual(fresh[2] as? Int, 1, "its drawing is a new one, a header and no event")
    }

    /// An expression that waits for the page's message and gives its text.
    private let messageShown =
        "new Promise(r => { const m = document.getElementById('message'); const t = () => m.textContent ? r(m.textContent) : setTimeout(t, 20); t(); })"

    /// `vine.mjs`, the page as an ES module, mounts it in another page: its `mount` resolves to
    /// the page's `window.vine`, which draws and opens recordings there.
    func testTheModuleMountsThePageInAnotherPage() throws {
        let folder = (try Self.page.get() as NSString).deletingLastPathComponent
        let host = (folder as NSString).appendingPathComponent("host.html")
        try Data(
            """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>A page of someone's own</title></head>
            <body style="margin: 0"><div id="drawing" style="width: 640px; height: 700px"></div>
            <script type="module">import { mount } from "./vine.mjs";
            window.mounted = mount(document.getElementById("drawing"));</script></body></html>
            """.utf8
        ).write(to: URL(fileURLWithPath: host))
        let demo = try String(
            contentsOf: packageRoot.appendingPathComponent("Recordings/demo.vine"), encoding: .utf8)
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [demo]), as: UTF8.self)
        let mounted =
            "new Promise(r => { const t = () => window.mounted ? r(window.mounted) : setTimeout(t, 20); t(); })"
        let kept = try drive(
            URL(fileURLWithPath: host).absoluteString,
            [
                ["eval", "\(mounted).then(vine => vine.load(\(quoted)[0]))"],
                ["eval", "\(mounted).then(vine => vine.recording() === \(quoted)[0])"],
                ["eval", "\(mounted).then(vine => vine.canvas.ownerDocument !== document && vine.canvas.width > 0)"],
                ["eval", "document.querySelectorAll('#drawing > iframe').length"],
            ])
        XCTAssertEqual(kept[0] as? Bool, true, "the mounted page opens a recording")
        XCTAssertEqual(kept[1] as? Bool, true, "and gives it back")
        XCTAssertEqual(kept[2] as? Bool, true, "its canvas is in a document of its own, drawn on")
        XCTAssertEqual(kept[3] as? Int, 1, "one frame, in the element given")
    }

    /// Asserts that `info`, the page's `info()`, is byte for byte what `vine info --json`
    /// prints of the recording at `file`; a difference is reported by its first line.
    private func assertInfo(_ info: String, of file: String, label: String, line: UInt = #line) throws {
        let printed = try runVine(["info", "--json", file])
        XCTAssertEqual(printed.status, 0, printed.stderr, line: line)
        guard info != printed.stdout else { return }
        let pageLines = info.split(separator: "\n", omittingEmptySubsequences: false)
        let vineLines = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(pageLines, vineLines).prefix { $0 == $1 }.count
        XCTFail(
            "\(label): the page's info() differs from vine info --json at line \(index + 1) "
                + "(\(pageLines.count) and \(vineLines.count) lines):\n"
                + "page: \(index < pageLines.count ? pageLines[index] : "(none)")\n"
                + "vine: \(index < vineLines.count ? vineLines[index] : "(none)")", line: line)
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
