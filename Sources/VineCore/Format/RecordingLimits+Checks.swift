import VineGeometry

extension RecordingLimits {
    /// Throws (as line 1) unless `header`'s version is readable, its canvas sides are in
    /// 1...``maxCanvasSide``, its parameters are valid and its line, species definitions
    /// included, fits in ``maxLineLength``. The reader and the writer both apply it.
    public func check(_ header: RecordingHeader) throws(RecordingError) {
        if !header.plants.isEmpty {
            let length = header.jsonLine.utf8.count
            guard length <= maxLineLength else {
                throw RecordingError(
                    line: 1,
                    message:
                        "the header is \(length) bytes with its plants' definitions; a line is at most \(maxLineLength)"
                )
            }
        }
        let versions = RecordingFormat.readableVersions
        guard versions.contains(header.version) else {
            throw RecordingError(
                line: 1,
                message:
                    "unsupported format version \(header.version); this build reads versions \(versions.lowerBound)...\(versions.upperBound)"
            )
        }
        for (key, side) in [("width", header.width), ("height", header.height)]
        where !(side >= 1 && side <= maxCanvasSide) {
            throw RecordingError(
                line: 1,
                message:
                    "\"\(key)\" must be a number of points in 1...\(CanonicalNumber.text(maxCanvasSide)), got \(CanonicalNumber.text(side))"
            )
        }
        do {
            try header.parameters.validate()
        } catch {
            throw RecordingError(line: 1, message: "params.\(error.description)")
        }
    }

    /// Throws (as line `line`) unless every value of `event` is within these limits: time in
    /// 0...``maxTime``, pointer id in 0...``maxPointerID``, |x| and |y| at most
    /// ``maxCoordinate``, pressure in 0...1, tilt in -90...90 degrees and only with a
    /// pressure. The reader and the writer both apply it.
    public func check(_ event: Event, line: Int) throws(RecordingError) {
        func fail(_ message: String) -> RecordingError { RecordingError(line: line, message: message) }
        guard event.time >= 0, event.time <= maxTime else {
            throw fail(
                "time must be in 0...\(CanonicalNumber.text(maxTime)) seconds, got \(CanonicalNumber.text(event.time))")
        }
        let pointer: Int
        let point: Point
        let pressure: Double?
        let tilt: Tilt?
        switch event.action {
        case .down(let id, let at, let force, let lean), .move(let id, let at, let force, let lean),
            .up(let id, let at, let force, let lean):
            (pointer, point, pressure, tilt) = (id, at, force, lean)
        case .undo, .clear, .redo, .erase, .reseed, .set, .marker:
            return
        }
        guard pointer >= 0, pointer <= maxPointerID else {
            throw fail("pointer id (element 3) must be an integer in 0...\(maxPointerID), got \(pointer)")
        }
        let bound = CanonicalNumber.text(maxCoordinate)
        for (name, value) in [("x", point.x), ("y", point.y)] where !(abs(value) <= maxCoordinate) {
            throw fail("\(name) must be a number in -\(bound)...\(bound), got \(CanonicalNumber.text(value))")
        }
        if let pressure, !(pressure >= 0 && pressure <= 1) {
            throw fail("pressure (element 6) must be a number in 0...1, got \(CanonicalNumber.text(pressure))")
        }
        if let tilt {
            guard pressure != nil else { throw fail("a tilt (elements 7 and 8) needs a pressure (element 6)") }
            for (element, value) in [(7, tilt.x), (8, tilt.y)] where !(abs(value) <= 90) {
                throw fail(
                    "tilt (element \(element)) must be a number in -90...90 degrees, got \(CanonicalNumber.text(value))"
                )
            }
        }
    }
}
