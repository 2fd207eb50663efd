import VineGeometry

extension Event {
    /// The event in `json`, line `line` of a recording.
    ///
    /// Checks the shape and the types only; ``RecordingLimits/check(_:line:)`` checks the
    /// ranges and ``EventSequenceValidator`` the order and pointer states.
    init(json: JSONValue, line: Int) throws(RecordingError) {
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
        guard case .string(let kind) = elements[1] else {
            throw fail(
                "expected the event kind (\"down\", \"move\", \"up\", \"undo\" or \"clear\") as element 2, got \(elements[1].kindDescription)"
            )
        }
        switch kind {
        case "undo", "clear":
            guard elements.count == 2 else {
                throw fail("expected [t,\"\(kind)\"] with 2 elements, got \(elements.count)")
            }
            self.init(time: time, action: kind == "undo" ? .undo : .clear)
        case "down", "move", "up":
            guard elements.count == 5 || elements.count == 6 else {
                throw fail(
                    "expected [t,\"\(kind)\",id,x,y] with an optional 6th pressure, got \(elements.count) elements")
            }
            guard case .number(let idText, _) = elements[2], let pointer = Int(idText) else {
                throw fail("pointer id (element 3) must be an integer, got \(Self.describe(elements[2]))")
            }
            guard case .number(_, let x) = elements[3] else {
                throw fail("x (element 4) must be a number, got \(Self.describe(elements[3]))")
            }
            guard case .number(_, let y) = elements[4] else {
                throw fail("y (element 5) must be a number, got \(Self.describe(elements[4]))")
            }
            var pressure: Double?
            if elements.count == 6 {
                guard case .number(_, let value) = elements[5] else {
                    throw fail("pressure (element 6) must be a number, got \(Self.describe(elements[5]))")
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
            throw fail(
                "unknown event kind \(JSONText.quoted(kind)); expected \"down\", \"move\", \"up\", \"undo\" or \"clear\""
            )
        }
    }

    private static func describe(_ json: JSONValue) -> String {
        if case .number(let text, _) = json { text } else { json.kindDescription }
    }
}
