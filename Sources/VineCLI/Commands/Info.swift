import ArgumentParser
import VineCore
import VineGeometry

/// `vine info`: summarize a recording, or print its full scene as JSON.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Summarize a recording, or print its full scene as JSON.",
        discussion: """
            --json prints one JSON object, byte-identical on every run: "header" (the resolved header, every \
            parameter and style value filled in, overrides applied), "duration" (last event time, s), "end" \
            (duration + the longest growDuration), "events" (count), "markers" (each with time and label), and \
            "vines", each with index, pointer, down, up, samples (count), removed (when it left the canvas for \
            good, or null), reseed (the reseed number its branches come from, 0 as drawn), look, bloom (null or \
            {center, petalLength, birth}) and branches, each with index, birth, start, c1, c2, end ([x, y]), \
            leafSize and length (arc length of curve + leaf outline, within 1e-6 points), and leaf: null (a \
            natural branch with no leaf) or {center, size (length along the orientation), width, orientation \
            (unit vector), ellipse [cx, cy, ux, uy, a, b]: the ellipse inside the leaf that the overlap measure \
            compares}. A vine of a species that adds parts (not classic or natural) also has species (its name), \
            and each of its branches parts: what the species added, parents first, each {kind (shoot, leaf, \
            tendril, flower, bud or fruit), parent (null: the branch; else the index of its parent in parts), \
            from and to (a line's first and last points; a shape's origin and the end of its unit x axis), size \
            (a line's width, a shape's unit in points), birth, duration}. A vine drawn with shapes (--within, --avoid, --toward, or the recording's) also has stem (the \
            points of its stem's centre line as drawn, smoothed in the natural look), stemPieces (the same points, \
            one array per piece: a bound cuts the stem where it leaves the region) and stemWidth. Each vine shows the branches it has at the end (or had when last present). Without \
            --json, "leaves" counts the leaves present at the end that overlap another (their ellipses' \
            interiors intersect).
            """
    )

    @Argument(help: "The .vine recording, or - for standard input.")
    var file: String

    @Flag(help: "Print the full scene as JSON.")
    var json = false

    @OptionGroup(title: "Overrides (change the output, never the file)")
    var overrides: OverrideOptions

    func run() throws {
        try reportingFailures {
            let timeline = try RecordingLoader.timeline(path: file, overrides: overrides)
            print(json ? Self.json(timeline) : Self.summary(timeline, file: file), terminator: "")
        }
    }

    /// The human summary: a few lines about the canvas, timing, vines and settings, its
    /// numbers as people read them (``/VineCore/ShownNumber``).
    static func summary(_ timeline: Timeline, file: String) -> String {
        let header = timeline.header
        let vines = timeline.vines
        let removed = vines.filter { $0.removed != nil }.count
        let branches = vines.reduce(0) { $0 + $1.branches.count }
        let pointers = Set(vines.map(\.pointer)).count
        var text = "\(file)\(header.title.map { ": \(JSONText.quoted($0))" } ?? "")\n"
        if let created = header.created { text += "  created   \(created)\n" }
        text +=
            "  canvas    \(ShownNumber.text(header.width)) × \(ShownNumber.text(header.height)) points, seed \(header.seed)\n"
        text +=
            "  duration  \(ShownNumber.seconds(timeline.lastEventTime)), growth ends at \(ShownNumber.seconds(timeline.end))\n"
        text += "  events    \(timeline.eventCount)\n"
        if !timeline.markers.isEmpty {
            text +=
                "  markers   "
                + timeline.markers.map { "\(ShownNumber.text($0.time, places: 3)) \(JSONText.quoted($0.label))" }
                .joined(separator: ", ")
            text += "\n"
        }
        text +=
            "  vines     \(vines.count) (\(vines.count - removed) present at the end, \(removed) removed), \(pointers) pointer\(pointers == 1 ? "" : "s")\n"
        text += "  branches  \(branches)\n"
        let overlap = LeafOverlap(timeline)
        text +=
            "  leaves    \(overlap.leaves) at the end, \(overlap.overlapping) overlapping another (\(ShownNumber.text(overlap.fraction * 100, places: 1)) %), \(overlap.leafless) branches without a leaf\n"
        text += "  look      \(header.resolvedLook.rawValue) (format version \(header.version))\n"
        if let species = header.species {
            let embedded = header.plants.map(\.name)
            text +=
                "  species   \(species.name)\(embedded.isEmpty ? "" : " (embedded: \(embedded.joined(separator: ", ")))")\n"
        }
        let bounds = header.bounds
        if !bounds.isEmpty {
            let parts =
                [("within", bounds.within), ("avoid", bounds.avoid)].compactMap { name, region in
                    region.map { "\(name) (\($0.pointCount) points)" }
                } + (bounds.toward.isEmpty ? [] : ["toward \(bounds.toward.count) points"])
            text += "  shapes    \(parts.joined(separator: ", "))\n"
        }
        text +=
            "  params    "
            + Parameters.Key.allCases.map { "\($0.rawValue)=\(ShownNumber.text(header.parameters[$0]))" }.joined(
                separator: " ") + "\n"
        text +=
            "  style     "
            + Style.Key.allCases.map { "\($0.rawValue)=\(header.style.text(of: $0))" }.joined(separator: " ") + "\n"
        return text
    }

    /// The `info --json` object (its keys are listed in `vine help info`): fixed key order, canonical numbers, one vine
    /// header line and one line per branch.
    static func json(_ timeline: Timeline) -> String {
        var text = "{\n  \"header\": \(timeline.header.jsonLine),\n"
        text += "  \"duration\": \(n(timeline.lastEventTime)),\n"
        text += "  \"end\": \(n(timeline.end)),\n"
        text += "  \"events\": \(timeline.eventCount),\n"
        text += "  \"markers\": ["
        text += timeline.markers.map { "{\"time\": \(n($0.time)), \"label\": \(JSONText.quoted($0.label))}" }
            .joined(separator: ", ")
        text += "],\n"
        text += "  \"vines\": ["
        let vines = timeline.vines
        for (i, vine) in vines.enumerated() {
            text += i == 0 ? "\n" : ",\n"
            text += "    {\"index\": \(vine.index), \"pointer\": \(vine.pointer), \"down\": \(n(vine.down)), "
            text += "\"up\": \(vine.up.map(n) ?? "null"), \"samples\": \(vine.samples.count), "
            text += "\"removed\": \(vine.removed.map(n) ?? "null"), \"reseed\": \(vine.reseed), "
            text += "\"look\": \"\(vine.look.rawValue)\", "
            if !vine.species.isLook { text += "\"species\": \(JSONText.quoted(vine.species.name)), " }
            if !vine.bounds.isEmpty {
                let pieces = vine.stemPieces(from: 0, through: vine.samples.count - 1).map(vine.stemPolyline)
                text += "\"stem\": [\(pieces.joined().map(p).joined(separator: ", "))], "
                let lines = pieces.map { "[\($0.map(p).joined(separator: ", "))]" }
                text += "\"stemPieces\": [\(lines.joined(separator: ", "))], "
                text += "\"stemWidth\": \(n(vine.width)), "
            }
            text += "\"bloom\": \(vine.bloom.map(bloom) ?? "null"), \"branches\": ["
            for (k, branch) in vine.branches.enumerated() {
                text += k == 0 ? "\n" : ",\n"
                text +=
                    "      {\"index\": \(branch.index), \"birth\": \(n(branch.birth)), \"start\": \(p(branch.start)), "
                text += "\"c1\": \(p(branch.c1)), \"c2\": \(p(branch.c2)), \"end\": \(p(branch.end)), "
                text += "\"leafSize\": \(n(branch.placedLeaf?.length ?? 0)), \"length\": \(n(branch.length)), "
                text += "\"leaf\": \(branch.placedLeaf.map(leaf) ?? "null")"
                if !vine.species.isLook { text += ", \"parts\": [\(branch.parts.map(part).joined(separator: ", "))]" }
                text += "}"
            }
            text += vine.branches.isEmpty ? "]}" : "\n    ]}"
        }
        text += vines.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// A placed leaf as JSON.
    private static func leaf(
        _ leaf: (center: Point, length: Double, width: Double, orientation: Vector, ellipse: LeafEllipse)
    ) -> String {
        let e = leaf.ellipse
        let ellipse = [e.center.x, e.center.y, e.axis.x, e.axis.y, e.semiMajor, e.semiMinor].map(n)
        return "{\"center\": \(p(leaf.center)), \"size\": \(n(leaf.length)), \"width\": \(n(leaf.width)), "
            + "\"orientation\": [\(n(leaf.orientation.x)), \(n(leaf.orientation.y))], "
            + "\"ellipse\": [\(ellipse.joined(separator: ", "))]}"
    }

    /// A part a species added to a branch as JSON: its kind, its parent (null: the branch;
    /// else the index of the part in the branch's parts), where it is (a line: its first and
    /// last points; a shape: its frame's origin and the frame's (1, 0) placed), its size
    /// (a line's width, a shape's unit in points), and when it grows.
    static func part(_ part: PlantPart) -> String {
        let (from, to) =
            part.curves.isEmpty
            ? (part.origin, part.placed(Point(x: 1, y: 0))) : (part.curves[0].p0, part.curves[part.curves.count - 1].p3)
        return "{\"kind\": \"\(part.kind.rawValue)\", \"parent\": \(part.parent.map(String.init) ?? "null"), "
            + "\"from\": \(p(from)), \"to\": \(p(to)), \"size\": \(n(part.curves.isEmpty ? part.size : part.width)), "
            + "\"birth\": \(n(part.birth)), \"duration\": \(n(part.duration))}"
    }

    /// A tap's flower as JSON.
    private static func bloom(_ bloom: Bloom) -> String {
        "{\"center\": \(p(bloom.center)), \"petalLength\": \(n(bloom.petalLength)), \"birth\": \(n(bloom.birth))}"
    }

    private static func n(_ value: Double) -> String { CanonicalNumber.text(value) }
    private static func p(_ point: Point) -> String { "[\(n(point.x)), \(n(point.y))]" }
}
