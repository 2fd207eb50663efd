import Foundation
import VineCore
import VineGeometry
import XCTest

/// `--within` and `--avoid`: no ink outside (inside) the region beyond antialiasing, on the
/// geometry `vine info --json` prints and on the rendered PNG, in both looks; bad shapes are
/// errors that write nothing.
final class ShapeBoundsTests: FolderTestCase {
    /// The test shapes: a heart, a ring (evenodd), a concave letter and a star.
    static let shapes: [(name: String, svg: String)] = [
        (
            "heart",
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 90">
            <path d="M50 88 C20 65 0 45 0 25 C0 10 12 0 26 0 C38 0 46 8 50 16 C54 8 62 0 74 0 C88 0 100 10 100 25 C100 45 80 65 50 88 Z"/>
            </svg>
            """
        ),
        (
            "ring",
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <path fill-rule="evenodd" d="M50 0 A50 50 0 1 1 49.99 0 Z M50 30 A20 20 0 1 1 49.99 30 Z"/>
            </svg>
            """
        ),
        (
            "letter",
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100">
            <g transform="translate(40 50) scale(-1 1) translate(-40 -50)">
            <polygon points="0,0 80,0 80,25 30,25 30,75 80,75 80,100 0,100"/>
            </g>
            </svg>
            """
        ),
        (
            "star",
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 20 20">
            <polygon points="0,-10 5.878,8.09 -9.511,-3.09 9.511,-3.09 -5.878,8.09"/>
            </svg>
            """
        ),
    ]

    /// Strokes that sweep the whole canvas back and forth, so stems meet every edge of a shape.
    static let scribble: String = {
        var points: [String] = []
        for row in 0...16 {
            let y = 20 + Double(row) * 47.5
            points.append(row % 2 == 0 ? "20,\(y) 1260,\(y)" : "1260,\(y) 20,\(y)")
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 800">
            <polyline fill="none" points="\(points.joined(separator: " "))"/>
            </svg>
            """
    }()

    func testWithinKeepsEveryMarkInsideInBothLooks() throws {
        try assertImportedScribble("--within", shapes: Self.shapes, seed: "5", inside: true)
    }

    func testAvoidKeepsEveryMarkOutside() throws {
        let shapes = Self.shapes.filter { $0.name == "heart" || $0.name == "ring" }
        try assertImportedScribble("--avoid", shapes: shapes, seed: "9", inside: false)
    }

    /// Imports the scribble bounded by each of `shapes` through `option` in both looks with
    /// `seed`, and checks that its ink lies inside each shape (`inside`) or outside it.
    private func assertImportedScribble(
        _ option: String, shapes: [(name: String, svg: String)], seed: String, inside: Bool
    ) throws {
        let scribble = try write(Self.scribble, to: "scribble.svg")
        for (name, svg) in shapes {
            let shape = try write(svg, to: "\(name).svg")
            for look in ["classic", "natural"] {
                let out = path("\(name)-\(look).vine")
                let made = try runVine([
                    "import", scribble, option, shape, "--look", look, "--seed", seed, "--speed", "4000", "--out", out,
                ])
                XCTAssertEqual(made.status, 0, made.stderr)
                try assertInk(of: out, inside: inside, label: inside ? "\(name) \(look)" : "avoid \(name) \(look)")
            }
        }
    }

    /// `vine grow --within` in both looks: its branches are bounded like drawn ones.
    func testGrownVinesStayInside() throws {
        let shape = try write(Self.shapes[2].svg, to: "letter.svg")
        for look in ["classic", "natural"] {
            let out = path("grown-\(look).vine")
            let made = try runVine(["grow", "--within", shape, "--look", look, "--seed", "3", "--out", out])
            XCTAssertEqual(made.status, 0, made.stderr)
            try assertInk(of: out, inside: true, label: "grow \(look)")
        }
    }

    /// The region is recorded: the recording replays the same without the SVG file, and an
    /// override on export bounds a recording made without one.
    func testTheRegionIsEmbeddedAndWorksAsAnOverride() throws {
        let scribble = try write(Self.scribble, to: "scribble.svg")
        let shape = try write(Self.shapes[0].svg, to: "heart.svg")
        let plain = path("plain.vine")
        XCTAssertEqual(try runVine(["import", scribble, "--seed", "2", "--speed", "4000", "--out", plain]).status, 0)
        let header = try String(contentsOfFile: plain, encoding: .utf8).prefix { $0 != "\n" }
        XCTAssertFalse(header.contains("within"))
        let bounded = path("bounded.png")
        let exported = try runVine(["export", plain, "--within", shape, "--at", "100", "--out", bounded])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let recorded = path("recorded.vine")
        XCTAssertEqual(
            try runVine(["import", scribble, "--within", shape, "--seed", "2", "--speed", "4000", "--out", recorded])
                .status, 0)
        let text = try String(contentsOfFile: recorded, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\"vine\":2,"))
        XCTAssertTrue(text.prefix { $0 != "\n" }.contains("\"within\":\"nonzero:"))
        try FileManager.default.removeItem(atPath: shape)
        XCTAssertEqual(try runVine(["check", recorded]).status, 0)
        XCTAssertEqual(try runVine(["export", recorded, "--at", "100", "--out", path("again.png")]).status, 0)
    }

    /// `--within` and `--avoid` given to drawn recordings made without them: stems are cut
    /// where they leave the allowed area, in both looks, on the PNG, the geometry and an SVG still.
    func testOverridesCutTheStemsOfDrawnRecordings() throws {
        let shapes = try Dictionary(
            uniqueKeysWithValues: Self.shapes.map { name, svg in (name, try write(svg, to: "\(name).svg")) })
        for recording in ["demo", "fingers"] {
            let file = packageRoot.appendingPathComponent("Recordings/\(recording).vine").path
            for look in ["classic", "natural"] {
                for name in ["heart", "ring", "star"] {
                    try assertInk(
                        of: file, inside: true, label: "\(recording) within \(name) \(look)",
                        overrides: ["--within", shapes[name]!, "--look", look], vector: name == "star")
                }
                try assertInk(
                    of: file, inside: false, label: "\(recording) avoid ring \(look)",
                    overrides: ["--avoid", shapes["ring"]!, "--look", look], vector: true)
            }
        }
    }

    /// A stem that crosses the region is drawn in pieces, in `vine info --json` too.
    func testCrossingStemsAreCutIntoPieces() throws {
        let star = try write(Self.shapes[3].svg, to: "star.svg")
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        for look in ["classic", "natural"] {
            let vines = try XCTUnwrap(
                infoJSON(demo, overrides: ["--within", star, "--look", look])["vines"] as? [[String: Any]])
            let pieces = try vines.map { try XCTUnwrap($0["stemPieces"] as? [[[Double]]]) }
            XCTAssertGreaterThan(pieces.filter { $0.count > 1 }.count, 0, look)
            XCTAssertGreaterThan(pieces.filter(\.isEmpty).count, 0, look)
        }
    }

    /// The animated SVG and Lottie of a classic drawing given `--within` draw only the stem's
    /// pieces: every point of their stem lines lies inside.
    func testAnimatedExportsDrawOnlyTheStemsPieces() throws {
        let star = try write(Self.shapes[3].svg, to: "star.svg")
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let overrides = ["--within", star, "--look", "classic", "--fps", "5"]
        let header = try XCTUnwrap(infoJSON(demo, overrides: ["--within", star])["header"] as? [String: Any])
        let region = try XCTUnwrap(Bounds.parseRegion(XCTUnwrap(header["within"] as? String)) ?? nil)
        func stray(_ points: [Point]) -> [Point] {
            points.filter { !region.contains($0) && region.distanceToOutline($0) > 0.5 }
        }
        let svg = path("animated.svg")
        XCTAssertEqual(try runVine(["export", demo, "--out", svg] + overrides).status, 0)
        var svgPoints: [Point] = []
        for element in try String(contentsOfFile: svg, encoding: .utf8).components(separatedBy: "<path").dropFirst() {
            let tag = element.prefix { $0 != ">" }
            guard let start = tag.range(of: " d=\""), tag.contains("pathLength=\"1\"") else { continue }
            let data = tag[start.upperBound...].prefix { $0 != "\"" }
            if !data.contains("C") { svgPoints += Self.polylinePoints(String(data)) }
        }
        XCTAssertGreaterThan(svgPoints.count, 100)
        XCTAssertEqual(stray(svgPoints).count, 0, "animated SVG: \(stray(svgPoints).prefix(5))")
        let lottie = path("animated.json")
        XCTAssertEqual(try runVine(["export", demo, "--out", lottie] + overrides).status, 0)
        var lottiePoints: [Point] = []
        func walk(_ value: Any, inStem: Bool) {
            if let object = value as? [String: Any] {
                let stem = inStem || (object["nm"] as? String)?.hasPrefix("stem ") == true
                if stem, object["ty"] as? String == "sh", let shape = object["ks"] as? [String: Any],
                    let k = shape["k"] as? [String: Any], let vertices = k["v"] as? [[Double]]
                {
                    lottiePoints += vertices.map { Point(x: $0[0], y: $0[1]) }
                }
                for child in object.values { walk(child, inStem: stem) }
            } else if let array = value as? [Any] {
                for child in array { walk(child, inStem: inStem) }
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))), inStem: false)
        XCTAssertGreaterThan(lottiePoints.count, 20)
        XCTAssertEqual(stray(lottiePoints).count, 0, "Lottie: \(stray(lottiePoints).prefix(5))")
    }

    func testBadShapesAreErrorsWithTheirLineAndWriteNothing() throws {
        let scribble = try write(Self.scribble, to: "scribble.svg")
        let cases: [(String, String)] = [
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</path>\n</svg>\n", "bad.svg:3: malformed XML"),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path fill=\"none\" d=\"M0 0 L9 9 L0 9Z\"/></svg>",
                "bad.svg:1: no filled shape"
            ),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>words</text></svg>", "no filled shape"),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<polygon points=\"0,0 5,5 10,10\"/></svg>",
                "bad.svg:2: the filled shapes enclose no area"
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"800\">\n\n<rect width=\"9e8\" height=\"9e8\"/></svg>",
                "bad.svg:3: the shape reaches beyond"
            ),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0 L nan 4\"/></svg>", "bad.svg:2:"),
        ]
        let shape = path("bad.svg")
        let out = path("bad.vine")
        for (text, words) in cases {
            try Data(text.utf8).write(to: URL(fileURLWithPath: shape))
            for arguments in [
                ["grow", "--within", shape, "--out", out], ["grow", "--around", shape, "--out", out],
                ["import", scribble, "--within", shape, "--out", out],
                ["import", scribble, "--avoid", shape, "--out", out],
            ] {
                let result = try runVine(arguments)
                XCTAssertEqual(result.status, 65, "\(arguments) \(text): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(words), "\(words): \(result.stderr)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(text) left a file")
            }
        }
        let missing = try runVine(["grow", "--within", path("nope.svg"), "--out", out])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        let both = try runVine(["grow", "--within", shape, "--around", shape, "--out", out])
        XCTAssertEqual(both.status, 64, both.stderr)
        let toward = try runVine(["import", scribble, "--toward", "1,2;x", "--out", out])
        XCTAssertEqual(toward.status, 64, toward.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// `vine text --within`: only the parts of the letters inside the shape are written, and
    /// text wholly outside it is an error that writes nothing.
    func testTextKeepsToTheShape() throws {
        let ring = try write(Self.shapes[1].svg, to: "ring.svg")
        let out = path("text.vine")
        let made = try runVine(["text", "WWWWWW", "--letter-height", "300", "--within", ring, "--out", out])
        XCTAssertEqual(made.status, 0, made.stderr)
        try assertInk(of: out, inside: true, label: "text")
        let hole = try runVine(["text", "o", "--letter-height", "40", "--within", ring, "--out", path("hole.vine")])
        XCTAssertEqual(hole.status, 65, hole.stderr)
        XCTAssertTrue(hole.stderr.contains("nothing of the text lies where the shapes let vines grow"), hole.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("hole.vine")))
    }

    /// `--toward`: branches lean toward the attractor, so their ends lie on its side of the stem more often.
    func testTowardLeansBranches() throws {
        let scribble = try write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1280 800\"><polyline fill=\"none\" points=\"100,400 1180,400\"/></svg>",
            to: "line.svg")
        func meanOffset(_ extra: [String]) throws -> Double {
            let out = path("toward.vine")
            let made = try runVine(["import", scribble, "--look", "classic", "--seed", "4", "--out", out] + extra)
            XCTAssertEqual(made.status, 0, made.stderr)
            let offsets = try branches(of: out).map { ($0.end.y - $0.start.y) }
            return offsets.reduce(0, +) / Double(offsets.count)
        }
        let plain = try meanOffset([])
        let up = try meanOffset(["--toward", "640,0"])
        XCTAssertLessThan(up, plain - 15, "plain \(plain), toward the top \(up)")
    }

    // MARK: - Checking ink

    /// Every stem point, branch curve, leaf and flower of `recording` (as `vine info --json`
    /// prints it) and every inked pixel of its last frame lies inside (`inside`) or outside
    /// its region (recorded, or given in `overrides`), allowing 0.5 points of antialiasing;
    /// with `vector`, so does every point on the paths of an SVG still of that frame.
    private func assertInk(
        of recording: String, inside: Bool, label: String, overrides: [String] = [], vector: Bool = false
    ) throws {
        let info = try infoJSON(recording, overrides: overrides)
        let header = try XCTUnwrap(info["header"] as? [String: Any])
        let regionText = try XCTUnwrap(header[inside ? "within" : "avoid"] as? String, label)
        let region = try XCTUnwrap(Bounds.parseRegion(regionText) ?? nil, label)
        func allowed(_ point: Point, reach: Double) -> Bool {
            region.contains(point) == inside && region.distanceToOutline(point) >= reach - 0.5
        }
        var marks = 0
        var failures: [String] = []
        for vine in try XCTUnwrap(info["vines"] as? [[String: Any]]) {
            let width = try XCTUnwrap(vine["stemWidth"] as? Double)
            for point in try XCTUnwrap(vine["stem"] as? [[Double]]) {
                marks += 1
                if !allowed(Point(x: point[0], y: point[1]), reach: width / 2) { failures.append("stem \(point)") }
            }
            if let bloom = vine["bloom"] as? [String: Any] {
                let center = try XCTUnwrap(bloom["center"] as? [Double])
                let reach = try XCTUnwrap(bloom["petalLength"] as? Double) * 1.2
                if !allowed(Point(x: center[0], y: center[1]), reach: reach) { failures.append("bloom \(center)") }
            }
            for branch in try XCTUnwrap(vine["branches"] as? [[String: Any]]) {
                let p = try ["start", "c1", "c2", "end"].map { key in
                    let xy = try XCTUnwrap(branch[key] as? [Double])
                    return Point(x: xy[0], y: xy[1])
                }
                let curve = CubicBezier(p0: p[0], p1: p[1], p2: p[2], p3: p[3])
                for step in 0...64 {
                    marks += 1
                    let point = curve.point(at: Double(step) / 64)
                    if !allowed(point, reach: 0.3 * width) { failures.append("branch at \(point)") }
                }
                if let leaf = branch["leaf"] as? [String: Any] {
                    let center = try XCTUnwrap(leaf["center"] as? [Double])
                    let size = try XCTUnwrap(leaf["size"] as? Double)
                    marks += 1
                    if !allowed(Point(x: center[0], y: center[1]), reach: size / 2) {
                        failures.append("leaf \(center)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(marks, 200, label)
        XCTAssertEqual(failures.count, 0, "\(label): \(failures.prefix(5))")

        let png = path("last.png")
        let end = try XCTUnwrap(info["end"] as? Double)
        let export = try runVine(["export", recording, "--at", "\(end + 1)", "--out", png] + overrides)
        XCTAssertEqual(export.status, 0, export.stderr)
        let image = try RGBImage(png: URL(fileURLWithPath: png))
        XCTAssertEqual(image.width, 1280)
        var inked = 0
        var stray: [(Int, Int)] = []
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 3
                    guard bytes[i] != 0xF4 || bytes[i + 1] != 0xEF || bytes[i + 2] != 0xE3 else { continue }
                    inked += 1
                    let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    if region.contains(center) != inside, region.distanceToOutline(center) > 0.5 {
                        stray.append((x, y))
                    }
                }
            }
        }
        XCTAssertGreaterThan(inked, 2000, label)
        XCTAssertEqual(stray.count, 0, "\(label): \(stray.count) pixels of ink outside, e.g. \(stray.prefix(5))")
        guard vector else { return }
        let svg = path("last.svg")
        let still = try runVine(["export", recording, "--at", "\(end + 1)", "--out", svg] + overrides)
        XCTAssertEqual(still.status, 0, still.stderr)
        let points = try Self.pathPoints(inSVG: String(contentsOfFile: svg, encoding: .utf8))
        XCTAssertGreaterThan(points.count, 200, label)
        let strayPoints = points.filter { region.contains($0) != inside && region.distanceToOutline($0) > 0.5 }
        XCTAssertEqual(strayPoints.count, 0, "\(label) SVG: \(strayPoints.prefix(5))")
    }

    /// The points paths pass through (not Bézier controls) in a Cairo SVG still, whose paths
    /// use absolute `M`, `L`, `C` and `Z` and no transforms; the background rectangle is no path.
    static func pathPoints(inSVG text: String) throws -> [Point] {
        XCTAssertFalse(text.contains("transform"))
        var points: [Point] = []
        for element in text.components(separatedBy: "<path").dropFirst() {
            guard let start = element.range(of: " d=\"") else { continue }
            let data = element[start.upperBound...].prefix { $0 != "\"" }
            var numbers: [Double] = []
            var command = ""
            for token in data.split(separator: " ") {
                if let number = Double(token) {
                    numbers.append(number)
                    let pairs = command == "C" ? 3 : 1
                    if numbers.count == 2 * pairs {
                        points.append(Point(x: numbers[2 * pairs - 2], y: numbers[2 * pairs - 1]))
                        numbers = []
                    }
                } else {
                    command = String(token)
                    numbers = []
                }
            }
        }
        return points
    }

    /// The points of an SVG polyline path `data` of `M`/`m` and `L`/`l` commands.
    static func polylinePoints(_ data: String) -> [Point] {
        var points: [Point] = []
        var relative = false
        var numbers: [Double] = []
        var token = ""
        func flush() {
            if let number = Double(token) { numbers.append(number) }
            token = ""
            guard numbers.count == 2 else { return }
            let offset = Vector(x: numbers[0], y: numbers[1])
            points.append(relative && !points.isEmpty ? points[points.count - 1] + offset : Point(x: 0, y: 0) + offset)
            numbers = []
        }
        for character in data {
            if character.isLetter {
                flush()
                relative = character.isLowercase
            } else if character == " " || character == "," {
                flush()
            } else if character == "-", !token.isEmpty {
                flush()
                token = "-"
            } else {
                token.append(character)
            }
        }
        flush()
        return points
    }

    private func infoJSON(_ recording: String, overrides: [String] = []) throws -> [String: Any] {
        let info = try runVine(["info", recording, "--json"] + overrides)
        XCTAssertEqual(info.status, 0, info.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
    }

    private func branches(of recording: String) throws -> [(start: Point, end: Point)] {
        try (XCTUnwrap(infoJSON(recording)["vines"] as? [[String: Any]])).flatMap { vine in
            try XCTUnwrap(vine["branches"] as? [[String: Any]]).map { branch in
                let start = try XCTUnwrap(branch["start"] as? [Double])
                let end = try XCTUnwrap(branch["end"] as? [Double])
                return (Point(x: start[0], y: start[1]), Point(x: end[0], y: end[1]))
            }
        }
    }

    private func write(_ text: String, to name: String) throws -> String {
        let file = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
