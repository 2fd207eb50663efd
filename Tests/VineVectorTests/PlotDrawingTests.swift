import VineCore
import VineGeometry
import VineLook
import XCTest

@testable import VineVector

/// The plot of a scene checked against the same frame's geometry: no plotted line runs
/// more than half a pen width inside a shape painted after it, leaves that overlap nothing
/// keep their whole outline, and the pen-down length is that of the visible centre lines
/// times their passes plus the outlines, measured independently by sampling.
final class PlotDrawingTests: XCTestCase {
    private let pen = 0.3
    private let a4 = Size(width: 297, height: 210)

    /// The demo in `look` (with `wind`), plotted at `time` (default: its end) with `leaves`,
    /// `wither` through a withering end.
    private func plot(
        _ look: Look, wind: Wind? = nil, at time: Double? = nil, leaves: PlotDrawing.Leaves = .outline,
        wither: Double? = nil
    ) throws -> PlotDrawing {
        var header = DemoRecording.header
        header.look = look
        header.wind = wind
        let timeline = try Timeline(header: header, events: DemoRecording.events)
        return PlotDrawing(
            scene: timeline.scene(at: time ?? timeline.end), canvas: header.canvas, page: a4, margin: 10,
            penWidth: pen, leaves: leaves, witherProgress: wither)
    }

    /// How far `point` lies inside `region`, from its outline; nil outside.
    private func depth(of point: Point, in region: Cover) -> Double? {
        guard region.contains(point) else { return nil }
        switch region.shape {
        case .fill(let rings):
            var nearest = Double.infinity
            for ring in rings {
                for i in ring.indices {
                    let a = ring[i]
                    let b = ring[(i + 1) % ring.count]
                    nearest = min(nearest, distance(point, a, b))
                }
            }
            return nearest
        case .stroke(let points, let radius):
            var nearest = (point - points[0]).length
            for i in points.indices.dropFirst() { nearest = min(nearest, distance(point, points[i - 1], points[i])) }
            return radius - nearest
        }
    }

    private func distance(_ point: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a
        let t = d.lengthSquared > 0 ? min(max((point - a).dot(d) / d.lengthSquared, 0), 1) : 0
        return (point - (a + d * t)).length
    }

    /// The covers of `drawing`'s marks in 5 mm cells: for each cell, the (mark, region) pairs whose box meets it.
    private struct Grid {
        var cells: [Int: [(mark: Int, region: Cover)]] = [:]
        static let cell = 5.0

        init(_ drawing: PlotDrawing) {
            for (index, mark) in drawing.painted.enumerated() {
                for region in mark.covers {
                    let box = region.bounds
                    for x in Int(box.minX / Self.cell)...Int(box.maxX / Self.cell) {
                        for y in Int(box.minY / Self.cell)...Int(box.maxY / Self.cell) {
                            cells[x * 10_000 + y, default: []].append((index, region))
                        }
                    }
                }
            }
        }

        /// The regions of marks after `mark` whose box may hold `point`.
        func regions(after mark: Int, near point: Point) -> [Cover] {
            let key = Int(point.x / Self.cell) * 10_000 + Int(point.y / Self.cell)
            return (cells[key] ?? []).filter { $0.mark > mark }.map(\.region)
        }
    }

    /// Points every `step` millimetres along `points` (the middle of each step).
    private func samples(_ points: [Point], step: Double) -> [(point: Point, length: Double)] {
        var result: [(Point, Double)] = []
        for i in points.indices.dropFirst() {
            let a = points[i - 1]
            let b = points[i]
            let length = a.distance(to: b)
            let n = max(1, Int((length / step).rounded(.up)))
            for k in 0..<n { result.append((a + (b - a) * ((Double(k) + 0.5) / Double(n)), length / Double(n))) }
        }
        return result
    }

    /// Checks that no visible line of `drawing` runs more than half a pen width inside a
    /// shape painted after it (sampled every 0.1 mm, as a raster at 0.1 mm a pixel would).
    private func assertNoHiddenLineShows(_ drawing: PlotDrawing, _ name: String) {
        let grid = Grid(drawing)
        var checked = 0
        var worst = 0.0
        for (index, lines) in drawing.visible.enumerated() {
            for line in lines {
                for (point, _) in samples(line.points, step: 0.1) {
                    checked += 1
                    for region in grid.regions(after: index, near: point) {
                        if let depth = depth(of: point, in: region) { worst = max(worst, depth) }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10_000, name)
        XCTAssertLessThanOrEqual(worst, pen / 2, "\(name): a line runs \(worst) mm inside a shape that covers it")
    }

    func testNoPlottedLineRunsInsideAShapePaintedAfterIt() throws {
        assertNoHiddenLineShows(try plot(.classic), "classic")
        assertNoHiddenLineShows(try plot(.natural, leaves: .hatch), "natural, hatched")
        let windy = try plot(.natural, wind: Wind(strength: 12, period: 1), at: 27)
        assertNoHiddenLineShows(windy, "natural in the wind")
        assertNoHiddenLineShows(try plot(.classic, at: 6), "classic, growing")
    }

    func testWitheringLeavesTurnFallAndAreGoneAtTheEnd() throws {
        for look in [Look.classic, .natural] {
            let still = try plot(look)
            let falling = try plot(look, wither: 0.5)
            assertNoHiddenLineShows(falling, "\(look), withering")
            let leafColours = { (drawing: PlotDrawing) in Set(drawing.lines.filter { $0.part == .leaves }.map(\.color))
            }
            XCTAssertNotEqual(leafColours(falling), leafColours(still), "\(look): leaves turn")
            let gone = try plot(look, wither: 1)
            XCTAssertFalse(gone.lines.contains { $0.part == .leaves }, "\(look): every leaf is gone at the end")
            XCTAssertTrue(gone.lines.contains { $0.part == .stems }, "\(look): the stems stay (a plot does not fade)")
        }
    }

    func testAShapeHidesOnlyWhatIsPaintedBeforeIt() {
        // A leaf (a 10 mm square) and a stalk running through it, on a 100 mm canvas at 1 mm a point.
        let leaf = PlotDrawing.Painted(
            lines: [], centreLines: [],
            covers: [
                Cover(filling: [[Point(x: 40, y: 40), Point(x: 50, y: 40), Point(x: 50, y: 50), Point(x: 40, y: 50)]])
            ])
        let line = PlotDrawing.Line(
            points: [Point(x: 20, y: 45), Point(x: 70, y: 45)], part: .branches, color: RGBA(r: 0, g: 0, b: 0),
            birth: 3, births: [3, 8])
        let stalk = PlotDrawing.Painted(lines: [line], centreLines: [(line.points, 1)], covers: [])
        func plot(_ painted: [PlotDrawing.Painted]) -> PlotDrawing {
            PlotDrawing(
                painted: painted, canvas: Size(width: 100, height: 100), page: Size(width: 100, height: 100),
                transform: .identity, penWidth: 0.3)
        }
        // Leaf first: the stalk stays whole.
        XCTAssertEqual(plot([leaf, stalk]).lines.map(\.points), [line.points])
        // Stalk first: the leaf cuts it where it covers it, and each piece starts at its own time.
        let cut = plot([stalk, leaf]).lines
        XCTAssertEqual(
            cut.map(\.points),
            [[Point(x: 20, y: 45), Point(x: 40, y: 45)], [Point(x: 50, y: 45), Point(x: 70, y: 45)]])
        XCTAssertEqual(cut.map(\.birth), [3, 6])
        // Past the canvas's edge nothing is drawn.
        let long = PlotDrawing.Line(
            points: [Point(x: 90, y: 10), Point(x: 130, y: 10)], part: .stems, color: RGBA(r: 0, g: 0, b: 0), birth: 0)
        XCTAssertEqual(
            plot([PlotDrawing.Painted(lines: [long], centreLines: [], covers: [])]).lines.map(\.points),
            [[Point(x: 90, y: 10), Point(x: 100, y: 10)]])
    }

    func testLeavesThatOverlapNothingKeepTheirWholeOutline() throws {
        for look in [Look.classic, .natural] {
            let drawing = try plot(look)
            let page = Rect(
                x: 0, y: 0, width: DemoRecording.header.canvas.width, height: DemoRecording.header.canvas.height
            )
            .applying(drawing.transform)
            var alone = 0
            for (index, mark) in drawing.painted.enumerated() where mark.lines.first?.part == .leaves {
                let boxes = mark.lines.map { line in
                    line.points.reduce(Rect(origin: line.points[0], size: Size(width: 0, height: 0))) { $0.union($1) }
                }
                let later = drawing.painted[(index + 1)...].flatMap(\.covers)
                guard
                    boxes.allSatisfy({ box in
                        page.contains(box.origin) && page.contains(Point(x: box.maxX, y: box.maxY))
                            && !later.contains { $0.bounds.intersects(box.insetBy(dx: -pen, dy: -pen)) }
                    })
                else { continue }
                alone += 1
                let drawn = drawing.visible[index].map { Polyline.length($0.points) }.reduce(0, +)
                let whole = mark.lines.map { Polyline.length($0.points) }.reduce(0, +)
                XCTAssertEqual(drawn, whole, accuracy: 1e-9 * whole, "\(look): leaf mark \(index)")
            }
            XCTAssertGreaterThan(alone, 5, "\(look): some leaves overlap nothing")
        }
    }

    func testPenDownLengthIsTheVisibleCentreLinesTimesPassesAndTheOutlines() throws {
        for (look, leaves) in [(Look.classic, PlotDrawing.Leaves.outline), (.natural, .outline), (.classic, .hatch)] {
            let drawing = try plot(look, leaves: leaves)
            let grid = Grid(drawing)
            func visibleLength(_ points: [Point], after index: Int) -> Double {
                samples(points, step: 0.05).reduce(0) { total, sample in
                    let hidden =
                        drawing.outsideCanvas.contains(sample.point)
                        || grid.regions(after: index, near: sample.point).contains { $0.contains(sample.point) }
                    return total + (hidden ? 0 : sample.length)
                }
            }
            var expected = 0.0
            var passes = 0
            for (index, mark) in drawing.painted.enumerated() {
                if mark.centreLines.isEmpty {
                    for line in mark.lines { expected += visibleLength(line.points, after: index) }
                } else {
                    for centre in mark.centreLines {
                        expected += visibleLength(centre.points, after: index) * Double(centre.passes)
                        passes = max(passes, centre.passes)
                    }
                }
            }
            let drawn = drawing.lines.map { Polyline.length($0.points) }.reduce(0, +)
            XCTAssertGreaterThan(passes, 1, "\(look): stems get several passes")
            XCTAssertEqual(drawn, expected, accuracy: 0.02 * expected, "\(look), \(leaves)")
        }
    }

    func testEveryLineLiesInsideTheCanvasOnThePage() throws {
        let drawing = try plot(.classic)
        let inner = Rect(x: 10, y: 10, width: a4.width - 20, height: a4.height - 20).insetBy(dx: -1e-9, dy: -1e-9)
        for line in drawing.lines {
            XCTAssertTrue(line.points.allSatisfy(inner.contains), "a line leaves the margins")
        }
        XCTAssertEqual(Set(drawing.lines.map(\.part)), [.stems, .branches, .leaves])
        let none = try plot(.classic, leaves: .none)
        XCTAssertFalse(none.lines.contains { $0.part == .leaves }, "--leaves none draws no leaves")
    }
}
