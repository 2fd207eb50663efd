import Foundation
import VineCore
import VineGeometry
import VineSystem

/// What `vine draw` means by each input, for the ``SessionLoop``: pointer input and
/// editing keys become events stamped with the recording's clock (the loop's wall time
/// plus the start time), applied to the timeline and appended to the recording; each
/// frame is the timeline's scene at the clock's time. See ``DrawSession``.
final class Drawing: SessionBehavior {
    /// How long a message about a key's effect stays on screen, in seconds.
    static let noticeDuration = 1.5

    private(set) var timeline: Timeline
    private let startTime: Double
    private let fileName: String
    private let writer: RecordingWriter
    private var alert: RecordingAlert
    /// The last canvas point of each pointer that is down.
    private var pointersDown: [Int: Point] = [:]
    /// The last canvas point of each pointer held down outside the shapes' bounds: lifted
    /// at the edge, it puts its pen down again where it comes back in.
    private var pointersOutside: [Int: Point] = [:]
    /// Where the mouse hovers with Alt held, in canvas points; nil without Alt.
    private var altHover: Point?
    /// The message on screen and when it expires, on the recording's clock.
    private var notice: (text: String, ends: Double)?
    /// The marker label being typed, if the field is open.
    private var markerField: MarkerLabelField?
    /// What to tell the person at the terminal with the next frame, besides the alert's.
    private var messages: [SessionMessage] = []

    /// A drawing on `timeline` whose clock reads `startTime` at wall time 0, recording to
    /// `writer`; lifts the pointers the timeline has down, at `startTime`.
    init(timeline: Timeline, startTime: Double, fileName: String, writer: RecordingWriter) throws {
        self.timeline = timeline
        self.startTime = startTime
        self.fileName = fileName
        self.writer = writer
        alert = RecordingAlert(name: fileName, path: writer.path)
        for (pointer, point) in timeline.pointersDown.sorted(by: { $0.key < $1.key }) {
            try record(.up(pointer: pointer, point: point), at: startTime)
        }
    }

    let help = KeyBindings.help

    /// The recording's path without `.vine`.
    var exportStem: String { writer.path.hasSuffix(".vine") ? String(writer.path.dropLast(5)) : writer.path }

    var capturesKeys: Bool { markerField != nil }

    func command(for key: Key, _ modifiers: KeyModifiers) -> WindowCommand<DrawCommand>? {
        KeyBindings.drawing(key, modifiers)
    }

    func handle(_ input: SessionInput, at now: Double) throws {
        let time = startTime + now
        switch input {
        case .hover(let point):
            altHover = point
            return
        case .key(let key, _):
            if case .done(let label) = markerField?.press(key) { try closeMarkerField(label: label, at: time) }
            return
        case .text(let text):
            markerField?.type(text)
            return
        default:
            try closeMarkerField(at: time)
        }
        switch input {
        case .pointerDown(let pointer, let point, let pressure):
            if let last = pointersDown[pointer] { try record(.up(pointer: pointer, point: last), at: time) }
            pointersOutside[pointer] = nil
            guard allows(point) else {
                pointersDown[pointer] = nil
                pointersOutside[pointer] = point
                break
            }
            pointersDown[pointer] = point
            try record(.down(pointer: pointer, point: point, pressure: pressure), at: time)
        case .pointerMove(let pointer, let point, let pressure):
            try move(pointer, to: point, pressure: pressure, at: time)
        case .pointerUp(let pointer, let point, let pressure):
            if pointersDown[pointer] != nil, allows(point) {
                pointersDown[pointer] = nil
                try record(.up(pointer: pointer, point: point, pressure: pressure), at: time)
                break
            }
            try move(pointer, to: point, pressure: pressure, at: time)
            pointersOutside[pointer] = nil
            guard let last = pointersDown.removeValue(forKey: pointer) else { break }
            try record(.up(pointer: pointer, point: last, pressure: pressure), at: time)
        case .altClick(let point):
            altHover = point
            if let vine = pickedVine(at: time) {
                try record(.erase(vine: vine.index), at: time)
                notify("erased vine \(vine.index)", at: time)
            }
        case .drop(let path):
            // A drawing window records one drawing; another recording opens in its own window.
            let reason =
                "a drawing window records one drawing; play it with vine play, or go on drawing it with vine draw --continue"
            messages.append(.dropRefused(path: path, reason: reason))
            notify(
                "\((path as NSString).lastPathComponent): drop it on vine play, or vine draw --continue it", at: time)
        case .hover, .key, .text: break
        }
    }

    func stillness(at now: Double) -> Stillness {
        let quiet = pointersDown.isEmpty && (notice.map { startTime + now >= $0.ends } ?? true)
        return quiet ? .settling : .moving
    }

    func frame(at now: Double) -> SessionFrame {
        let time = startTime + now
        if let ends = notice?.ends, time >= ends { notice = nil }
        let (warning, alerts) = alert.update(writer.health, at: time)
        defer { messages = [] }
        let scene = timeline.scene(at: time)
        return SessionFrame(
            scene: scene, warning: warning, notice: markerField?.prompt ?? notice?.text,
            picked: altHover.flatMap {
                scene.nearestVine(to: $0, within: DrawSession.pickTolerance)?.vine.identity
            },
            messages: messages + alerts)
    }

    /// Just after the recording's clock reaches its next whole second, which the status
    /// line then shows (`13.0 s`).
    func statusTick(after now: Double) -> Double? {
        (startTime + now + 1).rounded(.down) - startTime + 0.005
    }

    func status(of scene: Scene, fps: Double) -> String {
        StatusText.drawing(scene: scene, fps: fps, species: timeline.settings.species.name, file: fileName)
    }

    func continues(afterShowing time: Double) -> Bool { true }

    func finish(at now: Double) throws {
        let end = startTime + now
        try closeMarkerField(at: end)
        for (pointer, point) in pointersDown.sorted(by: { $0.key < $1.key }) {
            try record(.up(pointer: pointer, point: point), at: end)
        }
    }

    func perform(_ command: DrawCommand, at now: Double) throws {
        let time = startTime + now
        try closeMarkerField(at: time)
        let settings = timeline.settings
        switch command {
        case .undo: try record(.undo, at: time)
        case .redo: try record(.redo, at: time)
        case .clear: try record(.clear, at: time)
        case .reseed:
            guard let vine = pickedVine(at: time) else { break }
            try record(.reseed(vine: vine.index, number: timeline.unusedReseedNumber(for: vine.index)), at: time)
            notify("reseeded vine \(vine.index)", at: time)
        case .adjust(let key, let steps):
            let value = min(
                max(settings.parameters[key] + Double(steps) * KeyBindings.step(of: key), key.range.lowerBound),
                key.range.upperBound)
            if value != settings.parameters[key] {
                try record(.set(try Setting(key: key.rawValue, number: value)), at: time)
            }
            notify("\(key.rawValue) \(CanonicalNumber.text(value))", at: time)
        case .nextColor:
            let choices = ["palette"] + KeyBindings.colors
            let next = choices[((choices.firstIndex(of: settings.style.vineColor.text) ?? -1) + 1) % choices.count]
            try record(.set(try Setting(key: Style.Key.vineColor.rawValue, text: next)), at: time)
            notify("vineColor \(next)", at: time)
        case .nextSymmetry:
            let choices = KeyBindings.symmetries
            let next = choices[((choices.firstIndex(of: settings.symmetry) ?? -1) + 1) % choices.count]
            try record(.set(.symmetry(next)), at: time)
            notify("symmetry \(next.text)", at: time)
        case .toggleLook:
            let next: Look = settings.look == .natural ? .classic : .natural
            try record(.set(.look(next)), at: time)
            notify("look \(next.name)", at: time)
        case .nextSpecies:
            let next = KeyBindings.species(after: settings.species, plants: timeline.header.plants)
            try record(.set(.species(next)), at: time)
            notify("species \(next.name)", at: time)
        case .nextWind:
            let choices = KeyBindings.winds
            let next = choices[((choices.firstIndex(of: settings.wind) ?? -1) + 1) % choices.count]
            try record(.set(.wind(next)), at: time)
            notify("wind \(next.windText)", at: time)
        case .marker:
            guard Event.Action.marker("").formatVersion <= timeline.header.version else {
                notify("marker needs a version-2 recording", at: time)
                break
            }
            markerField = MarkerLabelField(time: time, existing: timeline.markers.count)
        }
    }

    /// Records the open marker field's marker, at the time M was pressed, with `label`
    /// (by default the field's ``MarkerLabelField/label``), and shows it from recording
    /// time `time`; nothing without a field.
    private func closeMarkerField(label: String? = nil, at time: Double) throws {
        guard let field = markerField else { return }
        markerField = nil
        let label = label ?? field.label
        try record(.marker(label), at: field.time)
        notify(label, at: time)
    }

    /// The vine under the Alt-hovering pointer at time `t`, if any.
    private func pickedVine(at t: Double) -> Vine? {
        guard let point = altHover else { return nil }
        return timeline.scene(at: t).nearestVine(to: point, within: DrawSession.pickTolerance)?.vine
    }

    /// Whether the shapes' bounds in force let a stem pass `point` (always, without bounds):
    /// ``/VineCore/Bounds/allows(_:margin:)`` with the stem's margin, for the drawn point and
    /// every symmetry partner of it, so partners lift with the pen.
    private func allows(_ point: Point) -> Bool {
        let settings = timeline.settings
        guard settings.bounds.isBounding else { return true }
        let margin = margin(settings)
        return (0..<settings.symmetry.vineCount).allSatisfy { copy in
            settings.bounds.allows(
                settings.symmetry.point(point, copy: copy, canvas: timeline.canvas), margin: margin)
        }
    }

    /// The margin a stem keeps from the bounds' outlines under `settings`.
    private func margin(_ settings: Settings) -> Double {
        Bounds.margin(vineWidth: settings.parameters.vineWidth, shadow: settings.style.shadow)
    }

    /// Where the segment from `inside` (allowed) to `outside` (not) leaves what ``allows(_:)``
    /// allows: the last of 16 halvings of the segment still allowed (for the drawn point and
    /// its partners together).
    private func exit(from inside: Point, toward outside: Point) -> Point {
        var low = 0.0
        var high = 1.0
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if allows(inside + (outside - inside) * middle) { low = middle } else { high = middle }
        }
        return inside + (outside - inside) * low
    }

    /// Moves `pointer` to `point`: a `move` while it stays where the bounds allow; where it
    /// leaves, an `up` at the edge; where it comes back, a `down` at the edge and a `move`.
    private func move(_ pointer: Int, to point: Point, pressure: Double?, at time: Double) throws {
        if let last = pointersDown[pointer] {
            guard allows(point) else {
                let edge = exit(from: last, toward: point)
                if edge != last { try record(.move(pointer: pointer, point: edge, pressure: pressure), at: time) }
                try record(.up(pointer: pointer, point: edge, pressure: pressure), at: time)
                pointersDown[pointer] = nil
                pointersOutside[pointer] = point
                return
            }
            pointersDown[pointer] = point
            try record(.move(pointer: pointer, point: point, pressure: pressure), at: time)
        } else if let last = pointersOutside[pointer] {
            guard allows(point) else {
                pointersOutside[pointer] = point
                return
            }
            let edge = exit(from: point, toward: last)
            pointersOutside[pointer] = nil
            pointersDown[pointer] = point
            try record(.down(pointer: pointer, point: edge, pressure: pressure), at: time)
            if edge != point { try record(.move(pointer: pointer, point: point, pressure: pressure), at: time) }
        }
    }

    /// Shows `text` in the status line's place for ``noticeDuration`` from `time`.
    private func notify(_ text: String, at time: Double) {
        notice = (text, time + Self.noticeDuration)
    }

    /// Stamps `action` with `time`, applies it to the timeline and writes it; an edit the
    /// recording's format version lacks (continuing a version-1 file) is only reported.
    private func record(_ action: Event.Action, at time: Double) throws {
        guard action.formatVersion <= timeline.header.version else {
            notify("\(action.kind) needs a version-2 recording", at: time)
            return
        }
        let event = Event(time: time, action: action)
        try timeline.apply(event)
        try writer.append(event)
    }
}
