/// Frame times collected during a session, summarized as percentiles.
public struct FrameStats: Sendable {
    /// Time spent producing each frame (scene, render, overlays, texture upload; not
    /// the wait for the display), in seconds of wall time.
    public private(set) var workTimes: [Double] = []
    /// CPU time each frame took, in seconds: its wall time minus the waits for a
    /// core that other processes held.
    public private(set) var cpuTimes: [Double] = []
    /// Time between the starts of consecutive frames, in seconds.
    public private(set) var intervals: [Double] = []
    /// Seconds from the window opening to its first frame on screen (a sketch of a long
    /// drawing, or its exact frame), and to its first exact frame; nil when not known.
    public var firstFrames: (any: Double?, exact: Double?) = (nil, nil)
    /// The threads that painted the last exact frame (its renderer's); 0 when none was painted.
    public var paintingThreads = 0
    /// The threads that render frames: the window has one.
    public let renderThreads = 1

    /// No frames yet.
    public init() {}

    /// Records one frame that took `work` seconds (`cpu` of them on a CPU) and
    /// started `interval` seconds after the previous one (nil for the first frame).
    public mutating func record(work: Double, cpu: Double, interval: Double?) {
        workTimes.append(work)
        cpuTimes.append(cpu)
        if let interval { intervals.append(interval) }
    }

    /// The `p`-th percentile (0…100, nearest rank) of `values` in milliseconds, or 0 when empty.
    public static func percentileMilliseconds(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1] * 1000
    }

    /// One line: frame count; p50/p99 and the maximum of frame time and of its CPU time,
    /// p50/p99 of the interval, in milliseconds; how many frames took longer than a
    /// 60 Hz budget (16.7 ms) and than two of them (33 ms); and, when known, the
    /// milliseconds from the window opening to its first frame and first exact frame; the
    /// painting and render threads.
    public var summary: String {
        func ms(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }
        func percentiles(_ name: String, _ values: [Double]) -> String {
            " \(name)_p50=\(ms(Self.percentileMilliseconds(50, of: values)))"
                + " \(name)_p99=\(ms(Self.percentileMilliseconds(99, of: values)))"
        }
        let slow = workTimes.filter { $0 > 1.0 / 60 }.count
        let verySlow = workTimes.filter { $0 > 2.0 / 60 }.count
        return "frames=\(workTimes.count)" + percentiles("frame_ms", workTimes)
            + " frame_ms_max=\(ms(1000 * (workTimes.max() ?? 0)))" + percentiles("frame_cpu_ms", cpuTimes)
            + " frame_cpu_ms_max=\(ms(1000 * (cpuTimes.max() ?? 0)))"
            + percentiles("interval_ms", intervals) + " over_16.7ms=\(slow) over_33ms=\(verySlow)"
            + (firstFrames.any.map { " first_frame_ms=\(ms(1000 * $0))" } ?? "")
            + (firstFrames.exact.map { " exact_frame_ms=\(ms(1000 * $0))" } ?? "")
            + " painting_threads=\(paintingThreads) render_threads=\(renderThreads)"
    }
}
