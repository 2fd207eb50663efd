import VineCore

/// The text of a generated recording: a header and its events as ``/VineCore/RecordingWriter`` writes
/// them (``/VineCore/RecordingHeader/jsonLine``, ``/VineCore/Event/jsonLine``, one per line), checked by reading
/// it back with ``/VineCore/RecordingReader`` before anything is written, so a generated file is never
/// one `vine check` would reject and a problem leaves no file behind.
public enum GeneratedRecording {
    /// The bytes of the recording of `events` under `header`.
    ///
    /// Throws the ``/VineCore/RecordingError`` the reader reports when the recording breaks a
    /// ``/VineCore/RecordingLimits`` limit (too many events, a coordinate too large).
    public static func bytes(header: RecordingHeader, events: [Event]) throws(RecordingError) -> [UInt8] {
        var bytes = Array((header.jsonLine + "\n").utf8)
        for event in events { bytes.append(contentsOf: (event.jsonLine + "\n").utf8) }
        var reader = try RecordingReader(source: MemoryByteSource(bytes))
        var count = 0
        while try reader.next() != nil { count += 1 }
        guard count == events.count else {
            throw RecordingError(line: count + 2, message: "the generated recording does not read back whole")
        }
        return bytes
    }
}
