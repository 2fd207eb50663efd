/// The limits a `.vine` reader enforces against hostile or broken files, all in one place.
///
/// A file beyond any limit is rejected with an error naming the line; nothing beyond a
/// limit is buffered. ``standard`` is what `vine` uses; tests inject smaller limits.
public struct RecordingLimits: Hashable, Sendable {
    /// The longest line in bytes, newline excluded: 65,536 (64 KiB). A longer line is an
    /// error as soon as this many bytes were seen without a newline.
    public var maxLineLength: Int
    /// The largest canvas `width` or `height`: 16,384 points. The smallest is 1.
    public var maxCanvasSide: Double
    /// The most events after the header: 4,000,000 (about 18 hours of one pointer at 60 Hz).
    public var maxEvents: Int
    /// The largest |x| or |y| of a pointer event: 1,000,000 points.
    public var maxCoordinate: Double
    /// The largest event time: 1,000,000 seconds (about 11.6 days). Times are ≥ 0.
    public var maxTime: Double
    /// The largest pointer id: 65,535. Ids are ≥ 0.
    public var maxPointerID: Int
    /// The deepest JSON nesting of arrays and objects in an event: 4 (events need 1).
    public var maxDepth: Int
    /// The deepest JSON nesting of arrays and objects in the header: 6 (the header needs 2,
    /// and 6 with the species definitions its `plants` embeds).
    public var maxHeaderDepth: Int
    /// The most branches a replayed recording may sprout: 250,000 (about an hour of
    /// continuous drawing; each branch keeps about 2.4 KB of geometry, so about 600 MB).
    /// Every `move`/`up` can sprout one, so the event limit alone would allow millions.
    public var maxBranches: Int
    /// The most vines, symmetry partners included: 4,000,000. Symmetry makes up to 12 vines
    /// per `down`; without it the event limit already keeps a file below this.
    public var maxVines: Int

    /// Limits; every argument defaults to the standard value.
    public init(
        maxLineLength: Int = 65_536, maxCanvasSide: Double = 16_384, maxEvents: Int = 4_000_000,
        maxCoordinate: Double = 1_000_000, maxTime: Double = 1_000_000, maxPointerID: Int = 65_535,
        maxDepth: Int = 4, maxHeaderDepth: Int = 6, maxBranches: Int = 250_000, maxVines: Int = 4_000_000
    ) {
        self.maxLineLength = maxLineLength
        self.maxCanvasSide = maxCanvasSide
        self.maxEvents = maxEvents
        self.maxCoordinate = maxCoordinate
        self.maxTime = maxTime
        self.maxPointerID = maxPointerID
        self.maxDepth = maxDepth
        self.maxHeaderDepth = maxHeaderDepth
        self.maxBranches = maxBranches
        self.maxVines = maxVines
    }

    /// The limits `vine` applies.
    public static let standard = RecordingLimits()
}
