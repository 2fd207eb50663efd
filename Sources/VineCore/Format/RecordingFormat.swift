/// Facts about the `.vine` recording format.
public enum RecordingFormat {
    /// The format version this build reads and writes.
    public static let version = 1
}
