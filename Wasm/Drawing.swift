import VineCore
import VineGeometry
import VineLook

// The page's drawing: a recording made of the pointer's events, and the marks of its scene
// as numbers the page paints on a canvas (Web/vine.js).

/// The event codes of ``recordingText(width:height:seed:species:events:)``'s numbers.
enum EventCode: Double {
    case down = 0
    case move, up, undo, redo, clear
}

/// The `.vine` text, as the core's writer gives it, of a version-2 recording on a `width` ×
/// `height` canvas with `seed`, grown as the built-in species `species` (nil: natural),
/// using the pen's pressure or not (`usesPressure`), of `events`: six numbers each, the
/// time in seconds, an ``EventCode``, the pointer, x, y and the pressure (negative for
/// none); nil when an event is not one.
func recordingText(
    width: Double, height: Double, seed: UInt64, species: String?, usesPressure: Bool, events: [Double]
) -> String? {
    let header = drawingHeader(width: width, height: height, seed: seed, species: species, usesPressure: usesPressure)
    guard let decoded = decodedEvents(events) else { return nil }
    return decoded.reduce(header.jsonLine + "\n") { $0 + $1.jsonLine + "\n" }
}

/// The header of the page's drawings: version 2, a `width` × `height` canvas, `seed`, the
/// built-in species `species` (nil or unknown: natural), pressure used or not.
func drawingHeader(width: Double, height: Double, seed: UInt64, species: String?, usesPressure: Bool)
    -> RecordingHeader
{
    var header = RecordingHeader(version: 2, width: width, height: height, seed: seed)
    header.setSpecies(species.flatMap { Species.builtIn(named: $0) } ?? .of(.natural))
    header.usesPressure = usesPressure
    return header
}

/// The events of `numbers`, six each (``recordingText(width:height:seed:species:usesPressure:events:)``);
/// nil when one is not an event.
func decodedEvents(_ numbers: [Double]) -> [Event]? {
    var events: [Event] = []
    var index = 0
    while index + 6 <= numbers.count {
        let pointer = Int(numbers[index + 2])
        let point = Point(x: numbers[index + 3], y: numbers[index + 4])
        let pressure = numbers[index + 5] < 0 ? nil : numbers[index + 5]
        let action: Event.Action
        switch EventCode(rawValue: numbers[index + 1]) {
        case .down: action = .down(pointer: pointer, point: point, pressure: pressure)
        case .move: action = .move(pointer: pointer, point: point, pressure: pressure)
        case .up: action = .up(pointer: pointer, point: point, pressure: pressure)
        case .undo: action = .undo
        case .redo: action = .redo
        case .clear: action = .clear
        case nil: return nil
        }
        events.append(Event(time: numbers[index], action: action))
        index += 6
    }
    return events
}

/// The drawing the page grows: its timeline, to which each frame applies only the events
/// drawn since the last (a frame need not grow the whole drawing again).
nonisolated(unsafe) var liveDrawing: Timeline?

/// The last recording ``sceneMarks(ofRecording:at:scale:from:)`` grew and its timeline, kept
/// while the page shows the same recording.
nonisolated(unsafe) var shownRecording: (bytes: [UInt8], timeline: Timeline)?

/// The scene of the recording `bytes` at `time` as numbers, with the marks of its vines from
/// the `first`th on, each vine in its look's ``VineLook/wholeMarks(of:)`` for an output of
/// `scale` pixels per point: the canvas width and height, the background's red, green, blue
/// and opacity (0…1), the number of vines, and for each vine its index, its version
/// (``/VineCore/Vine/identity``) and 1 when it is settled (nothing about it changes after
/// the scene's time but its removal: ``/VineCore/Scene/VisibleVine/isSettled``) or 0; then
/// for each vine from the `first`th on, its number of marks and each mark: how many numbers
/// follow for it, then
///
/// - 0 for a fill, or 1 and the line's width;
/// - the opacity, and the transform's a, b, c, d, tx, ty;
/// - the paint: 0 and a colour, or 1, the start's and end's x and y and their colours
///   (colours as red, green, blue, opacity, clamped to 0…1);
/// - the outline: 0 and a path's element count, each element a code (0 move, 1 line,
///   2 quad, 3 cubic, 4 close) and its points; or 1, a polyline's point count and points.
///
/// A settled vine's marks are the same at every time it is settled at, so a page may paint
/// the settled vines that begin the list once and ask only for the marks of the rest.
/// Throws when the recording does not read.
func sceneMarks(ofRecording bytes: [UInt8], at time: Double, scale: Double, from first: Int)
    throws(RecordingError) -> [Double]
{
    if let shown = shownRecording, shown.bytes == bytes {
        return sceneMarks(shown.timeline.scene(at: time), scale: scale, from: first)
    }
    var reader = try RecordingReader(source: MemoryByteSource(bytes))
    let timeline = try Timeline(reading: &reader)
    shownRecording = (bytes, timeline)
    return sceneMarks(timeline.scene(at: time), scale: scale, from: first)
}

/// `scene` with the marks of its vines from the `first`th on, as
/// ``sceneMarks(ofRecording:at:scale:from:)`` lays them out.
func sceneMarks(_ scene: Scene, scale: Double, from first: Int) -> [Double] {
    var numbers = [scene.canvas.width, scene.canvas.height]
    append(scene.style.background, to: &numbers)
    numbers.append(Double(scene.vines.count))
    for vine in scene.vines {
        numbers += [Double(vine.vine.index), Double(vine.vine.version), vine.isSettled ? 1 : 0]
    }
    for vine in scene.vines.dropFirst(max(first, 0)) {
        let marks = VineLook(vine: vine.vine, scale: scale, shadesLines: true, looks: .builtIn).wholeMarks(of: vine)
        numbers.append(Double(marks.count))
        for mark in marks { append(mark, to: &numbers) }
    }
    return numbers
}

/// Appends `mark`'s numbers, as ``sceneMarks(ofRecording:at:scale:from:)`` lays them out.
private func append(_ mark: Mark, to numbers: inout [Double]) {
    let lengthAt = numbers.count
    numbers.append(0)
    defer { numbers[lengthAt] = Double(numbers.count - lengthAt - 1) }
    let paint: Paint
    switch mark.ink {
    case .fill(let fill):
        numbers.append(0)
        paint = fill
    case .stroke(let stroke, let width):
        numbers += [1, width]
        paint = stroke
    }
    let t = mark.transform
    numbers += [mark.opacity, t.a, t.b, t.c, t.d, t.tx, t.ty]
    switch paint {
    case .solid(let color):
        numbers.append(0)
        append(color, to: &numbers)
    case .linear(let gradient):
        numbers += [1, gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
        append(gradient.startColor, to: &numbers)
        append(gradient.endColor, to: &numbers)
    }
    switch mark.geometry {
    case .path(let path):
        numbers += [0, Double(path.elements.count)]
        for element in path.elements {
            switch element {
            case .move(let p): numbers += [0, p.x, p.y]
            case .line(let p): numbers += [1, p.x, p.y]
            case .quad(let c, let p): numbers += [2, c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): numbers += [3, c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: numbers.append(4)
            }
        }
    case .polyline(let points):
        numbers += [1, Double(points.count)]
        for p in points { numbers += [p.x, p.y] }
    }
}

/// Appends `color`, clamped to 0…1, as red, green, blue, opacity.
private func append(_ color: RGBA, to numbers: inout [Double]) {
    let c = color.clamped
    numbers += [c.r, c.g, c.b, c.a]
}
