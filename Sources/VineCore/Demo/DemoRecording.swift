import VineGeometry

/// The built-in demo: a recording generated in code, the same on every machine.
///
/// About 23 seconds on a 1280 × 800 canvas with the default settings and seed 2026: a
/// spiral, two waves, a loop that is undone a second after it is finished, and a low arc,
/// each drawn like a mouse drag (slow at both ends) sampled at 60 Hz. Strokes are built
/// with `+ − × ÷` only (rotations by the rational point `((1 − q²)/(1 + q²), 2q/(1 + q²))`
/// of the unit circle, no `sin`/`cos`); times are rounded to milliseconds and coordinates
/// to hundredths of a point. `Recordings/demo.vine` is exactly what VineSystem's `RecordingWriter`
/// writes for ``header`` and ``events``.
public enum DemoRecording {
    /// The demo's header: format version 1 (it needs nothing later), 1280 × 800, seed 2026, default parameters and style, titled "Vine demo".
    public static let header = RecordingHeader(
        version: 1, width: 1280, height: 800, seed: 2026, title: "Vine demo")

    /// The demo's events, in order.
    public static let events: [Event] = {
        var events: [Event] = []
        stroke(
            spiral(center: Point(x: 380, y: 400), from: 12, to: 300, steps: 660, q: 0.02),
            pointer: 0, from: 0.5, seconds: 6.5, into: &events)
        stroke(
            wave(from: Point(x: 720, y: 190), length: 500, amplitude: 60, steps: 600, q: 0.0135),
            pointer: 0, from: 7.5, seconds: 4.5, into: &events)
        stroke(
            wave(from: Point(x: 1200, y: 600), length: -480, amplitude: 70, steps: 600, q: 0.011),
            pointer: 0, from: 12.5, seconds: 4, into: &events)
        stroke(
            spiral(center: Point(x: 1000, y: 400), from: 50, to: 50, steps: 330, q: 0.0095),
            pointer: 0, from: 17, seconds: 2, into: &events)
        events.append(Event(time: 20, action: .undo))
        stroke(
            arc(center: Point(x: 640, y: 780), radiusX: 560, radiusY: 90, steps: 320, q: 0.0049),
            pointer: 0, from: 20.5, seconds: 2.5, into: &events)
        return events
    }()

    /// The demo's timeline, fully built, as recorded (the classic look).
    public static var timeline: Timeline {
        try! Timeline(header: header, events: events)
    }

    /// The demo's timeline drawn in `look`: what `vine demo` shows in the natural look.
    public static func timeline(look: Look) -> Timeline {
        var header = header
        header.look = look
        return try! Timeline(header: header, events: events)
    }

    /// The demo's timeline drawn in `species` (`vine demo --species`).
    public static func timeline(species: Species) -> Timeline {
        var header = header
        header.setSpecies(species)
        return try! Timeline(header: header, events: events)
    }

    /// Appends a drag along `path`: a `down` at its start at time `start`, a `move` every
    /// 1/60 s easing along it (smoothstep), and an `up` at its end `seconds` later.
    private static func stroke(
        _ path: [Point], pointer: Int, from start: Double, seconds: Double,
        into events: inout [Event]
    ) {
        let frames = Int((seconds * 60).rounded())
        for frame in 0...frames {
            let u = Double(frame) / Double(frames)
            let eased = u * u * (3 - 2 * u)
            let position = eased * Double(path.count - 1)
            let i = min(Int(position), path.count - 2)
            let f = position - Double(i)
            let point = path[i] + (path[i + 1] - path[i]) * f
            let rounded = Point(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100)
            let time = ((start + Double(frame) / 60) * 1000).rounded() / 1000
            let action: Event.Action =
                switch frame {
                case 0: .down(pointer: pointer, point: rounded)
                case frames: .up(pointer: pointer, point: rounded)
                default: .move(pointer: pointer, point: rounded)
                }
            events.append(Event(time: time, action: action))
        }
    }

    /// The unit vectors at angles 0, θ, 2θ, … (`count` of them), θ = 2·atan(q), by repeated rotation.
    private static func unitCircle(count: Int, q: Double) -> [Vector] {
        let rotation = Vector(x: (1 - q * q) / (1 + q * q), y: 2 * q / (1 + q * q))
        var direction = Vector(x: 1, y: 0)
        var directions: [Vector] = []
        for _ in 0..<count {
            directions.append(direction)
            direction = Vector(
                x: direction.x * rotation.x - direction.y * rotation.y,
                y: direction.x * rotation.y + direction.y * rotation.x)
        }
        return directions
    }

    /// A spiral around `center` whose radius goes linearly from `from` to `to` points.
    private static func spiral(center: Point, from: Double, to: Double, steps: Int, q: Double) -> [Point] {
        unitCircle(count: steps + 1, q: q).enumerated().map { i, direction in
            center + direction * (from + (to - from) * Double(i) / Double(steps))
        }
    }

    /// A sine-like wave starting at `start`, running `length` points along x.
    private static func wave(from start: Point, length: Double, amplitude: Double, steps: Int, q: Double) -> [Point] {
        unitCircle(count: steps + 1, q: q).enumerated().map { i, direction in
            Point(x: start.x + length * Double(i) / Double(steps), y: start.y - amplitude * direction.y)
        }
    }

    /// The upper half of an ellipse around `center`, from its left end to its right end.
    private static func arc(center: Point, radiusX: Double, radiusY: Double, steps: Int, q: Double) -> [Point] {
        unitCircle(count: steps + 1, q: q).map { direction in
            Point(x: center.x - radiusX * direction.x, y: center.y - radiusY * direction.y)
        }
    }
}
