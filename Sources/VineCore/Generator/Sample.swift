import VineGeometry

/// One point of a vine's stem: where its pointer was, and when.
public struct Sample: Hashable, Sendable {
    /// Seconds since the recording began; the sample is visible from this time on.
    public var time: Double
    /// The position in canvas points.
    public var point: Point
    /// The pen's pressure, 0...1, when the event recorded one and the recording uses it
    /// (``RecordingHeader/usesPressure``); nil otherwise.
    public var pressure: Double?

    /// The sample at `point`, `time` seconds into the recording, with the pen's `pressure` if any.
    public init(time: Double, point: Point, pressure: Double? = nil) {
        self.time = time
        self.point = point
        self.pressure = pressure
    }
}
