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
        self.init(header: header ?? reader.header, branchLimit: reader.limits.maxBranches)
        while var event = try reader.next() {
            event.time = retime(event.time)
            do {
                try apply(event)
            } catch {
                throw RecordingError(line: reader.line, message: error.description)
            }
        }
    }

    /// The timeline of `events` under `header`; throws the first ``EventError``.
    public init(header: RecordingHeader, events: some Sequence<Event>) throws(EventError) {
        self.init(header: header)
        for event in events {
            try apply(event)
        }
    }
}
