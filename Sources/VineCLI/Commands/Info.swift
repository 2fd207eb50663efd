import ArgumentParser
import VineCore

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
            print(json ? timeline.sceneJSON : Self.summary(timeline, file: file), terminator: "")
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
        text += "  look      \(header.resolvedLook.name) (format version \(header.version))\n"
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
}
