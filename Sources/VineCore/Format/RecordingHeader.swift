/// Line 1 of a `.vine` recording: the canvas, the seed and every setting that affects output.
///
/// ```json
/// {"vine":2,"width":1280,"height":800,"seed":42,"params":{…},"style":{…},"title":"…","created":"2026-11-21T10:00:00Z"}
/// ```
public struct RecordingHeader: Hashable, Sendable {
    /// The format version, in ``RecordingFormat/readableVersions``: 1 allows only the
    /// version-1 events and keeps the version-1 `undo` (see ``Timeline``).
    public var version: Int
    /// The logical canvas width in points, in 1...``RecordingLimits/maxCanvasSide``.
    public var width: Double
    /// The logical canvas height in points, in 1...``RecordingLimits/maxCanvasSide``.
    public var height: Double
    /// The seed every random stream derives from; any 64-bit value.
    public var seed: UInt64
    /// The generator parameters.
    public var parameters: Parameters
    /// The style.
    public var style: Style
    /// An optional title.
    public var title: String?
    /// An optional creation time, by convention ISO 8601 UTC (`2026-11-21T10:00:00Z`); not interpreted.
    public var created: String?

    /// A header; the version defaults to the current one, settings to their documented defaults.
    public init(
        version: Int = RecordingFormat.version, width: Double = 1280, height: Double = 800, seed: UInt64 = 0,
        parameters: Parameters = .defaults, style: Style = .defaults,
        title: String? = nil, created: String? = nil
    ) {
        self.version = version
        self.width = width
        self.height = height
        self.seed = seed
        self.parameters = parameters
        self.style = style
        self.title = title
        self.created = created
    }
}
