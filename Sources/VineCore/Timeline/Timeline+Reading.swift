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
        self = try Self.reading(&reader, header: header, retime: retime, cutAt: { _ in nil }).whole
    }

    /// The timeline of every remaining event of `reader`, as ``init(reading:header:retime:)``
    /// reads it, and the timeline as it stood at the time `cutoff` gives: every event at or
    /// before it applied and none after (nil when no event came after it, the whole).
    ///
    /// `cutoff` is asked before each event with the timeline read so far, so a time that a
    /// marker names is known once the marker is read; nil means not known yet. A loop
    /// shows its drawing as at the cut while it holds and leaves.
    public static func reading(
        _ reader: inout RecordingReader, header: RecordingHeader? = nil, retime: (Double) -> Double = { $0 },
        cutAt cutoff: (Timeline) -> Double?
    ) throws(RecordingError) -> (whole: Timeline, cut: Timeline?) {
        var timeline = Timeline(header: header ?? reader.header, branchLimit: reader.limits.maxBranches)
        var cut: Timeline?
        while var event = try reader.next() {
            event.time = retime(event.time)
            if cut == nil, let time = cutoff(timeline), event.time > time { cut = timeline }
            do {
                try timeline.apply(event)
            } catch {
                throw RecordingError(line: reader.line, message: error.description)
            }
        }
        return (timeline, cut)
    }

    /// The timeline of `events` under `header`; throws the first ``EventError``.
    public init(header: RecordingHeader, events: some Sequence<Event>) throws(EventError) {
        self.init(header: header)
        for event in events {
            try apply(event)
        }
    }
}
