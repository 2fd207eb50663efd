/// Something a window session tells the person at the terminal.
public enum SessionMessage: Sendable, Equatable {
    /// A snapshot PNG was written to `path`, showing recording time `time` seconds.
    case snapshotSaved(path: String, time: Double)
    /// A snapshot could not be written (`reason`); the session goes on.
    case snapshotFailed(path: String, reason: String)
    /// The recording at `path` cannot be written (`reason`, in plain words); every event is
    /// kept in memory and writing is tried again about once a second.
    case recordingFailing(path: String, reason: String)
    /// The recording at `path` can be written again and holds every event.
    case recordingRecovered(path: String)
    /// The recording's file was deleted or moved; the whole recording was written again at `path`.
    case recordingRecreated(path: String)
    /// Ctrl+E began exporting what the window shows to `paths` (in the background).
    case exportStarted(paths: [String])
    /// The export to `paths` is written.
    case exportFinished(paths: [String])
    /// The export could not be written (`reason`); `paths` are those written whole before it failed.
    case exportFailed(reason: String, written: [String])
    /// The window closed before the export was done; `written` are the files finished before.
    case exportCancelled(written: [String])
    /// Ctrl+E was pressed while an export was running; nothing new was started.
    case exportBusy
    /// The recording at `path`, dropped on the window, is playing.
    case playing(path: String)
    /// The file at `path` dropped on the window was not opened (`reason`).
    case dropRefused(path: String, reason: String)
}
