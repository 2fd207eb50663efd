extension Timeline {
    /// The timeline of every remaining event of `reader`, under `header` (by default the
    /// reader's; pass an overridden one to change the output, never the file).
    ///
    /// Throws the reader's first error. The reader has checked event order already, so
    /// applying cannot fail.
    public init(reading reader: inout RecordingReader, header: RecordingHeader? = nil) throws(RecordingError) {
        self.init(header: header ?? reader.header)
        while let event = try reader.next() {
            try! apply(event)
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
