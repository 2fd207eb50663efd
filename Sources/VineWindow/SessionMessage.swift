/// Something a window session tells the person at the terminal.
public enum SessionMessage: Sendable, Equatable {
    /// A snapshot PNG was written to `path`, showing recording time `time` seconds.
    case snapshotSaved(path: String, time: Double)
    /// A snapshot could not be written (`reason`); the session goes on.
    case snapshotFailed(path: String, reason: String)
}
