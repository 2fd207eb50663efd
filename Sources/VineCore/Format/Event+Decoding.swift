import VineGeometry

extension Event {
    /// The event in `json`, line `line` of a recording whose header embeds `plants` (the
    /// species a `set species` may name besides the built-in ones).
    ///
    /// Checks the shape and the types only; ``RecordingLimits/check(_:line:)`` checks the
    /// ranges and ``EventSequenceValidator`` the order and pointer states.
    init(json: JSONValue, line: Int, plants: [Species] = [], looks: Looks = .builtIn) throws(RecordingError) {
        func fail(_ message: String) -> RecordingError { RecordingError(line: line, message: message) }
        guard case .array(let elements) = json.content else {
            throw fail("expected an event, a JSON array like [0.5,\"move\",0,100,200], got \(json.kindDescription)")
        }
        guard elements.count >= 2 else {
            throw fail("expected an event [time,\"kind\",…] with at least 2 elements, got \(elements.count)")
        }
        guard case .number(_, let time) = elements[0].content else {
            throw fail("expected the time in seconds as element 1, got \(elements[0].kindDescription)")
        }
        guard case .string(let kind) = elements[1].content else {
            throw fail(
                "expected the event kind (\(Self.kindList)) as element 2, got \(elements[1].kindDescription)"
            )
        }
        switch kind {
        case "undo", "clear", "redo":
            guard elements.count == 2 else {
                throw fail("expected [t,\"\(kind)\"] with 2 elements, got \(elements.count)")
            }
            self.init(time: time, action: kind == "undo" ? .undo : kind == "clear" ? .clear : .redo)
        case "erase":
            guard elements.count == 3 else {
                throw fail("expected [t,\"erase\",v] with 3 elements, got \(elements.count)")
            }
            self.init(time: time, action: .erase(vine: try Self.index(elements[2], "vine index (element 3)", line)))
        case "reseed":
            guard elements.count == 4 else {
                throw fail("expected [t,\"reseed\",v,n] with 4 elements, got \(elements.count)")
            }
            let vine = try Self.index(elements[2], "vine index (element 3)", line)
            let number = try Self.index(elements[3], "reseed number (element 4)", line)
            self.init(time: time, action: .reseed(vine: vine, number: number))
        case "set":
            guard elements.count == 4 else {
                throw fail("expected [t,\"set\",KEY,VALUE] with 4 elements, got \(elements.count)")
            }
            guard case .string(let key) = elements[2].content else {
                throw fail("the setting's key (element 3) must be a string, got \(elements[2].kindDescription)")
            }
            let setting: Setting
            do throws(SettingError) {
                switch elements[3].content {
                case .number(_, let value): setting = try Setting(key: key, number: value)
                case .string(let text): setting = try Setting(key: key, text: text, plants: plants, looks: looks)
                case .bool(let flag): setting = try Setting(key: key, flag: flag)
                default:
                    throw SettingError(
                        key: key, message: "needs a number, a string or a boolean, got \(elements[3].kindDescription)")
                }
            } catch {
                throw fail("set " + error.description)
            }
            self.init(time: time, action: .set(setting))
        case "marker":
            guard elements.count == 3, case .string(let label) = elements[2].content else {
                throw fail("expected [t,\"marker\",\"label\"] with a string label as element 3")
            }
            self.init(time: time, action: .marker(label))
        case "down", "move", "up":
            guard [5, 6, 8].contains(elements.count) else {
                throw fail(
                    "expected [t,\"\(kind)\",id,x,y] with an optional 6th pressure, then an optional tilt x and y, got \(elements.count) elements"
                )
            }
            guard case .number(let idText, _) = elements[2].content, let pointer = Int(idText) else {
                throw fail("pointer id (element 3) must be an integer, got \(Self.describe(elements[2]))")
            }
            guard case .number(_, let x) = elements[3].content else {
                throw fail("x (element 4) must be a number, got \(Self.describe(elements[3]))")
            }
            guard case .number(_, let y) = elements[4].content else {
                throw fail("y (element 5) must be a number, got \(Self.describe(elements[4]))")
            }
            var pen: [Double] = []
            for (index, name) in ["pressure", "tilt x", "tilt y"].enumerated() where elements.count > 5 + index {
                guard case .number(_, let value) = elements[5 + index].content else {
                    throw fail(
                        "\(name) (element \(6 + index)) must be a number, got \(Self.describe(elements[5 + index]))")
                }
                pen.append(value)
            }
            let pressure = pen.first
            let tilt = pen.count == 3 ? Tilt(x: pen[1], y: pen[2]) : nil
            let point = Point(x: x, y: y)
            switch kind {
            case "down":
                self.init(time: time, action: .down(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
            case "move":
                self.init(time: time, action: .move(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
            default: self.init(time: time, action: .up(pointer: pointer, point: point, pressure: pressure, tilt: tilt))
            }
        default:
            throw fail(
                "unknown event kind \(JSONText.quoted(kind)); expected \(Self.kindList)"
            )
        }
    }

    /// The event kinds, for messages.
    private static let kindList =
        "\"down\", \"move\", \"up\", \"undo\", \"clear\", \"redo\", \"erase\", \"reseed\", \"set\" or \"marker\""

    /// The integer ≥ 0 in `json`, the element `what` of an event on `line`.
    private static func index(_ json: JSONValue, _ what: String, _ line: Int) throws(RecordingError) -> Int {
        guard case .number(let text, _) = json.content, let value = Int(text), value >= 0 else {
            throw RecordingError(line: line, message: "\(what) must be an integer ≥ 0, got \(describe(json))")
        }
        return value
    }

    private static func describe(_ json: JSONValue) -> String {
        if case .number(let text, _) = json.content { text } else { json.kindDescription }
    }
}
