import VineGeometry

extension Event {
    /// The event in `json`, line `line` of a recording, with values checked against `limits`.
    ///
    /// Only the shape and ranges are checked here; order and pointer state are the
    /// ``EventSequenceValidator``'s.
    init(json: JSONValue, line: Int, limits: RecordingLimits) throws(RecordingError) {
        func fail(_ message: String) -> RecordingError { RecordingError(line: line, message: message) }
        guard case .array(let elements) = json else {
            throw fail("expected an event, a JSON array like [0.5,\"move\",0,100,200], got \(json.kindDescription)")
        }
        guard elements.count >= 2 else {
            throw fail("expected an event [time,\"kind\",…] with at least 2 elements, got \(elements.count)")
        }
        guard case .number(_, let time) = elements[0] else {
            throw fail("expected the time in seconds as element 1, got \(elements[0].kindDescription)")
        }
        guard time >= 0, time <= limits.maxTime else {
            throw fail("time must be in 0...\(CanonicalNumber.text(limits.maxTime)) seconds, got \(CanonicalNumber.text(time))")
        }
        guard case .string(let kind) = elements[1] else {
            throw fail("expected the event kind (\"down\", \"move\", \"up\", \"undo\" or \"clear\") as element 2, got \(elements[1].kindDescription)")
        }
        switch kind {
        case "undo", "clear":
            guard elements.count == 2 else {
                throw fail("expected [t,\"\(kind)\"] with 2 elements, got \(elements.count)")
            }
            self.init(time: time, action: kind == "undo" ? .undo : .clear)
        case "down", "move", "up":
            guard elements.count == 5 || elements.count == 6 else {
                throw fail("expected [t,\"\(kind)\",id,x,y] with an optional 6th pressure, got \(elements.count) elements")
            }
            let pointer = try Self.pointerID(elements[2], line: line, limits: limits)
            let x = try Self.coordinate(elements[3], "x", line: line, limits: limits)
            let y = try Self.coordinate(elements[4], "y", line: line, limits: limits)
            var pressure: Double?
            if elements.count == 6 {
                guard case .number(_, let value) = elements[5], (0...1).contains(value) else {
                    throw fail("pressure (element 6) must be a number in 0...1, got \(Self.describe(elements[5]))")
                }
                pressure = value
            }
            let point = Point(x: x, y: y)
            switch kind {
            case "down": self.init(time: time, action: .down(pointer: pointer, point: point, pressure: pressure))
            case "move": self.init(time: time, action: .move(pointer: pointer, point: point, pressure: pressure))
            default: self.init(time: time, action: .up(pointer: pointer, point: point, pressure: pressure))
            }
        default:
            throw fail("unknown event kind \(JSONText.quoted(kind)); expected \"down\", \"move\", \"up\", \"undo\" or \"clear\"")
        }
    }

    private static func pointerID(_ json: JSONValue, line: Int, limits: RecordingLimits) throws(RecordingError) -> Int {
        guard case .number(let text, _) = json, let id = Int(text), (0...limits.maxPointerID).contains(id) else {
            throw RecordingError(line: line, message: "pointer id (element 3) must be an integer in 0...\(limits.maxPointerID), got \(describe(json))")
        }
        return id
    }

    private static func coordinate(_ json: JSONValue, _ name: String, line: Int, limits: RecordingLimits) throws(RecordingError) -> Double {
        guard case .number(_, let value) = json, abs(value) <= limits.maxCoordinate else {
            let bound = CanonicalNumber.text(limits.maxCoordinate)
            throw RecordingError(line: line, message: "\(name) must be a number in -\(bound)...\(bound), got \(describe(json))")
        }
        return value
    }

    private static func describe(_ json: JSONValue) -> String {
        if case .number(let text, _) = json { text } else { json.kindDescription }
    }
}
