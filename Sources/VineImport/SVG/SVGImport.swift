import VineGeometry

/// Turns an SVG drawing into pen strokes on a canvas (see <doc:ImportingSVG>).
///
/// Every `path`, `line`, `polyline`, `polygon`, `rect` (rounded too), `circle` and
/// `ellipse` becomes strokes, through nested groups, `use` references and every
/// `transform`; the root's `viewBox` (else its `width` and `height`, else the drawing's
/// bounds) is fitted into the canvas inset by ``margin`` as `preserveAspectRatio` says.
/// Curves are flattened within ``tolerance`` canvas points. Fills, text, images and
/// other elements are not drawn; ``Result/skipped`` counts them.
public struct SVGImport: Sendable {
    /// The order strokes are drawn in.
    public enum Order: String, CaseIterable, Sendable {
        /// As the elements come in the document.
        case document
        /// Each next stroke is the one starting (or, reversed, ending) nearest to where the
        /// pen is, starting with the document's first.
        case nearest
    }

    /// What an import produced.
    public struct Result: Sendable {
        /// The strokes in canvas points, in drawing order.
        public var strokes: [[Point]]
        /// What was not drawn, by kind (`fill`, `text`, `image`, an element's name), with counts.
        public var skipped: [String: Int]

        /// One line saying what was skipped and how many, or nil when nothing was.
        public var skippedSummary: String? {
            guard !skipped.isEmpty else { return nil }
            let parts = skipped.sorted { $0.key < $1.key }.map { kind, count in
                kind == "fill" ? "\(count) fill\(count == 1 ? "" : "s") (outline drawn)" : "\(count) <\(kind)>"
            }
            return "skipped " + parts.joined(separator: ", ") + " (only strokes are imported)"
        }
    }

    /// The canvas, in points.
    public var canvas: Size
    /// The share of the canvas left free on each side: 0.05.
    public var margin = 0.05
    /// The largest distance of a flattened stroke from the true curve, in canvas points: 0.1.
    public var tolerance = 0.1
    /// The limits.
    public var limits: SVGLimits

    /// An importer onto `canvas`.
    public init(canvas: Size, limits: SVGLimits = .standard) {
        self.canvas = canvas
        self.limits = limits
    }

    /// The strokes of the SVG document in `bytes`, in `order`.
    public func strokes(fromSVG bytes: [UInt8], order: Order) throws(SVGError) -> Result {
        let root = try XMLReader.read(bytes, limits: limits)
        return try strokes(from: root, order: order)
    }

    /// The strokes of the SVG document whose root element is `root`, in `order`.
    public func strokes(from root: XMLNode, order: Order) throws(SVGError) -> Result {
        guard root.name == "svg" else {
            throw SVGError(line: root.line, message: "the root element is <\(root.name)>; expected <svg>")
        }
        var walker = SVGWalker(limits: limits)
        walker.index(root)
        try walker.walkChildren(of: root, transform: .identity, style: SVGStyle())
        let fit = try viewportTransform(root, shapes: walker.shapes.map(\.path))
        var strokes: [[Point]] = []
        var pointCount = 0.0
        for (shape, line, _) in walker.shapes {
            let placed = shape.transformed(by: fit)
            pointCount += try estimatedPoints(placed, line: line)
            guard pointCount <= Double(limits.maxPoints) else {
                throw SVGError(line: line, message: "the drawing flattens to more than \(limits.maxPoints) points")
            }
            strokes.append(contentsOf: placed.flattened(tolerance: tolerance))
            guard strokes.count <= limits.maxStrokes else {
                throw SVGError(line: line, message: "the drawing has more than \(limits.maxStrokes) strokes")
            }
        }
        return Result(strokes: order == .nearest ? StrokeOrder.nearest(strokes) : strokes, skipped: walker.skipped)
    }

    /// How many points flattening `path` (in canvas points) gives at most — Wang's bound, as
    /// ``/VineGeometry/BezierPath/flattened(tolerance:)`` uses it — checked before flattening,
    /// so no shape can make it allocate without bound. A control point beyond
    /// ``SVGLimits/maxCanvasCoordinate`` is an error at `line`.
    func estimatedPoints(_ path: BezierPath, line: Int) throws(SVGError) -> Double {
        var count = 1.0
        for segment in path.segments {
            let points: [Point]
            var secondDerivative = 0.0
            switch segment {
            case .line(let l):
                points = [l.p0, l.p1]
            case .quad(let q):
                points = [q.p0, q.p1, q.p2]
                secondDerivative = 2 * ((q.p2 - q.p1) - (q.p1 - q.p0)).length
            case .cubic(let c):
                points = [c.p0, c.p1, c.p2, c.p3]
                secondDerivative =
                    6 * max(((c.p2 - c.p1) - (c.p1 - c.p0)).length, ((c.p3 - c.p2) - (c.p2 - c.p1)).length)
            }
            guard
                points.allSatisfy({ abs($0.x) <= limits.maxCanvasCoordinate && abs($0.y) <= limits.maxCanvasCoordinate }
                )
            else {
                throw SVGError(
                    line: line,
                    message:
                        "the shape reaches beyond ±\(Int(limits.maxCanvasCoordinate)) points once fitted to the canvas")
            }
            count += max(1, (secondDerivative / (8 * tolerance)).squareRoot().rounded(.up))
        }
        return count
    }

    /// The transform from the root's user space to the canvas.
    func viewportTransform(_ root: XMLNode, shapes: [BezierPath]) throws(SVGError) -> AffineTransform {
        var source: Rect?
        if let viewBox = root.attributes["viewBox"] {
            var scanner = SVGScanner(viewBox, attribute: "viewBox", line: root.line, maxMagnitude: limits.maxMagnitude)
            var values: [Double] = []
            for _ in 0..<4 { values.append(try scanner.number()) }
            guard scanner.atEnd(), values[2] > 0, values[3] > 0 else {
                throw SVGError(
                    line: root.line, message: "expected a viewBox of four numbers with positive width and height")
            }
            source = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        } else if let width = length(root.attributes["width"]), let height = length(root.attributes["height"]),
            width > 0, height > 0
        {
            source = Rect(x: 0, y: 0, width: width, height: height)
        } else {
            source = shapes.reduce(nil) { bounds, shape in
                shape.isEmpty ? bounds : bounds.map { $0.union(shape.bounds) } ?? shape.bounds
            }
        }
        guard let source, source.width > 0 || source.height > 0 else { return .identity }
        let target = Rect(
            x: canvas.width * margin, y: canvas.height * margin, width: canvas.width * (1 - 2 * margin),
            height: canvas.height * (1 - 2 * margin))
        let aspect = (root.attributes["preserveAspectRatio"] ?? "xMidYMid meet")
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            .filter { $0 != "defer" }
        let align = aspect.first ?? "xMidYMid"
        var sx = source.width > 0 ? target.width / source.width : .infinity
        var sy = source.height > 0 ? target.height / source.height : .infinity
        if align != "none" {
            let scale = aspect.count > 1 && aspect[1] == "slice" ? max(sx, sy) : min(sx, sy)
            sx = scale
            sy = scale
        }
        if !sx.isFinite { sx = sy }
        if !sy.isFinite { sy = sx }
        func offset(_ free: Double, _ key: String) -> Double {
            align.contains(key + "Min") ? 0 : align.contains(key + "Max") ? free : free / 2
        }
        let dx = target.minX + offset(target.width - source.width * sx, "x") - source.minX * sx
        let dy = target.minY + offset(target.height - source.height * sy, "Y") - source.minY * sy
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: dx, ty: dy)
    }

    /// A length attribute's number (units ignored, percentages refused): nil when absent or not a plain length.
    private func length(_ text: String?) -> Double? {
        guard let text, !text.hasSuffix("%") else { return nil }
        let number = text.prefix { "0123456789.+-eE".contains($0) }
        return Double(number).flatMap { $0.isFinite && abs($0) <= limits.maxMagnitude ? $0 : nil }
    }
}
