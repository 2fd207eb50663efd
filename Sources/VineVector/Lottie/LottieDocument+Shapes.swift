import VineCore
import VineGeometry
import VineLook

/// Shapes: marks, paths, rectangles and dots, written from ``origin``.
extension LottieDocument.Writer {
    /// One group of filled rectangles (output pixels, or canvas points in a vine layer).
    mutating func rectangles(_ rects: [Rect], colour: RGBA) {
        out += "{\"ty\":\"gr\",\"it\":["
        for rect in rects {
            out += "{\"ty\":\"rc\",\"p\":{\"a\":0,\"k\":[\(xy.text(rect.midX)),\(xy.text(rect.midY))]},"
            out +=
                "\"s\":{\"a\":0,\"k\":[\(xy.text(rect.width)),\(xy.text(rect.height))]},\"r\":{\"a\":0,\"k\":0}},"
        }
        fill(colour)
        out += closing
    }

    /// A filled circle (in a group of its own, so its fill paints nothing else).
    mutating func disc(_ centre: Point, diameter: Double, colour: RGBA) {
        out += "{\"ty\":\"gr\",\"it\":[{\"ty\":\"el\",\"p\":{\"a\":0,\"k\":\(point(centre))},"
        out += "\"s\":{\"a\":0,\"k\":[\(xy.text(diameter)),\(xy.text(diameter))]}},"
        fill(colour)
        out += closing
    }

    /// `marks`, the last (painted last) first: a group for each element (a fill and the
    /// stroke after it of the same outline share one), its stroke above its fill. Elements
    /// in a row filled with one opaque colour and not stroked (a vine's stalks) share one
    /// group and its fill: painting them together or one by one gives the same pixels, as
    /// the later ones cover the earlier with the same colour (their outlines all wind the
    /// same way, so the nonzero rule fills their overlaps). The first element needs no group
    /// of its own: its paints come first in the enclosing group, so they paint only its
    /// paths; `marks` must open a group.
    mutating func marks(_ marks: [Mark]) {
        let elements = Array(MarkElement.merging(marks).reversed())
        var index = 0
        var written = 0
        while index < elements.count {
            let element = elements[index]
            index += 1
            var paths = [element.path]
            if element.stroke == nil, case .solid(let colour) = element.fill, colour.clamped.a >= 1 {
                while index < elements.count, elements[index].stroke == nil,
                    case .solid(let next) = elements[index].fill, next == colour
                {
                    paths.append(elements[index].path)
                    index += 1
                }
            }
            // A sticker leaves out fills without a stroke that are all smaller than a
            // speck (a blossom's centre), unless they are all that is left to the group.
            if let speck, element.stroke == nil, written > 0 || index < elements.count,
                paths.allSatisfy({ max($0.bounds.width, $0.bounds.height) < speck })
            {
                continue
            }
            let grouped = written > 0
            written += 1
            if grouped { out += ",{\"ty\":\"gr\",\"it\":[" }
            filled(paths)
            if let stroke = element.stroke {
                out += ","
                let (caps, joins) = Self.ends(of: element.path)
                self.stroke(stroke.colour, width: stroke.width, caps: caps, joins: joins)
            }
            if let fill = element.fill {
                out += ","
                paint(fill)
            }
            if grouped { out += closing }
        }
    }

    /// `marks` written from `centre` and scaled about it by `scale`, in a group of their own.
    mutating func scaled(
        _ marks: [Mark], at centre: Point, by scale: Track, as role: (fill: LottieSlot?, stroke: LottieSlot?)
    ) {
        origin = Point(x: xy.rounded(centre.x), y: xy.rounded(centre.y))
        out += "{\"ty\":\"gr\",\"it\":["
        self.role = role
        self.marks(marks)
        self.role = (nil, nil)
        scaledTransform(scale)
        origin = Point(x: 0, y: 0)
    }

    /// Closes a group with the transform that places ``origin`` and scales by `scale` (0…1) about it.
    private mutating func scaledTransform(_ scale: Track) {
        out += ",{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[\(xy.text(origin.x)),\(xy.text(origin.y))]},\"s\":"
        property(scale.scaled(by: 100), decimals: percent, factors: [1, 1])
        out += "\(sticker ? "" : ",\(Self.opaque)")}]}"
    }

    /// `paths`, filled with one opaque colour, as shapes (``bezier(_:thinned:)``), except
    /// that in a sticker those in a row that together fit within ``dot`` (a blossom's
    /// petals, smaller than its detail) are one ellipse over their bounds, a dot as it shows.
    private mutating func filled(_ paths: [BezierPath]) {
        var blob: Rect?
        var count = 0
        func separate(_ writer: inout Self) {
            if count > 0 { writer.out += "," }
            count += 1
        }
        func flushDot(_ writer: inout Self) {
            guard let bounds = blob else { return }
            separate(&writer)
            let centre = writer.point(Point(x: bounds.midX, y: bounds.midY))
            writer.out += "{\"ty\":\"el\",\"p\":{\"a\":0,\"k\":\(centre)},"
            writer.out +=
                "\"s\":{\"a\":0,\"k\":[\(writer.xy.text(bounds.width)),\(writer.xy.text(bounds.height))]}}"
            blob = nil
        }
        for path in paths {
            let bounds = path.bounds
            if let dot, max(bounds.width, bounds.height) <= dot {
                let joined = blob?.union(bounds) ?? bounds
                if max(joined.width, joined.height) <= dot {
                    blob = joined
                    continue
                }
                flushDot(&self)
                blob = bounds
                continue
            }
            flushDot(&self)
            separate(&self)
            bezier(path)
        }
        flushDot(&self)
    }

    /// `path` as shapes, one per subpath (quadratic curves raised to cubics), thinned
    /// (``thinning``) unless `thinned` is false (a path that a trim measures).
    mutating func bezier(_ path: BezierPath, thinned: Bool = true) {
        var vertices: [(v: Point, i: (Double, Double), o: (Double, Double))] = []
        var count = 0
        func flush(closed: Bool, into writer: inout Self) {
            guard !vertices.isEmpty else { return }
            if closed, vertices.count > 1, vertices[vertices.count - 1].v == vertices[0].v {
                vertices[0].i = vertices.removeLast().i
            }
            if count > 0 { writer.out += "," }
            count += 1
            guard thinned else {
                writer.path(vertices, closed: closed)
                vertices = []
                return
            }
            let original = vertices.map {
                (v: $0.v, i: Vector(x: $0.i.0, y: $0.i.1), o: Vector(x: $0.o.0, y: $0.o.1))
            }
            let thinned =
                closed ? writer.thinning.thinned(closed: original) : writer.thinning.thinned(original).vertices
            writer.path(thinned.map { (v: $0.v, i: ($0.i.x, $0.i.y), o: ($0.o.x, $0.o.y)) }, closed: closed)
            vertices = []
        }
        func cubic(_ c1: Point, _ c2: Point, _ end: Point) {
            let last = vertices[vertices.count - 1].v
            vertices[vertices.count - 1].o = (c1.x - last.x, c1.y - last.y)
            vertices.append((end, (c2.x - end.x, c2.y - end.y), (0, 0)))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                flush(closed: false, into: &self)
                vertices = [(p, (0, 0), (0, 0))]
            case .line(let p):
                if vertices.last?.v != p { vertices.append((p, (0, 0), (0, 0))) }
            case .quad(let c, let p):
                let p0 = vertices[vertices.count - 1].v
                cubic(p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
            case .cubic(let c1, let c2, let p):
                cubic(c1, c2, p)
            case .close:
                flush(closed: true, into: &self)
            }
        }
        flush(closed: false, into: &self)
    }

    /// A path: `vertices` with in and out tangents relative to them.
    mutating func path(_ vertices: [(v: Point, i: (Double, Double), o: (Double, Double))], closed: Bool) {
        out += "{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":{\(closed ? "\"c\":true," : "")\"v\":["
        out += vertices.map { point($0.v) }.joined(separator: ",")
        out += "],\"i\":["
        out += vertices.map { offset($0.i.0, $0.i.1) }.joined(separator: ",")
        out += "],\"o\":["
        out += vertices.map { offset($0.o.0, $0.o.1) }.joined(separator: ",")
        out += "]}}}"
    }

    /// `p` relative to ``origin``, rounded so that `origin + p` is within the coordinates' rounding.
    func point(_ p: Point) -> String {
        "[\(xy.text(xy.rounded(p.x) - origin.x)),\(xy.text(xy.rounded(p.y) - origin.y))]"
    }

    /// A handle (relative to its vertex), to ``handles``' places.
    private func offset(_ x: Double, _ y: Double) -> String { "[\(handles.text(x)),\(handles.text(y))]" }

    /// Whether `path` has caps (an open subpath) and joins (a subpath of more than one segment).
    private static func ends(of path: BezierPath) -> (caps: Bool, joins: Bool) {
        var caps = false
        var joins = false
        var segments = 0
        var open = false
        for element in path.elements {
            switch element {
            case .move:
                caps = caps || (open && segments > 0)
                segments = 0
                open = true
            case .line, .quad, .cubic:
                segments += 1
                joins = joins || segments > 1
            case .close:
                open = false
            }
        }
        return (caps || (open && segments > 0), joins)
    }

    /// A group (named `name`, when one is given) of what `shapes` writes, stroked with
    /// `inks`; for Qt's player (``LottieCompat/qt``), which strokes a group with its
    /// first stroke alone, a group for each stroke, the last (painted last) first.
    mutating func strokedGroup(_ inks: [Mark.Ink], name: String? = nil, shapes: (inout Self) -> Void) {
        for (index, group) in strokeGroups(inks).enumerated() {
            if index > 0 { out += "," }
            out += "{\"ty\":\"gr\",\(name.map { "\"nm\":\(JSONText.quoted($0))," } ?? "")\"it\":["
            shapes(&self)
            out += ","
            strokes(group)
            out += closing
        }
    }
}
