import VineCore
import VineGeometry
import VineLook

/// Shapes: marks as paths, scaled groups, path data.
extension AnimatedSVGDocument.Writer {
    /// `marks` as paths written from `origin`, a fill and the stroke after it of the same
    /// outline as one path; a gradient fill gets a gradient of its own placed on the
    /// shared stops (`N`). With `strokeless` the group already says `stroke="none"`.
    mutating func marks(_ marks: [Mark], from origin: Point, strokeless: Bool = false) {
        for element in MarkElement.merging(marks) {
            var attributes: [String] = []
            // A withering leaf's colours turn: one animation of the element's fill and stroke.
            var turns: (from: [String], to: [String]) = ([], [])
            if let turning {
                if case .solid(let colour)? = element.fill {
                    turns.from.append("fill:\(hex(colour))")
                    turns.to.append("fill:\(hex(turning.wither.autumnColor(of: .fill(.solid(colour)))))")
                }
                if let stroke = element.stroke {
                    let ink = Mark.Ink.stroke(.solid(stroke.colour), width: stroke.width)
                    turns.from.append("stroke:\(hex(stroke.colour))")
                    turns.to.append("stroke:\(hex(turning.wither.autumnColor(of: ink)))")
                }
            }
            let turn = turns.from.isEmpty ? "" : ";" + turningAnimation(turns.from, turns.to)
            switch element.fill {
            case .solid(let colour)?:
                attributes.append("style=\"fill:\(hex(colour))\(turn)\"\(opacityAttribute("fill", colour))")
            case .linear(let gradient)?:
                gradientCount += 1
                let start = gradient.start - origin
                let end = gradient.end - origin
                out += "<linearGradient id=\"n\(gradientCount)\" gradientUnits=\"userSpaceOnUse\" "
                if start != .zero { out += "x1=\"\(xy.text(start.x))\" y1=\"\(xy.text(start.y))\" " }
                out += "x2=\"\(xy.text(end.x))\" y2=\"\(xy.text(end.y))\""
                if turning != nil {
                    out += ">\(turningStops(gradient))</linearGradient>\n"
                } else {
                    out += " xlink:href=\"#N\(markGradients.firstIndex(of: AnimatedSVGDocument.Stops(gradient))!)\"/>\n"
                }
                attributes.append(
                    "style=\"fill:url(#n\(gradientCount))\(turn)\"\(opacityAttribute("fill", gradient.opacity))")
            case nil:
                if !turn.isEmpty { attributes.append("style=\"\(turn.dropFirst())\"") }
            }
            if let stroke = element.stroke {
                attributes.append("\(paint("stroke", stroke.colour)) stroke-width=\"\(xy.text(stroke.width))\"")
            } else if !strokeless {
                attributes.append("stroke=\"none\"")
            }
            out += "<path class=\"s\" d=\"\(pathData(element.path, from: origin))\" "
            out += attributes.joined(separator: " ") + "/>\n"
        }
    }

    /// Opens a group placed at `origin` (its shapes are written from there) and, unless
    /// `scale` is constant (1), a group inside it scaled about it by `scale` (0…1).
    mutating func openScaled(at origin: Point, _ scale: Track) {
        out += "<g transform=\"translate(\(xy.text(origin.x)) \(xy.text(origin.y)))\">"
        if scale.isConstant {
            out += "\n"
            return
        }
        let a = scale.keys[0]
        let b = scale.keys[scale.keys.count - 1]
        if scale.keys.count == 2, a.easesOut, a.value == 0, b.value == 1 {
            out += "<g class=\"u\" style=\"animation-delay:\(seconds.text(a.frame / fps))s;"
            out += "animation-duration:\(seconds.text((b.frame - a.frame) / fps))s\">\n"
        } else {
            out += "<g style=\"\(keyframed(scale, decimals: opacity, dash: false))\">\n"
        }
    }

    /// `path` as path data from `origin`, each point relative to the rounded one before
    /// (quadratic curves raised to cubics).
    private func pathData(_ path: BezierPath, from origin: Point) -> String {
        var d = ""
        var current = (x: 0.0, y: 0.0)
        var start = current
        var command: Character = " "
        func number(_ value: Double, first: Bool) {
            let text = xy.text(value)
            if !first && !text.hasPrefix("-") { d += " " }
            d += text
        }
        func point(_ p: Point, _ letter: Character, moves: Bool) {
            let x = xy.rounded(p.x - origin.x)
            let y = xy.rounded(p.y - origin.y)
            if letter != command || letter == "m" {
                d.append(letter)
                command = letter
                number(x - current.x, first: true)
            } else {
                number(x - current.x, first: false)
            }
            number(y - current.y, first: false)
            if moves { current = (x, y) }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                point(p, "m", moves: true)
                start = current
                command = "l"
            case .line(let p):
                point(p, "l", moves: true)
            case .quad(let c, let p):
                let p0 = Point(x: current.x + origin.x, y: current.y + origin.y)
                point(p0 + (c - p0) * (2.0 / 3), "c", moves: false)
                point(p + (c - p) * (2.0 / 3), "c", moves: false)
                point(p, "c", moves: true)
            case .cubic(let c1, let c2, let p):
                point(c1, "c", moves: false)
                point(c2, "c", moves: false)
                point(p, "c", moves: true)
            case .close:
                d += "z"
                command = "z"
                current = start
            }
        }
        return d
    }

    /// A polyline as path data, each point after the first relative to the rounded one before.
    func polyline(_ points: [Point]) -> String {
        let path = points.count == 1 ? [points[0], points[0]] : points
        var x = xy.rounded(path[0].x)
        var y = xy.rounded(path[0].y)
        var d = "M\(xy.text(x)) \(xy.text(y))l"
        for (index, point) in path.dropFirst().enumerated() {
            let nx = xy.rounded(point.x)
            let ny = xy.rounded(point.y)
            let dx = xy.text(nx - x)
            let dy = xy.text(ny - y)
            d += (index == 0 || dx.hasPrefix("-") ? "" : " ") + dx + (dy.hasPrefix("-") ? "" : " ") + dy
            x = nx
            y = ny
        }
        return d
    }
}
