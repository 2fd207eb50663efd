import VineGeometry

extension Timeline {
    /// The whole scene as JSON, as `vine info --json` prints it (its keys are listed in
    /// `vine help info`) and the web page's `info()` returns it: the resolved header, the
    /// timing, the markers and every vine with its branches, in a fixed key order with
    /// canonical numbers (``CanonicalNumber``), one line per vine's header and per branch,
    /// byte-identical on every run and in the WebAssembly build.
    public var sceneJSON: String {
        var text = "{\n  \"header\": \(header.jsonLine),\n"
        text += "  \"duration\": \(n(lastEventTime)),\n"
        text += "  \"end\": \(n(end)),\n"
        text += "  \"events\": \(eventCount),\n"
        text += "  \"markers\": ["
        text += markers.map { "{\"time\": \(n($0.time)), \"label\": \(JSONText.quoted($0.label))}" }
            .joined(separator: ", ")
        text += "],\n"
        text += "  \"vines\": ["
        let vines = self.vines
        for (i, vine) in vines.enumerated() {
            text += i == 0 ? "\n" : ",\n"
            text += "    {\"index\": \(vine.index), \"pointer\": \(vine.pointer), \"down\": \(n(vine.down)), "
            text += "\"up\": \(vine.up.map(n) ?? "null"), \"samples\": \(vine.samples.count), "
            text += "\"removed\": \(vine.removed.map(n) ?? "null"), \"reseed\": \(vine.reseed), "
            text += "\"look\": \"\(vine.look.name)\", "
            if !vine.species.isLook { text += "\"species\": \(JSONText.quoted(vine.species.name)), " }
            if !vine.bounds.isEmpty {
                let pieces = vine.stemPieces(from: 0, through: vine.samples.count - 1).map(vine.stemPolyline)
                text += "\"stem\": [\(pieces.joined().map(p).joined(separator: ", "))], "
                let lines = pieces.map { "[\($0.map(p).joined(separator: ", "))]" }
                text += "\"stemPieces\": [\(lines.joined(separator: ", "))], "
                text += "\"stemWidth\": \(n(vine.width)), "
            }
            text += "\"bloom\": \(vine.bloom.map(bloomJSON) ?? "null"), \"branches\": ["
            for (k, branch) in vine.branches.enumerated() {
                text += k == 0 ? "\n" : ",\n"
                text +=
                    "      {\"index\": \(branch.index), \"birth\": \(n(branch.birth)), \"start\": \(p(branch.start)), "
                text += "\"c1\": \(p(branch.c1)), \"c2\": \(p(branch.c2)), \"end\": \(p(branch.end)), "
                text += "\"leafSize\": \(n(branch.leaf?.length ?? 0)), \"length\": \(n(branch.length)), "
                text += "\"leaf\": \(branch.leaf.map(leafJSON) ?? "null")"
                if !vine.species.isLook {
                    text += ", \"parts\": [\(branch.parts.map(partJSON).joined(separator: ", "))]"
                }
                text += "}"
            }
            text += vine.branches.isEmpty ? "]}" : "\n    ]}"
        }
        text += vines.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }
}

/// A branch's leaf as JSON.
private func leafJSON(_ leaf: BranchLeaf) -> String {
    let e = leaf.ellipse
    let ellipse = [e.center.x, e.center.y, e.axis.x, e.axis.y, e.semiMajor, e.semiMinor].map(n)
    return "{\"center\": \(p(leaf.center)), \"size\": \(n(leaf.length)), \"width\": \(n(leaf.width)), "
        + "\"orientation\": [\(n(leaf.direction.x)), \(n(leaf.direction.y))], "
        + "\"ellipse\": [\(ellipse.joined(separator: ", "))]}"
}

/// A part a species added to a branch as JSON: its kind, its parent (null: the branch;
/// else the index of the part in the branch's parts), where it is (a line: its first and
/// last points; a shape: its frame's origin and the frame's (1, 0) placed), its size
/// (a line's width, a shape's unit in points), and when it grows.
private func partJSON(_ part: PlantPart) -> String {
    let (from, to) =
        part.curves.isEmpty
        ? (part.origin, part.placed(Point(x: 1, y: 0))) : (part.curves[0].p0, part.curves[part.curves.count - 1].p3)
    return "{\"kind\": \"\(part.kind.rawValue)\", \"parent\": \(part.parent.map { String($0) } ?? "null"), "
        + "\"from\": \(p(from)), \"to\": \(p(to)), \"size\": \(n(part.curves.isEmpty ? part.size : part.width)), "
        + "\"birth\": \(n(part.birth)), \"duration\": \(n(part.duration))}"
}

/// A tap's flower as JSON.
private func bloomJSON(_ bloom: Bloom) -> String {
    "{\"center\": \(p(bloom.center)), \"petalLength\": \(n(bloom.petalLength)), \"birth\": \(n(bloom.birth))}"
}

private func n(_ value: Double) -> String { CanonicalNumber.text(value) }
private func p(_ point: Point) -> String { "[\(n(point.x)), \(n(point.y))]" }
