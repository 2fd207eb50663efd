/// The frame rate over the last second or so, for the status line.
struct FrameRateMeter {
    private var starts: [Double] = []
    private static let window = 60

    /// Records that a frame started at `time` seconds.
    mutating func frameStarted(at time: Double) {
        starts.append(time)
        if starts.count > Self.window { starts.removeFirst(starts.count - Self.window) }
    }

    /// Frames per second over the recorded frames, or 0 with fewer than two.
    var framesPerSecond: Double {
        guard starts.count >= 2, let first = starts.first, let last = starts.last, last > first else { return 0 }
        return Double(starts.count - 1) / (last - first)
    }
}
