import Foundation
import VineCore
import VineGeometry
import XCTest

/// `vine grow`: `--within` fills the region over time, `--around` climbs all the way round
/// the outline, and the same seed and options write the same bytes.
final class GrowCommandTests: FolderTestCase {
    /// The stem samples of `recording` with their times, and its header's `maxBranchLength`.
    private func samples(of recording: String) throws -> (points: [(time: Double, point: Point)], branch: Double) {
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        let header = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let params = try XCTUnwrap(header["params"] as? [String: Double])
        var points: [(Double, Point)] = []
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            guard let kind = event[1] as? String, ["down", "move", "up"].contains(kind) else { continue }
            let numbers = event.compactMap { ($0 as? NSNumber)?.doubleValue }
            points.append((numbers[0], Point(x: numbers[2], y: numbers[3])))
        }
        return (points, try XCTUnwrap(params["maxBranchLength"]))
    }

    private func write(_ text: String, to name: String) throws -> String {
        let file = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Coverage: the share of 10-point grid cells inside the region whose centre lies within
    /// two branch lengths of a stem sample made by time t, each second; at least 80 % at
    /// the end, never falling, at most 75 % of the final coverage at a quarter of the time.
    func testWithinFillsTheRegionOverTime() throws {
        for (name, svg) in ShapeBoundsTests.shapes {
            let shape = try write(svg, to: "\(name).svg")
            let out = path("\(name).vine")
            let made = try runVine(["grow", "--within", shape, "--seed", "11", "--seconds", "20", "--out", out])
            XCTAssertEqual(made.status, 0, made.stderr)
            let header = try String(contentsOfFile: out, encoding: .utf8).prefix { $0 != "\n" }
            let headerJSON = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
            let region = try XCTUnwrap(Bounds.parseRegion(try XCTUnwrap(headerJSON["within"] as? String)) ?? nil)
            let (points, branch) = try samples(of: out)
            let reach = 2 * branch
            var firstCovered: [Double] = []
            var y = region.bounds.minY + 5
            while y < region.bounds.maxY {
                var x = region.bounds.minX + 5
                while x < region.bounds.maxX {
                    let cell = Point(x: x, y: y)
                    if region.contains(cell) {
                        let times = points.filter { $0.point.distance(to: cell) <= reach }.map(\.time)
                        firstCovered.append(times.min() ?? .infinity)
                    }
                    x += 10
                }
                y += 10
            }
            XCTAssertGreaterThan(firstCovered.count, 500, name)
            func coverage(_ t: Double) -> Double {
                Double(firstCovered.filter { $0 <= t }.count) / Double(firstCovered.count)
            }
            let last = try XCTUnwrap(points.map(\.time).max())
            XCTAssertEqual(last, 20, accuracy: 1e-9, name)
            let final = coverage(last)
            XCTAssertGreaterThanOrEqual(final, 0.8, name)
            var previous = 0.0
            for second in 0...20 {
                let now = coverage(Double(second))
                XCTAssertGreaterThanOrEqual(now, previous, "\(name) at \(second) s")
                previous = now
            }
            XCTAssertLessThanOrEqual(coverage(last / 4), 0.75 * final, name)
        }
    }

    /// Around a rectangle and a circle: every stem sample lies within two branch lengths of
    /// the outline, and every point of the outline has a stem sample within one.
    func testAroundClimbsAllTheWayRound() throws {
        let shapes = [
            (
                "rect",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1280 800\"><rect x=\"100\" y=\"100\" width=\"1080\" height=\"600\"/></svg>"
            ),
            (
                "circle",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><circle cx=\"50\" cy=\"50\" r=\"50\"/></svg>"
            ),
        ]
        for (name, svg) in shapes {
            let shape = try write(svg, to: "\(name).svg")
            for from in [[], ["--from", "640,50"]] {
                let out = path("\(name).vine")
                let made = try runVine(["grow", "--around", shape, "--seed", "4", "--out", out] + from)
                XCTAssertEqual(made.status, 0, made.stderr)
                let (points, branch) = try samples(of: out)
                let info = try runVine(["info", out, "--json", "--within", shape])
                let json = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
                let header = try XCTUnwrap(json["header"] as? [String: Any])
                let region = try XCTUnwrap(Bounds.parseRegion(try XCTUnwrap(header["within"] as? String)) ?? nil)
                for sample in points {
                    XCTAssertLessThanOrEqual(region.distanceToOutline(sample.point), 2 * branch, "\(name) \(sample)")
                }
                let outline = region.shapes.flatMap(\.rings).flatMap { $0 }
                XCTAssertGreaterThan(outline.count, 3)
                var edges: [Point] = []
                for ring in region.shapes.flatMap(\.rings) {
                    for (i, point) in ring.enumerated() {
                        let next = ring[(i + 1) % ring.count]
                        for k in 0..<10 { edges.append(point + (next - point) * (Double(k) / 10)) }
                    }
                }
                for point in edges {
                    let nearest = points.map { $0.point.distance(to: point) }.min() ?? .infinity
                    XCTAssertLessThanOrEqual(nearest, branch, "\(name) \(from): \(point) is \(nearest) from a stem")
                }
            }
        }
    }

    func testTheSameSeedAndOptionsWriteTheSameBytes() throws {
        let shape = try write(ShapeBoundsTests.shapes[0].svg, to: "heart.svg")
        let environment = ["SOURCE_DATE_EPOCH": "1790000000"]
        var outputs: [Data] = []
        for (name, seed) in [("a", "8"), ("b", "8"), ("c", "9")] {
            let out = path("\(name).vine")
            let made = try runVine(
                ["grow", "--within", shape, "--seed", seed, "--density", "1.5", "--out", out], environment: environment)
            XCTAssertEqual(made.status, 0, made.stderr)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertNotEqual(outputs[0], outputs[2])
        XCTAssertTrue(String(decoding: outputs[0].prefix(4000), as: UTF8.self).contains("\"created\":\"2026-09-21T"))
        for kind in ["around"] {
            let a = path("a-\(kind).vine")
            let b = path("b-\(kind).vine")
            for out in [a, b] {
                let made = try runVine(
                    ["grow", "--\(kind)", shape, "--seed", "3", "--out", out], environment: environment)
                XCTAssertEqual(made.status, 0, made.stderr)
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
        }
    }

    /// A grown recording is an ordinary one: it checks, exports, and its starts are honoured.
    func testGrownRecordingsAreOrdinaryAndStartWhereAsked() throws {
        let shape = try write(ShapeBoundsTests.shapes[0].svg, to: "heart.svg")
        let out = path("grown.vine")
        let made = try runVine(["grow", "--within", shape, "--from", "640,300", "--seed", "1", "--out", out])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try runVine(["check", out]).status, 0)
        let (points, _) = try samples(of: out)
        XCTAssertEqual(points[0].point, Point(x: 640, y: 300))
        let outside = try runVine(["grow", "--within", shape, "--from", "5,5", "--out", path("no.vine")])
        XCTAssertEqual(outside.status, 64, outside.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("no.vine")))
        for name in ["grown.svg", "grown.json", "grown.html", "grown.pdf"] {
            let exported = try runVine(["export", out, "--out", path(name), "--fps", "2"])
            XCTAssertEqual(exported.status, 0, "\(name): \(exported.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(name)), name)
        }
    }
}
