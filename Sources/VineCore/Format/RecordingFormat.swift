/// Facts about the `.vine` recording format.
public enum RecordingFormat {
    /// The format version this build writes for new recordings.
    public static let version = 2
    /// The format versions this build reads (and writes, keeping a file's own version).
    public static let readableVersions = 1...2
}
