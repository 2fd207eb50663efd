import VineCore

extension Track {
    /// The bend in degrees of `branch` of `vine` in its wind over `clock`'s frames
    /// (``/VineCore/Sway``, about the branch's start); nil when it never bends in them.
    ///
    /// The frames' times are cut at every zero and extreme of the wave, at every turn of the
    /// bend while it eases in, where the ease-in ends and where the moving frames begin and end. Between two neighbouring zeros and
    /// extremes after the ease-in, a keyframe moves exactly along the wave's cubic
    /// (``CubicEasing``), so a long animation carries four keyframes per period. Elsewhere
    /// (while the sway eases in, and in the part quarter-periods at either end) each piece
    /// is cut in ``swayPieceSteps`` and each step follows the cubic through the bend and its
    /// slope at both ends (Hermite), within a few thousandths of a degree of the bend; a
    /// step whose bend barely changes while its ends slope (a cubic that would overshoot
    /// far) is sampled at every frame instead, linear between frames and exact at each.
    static func sway(of branch: Branch, in vine: Vine, clock: AnimationClock) -> Track? {
        guard let wind = vine.wind, wind.strength > 0 else { return nil }
        let grown = branch.birth + vine.parameters.growDuration
        let last = clock.lastTime
        guard grown < last else { return nil }
        let phase = Sway.phase(seed: vine.seed, vine: vine.index, branch: branch.index)
        func angle(_ t: Double) -> Double { Sway.angle(time: t, grown: grown, phase: phase, wind: wind) }
        /// The bend's rate of change in degrees per recording second.
        func slope(_ t: Double) -> Double {
            let x = (t - grown) / wind.period
            let ramp = Sway.ramp(x)
            let rampSlope = x <= 0 || x >= 1 ? 0 : 6 * x * (1 - x)
            let u = t / wind.period + phase
            let fraction = u - u.rounded(.down)
            let rising = fraction < 0.25 || fraction >= 0.75
            let triangle = fraction < 0.25 ? 4 * fraction : fraction < 0.75 ? 2 - 4 * fraction : 4 * fraction - 4
            let waveSlope = 1.5 * (1 - triangle * triangle) * (rising ? 4 : -4)
            return wind.strength / wind.period * (rampSlope * Sway.wave(u) + ramp * waveSlope)
        }
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
        let settled = grown + wind.period
        // The wave's zeros and extremes: t/P + phase = k/4.
        let knotTime = { (k: Double) in (k / 4 - phase) * wind.period }
        var cuts = [start]
        var k = ((start / wind.period + phase) * 4).rounded(.down) + 1
        while knotTime(k) < last {
            cuts.append(knotTime(k))
            k += 1
        }
        if settled > start, settled < last { cuts.append(settled) }
        cuts.append(last)
        cuts.sort()
        // While it eases in, the bend's turns fall between the wave's: cut there too (found
        // by halving), so every step runs one way and its cubic stays between its ends.
        var turns: [Double] = []
        for (a, b) in zip(cuts, cuts.dropFirst()) where a < settled {
            let probes = 16
            for index in 0..<probes {
                var low = a + (b - a) * Double(index) / Double(probes)
                var high = a + (b - a) * Double(index + 1) / Double(probes)
                guard (slope(low) > 0) != (slope(high) > 0), slope(low) != 0, slope(high) != 0 else { continue }
                for _ in 0..<48 {
                    let middle = (low + high) / 2
                    if (slope(middle) > 0) == (slope(low) > 0) { low = middle } else { high = middle }
                }
                turns.append((low + high) / 2)
            }
        }
        cuts = (cuts + turns).sorted()
        // Pieces shorter than a frame's time join the next: a keyframe a frame apart at least.
        let frameTime = schedule.speed / schedule.fps
        var kept = [cuts[0]]
        for cut in cuts.dropFirst() where cut - kept[kept.count - 1] >= frameTime { kept.append(cut) }
        if kept.count > 1 { kept[kept.count - 1] = last } else { kept.append(last) }
        for (a, b) in zip(kept, kept.dropFirst()) {
            let isQuarter = a >= settled && isKnot(a) && isKnot(b)
            if isQuarter {
                // Even knots are zeros of the wave, odd ones its extremes.
                let isZero = Int(((a / wind.period + phase) * 4).rounded()) % 2 == 0
                add(a, cubic: isZero ? .toExtreme : .fromExtreme)
                continue
            }
            for step in 0..<swayPieceSteps {
                let t0 = a + (b - a) * Double(step) / Double(swayPieceSteps)
                let t1 = a + (b - a) * Double(step + 1) / Double(swayPieceSteps)
                let change = angle(t1) - angle(t0)
                let m0 = slope(t0) * (t1 - t0)
                let m1 = slope(t1) * (t1 - t0)
                let y1 = change == 0 ? .infinity : m0 / (3 * change)
                let y2 = change == 0 ? .infinity : 1 - m1 / (3 * change)
                if abs(y1) <= swayControlLimit, abs(y2 - 1) <= swayControlLimit {
                    add(t0, cubic: CubicEasing(y1: y1, y2: y2))
                } else {
                    add(t0)
                    var frame = clock.firstFrame(showing: t0)
                    while frame <= clock.lastMovingFrame, time(ofFrame: frame) < t1 {
                        add(time(ofFrame: frame))
                        frame += 1
                    }
                }
            }
        }
        /// Whether recording time `t` is a zero or extreme of the wave (to a nanosecond).
        func isKnot(_ t: Double) -> Bool {
            let k = (t / wind.period + phase) * 4
            return abs(knotTime(k.rounded()) - t) < 1e-9
        }
        add(last)
        keys[keys.count - 1].holds = true
        keys[keys.count - 1].cubic = nil
        let track = Track(keys: keys)
        return track.isHidden ? nil : track
    }

    /// How many cubic steps a piece of the sway between two zeros or extremes of its wave
    /// takes where no exact cubic follows it: 3 keep the bend within 0.003° of a 12° wind
    /// (the error falls as the fourth power of the steps).
    static let swayPieceSteps = 3

    /// The largest a step's value control may stray from its end values before the step is
    /// sampled at every frame instead (a cubic through nearly equal ends with steep slopes).
    static let swayControlLimit = 2.0
}
