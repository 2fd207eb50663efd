import Foundation
import VineGeometry
import XCTest

@testable import VineCore

final class SpeciesPartsTests: XCTestCase {
    /// The events of the bundled recording `name` and its header in `look`.
    private func bundled(_ name: String, look: Look) throws -> (header: RecordingHeader, events: [Event]) {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Recordings/\(name)"))
        var reader = try RecordingReader(source: MemoryByteSource(String(decoding: data, as: UTF8.self)))
        var header = reader.header
        header.look = look
        var events: [Event] = []
        while let event = try reader.next() { events.append(event) }
        return (header, events)
    }

    /// The timeline of `events` under `header` with `species` in force from the start.
    private func timeline(_ header: RecordingHeader, _ events: [Event], species: Species?) throws -> Timeline {
        var timeline = Timeline(header: header)
        if let species { timeline.grow(species, from: -.infinity) }
        for event in events { try timeline.apply(event) }
        return timeline
    }

    /// A leaf outline in the unit frame: a pointed blade from (0, 0) to (1, 0).
    private static func blade(width: Double) -> Species.Shape {
        var path = BezierPath()
        path.move(to: .zero)
        path.curve(
            to: Point(x: 1, y: 0), control1: Point(x: 0.2, y: width), control2: Point(x: 0.7, y: width / 2))
        path.curve(
            to: .zero, control1: Point(x: 0.7, y: -width / 2), control2: Point(x: 0.2, y: -width))
        path.close()
        return Species.Shape(data: "", path: path, weight: 1)
    }

    /// A species on `base` with everything: two leaf variants, opposite leaves, side shoots
    /// two deep, tendrils from the stem, hanging flower clusters at the tips and fruit on shoots.
    static func rich(_ base: Look) -> Species {
        var species = base == .natural ? Species.natural : Species.classic
        species.name = "rich-\(base.name)"
        species.definition = "{}"
        species.leaves.shapes = [blade(width: 0.4), blade(width: 0.25)]
        species.leaves.colour = Species.ColourRange(
            from: RGBA(r: 0.1, g: 0.3, b: 0.1, a: 1), to: RGBA(r: 0.2, g: 0.5, b: 0.2, a: 1))
        species.branches.arrangement = .opposite
        species.shoots = Species.Shoots(
            depth: 2, chance: 1, count: 1...2, length: 0.4...0.6, angle: 30...60, leaves: true)
        species.tendrils = Species.Tendrils(origin: .stem, chance: 1, turns: 1.5...3, length: 0.8...1.5, colour: nil)
        let petal = blade(width: 0.5)
        let red = Species.ColourRange(from: RGBA(r: 0.9, g: 0.2, b: 0.3, a: 1), to: RGBA(r: 1, g: 0.5, b: 0.6, a: 1))
        species.ornaments = [
            Species.Ornament(
                kind: .flower, shape: petal, repeats: 5, heart: nil, place: .tips, chance: 1, count: 3...5, hang: 0.8,
                size: 0.6...0.9, colour: red, delay: 0.5),
            Species.Ornament(
                kind: .fruit, shape: petal, repeats: 1, heart: nil, place: .shoots, chance: 0.5, count: 1...1, hang: 0,
                size: 0.3...0.5, colour: red, delay: 0.7),
        ]
        return species
    }

    /// `.natural` (or `.classic`) under another name: not a look, but every range the look's.
    private static func copy(of species: Species) -> Species {
        var copy = species
        copy.name = "copy-\(species.name)"
        copy.definition = "{}"
        return copy
    }

    func testASpeciesWithTheLooksRangesGrowsTheLooksBranchesBitForBit() throws {
        for look in Looks.builtIn.all {
            let (header, events) = try bundled("demo.vine", look: look)
            let plain = try timeline(header, events, species: nil)
            let named = try timeline(header, events, species: .of(look))
            let copied = try timeline(header, events, species: Self.copy(of: .of(look)))
            XCTAssertFalse(Self.copy(of: .of(look)).isLook)
            XCTAssertGreaterThan(plain.branchCount, 50)
            for (a, others) in zip(plain.vines, zip(named.vines, copied.vines)) {
                for b in [others.0, others.1] {
                    XCTAssertEqual(a.stem, b.stem)
                    XCTAssertEqual(a.color, b.color)
                    XCTAssertEqual(a.parameters, b.parameters)
                    XCTAssertEqual(a.branches.count, b.branches.count)
                    for (x, y) in zip(a.branches, b.branches) {
                        XCTAssertEqual(x.curve, y.curve)
                        XCTAssertEqual(x.leaf, y.leaf)
                        XCTAssertEqual(x.leaf, y.leaf)
                        XCTAssertEqual(x.path, y.path)
                        XCTAssertTrue(y.parts.isEmpty)
                    }
                }
            }
        }
    }

    func testPartsAreDeterministicAndEachPartGrowsAfterItsParentInsideTheBranchsWindow() throws {
        for look in Looks.builtIn.all {
            let (header, events) = try bundled("demo.vine", look: look)
            let species = Self.rich(look)
            let a = try timeline(header, events, species: species)
            let b = try timeline(header, events, species: species)
            var kinds: [PlantPart.Kind: Int] = [:]
            for (x, y) in zip(a.vines, b.vines) {
                XCTAssertEqual(x.species, species)
                for (branch, twin) in zip(x.branches, y.branches) {
                    XCTAssertEqual(branch.parts, twin.parts)
                    XCTAssertLessThanOrEqual(branch.parts.count, SpeciesLimits.maxPartsPerBranch)
                    let end = branch.birth + x.parameters.growDuration
                    for (i, part) in branch.parts.enumerated() {
                        kinds[part.kind, default: 0] += 1
                        XCTAssertGreaterThanOrEqual(part.birth, branch.birth)
                        XCTAssertGreaterThan(part.duration, 0)
                        XCTAssertLessThanOrEqual(
                            part.birth + part.duration, end + 1e-9, "\(part.kind) \(part.birth) \(part.duration)")
                        if let parent = part.parent {
                            XCTAssertLessThan(parent, i, "parents come before children")
                            XCTAssertEqual(branch.parts[parent].kind, .shoot)
                            XCTAssertLessThanOrEqual(branch.parts[parent].birth, part.birth)
                        }
                    }
                }
            }
            for kind in PlantPart.Kind.allCases where kind != .bud {
                XCTAssertGreaterThan(kinds[kind] ?? 0, 0, "\(look) has \(kind) parts")
            }
        }
    }

    func testEditingOneVineNeverShiftsAnothersParts() throws {
        // Vine 1 is far enough from vine 0 that no natural leaf of one avoids the other's.
        let stroke = { (y: Double, steps: Int, t0: Double) -> [Event] in
            [Event(time: t0, action: .down(pointer: 0, point: Point(x: 100, y: y), pressure: nil))]
                + (1...steps).map { i in
                    Event(
                        time: t0 + Double(i) * 0.02,
                        action: .move(pointer: 0, point: Point(x: 100 + 9 * Double(i), y: y), pressure: nil))
                }
                + [
                    Event(
                        time: t0 + 0.9,
                        action: .up(pointer: 0, point: Point(x: 100 + 9 * Double(steps), y: y), pressure: nil))
                ]
        }
        for look in Looks.builtIn.all {
            let header = RecordingHeader(version: 2, look: look)
            let species = Self.rich(look)
            let a = try timeline(header, stroke(100, 20, 0) + stroke(400, 30, 1), species: species)
            let b = try timeline(header, stroke(120, 35, 0) + stroke(400, 30, 1), species: species)
            XCTAssertNotEqual(a.vines[0].branches.map(\.parts), b.vines[0].branches.map(\.parts))
            XCTAssertGreaterThan(a.vines[1].branches.count, 3)
            XCTAssertEqual(a.vines[1].branches.map(\.parts), b.vines[1].branches.map(\.parts), "\(look)")
            XCTAssertFalse(a.vines[1].branches[0].parts.isEmpty)
        }
    }

    func testATendrilsCurvatureKeepsItsSign() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        var species = Self.rich(.natural)
        species.tendrils?.turns = 0.5...5
        let tendrils = try timeline(header, events, species: species).vines.flatMap(\.branches).flatMap(\.parts)
            .filter { $0.kind == .tendril }
        XCTAssertGreaterThan(tendrils.count, 20)
        for tendril in tendrils {
            XCTAssertGreaterThanOrEqual(Self.sameSignShare(tendril.curves), 0.7)
        }
        for turns in [0.5, 1, 1.5, 2.25, 5] {
            for heading in [Vector(x: 1, y: 0), Vector(x: 0.6, y: -0.8)] {
                for sense in [1.0, -1.0] {
                    let curves = Species.tendrilCurves(
                        from: Point(x: 5, y: 5), heading: heading, sense: sense, length: 40, turns: turns)
                    XCTAssertEqual(Self.sameSignShare(curves), 1, "turns \(turns), sense \(sense)")
                    let length = curves.reduce(0) { $0 + Self.length($1) }
                    XCTAssertEqual(length, 40, accuracy: 4)
                    XCTAssertEqual(curves[0].p0, Point(x: 5, y: 5))
                }
            }
        }
    }

    /// The share of the length of `curves` along which the signed curvature has the sign it
    /// has most, sampled at 64 points per cubic.
    static func sameSignShare(_ curves: [CubicBezier]) -> Double {
        var positive = 0.0
        var negative = 0.0
        for curve in curves {
            let steps = 64
            for i in 0..<steps {
                let t = (Double(i) + 0.5) / Double(steps)
                let d1 = curve.derivative(at: t)
                let bend = d1.cross(curve.secondDerivative(at: t))
                let piece = d1.length / Double(steps)
                if bend > 0 { positive += piece } else if bend < 0 { negative += piece }
            }
        }
        return max(positive, negative) / max(positive + negative, 1e-12)
    }

    /// The arc length of `curve`, from 256 chords.
    static func length(_ curve: CubicBezier) -> Double {
        (0..<256).reduce(0) { sum, i in
            sum + curve.point(at: Double(i) / 256).distance(to: curve.point(at: Double(i + 1) / 256))
        }
    }

    func testSideShootsStopAtTheirDepthAndABranchNeverHasMoreThan96Parts() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        for depth in 1...3 {
            var species = Self.rich(.natural)
            species.branches.arrangement = .alternate
            species.shoots?.depth = depth
            species.shoots?.count = 2...2
            let branches = try timeline(header, events, species: species).vines.flatMap(\.branches)
            var deepest = 0
            for branch in branches {
                for part in branch.parts where part.kind == .shoot {
                    var generation = 1
                    var parent = part.parent
                    while let p = parent {
                        generation += 1
                        parent = branch.parts[p].parent
                    }
                    deepest = max(deepest, generation)
                }
            }
            XCTAssertEqual(deepest, depth)
        }
        var explosive = Self.rich(.natural)
        explosive.shoots = Species.Shoots(
            depth: 3, chance: 1, count: 12...12, length: 0.5...0.5, angle: 40...40, leaves: true)
        let counts = try timeline(header, events, species: explosive).vines.flatMap(\.branches).map(\.parts.count)
        XCTAssertEqual(counts.max(), SpeciesLimits.maxPartsPerBranch)
    }

    func testOppositeAndWhorledLeavesStandAtTheNode() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        for (arrangement, extra) in [(Species.Arrangement.opposite, 1), (.whorled(3), 2), (.whorled(6), 5)] {
            var species = Self.copy(of: .natural)
            species.branches.arrangement = arrangement
            for branch in try timeline(header, events, species: species).vines.flatMap(\.branches) {
                let stalks = branch.parts.filter { $0.kind == .shoot }
                XCTAssertEqual(stalks.count, extra)
                for stalk in stalks { XCTAssertEqual(stalk.curves[0].p0, branch.start) }
                XCTAssertEqual(branch.parts.filter { $0.kind == .leaf }.count, branch.leaf == nil ? 0 : extra)
            }
        }
    }

    func testTheLeafChanceLeavesBranchesBare() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        var bare = Self.copy(of: .natural)
        bare.leaves.chance = 0
        let branches = try timeline(header, events, species: bare).vines.flatMap(\.branches)
        XCTAssertGreaterThan(branches.count, 50)
        XCTAssertTrue(branches.allSatisfy { $0.leaf == nil })
        var half = Self.rich(.natural)
        half.leaves.chance = 0.5
        let some = try timeline(header, events, species: half).vines.flatMap(\.branches)
        let leafy = some.filter { $0.leaf != nil }.count
        XCTAssertGreaterThan(leafy, some.count / 5)
        XCTAssertLessThan(leafy, some.count * 4 / 5)
    }

    func testTheSpeciesScalarsFoldIntoTheVinesParameters() throws {
        var species = Self.copy(of: .natural)
        species.stem.width = 2
        species.branches.spacing = 0.5
        species.growth.duration = 3
        species.response.sway = 2
        species.stem.colour = Species.ColourRange(
            from: RGBA(r: 0.5, g: 0.3, b: 0.1, a: 1), to: RGBA(r: 0.6, g: 0.4, b: 0.2, a: 1))
        var settings = Settings(
            parameters: .defaults, style: Style(), look: .natural, wind: Wind(strength: 20, period: 2))
        settings.species = species
        let down = Sample(time: 0, point: Point(x: 1, y: 1))
        let vine = Vine(index: 0, pointer: 0, settings: settings, seed: 7, down: down)
        XCTAssertEqual(vine.parameters.vineWidth, 2 * Parameters.defaults.vineWidth)
        XCTAssertEqual(vine.parameters.minBranchSeparation, 0.5 * Parameters.defaults.minBranchSeparation)
        XCTAssertEqual(vine.parameters.growDuration, 3 * Parameters.defaults.growDuration)
        XCTAssertEqual(vine.wind?.strength, 30, "the bend is clamped into its range")
        XCTAssertEqual(vine.wind?.period, 2)
        XCTAssertGreaterThanOrEqual(vine.color.r, 0.5)
        XCTAssertLessThanOrEqual(vine.color.r, 0.6)
        XCTAssertEqual(vine.color.b, vine.color.r - 0.4, accuracy: 1e-12)
        settings.style.vineColor = .color(RGBA(r: 0, g: 0, b: 1, a: 1))
        XCTAssertEqual(
            Vine(index: 0, pointer: 0, settings: settings, seed: 7, down: down).color, RGBA(r: 0, g: 0, b: 1, a: 1))
        var timeline = Timeline(header: RecordingHeader(version: 2, look: .natural))
        timeline.grow(species, from: 0)
        XCTAssertEqual(timeline.end, 3 * Parameters.defaults.growDuration, "growth ends when the slowest species' does")
    }

    func testTheStemTaperFactorKeepsTheLooksTaperAtOne() {
        for x in stride(from: -0.5, through: 1.5, by: 0.01) {
            XCTAssertEqual(NaturalStem.taper(x, factor: 1), NaturalStem.taper(x))
            XCTAssertEqual(NaturalStem.taper(x, factor: 0), 1)
            XCTAssertEqual(
                NaturalStem.taper(x, factor: 2), NaturalStem.taper(x) * NaturalStem.taper(x), accuracy: 1e-15)
            if x >= 1 { XCTAssertEqual(NaturalStem.taper(x, factor: 2), 1) }
        }
        XCTAssertLessThan(NaturalStem.taper(0.2, factor: 1.5), NaturalStem.taper(0.2))
        XCTAssertGreaterThan(NaturalStem.taper(0.2, factor: 0.5), NaturalStem.taper(0.2))
    }

    func testEveryBuiltInSpeciesGrowsWhatItsFileSays() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        for species in Species.builtIns where !species.isLook {
            var header = header
            header.look = species.base
            let timeline = try timeline(header, events, species: species)
            var kinds = Set<PlantPart.Kind>()
            for vine in timeline.vines {
                XCTAssertEqual(vine.species.name, species.name)
                for branch in vine.branches {
                    XCTAssertLessThanOrEqual(branch.parts.count, SpeciesLimits.maxPartsPerBranch)
                    let end = branch.birth + vine.parameters.growDuration
                    for (i, part) in branch.parts.enumerated() {
                        kinds.insert(part.kind)
                        XCTAssertGreaterThanOrEqual(part.birth, branch.birth, species.name)
                        XCTAssertLessThanOrEqual(part.birth + part.duration, end + 1e-9, species.name)
                        if let parent = part.parent { XCTAssertLessThan(parent, i) }
                        if part.kind == .tendril { XCTAssertGreaterThanOrEqual(Self.sameSignShare(part.curves), 0.7) }
                    }
                }
            }
            XCTAssertEqual(kinds.contains(.tendril), species.tendrils != nil, species.name)
            XCTAssertEqual(kinds.contains(.shoot), species.shoots != nil, species.name)
            for ornament in species.ornaments {
                XCTAssertTrue(kinds.contains(PlantPart.Kind(rawValue: ornament.kind.rawValue)!), species.name)
            }
        }
    }

    func testAClusterOpensAsOneAboutItsPlaceInTwoColoursBySide() throws {
        let (header, events) = try bundled("demo.vine", look: .natural)
        let species = Self.rich(.natural)
        let timeline = try timeline(header, events, species: species)
        var clusters = 0
        for branch in timeline.vines.flatMap(\.branches) {
            let flowers = branch.parts.filter { $0.kind == .flower }
            guard !flowers.isEmpty else { continue }
            clusters += 1
            XCTAssertTrue((3...5).contains(flowers.count), "one cluster of 3 to 5 at the tip")
            for flower in flowers {
                XCTAssertEqual(flower.anchor, branch.end, "it grows from the cluster's place")
                XCTAssertEqual(flower.birth, flowers[0].birth)
                XCTAssertEqual(flower.duration, flowers[0].duration)
            }
            // Two colours, one per side: the first side's in a row, then the other's.
            let colours = flowers.map(\.colour)
            let firstSide = (flowers.count + 1) / 2
            XCTAssertEqual(Set(colours[..<firstSide]).count, 1)
            XCTAssertEqual(Set(colours[firstSide...]).count, 1)
            XCTAssertNotEqual(colours[0], colours[firstSide], "two draws from the colour range")
            let across = flowers[0].direction.perpendicular
            for (i, flower) in flowers.enumerated() {
                let side = (flower.origin - flower.anchor).dot(across)
                XCTAssertEqual(side > 0, i < firstSide, "the first side's ornaments lie on one side")
            }
        }
        XCTAssertGreaterThan(clusters, 10)
        for leaf in timeline.vines.flatMap(\.branches).flatMap(\.parts) where leaf.kind == .leaf {
            XCTAssertEqual(leaf.anchor, leaf.origin, "a leaf grows about its base")
        }
    }

    func testASpeciesFromAFileAloneGrowsItsParts() throws {
        let text = """
            {
              "species": 1,
              "name": "test-creeper",
              "base": "natural",
              "leaves": { "shapes": ["M0 0 C0.3 -0.4 0.7 -0.3 1 0 C0.7 0.3 0.3 0.4 0 0 Z"], "colour": ["#204010", "#406020"] },
              "shoots": { "depth": 1, "chance": 1, "count": [1, 2], "length": [0.4, 0.6], "angle": [30, 60] },
              "tendrils": { "from": "tips", "chance": 1, "turns": [2, 3], "length": [1, 2] },
              "ornaments": [ { "kind": "bud", "shape": "M-0.5 0 C-0.5 -0.5 0.5 -0.5 1 0 C0.5 0.5 -0.5 0.5 -0.5 0 Z",
                               "at": "shoots", "chance": 1, "count": [2, 3], "hang": 0.5, "size": [0.2, 0.3],
                               "colour": "#c04060" } ]
            }
            """
        let species = try Species.read(text, file: "creeper.json")
        let (header, events) = try bundled("demo.vine", look: .natural)
        let branches = try timeline(header, events, species: species).vines.flatMap(\.branches)
        for branch in branches {
            let kinds = branch.parts.map(\.kind)
            XCTAssertEqual(kinds.filter { $0 == .tendril }.count, 1)
            let shoots = kinds.filter { $0 == .shoot }.count
            XCTAssertTrue((1...2).contains(shoots))
            XCTAssertEqual(
                kinds.filter { $0 == .leaf }.count, (branch.leaf == nil ? 0 : 1) + shoots, "shoots end in leaves"
            )
            XCTAssertTrue((2 * shoots...3 * shoots).contains(kinds.filter { $0 == .bud }.count))
            for part in branch.parts where part.kind == .bud {
                XCTAssertEqual(branch.parts[try XCTUnwrap(part.parent)].kind, .shoot)
                XCTAssertEqual(part.colour, RGBA(r: 0xc0 / 255.0, g: 0x40 / 255.0, b: 0x60 / 255.0, a: 1))
            }
        }
    }

    func testAReseedDrawsNewPartsFromItsOwnStream() throws {
        var (header, events) = try bundled("demo.vine", look: .natural)
        header.version = 2
        let species = Self.rich(.natural)
        var timeline = try timeline(header, events, species: species)
        let before = timeline.vines[0].branches.map(\.parts)
        let end = timeline.lastEventTime + 1
        try timeline.apply(Event(time: end, action: .reseed(vine: 0, number: 1)))
        let after = timeline.vines[0].branches
        XCTAssertEqual(after.count, before.count)
        XCTAssertNotEqual(after.map(\.parts), before)
        for branch in after {
            XCTAssertEqual(branch.birth, end)
            for part in branch.parts { XCTAssertGreaterThanOrEqual(part.birth, end) }
        }
        var again = try self.timeline(header, events, species: species)
        try again.apply(Event(time: end, action: .reseed(vine: 0, number: 1)))
        XCTAssertEqual(again.vines[0].branches.map(\.parts), after.map(\.parts))
    }

    func testPartsStayInsideTheVinesBounds() throws {
        let square = Region(shapes: [
            Region.Shape(
                rule: .nonzero,
                rings: [[Point(x: 100, y: 100), Point(x: 300, y: 100), Point(x: 300, y: 300), Point(x: 100, y: 300)]])
        ])
        var header = RecordingHeader(version: 2, width: 400, height: 400, seed: 3)
        let events =
            [Event(time: 0, action: .down(pointer: 0, point: Point(x: 20, y: 200), pressure: nil))]
            + (1..<36).map { i in
                Event(
                    time: Double(i) / 10,
                    action: .move(pointer: 0, point: Point(x: 20 + 10 * Double(i), y: 200), pressure: nil))
            } + [Event(time: 3.6, action: .up(pointer: 0, point: Point(x: 380, y: 200), pressure: nil))]
        for look in Looks.builtIn.all {
            header.look = look
            let free = try timeline(header, events, species: Self.rich(look)).vines[0]
            header.bounds = Bounds(within: square)
            let bounded = try timeline(header, events, species: Self.rich(look)).vines[0]
            header.bounds = .none
            let margin = Bounds.margin(vineWidth: bounded.parameters.vineWidth, shadow: bounded.style.shadow)
            var count = 0
            for branch in bounded.branches {
                for part in branch.parts {
                    count += 1
                    if let parent = part.parent { XCTAssertLessThan(parent, branch.parts.count) }
                    for curve in part.curves {
                        for point in [curve.p0, curve.p3] {
                            XCTAssertTrue(square.containsWithMargin(point, margin: margin), "\(look) \(part.kind)")
                        }
                    }
                    if part.curves.isEmpty {
                        XCTAssertTrue(square.containsWithMargin(part.origin, margin: margin), "\(look) \(part.kind)")
                    }
                }
            }
            XCTAssertGreaterThan(count, 20, "\(look)")
            let outside = free.branches.flatMap(\.parts).contains { part in
                !square.containsWithMargin(part.curves.first?.p3 ?? part.origin, margin: margin)
            }
            XCTAssertTrue(outside, "without bounds, parts reach beyond the square")
        }
    }
}
