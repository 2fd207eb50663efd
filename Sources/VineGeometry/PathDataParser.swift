/// Parses SVG path data (an SVG `d` attribute, or a species' leaf and petal outlines) into a
/// ``BezierPath``: every command (`M L H V C S Q T A Z`), absolute and relative, with
/// implicit repeats (a `moveto`'s extra pairs are `lineto`s) and the reflected control points
/// of `S` and `T`. Arcs become cubics through ``EllipticalArc``. Anything else is a
/// ``PathDataError`` naming the character.
public enum PathDataParser {
    /// The path of `data`, with at most `maxCommands` commands and numbers of magnitude at
    /// most `maxMagnitude`.
    public static func parse(_ data: String, maxCommands: Int, maxMagnitude: Double) throws(PathDataError)
        -> BezierPath
    {
        var scanner = PathDataScanner(data, maxMagnitude: maxMagnitude)
        var path = BezierPath()
        var current = Point.zero
        var subpathStart = Point.zero
        var command: UInt8?
        var previousCommand: UInt8 = 0
        var lastControl: Point?
        var commands = 0
        while !scanner.atEnd() {
            commands += 1
            guard commands <= maxCommands else {
                throw scanner.error("more than \(maxCommands) commands")
            }
            if let byte = scanner.peek(), Self.isCommand(byte) {
                scanner.advance()
                command = byte
            } else if let repeated = command, scanner.nextIsNumber() {
                if repeated == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if repeated == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                if repeated == UInt8(ascii: "Z") || repeated == UInt8(ascii: "z") {
                    throw scanner.error("expected a command after closepath")
                }
            } else {
                throw scanner.error(
                    command == nil ? "expected a moveto (M or m) first" : "expected a command or a number")
            }
            guard let letter = command else { throw scanner.error("expected a command") }
            if path.isEmpty, letter != UInt8(ascii: "M"), letter != UInt8(ascii: "m") {
                throw scanner.error("expected a moveto (M or m) first")
            }
            let relative = letter >= UInt8(ascii: "a")
            let origin = relative ? current : Point.zero
            func point() throws(PathDataError) -> Point {
                let x = try scanner.number()
                let y = try scanner.number()
                return Point(x: origin.x + x, y: origin.y + y)
            }
            var control: Point?
            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                subpathStart = current
                path.move(to: current)
            case UInt8(ascii: "l"):
                current = try point()
                path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: (relative ? current.x : 0) + (try scanner.number()), y: current.y)
                path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try scanner.number()))
                path.line(to: current)
            case UInt8(ascii: "c"):
                let c1 = try point()
                let c2 = try point()
                current = try point()
                path.curve(to: current, control1: c1, control2: c2)
                control = c2
            case UInt8(ascii: "s"):
                let c1 = Self.reflection(of: lastControl, about: current, if: "cs", previousCommand)
                let c2 = try point()
                current = try point()
                path.curve(to: current, control1: c1, control2: c2)
                control = c2
            case UInt8(ascii: "q"):
                let c = try point()
                current = try point()
                path.quadCurve(to: current, control: c)
                control = c
            case UInt8(ascii: "t"):
                let c = Self.reflection(of: lastControl, about: current, if: "qt", previousCommand)
                current = try point()
                path.quadCurve(to: current, control: c)
                control = c
            case UInt8(ascii: "a"):
                let rx = try scanner.number()
                let ry = try scanner.number()
                let rotation = try scanner.number()
                let largeArc = try scanner.flag()
                let sweep = try scanner.flag()
                let end = try point()
                if let cubics = EllipticalArc.pathArc(
                    from: current, to: end, radii: Vector(x: rx, y: ry), xAxisRotation: rotation, largeArc: largeArc,
                    sweep: sweep)
                {
                    for cubic in cubics { path.curve(to: cubic.p3, control1: cubic.p1, control2: cubic.p2) }
                } else {
                    path.line(to: end)
                }
                current = end
            default:
                path.close()
                current = subpathStart
                path.move(to: current)
            }
            lastControl = control
            previousCommand = letter | 0x20
        }
        return path
    }

    /// Whether `byte` is a path command letter.
    private static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    /// The first control point of an `S` or `T`: the previous control point reflected about
    /// the current point when the previous command was one of `kinds`, else the current point.
    private static func reflection(of control: Point?, about current: Point, if kinds: String, _ previous: UInt8)
        -> Point
    {
        guard let control, kinds.utf8.contains(previous) else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }
}
