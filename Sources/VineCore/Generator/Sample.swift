import VineGeometry

/// One point of a vine's stem: where its pointer was, and when.
public struct Sample: Hashable, Sendable {
    /// Seconds since the recording began; the sample is visible from this time on.
    public var time: Double
    /// The position in canvas points.
    public var point: Point

    /// The sample at `point`, `time` seconds into the recording.
    public init(time: Double, point: Point) {
        self.time = time
        self.point = point
    }
}
