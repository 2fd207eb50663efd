import VineCore

extension Track {
    /// The bend in degrees of `branch` of `vine` in its wind over `clock`'s frames
    /// (``/VineCore/Sway``, about the branch's start); nil when it never bends in them.
    ///
    /// While the sway eases in, and in the part quarter-periods at either end, the bend is
    /// sampled at every frame (linear between frames, exact at each); in between, a
    /// keyframe at every zero and extreme of the wave moves exactly along the wave's cubic
    /// (``CubicEasing``), so a long animation carries four keyframes per period.
    static func sway(of branch: Branch, in vine: Vine, clock: AnimationClock) -> Track? {
        guard let wind = vine.wind, wind.strength > 0 else { return nil }
        let grown = branch.birth + vine.parameters.growDuration
        let last = clock.lastTime
        guard grown < last else { return nil }
        let phase = Sway.phase(seed: vine.seed, vine: vine.index, branch: branch.index)
        func angle(_ t: Double) -> Double { Sway.angle(time: t, grown: grown, phase: phase, wind: wind) }
        let schedule = clock.schedule
        /// The recording time of output frame `frame`.
        func time(ofFrame frame: Int) -> Double { schedule.from + Double(frame) * schedule.speed / schedule.fps }
        var keys: [Key] = []
        func add(_ t: Double, cubic: CubicEasing? = nil) {
            let key = Key(frame: clock.frame(at: t), value: angle(t), holds: false, cubic: cubic)
            if let previous = keys.last, previous.frame >= key.frame { return }
            keys.append(key)
        }
        let start = max(grown, schedule.from)
        add(start)
        // The wave's zeros and extremes after the ease-in: t/P + phase = k/4.
        let settled = grown + wind.period
        let firstKnot = ((settled / wind.period + phase) * 4).rounded(.up)
        let lastKnot = ((last / wind.period + phase) * 4).rounded(.down)
        let knots = firstKnot <= lastKnot ? Array(stride(from: firstKnot, through: lastKnot, by: 1)) : []
        let knotTime = { (k: Double) in (k / 4 - phase) * wind.period }
        let sampledUntil = knots.first.map(knotTime) ?? last
        var frame = clock.firstFrame(showing: start)
        while frame <= clock.lastMovingFrame, time(ofFrame: frame) < sampledUntil {
            add(time(ofFrame: frame))
            frame += 1
        }
        for (index, k) in knots.enumerated() {
            let t = knotTime(k)
            let next = index + 1 < knots.count
            // Even knots are zeros of the wave, odd ones its extremes.
            let isZero = Int(k) % 2 == 0
            add(t, cubic: next ? (isZero ? .toExtreme : .fromExtreme) : nil)
        }
        if let lastKnotTime = knots.last.map(knotTime) {
            frame = clock.firstFrame(showing: lastKnotTime)
            while frame <= clock.lastMovingFrame {
                add(time(ofFrame: frame))
                frame += 1
            }
        }
        add(last)
        keys[keys.count - 1].holds = true
        keys[keys.count - 1].cubic = nil
        let track = Track(keys: keys)
        return track.isHidden ? nil : track
    }
}
