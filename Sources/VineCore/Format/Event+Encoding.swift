import VineGeometry

extension Event {
    /// The event as Vine writes it: one JSON array, no newline, numbers in ``CanonicalNumber`` form,
    /// e.g. `[0.5,"move",0,100,200.25]`; the pressure is written only when present.
    public var jsonLine: String {
        let time = CanonicalNumber.text(self.time)
        switch action {
        case .down(let pointer, let point, let pressure, let tilt):
            return Self.pointerLine(time, "down", pointer, point, pressure, tilt)
        case .move(let pointer, let point, let pressure, let tilt):
            return Self.pointerLine(time, "move", pointer, point, pressure, tilt)
        case .up(let pointer, let point, let pressure, let tilt):
            return Self.pointerLine(time, "up", pointer, point, pressure, tilt)
        case .undo:
            return "[\(time),\"undo\"]"
        case .clear, .redo:
            return "[\(time),\"\(action.kind)\"]"
        case .erase(let vine):
            return "[\(time),\"erase\",\(vine)]"
        case .reseed(let vine, let number):
            return "[\(time),\"reseed\",\(vine),\(number)]"
        case .set(let setting):
            return "[\(time),\"set\",\(JSONText.quoted(setting.key)),\(setting.jsonValue)]"
        case .marker(let label):
            return "[\(time),\"marker\",\(JSONText.quoted(label))]"
        }
    }

    private static func pointerLine(
        _ time: String, _ kind: String, _ pointer: Int, _ point: Point, _ pressure: Double?, _ tilt: Tilt?
    ) -> String {
        var text = "[\(time),\"\(kind)\",\(pointer),\(CanonicalNumber.text(point.x)),\(CanonicalNumber.text(point.y))"
        if let pressure { text += ",\(CanonicalNumber.text(pressure))" }
        if let tilt { text += ",\(CanonicalNumber.text(tilt.x)),\(CanonicalNumber.text(tilt.y))" }
        return text + "]"
    }
}
