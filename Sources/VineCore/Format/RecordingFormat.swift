/// Facts about the `.vine` recording format.
public enum RecordingFormat {
    /// The newest format version this build reads and writes.
    public static let version = 2
    /// Every format version this build reads: 1 (the original) and 2 (adds the header key `look`).
    public static let versions = 1...version
}
