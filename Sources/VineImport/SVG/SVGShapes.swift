import VineGeometry

/// The outline of each basic shape as a path in its own user space, as SVG 1.1 defines it
/// (rounded rectangles with corner arcs, circles and ellipses as four arcs from the
/// rightmost point, the way of increasing angles).
enum SVGShapes {
    /// The path of shape element `node`; nil when the shape draws nothing (a zero radius or
    /// size). A negative size or radius, or a malformed number, is an error.
    static func path(of node: XMLNode, limits: SVGLimits) throws(SVGError) -> BezierPath? {
        func value(_ name: String, default fallback: Double? = 0) throws(SVGError) -> Double {
            guard let text = node.attributes[name] else {
                guard let fallback else {
                    throw SVGError(line: node.line, message: "<\(node.name)> needs the attribute \(name)")
                }
                return fallback
            }
            guard let number = number(text, limits: limits) else {
                throw SVGError(
                    line: node.line,
                    message:
                        "\(name) of <\(node.name)> must be a number of magnitude at most \(Int(limits.maxMagnitude)), not '\(text)'"
                )
            }
            return number
        }
        func nonNegative(_ values: Double...) throws(SVGError) {
            guard values.allSatisfy({ $0 >= 0 }) else {
                throw SVGError(line: node.line, message: "<\(node.name)> has a negative size or radius")
            }
        }
        switch node.name {
        case "path":
            guard let data = node.attributes["d"] else { return nil }
            return try SVGPathParser.parse(data, line: node.line, limits: limits)
        case "line":
            var path = BezierPath()
            path.move(to: Point(x: try value("x1"), y: try value("y1")))
            path.line(to: Point(x: try value("x2"), y: try value("y2")))
            return path
        case "polyline", "polygon":
            var scanner = SVGScanner(
                node.attributes["points"] ?? "", attribute: "points", line: node.line, maxMagnitude: limits.maxMagnitude
            )
            var path = BezierPath()
            while !scanner.atEnd() {
                let point = Point(x: try scanner.number(), y: try scanner.number())
                if path.isEmpty { path.move(to: point) } else { path.line(to: point) }
                guard path.elements.count <= limits.maxPathCommands else {
                    throw scanner.error("more than \(limits.maxPathCommands) points")
                }
            }
            if node.name == "polygon", !path.isEmpty { path.close() }
            return path
        case "rect":
            let (x, y, width, height) = (try value("x"), try value("y"), try value("width"), try value("height"))
            var rx = node.attributes["rx"].flatMap { number($0, limits: limits) }
            var ry = node.attributes["ry"].flatMap { number($0, limits: limits) }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let cornerX = min(rx ?? 0, width / 2)
            let cornerY = min(ry ?? 0, height / 2)
            try nonNegative(width, height, cornerX, cornerY)
            guard width > 0, height > 0 else { return nil }
            return roundedRect(Rect(x: x, y: y, width: width, height: height), rx: cornerX, ry: cornerY)
        case "circle":
            let r = try value("r")
            try nonNegative(r)
            guard r > 0 else { return nil }
            return ellipse(center: Point(x: try value("cx"), y: try value("cy")), rx: r, ry: r)
        default:
            let (rx, ry) = (try value("rx"), try value("ry"))
            try nonNegative(rx, ry)
            guard rx > 0, ry > 0 else { return nil }
            return ellipse(center: Point(x: try value("cx"), y: try value("cy")), rx: rx, ry: ry)
        }
    }

    /// The unit directions of the four quarter points, from +x the way of increasing angles.
    private static let quarters = [
        Vector(x: 1, y: 0), Vector(x: 0, y: 1), Vector(x: -1, y: 0), Vector(x: 0, y: -1),
    ]

    /// An ellipse as one closed subpath of arcs, starting at its rightmost point.
    private static func ellipse(center: Point, rx: Double, ry: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: center.x + rx, y: center.y))
        for i in 0..<4 {
            appendArc(&path, center: center, rx: rx, ry: ry, from: quarters[i], to: quarters[(i + 1) % 4])
        }
        path.close()
        return path
    }

    /// A rectangle with corners rounded by `rx` × `ry`, starting at the top edge.
    private static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: r.minX + rx, y: r.minY))
        path.line(to: Point(x: r.maxX - rx, y: r.minY))
        let round = rx > 0 && ry > 0
        if round {
            appendArc(
                &path, center: Point(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: quarters[3], to: quarters[0]
            )
        }
        path.line(to: Point(x: r.maxX, y: r.maxY - ry))
        if round {
            appendArc(
                &path, center: Point(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: quarters[0], to: quarters[1]
            )
        }
        path.line(to: Point(x: r.minX + rx, y: r.maxY))
        if round {
            appendArc(
                &path, center: Point(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: quarters[1], to: quarters[2]
            )
        }
        path.line(to: Point(x: r.minX, y: r.minY + ry))
        if round {
            appendArc(
                &path, center: Point(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: quarters[2], to: quarters[3]
            )
        }
        path.close()
        return path
    }

    /// Appends the arc of the ellipse at `center` from direction `a` to `b`, increasing angles.
    private static func appendArc(
        _ path: inout BezierPath, center: Point, rx: Double, ry: Double, from a: Vector, to b: Vector
    ) {
        let cubics = EllipticalArc.cubics(
            center: center, radii: Vector(x: rx, y: ry), rotation: .identity, from: a, to: b, positive: true)
        for cubic in cubics { path.curve(to: cubic.p3, control1: cubic.p1, control2: cubic.p2) }
    }

    /// `text` as a plain number (an optional `px`), finite and within the limits; nil otherwise.
    static func number(_ text: String?, limits: SVGLimits) -> Double? {
        guard var text = text?.trimmingCharacters(in: " \t\n") else { return nil }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let value = Double(text), value.isFinite, abs(value) <= limits.maxMagnitude else { return nil }
        return value
    }
}
