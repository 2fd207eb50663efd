import VineCore
import VineGeometry
import VineLook

// The page's drawing: a recording made of the pointer's events, and the marks of its scene
// as numbers the page paints on a canvas (Web/vine.js).

/// The event codes of ``recordingText(width:height:seed:species:usesPressure:events:)``'s numbers.
enum EventCode: Double {
    case down = 0
    case move, up, undo, redo, clear
}

/// The `.vine` text, as the core's writer gives it, of a version-2 recording on a `width` ×
/// `height` canvas with `seed`, grown as the built-in species `species` (nil: natural),
/// using the pen's pressure or not (`usesPressure`), of `events`: ``eventStride`` numbers
/// each, the time in seconds, an ``EventCode``, the pointer, x, y, the pressure (negative
/// for none) and a pen's tilt x and y in degrees (NaN for none; kept only with a pressure);
/// nil when an event is not one.
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

/// How many numbers an event of the page is (``recordingText(width:height:seed:species:usesPressure:events:)``).
let eventStride = 8

/// The events of `numbers`, ``eventStride`` each
/// (``recordingText(width:height:seed:species:usesPressure:events:)``); nil when one is not
/// an event.
func decodedEvents(_ numbers: [Double]) -> [Event]? {
    var events: [Event] = []
    var index = 0
    while index + eventStride <= numbers.count {
        let pointer = Int(numbers[index + 2])
        let point = Point(x: numbers[index + 3], y: numbers[index + 4])
        let pressure = numbers[index + 5] < 0 ? nil : numbers[index + 5]
        let (tiltX, tiltY) = (numbers[index + 6], numbers[index + 7])
        let tilt = pressure == nil || tiltX.isNaN || tiltY.isNaN ? nil : Tilt(x: tiltX, y: tiltY)
        let action: Event.Action
        switch EventCode(rawValue: numbers[index + 1]) {
        case .down: action = .down(pointer: pointer, point: point, pressure: pressure, tilt: tilt)
        case .move: action = .move(pointer: pointer, point: point, pressure: pressure, tilt: tilt)
        case .up: action = .up(pointer: pointer, point: point, pressure: pressure, tilt: tilt)
        case .undo: action = .undo
        case .redo: action = .redo
        case .clear: action = .clear
        case nil: return nil
        }
        events.append(Event(time: numbers[index], action: action))
        index += eventStride
    }
    return events
}

/// The drawing the page grows: its timeline, to which each frame applies only the events
/// drawn since the last (a frame need not grow the whole drawing again), and its still
/// branches' marks.
nonisolated(unsafe) var liveDrawing: (timeline: Timeline, still: StillBranches)?

/// The last recording ``timeline(ofRecording:)`` read, its timeline and its still
/// branches' marks (``sceneMarks(ofRecording:at:scale:from:)``), kept while the page shows
/// (or asks about) the same recording.
nonisolated(unsafe) var shownRecording: (bytes: [UInt8], timeline: Timeline, still: StillBranches)?

/// The numbers of the marks of vines' grown branches that do not sway (each vine's first
/// ``/VineCore/Scene/VisibleVine/stillBranchCount``), which never change again, kept from one
/// frame to the next for one timeline, so that a frame copies them instead of making them
/// again: for each vine the last frame asked for, by identity.
struct StillBranches {
    /// A vine's first branches: their marks' numbers one after another, where each branch's
    /// end, and how many marks they are up to each branch.
    struct Kept {
        var numbers: [Double] = []
        var ends: [Int] = []
        var marks: [Int] = []
    }

    /// The output's pixels per point the numbers are for.
    var scale = 0.0
    /// The branches kept, by vine.
    var vines: [Vine.Identity: Kept] = [:]
}

/// The scene of the recording `bytes` at `time` as numbers, with the marks of its vines from
/// the `first`th on, each vine in its look's ``VineLook/wholeMarks(of:)`` for an output of
/// `scale` pixels per point: the canvas width and height, the background's red, green, blue
/// and opacity (0…1), the number of vines, and for each vine its index, its version
/// (``/VineCore/Vine/identity``) and 1 when it is settled (nothing about it changes after
/// the scene's time but its removal: ``/VineCore/Scene/VisibleVine/isSettled``) or 0; then
/// for each vine from the `first`th on, its number of marks, how many of its first marks
/// stay the same at every later time (its stem's once its pointer is up, and then those of
/// its grown branches that do not sway), and each mark: how many numbers follow for it, then
///
/// - 0 for a fill, or 1 and the line's width;
/// - the opacity, and the transform's a, b, c, d, tx, ty;
/// - the paint: 0 and a colour, or 1, the start's and end's x and y and their colours
///   (colours as red, green, blue, opacity, clamped to 0…1);
/// - the outline: 0 and a path's element count, each element a code (0 move, 1 line,
///   2 quad, 3 cubic, 4 close) and its points; or 1, a polyline's point count and points.
///
/// A settled vine's marks are the same at every time it is settled at, so a page may paint
/// the settled vines that begin the list, and the marks that stay of the vine after them,
/// once, and ask only for the marks of the rest.
/// Throws when the recording does not read.
func sceneMarks(ofRecording bytes: [UInt8], at time: Double, scale: Double, from first: Int)
    throws(RecordingError) -> [Double]
{
    let timeline = try timeline(ofRecording: bytes)
    guard var shown = shownRecording else { preconditionFailure("timeline(ofRecording:) keeps it") }
    shownRecording = nil
    defer { shownRecording = shown }
    return sceneMarks(timeline.scene(at: time), scale: scale, from: first, still: &shown.still)
}

/// The timeline of the recording `bytes`, as recorded: ``shownRecording``'s when it is the
/// same recording, else read and kept there. Throws when the recording does not read.
func timeline(ofRecording bytes: [UInt8]) throws(RecordingError) -> Timeline {
    if let shown = shownRecording, shown.bytes == bytes { return shown.timeline }
    var reader = try RecordingReader(source: MemoryByteSource(bytes))
    let timeline = try Timeline(reading: &reader)
    shownRecording = (bytes, timeline, StillBranches())
    return timeline
}

/// `scene` with the marks of its vines from the `first`th on, as
/// ``sceneMarks(ofRecording:at:scale:from:)`` lays them out, the still branches' taken from
/// `still` and kept there.
func sceneMarks(_ scene: Scene, scale: Double, from first: Int, still: inout StillBranches) -> [Double] {
    var numbers = [scene.canvas.width, scene.canvas.height]
    append(scene.style.background, to: &numbers)
    numbers.append(Double(scene.vines.count))
    for vine in scene.vines {
        numbers.append(Double(vine.vine.index))
        numbers.append(Double(vine.vine.version))
        numbers.append(vine.isSettled ? 1 : 0)
    }
    if still.scale != scale { still = StillBranches(scale: scale) }
    var kept: [Vine.Identity: StillBranches.Kept] = [:]
    for vine in scene.vines.dropFirst(max(first, 0)) {
        let look = VineLook(vine: vine.vine, scale: scale, shadesLines: true, looks: .builtIn)
        var branches = still.vines[vine.vine.identity] ?? StillBranches.Kept()
        let count = vine.stillBranchCount
        for index in branches.ends.count..<max(count, branches.ends.count) {
            let marks = look.branchMarks(of: vine, index..<index + 1)
            for mark in marks { append(mark, to: &branches.numbers) }
            branches.ends.append(branches.numbers.count)
            branches.marks.append((branches.marks.last ?? 0) + marks.count)
        }
        let stem = look.stemMarks(of: vine)
        let rest = look.branchMarks(of: vine, count..<vine.branchCount) + look.bloomMarks(of: vine)
        let stillMarks = count > 0 ? branches.marks[count - 1] : 0
        numbers.append(Double(stem.count + stillMarks + rest.count))
        numbers.append(vine.vine.up.map { $0 <= vine.time } == true ? Double(stem.count + stillMarks) : 0)
        for mark in stem { append(mark, to: &numbers) }
        numbers.append(contentsOf: branches.numbers[..<(count > 0 ? branches.ends[count - 1] : 0)])
        for mark in rest { append(mark, to: &numbers) }
        kept[vine.vine.identity] = branches
    }
    still.vines = kept
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
        numbers.append(1)
        numbers.append(width)
        paint = stroke
    }
    let t = mark.transform
    numbers.append(mark.opacity)
    numbers.append(t.a)
    numbers.append(t.b)
    numbers.append(t.c)
    numbers.append(t.d)
    numbers.append(t.tx)
    numbers.append(t.ty)
    switch paint {
    case .solid(let color):
        numbers.append(0)
        append(color, to: &numbers)
    case .linear(let gradient):
        numbers.append(1)
        append(gradient.start, to: &numbers)
        append(gradient.end, to: &numbers)
        append(gradient.startColor, to: &numbers)
        append(gradient.endColor, to: &numbers)
    }
    switch mark.geometry {
    case .path(let path):
        numbers.append(0)
        numbers.append(Double(path.elements.count))
        for element in path.elements {
            switch element {
            case .move(let p):
                numbers.append(0)
                append(p, to: &numbers)
            case .line(let p):
                numbers.append(1)
                append(p, to: &numbers)
            case .quad(let c, let p):
                numbers.append(2)
                append(c, to: &numbers)
                append(p, to: &numbers)
            case .cubic(let c1, let c2, let p):
                numbers.append(3)
                append(c1, to: &numbers)
                append(c2, to: &numbers)
                append(p, to: &numbers)
            case .close: numbers.append(4)
            }
        }
    case .polyline(let points):
        numbers.append(1)
        numbers.append(Double(points.count))
        for p in points { append(p, to: &numbers) }
    }
}

/// Appends `point`'s x and y.
private func append(_ point: Point, to numbers: inout [Double]) {
    numbers.append(point.x)
    numbers.append(point.y)
}

/// Appends `color`, clamped to 0…1, as red, green, blue, opacity.
private func append(_ color: RGBA, to numbers: inout [Double]) {
    let c = color.clamped
    numbers.append(c.r)
    numbers.append(c.g)
    numbers.append(c.b)
    numbers.append(c.a)
}
