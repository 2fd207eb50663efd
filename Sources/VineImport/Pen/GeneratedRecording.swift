import VineCore
import VineSystem

/// The text of a generated recording: a header and its events as ``/VineSystem/RecordingWriter`` writes
/// them (``/VineCore/RecordingHeader/jsonLine``, ``/VineCore/Event/jsonLine``, one per line), checked by reading
/// it back with ``/VineCore/RecordingReader`` and replaying it into a ``/VineCore/Timeline`` before
/// anything is written, so a generated file is never one `vine check` would reject or one
/// too big to replay (too many branches), and a problem leaves no file behind.
public enum GeneratedRecording {
    /// The bytes of the recording of `events` under `header`.
    ///
    /// Throws the ``/VineCore/RecordingError`` the reader or the replay reports when the recording
    /// breaks a ``/VineCore/RecordingLimits`` limit (too many events or branches, a coordinate too large).
    public static func bytes(header: RecordingHeader, events: [Event]) throws(RecordingError) -> [UInt8] {
        var bytes = Array((header.jsonLine + "\n").utf8)
        for event in events { bytes.append(contentsOf: (event.jsonLine + "\n").utf8) }
        var reader = try RecordingReader(source: MemoryByteSource(bytes))
        _ = try Timeline(reading: &reader)
        guard reader.eventCount == events.count else {
            throw RecordingError(
                line: reader.eventCount + 2, message: "the generated recording does not read back whole")
        }
        return bytes
    }
}
