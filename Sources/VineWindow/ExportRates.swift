/// The frame rates of Ctrl+E's MP4 and GIF (see ``BackgroundExport``): the command line
/// passes `vine export`'s defaults, so the window's files equal what `vine export` writes.
public struct ExportRates: Sendable, Equatable {
    /// Frames per second of the MP4.
    public var video: Double
    /// Frames per second of the GIF (a rate of 100/n, whole-centisecond frames).
    public var gif: Double

    /// Rates of `video` and `gif` frames per second.
    public init(video: Double = 60, gif: Double = 25) {
        self.video = video
        self.gif = gif
    }
}
