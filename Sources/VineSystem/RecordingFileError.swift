/// A recording's file could not be created or written: the path and the cause in plain words.
public struct RecordingFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The recording's path.
    public var path: String
    /// What was being done: "cannot create", "cannot write".
    public var action: String
    /// The cause in plain words (see ``ErrorWording``), e.g. "no space left on device".
    public var reason: String

    /// The error for `path`: `action` failed because of `reason`.
    public init(path: String, action: String, reason: String) {
        self.path = path
        self.action = action
        self.reason = reason
    }

    /// `PATH: ACTION: REASON`.
    public var description: String { "\(path): \(action): \(reason)" }
}
