/// Reads a `.vine` recording of format version 1 or 2, streaming: one line at a time from a ``ByteSource``.
///
/// `init` reads and checks the header; each ``next()`` reads, checks and returns one event.
/// The reader is strict and stops at the first problem with a ``RecordingError`` giving
/// the line and what was expected: malformed JSON, a wrong version, an unknown or missing
/// key, a value out of range, a time going backwards, a pointer event out of the
/// `down` → `move`* → `up` order, or any ``RecordingLimits`` limit passed.
///
/// Memory is bounded whatever the input: one line (at most ``RecordingLimits/maxLineLength``
/// bytes) plus one 64 KiB chunk, and the set of pointers currently down, so checking a file
/// needs no timeline.
///
/// A final line with no newline whose JSON ends before its value does — what a killed
/// writer leaves — is dropped with a ``RecordingWarning``, and every event before it counts.
/// A final line that is invalid for any other reason (bad syntax, nesting too deep, a number
/// too large) is an error like on any other line, and so is a cut-short header: there is
/// nothing to replay.
public struct RecordingReader {
    /// The header, checked; settings omitted from the file hold their defaults.
    public let header: RecordingHeader
    /// The limits this reader enforces.
    public let limits: RecordingLimits
    /// The looks the header and its settings may name.
    public let looks: Looks
    /// Problems recovered from so far (at most one: a dropped final line).
    public private(set) var warnings: [RecordingWarning] = []
    /// The number of events returned so far.
    public private(set) var eventCount = 0
    private var lines: LineSplitter
    /// The state of the events read so far, which a writer continuing the file takes on.
    public private(set) var validator: EventSequenceValidator

    /// The number of vines begun by the events returned so far (symmetry partners included).
    public var vineCount: Int { validator.vineCount }

    /// The number of the last line read (1 is the header).
    public var line: Int { lines.lineNumber }

    /// Time of the last event returned, or 0 before any.
    public var lastTime: Double { validator.lastTime }

    /// A reader of `source`; reads line 1 and throws unless it is a valid header, whose
    /// looks are among `looks`.
    public init(
        source: some ByteSource, limits: RecordingLimits = .standard, looks: Looks = .builtIn
    ) throws(RecordingError) {
        self.limits = limits
        self.looks = looks
        lines = LineSplitter(source: source, maxLineLength: limits.maxLineLength)
        guard let line = try lines.next() else {
            throw RecordingError(line: 1, message: "the recording is empty; expected a header line {\"vine\":1,…}")
        }
        let json: JSONValue
        do {
            json = try Self.parse(lines.buffer, line.range, maxDepth: limits.maxHeaderDepth)
        } catch {
            throw RecordingError(
                line: 1,
                message: "expected the header, a JSON object: invalid JSON at column \(error.column): \(error.message)")
        }
        header = try RecordingHeader(json: json, looks: looks)
        try limits.check(header)
        validator = EventSequenceValidator(version: header.version)
    }

    /// The next event, or nil at the end of the recording.
    public mutating func next() throws(RecordingError) -> Event? {
        guard let line = try lines.next() else { return nil }
        let number = lines.lineNumber
        let json: JSONValue
        do {
            json = try Self.parse(lines.buffer, line.range, maxDepth: limits.maxDepth)
        } catch {
            if !line.terminated, error.reachedEnd {
                warnings.append(
                    RecordingWarning(
                        line: number,
                        message:
                            "dropped the last line: it has no newline and is not valid JSON (the recording was cut short)"
                    ))
                return nil
            }
            let what =
                line.range.isEmpty
                ? "expected an event, found an empty line" : "invalid JSON at column \(error.column): \(error.message)"
            throw RecordingError(line: number, message: what)
        }
        let event = try Event(json: json, line: number, plants: header.plants, looks: looks)
        try limits.check(event, line: number)
        guard eventCount < limits.maxEvents else {
            throw RecordingError(line: number, message: "too many events: the limit is \(limits.maxEvents)")
        }
        do throws(EventError) {
            if case .down = event.action, validator.vineCount + validator.vinesPerStroke > limits.maxVines {
                throw EventError.tooManyVines(limit: limits.maxVines)
            }
            try validator.accept(event)
        } catch {
            throw RecordingError(line: number, message: error.description)
        }
        eventCount += 1
        return event
    }

    private static func parse(_ buffer: [UInt8], _ range: Range<Int>, maxDepth: Int) throws(JSONSyntaxError)
        -> JSONValue
    {
        let result = buffer.withUnsafeBufferPointer { all in
            Result { () throws(JSONSyntaxError) in
                try JSONParser.parse(UnsafeBufferPointer(rebasing: all[range]), maxDepth: maxDepth, unit: .line)
            }
        }
        return try result.get()
    }
}
