/// Output frames of a ``FrameSchedule`` seen from recording time: where a vector animation
/// puts its keyframes so that frame `i` shows exactly what PNG frame `i` shows.
///
/// Frame `i` shows recording time `schedule.time(ofFrame: i)`; held frames repeat the last
/// moving frame, so a value that changes after that time is cut there.
struct AnimationClock: Sendable {
    /// The frames.
    let schedule: FrameSchedule

    /// The index of the last moving frame.
    var lastMovingFrame: Int { schedule.movingFrameCount - 1 }

    /// The recording time of the last moving frame: nothing changes after it.
    var lastTime: Double { schedule.time(ofFrame: lastMovingFrame) }

    /// Every frame, held ones included.
    var frameCount: Int { schedule.frameCount }

    /// Output frames per second.
    var fps: Double { schedule.fps }

    /// The output duration in seconds.
    var duration: Double { schedule.duration }

    /// Recording time `t` as a fractional output frame, `t` clamped to the moving frames.
    func frame(at t: Double) -> Double {
        (min(max(t, schedule.from), lastTime) - schedule.from) * schedule.fps / schedule.speed
    }

    /// The first frame that shows recording time `t` or later, or ``frameCount`` when none
    /// does (held frames count as showing the last moving frame's time).
    func firstFrame(showing t: Double) -> Int {
        guard t <= lastTime else { return frameCount }
        var low = 0
        var high = lastMovingFrame
        while low < high {
            let middle = (low + high) / 2
            if schedule.time(ofFrame: middle) >= t { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
