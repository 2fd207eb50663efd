extension Timeline {
    /// How long before the first `down` playback and export start by default, in seconds.
    public static let leadIn = 0.5

    /// Where playback and export start by default: ``leadIn`` seconds before the first
    /// `down` (never before 0), so a person's wait before drawing is not part of the
    /// animation; 0 when nothing was drawn.
    public var start: Double {
        guard let first = vines.first else { return 0 }
        return max(0, first.down - Self.leadIn)
    }
}
