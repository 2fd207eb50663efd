extension Timeline {
    /// The timeline of every remaining event of `reader`, under `header` (by default the
    /// reader's; pass an overridden one to change the output, never the file), each event's
    /// time passed through `retime` first (which must not make times decrease; for example
    /// shortening long pauses).
    ///
    /// Throws the reader's first error, or an error on the line of the event that would
    /// sprout more branches than the reader's `limits.maxBranches` (the reader has checked
    /// everything else about the events already).
    public init(
        reading reader: inout RecordingReader, header: RecordingHeader? = nil,
        retime: (Double) -> Double = { $0 }
    ) throws(RecordingError) {
        self = try Self.reading(&reader, header: header, retime: retime, end: nil, keepingCut: false).whole
    }

    /// The timeline of every remaining event of `reader`, as ``init(reading:header:retime:)``
    /// reads it, the time `end` names in it (nil for none, or a marker it does not hold) and,
    /// with `keepingCut`, the timeline as it stood at that time: every event at or before it
    /// applied and none after (nil when no event came after it, the whole).
    ///
    /// `end` is evaluated as the events arrive: seconds at once, a marker when the first
    /// marker with its label is read. A loop shows its drawing as at the cut while it holds
    /// and leaves.
    public static func reading(
        _ reader: inout RecordingReader, header: RecordingHeader? = nil, retime: (Double) -> Double = { $0 },
        end mark: TimeMark?, keepingCut: Bool
    ) throws(RecordingError) -> (whole: Timeline, cut: Timeline?, end: Double?) {
        var timeline = Timeline(header: header ?? reader.header, branchLimit: reader.limits.maxBranches)
        var cut: Timeline?
        var end: Double? = if case .seconds(let seconds) = mark { seconds } else { nil }
        while var event = try reader.next() {
            event.time = retime(event.time)
            if keepingCut, cut == nil, let end, event.time > end { cut = timeline }
            do {
                try timeline.apply(event)
            } catch {
                throw RecordingError(line: reader.line, message: error.description)
            }
            if end == nil, case .marker(let label) = mark, event.action == .marker(label) { end = event.time }
        }
        return (timeline, cut, end)
    }

    /// The timeline of `events` under `header`; throws the first ``EventError``.
    public init(header: RecordingHeader, events: some Sequence<Event>) throws(EventError) {
        self.init(header: header)
        for event in events {
            try apply(event)
        }
    }
}
