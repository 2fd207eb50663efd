import VineCore
import VineGeometry
import VineLook

/// A plot as a pen plotter's SVG: a ``PlotDrawing``'s lines put on one
/// Inkscape layer per pen and in the order the pen draws them.
///
/// The SVG is in millimetres (`width="210mm"`, a `viewBox` of the page in millimetres),
/// each layer a group with `inkscape:groupmode="layer"` and an `inkscape:label` that
/// starts with its number (`1 stems`), which AxiDraw's software and vpype read as the
/// pen; every path is a single line, `fill="none"`, stroked at the pen width in the
/// layer's colour, with no fill, gradient, filter or opacity anywhere.
public struct PlotDocument: Sendable {
    /// How lines are shared out among pens.
    public enum Pens: String, CaseIterable, Sendable {
        /// One pen for everything.
        case single
        /// One pen per kind of part (``PlotPart``): stems, branches, leaves, flowers.
        case parts
        /// One pen per distinct line colour.
        case colour
    }

    /// The order each pen draws its lines in.
    public enum Order: String, CaseIterable, Sendable {
        /// As the drawing grew: lines by the time their part grew there (ties in painting
        /// order), each drawn from whichever end is nearer to where the pen stands (so the
        /// passes of a wide line go back and forth).
        case growth
        /// Little pen-up travel: from the page's origin, always the nearest line next,
        /// from whichever end is nearer (``/VineGeometry/TravelOrder/nearestNext(_:from:)``).
        case travel
    }

    /// One pen's lines.
    public struct Layer: Sendable {
        /// The layer's name, its number first (`1 stems`).
        public var label: String
        /// The colour its lines are drawn in.
        public var color: RGBA
        /// The lines, in drawing order, each with the recording time its part grew there.
        public var lines: [(points: [Point], birth: Double)]
    }

    /// What drawing a plot takes.
    public struct Figures: Sendable, Equatable {
        /// The length drawn with the pen down, in millimetres.
        public var penDown: Double
        /// The travel with the pen up between one line and the next of the same pen, in millimetres.
        public var penUp: Double
        /// How many times the pen is lifted (once after each line).
        public var lifts: Int

        /// The drawing speed the estimate assumes, in millimetres per second.
        public static let drawingSpeed = 25.0
        /// The pen-up speed the estimate assumes, in millimetres per second.
        public static let travelSpeed = 75.0
        /// The time the estimate allows for each pen lift (up and down again), in seconds.
        public static let liftTime = 0.3

        /// The estimated plotting time in seconds, at ``drawingSpeed``, ``travelSpeed`` and ``liftTime``.
        public var seconds: Double {
            penDown / Self.drawingSpeed + penUp / Self.travelSpeed + Double(lifts) * Self.liftTime
        }
    }

    /// The page's size, in millimetres.
    public let page: Size
    /// The pen's width, in millimetres.
    public let penWidth: Double
    /// The layers, in order.
    public let layers: [Layer]

    /// The plot of `drawing` with its lines shared out among `pens` and drawn in `order`.
    public init(_ drawing: PlotDrawing, pens: Pens, order: Order) {
        page = drawing.page
        penWidth = drawing.penWidth
        var groups: [(key: String, name: String, color: RGBA, lines: [PlotDrawing.Line])] = []
        func add(_ line: PlotDrawing.Line, key: String, name: String) {
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].lines.append(line)
            } else {
                groups.append((key, name, line.color, [line]))
            }
        }
        let lines = drawing.lines
        switch pens {
        case .single:
            for line in lines { add(line, key: "", name: "vine") }
        case .parts:
            for part in PlotPart.allCases {
                for line in lines where line.part == part { add(line, key: part.name, name: part.name) }
            }
        case .colour:
            for line in lines { add(line, key: Self.hex(line.color), name: "ink") }
        }
        layers = groups.enumerated().map { number, group in
            Layer(label: "\(number + 1) \(group.name)", color: group.color, lines: Self.ordered(group.lines, order))
        }
    }

    /// `lines` in `order`.
    static func ordered(_ lines: [PlotDrawing.Line], _ order: Order) -> [(points: [Point], birth: Double)] {
        switch order {
        case .growth:
            let sorted = lines.enumerated().sorted { ($0.element.birth, $0.offset) < ($1.element.birth, $1.offset) }
            var pen = Point(x: 0, y: 0)
            return sorted.map { _, line in
                let start = line.points[0]
                let end = line.points[line.points.count - 1]
                let reversed = (end - pen).lengthSquared < (start - pen).lengthSquared
                pen = reversed ? start : end
                return (reversed ? line.points.reversed() : line.points, line.birth)
            }
        case .travel:
            let ends = lines.map { (start: $0.points[0], end: $0.points[$0.points.count - 1]) }
            return TravelOrder.nearestNext(ends, from: Point(x: 0, y: 0)).map { index, reversed in
                (reversed ? lines[index].points.reversed() : lines[index].points, lines[index].birth)
            }
        }
    }

    /// The length with the pen down, the pen-up travel within each layer and the pen lifts.
    public var figures: Figures {
        var figures = Figures(penDown: 0, penUp: 0, lifts: 0)
        for layer in layers {
            for line in layer.lines { figures.penDown += Polyline.length(line.points) }
            figures.penUp += TravelOrder.travel(
                layer.lines.map { (start: $0.points[0], end: $0.points[$0.points.count - 1]) }, from: nil)
            figures.lifts += layer.lines.count
        }
        return figures
    }

    /// `#RRGGBB` of `color`.
    static func hex(_ color: RGBA) -> String { RGBA(r: color.r, g: color.g, b: color.b, a: 1).hex }

    /// `value` with at most three decimals, no trailing zeros and no negative zero.
    package static func number(_ value: Double) -> String {
        var text = ThreePlaces.text(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The SVG 1.1 bytes of the plot.
    public var svg: [UInt8] {
        let width = Self.number(page.width)
        let height = Self.number(page.height)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" \
            version="1.1" width="\(width)mm" height="\(height)mm" viewBox="0 0 \(width) \(height)">

            """
        for (index, layer) in layers.enumerated() {
            out += "<g inkscape:groupmode=\"layer\" inkscape:label=\"\(layer.label)\" id=\"layer\(index + 1)\" "
            out += "fill=\"none\" stroke=\"\(Self.hex(layer.color))\" stroke-width=\"\(Self.number(penWidth))\" "
            out += "stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
            for line in layer.lines {
                out += "<path fill=\"none\" d=\"M"
                for (i, point) in line.points.enumerated() {
                    if i == 1 { out += " L" }
                    out += " \(Self.number(point.x)) \(Self.number(point.y))"
                }
                out += "\"/>\n"
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return Array(out.utf8)
    }
}
