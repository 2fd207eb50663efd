import VineCore
import VineLook

/// One animated number of a vector animation: keyframes in output frames, each value held
/// until the next keyframe, moved linearly to it, or eased out to it (the growth ease,
/// ``/VineLook/GrowthEasing/easeOut(_:)``); before the first keyframe the first value holds, after
/// the last the last.
struct Track: Sendable {
    /// One keyframe: a value at a fractional output frame.
    struct Key: Sendable, Equatable {
        /// The output frame.
        var frame: Double
        /// The value there.
        var value: Double
        /// Whether the value holds until the next keyframe (a stem gaining a sample), or
        /// moves linearly to it (`strokeEnd` growing).
        var holds: Bool
        /// Whether the value moves to the next keyframe's with ``/VineLook/GrowthEasing/easeOut(_:)``
        /// of the time between them (``/VineLook/GrowthEasing/timing``) rather than linearly.
        var easesOut = false
        /// When set, the value moves to the next keyframe's along the cubic Bézier easing
        /// with time controls ⅓ and ⅔ (time runs linearly) and these value controls: a
        /// cubic polynomial of the time between them, exactly (the wind's ``/VineCore/Sway/wave(_:)``).
        var cubic: CubicEasing? = nil
    }

    /// The value controls of a cubic easing whose time controls are ⅓ and ⅔: progress
    /// `3(1−x)²x·y1 + 3(1−x)x²·y2 + x³` at time fraction `x`.
    struct CubicEasing: Sendable, Equatable {
        /// The first value control.
        var y1: Double
        /// The second value control.
        var y2: Double

        /// The progress at time fraction `x` (0…1).
        func progress(_ x: Double) -> Double {
            let u = 1 - x
            return 3 * u * u * x * y1 + 3 * u * x * x * y2 + x * x * x
        }

        /// From a zero of the wave to an extreme: the wave's cubic `x(3 − x²)/2`.
        static let toExtreme = CubicEasing(y1: 0.5, y2: 1)
        /// From an extreme of the wave to a zero: the same cubic run backwards.
        static let fromExtreme = CubicEasing(y1: 0, y2: 0.5)
        /// The square of the time fraction, `x²`: a falling leaf's drop.
        static let squared = CubicEasing(y1: 0, y2: 1.0 / 3)
    }

    /// The keyframes, frames increasing; at least one.
    var keys: [Key]

    /// Whether the value never changes.
    var isConstant: Bool { keys.allSatisfy { $0.value == keys[0].value } }

    /// Whether the value is 0 throughout: what it animates never shows.
    var isHidden: Bool { isConstant && keys[0].value == 0 }

    /// The track's value at output frame `frame`.
    func value(atFrame frame: Double) -> Double {
        guard let next = keys.firstIndex(where: { $0.frame > frame }) else { return keys[keys.count - 1].value }
        guard next > 0 else { return keys[0].value }
        let a = keys[next - 1]
        let b = keys[next]
        guard !a.holds else { return a.value }
        let x = (frame - a.frame) / (b.frame - a.frame)
        if let cubic = a.cubic { return a.value + (b.value - a.value) * cubic.progress(x) }
        return a.value + (b.value - a.value) * (a.easesOut ? GrowthEasing.easeOut(x) : x)
    }

    /// The track of `clamp((t − start) / (end − start), 0, 1)` over recording time `t` on
    /// `clock`'s frames: a linear ramp, cut where the moving frames begin and end.
    static func ramp(start: Double, end: Double, clock: AnimationClock) -> Track {
        func value(_ t: Double) -> Double {
            end > start ? min(max((t - start) / (end - start), 0), 1) : (t >= end ? 1 : 0)
        }
        let a = max(start, clock.schedule.from)
        let b = min(end, clock.lastTime)
        guard b > a else { return Track(keys: [Key(frame: 0, value: value(a), holds: true)]) }
        return Track(keys: [
            Key(frame: clock.frame(at: a), value: value(a), holds: false),
            Key(frame: clock.frame(at: b), value: value(b), holds: true),
        ])
    }

    /// The track of `GrowthEasing.easeOut(clamp((t − start) / (end − start), 0, 1))` over
    /// recording time `t`: two keyframes easing out when the moving frames hold the whole
    /// ramp, else the eased value sampled at every frame of the part they hold.
    static func easedRamp(start: Double, end: Double, clock: AnimationClock) -> Track {
        guard end > start, start < clock.schedule.from || end > clock.lastTime else {
            var track = ramp(start: start, end: end, clock: clock)
            if track.keys.count > 1 { track.keys[0].easesOut = true }
            return track
        }
        let first = clock.frame(at: start).rounded(.down)
        let last = clock.frame(at: end).rounded(.up)
        let times = stride(from: first, through: last, by: 1).map {
            clock.schedule.from + $0 * clock.schedule.speed / clock.schedule.fps
        }
        return sampled(at: times, clock: clock) { GrowthEasing.easeOut(($0 - start) / (end - start)) }
    }

    /// The track of `value(t)` sampled at recording times `times` (increasing) and moving
    /// linearly between them; times outside the moving frames are dropped, except that the
    /// value at the nearest end holds.
    static func sampled(at times: [Double], clock: AnimationClock, value: (Double) -> Double) -> Track {
        var keys: [Key] = []
        let low = clock.schedule.from
        let high = clock.lastTime
        for time in times {
            let t = min(max(time, low), high)
            let key = Key(frame: clock.frame(at: t), value: value(t), holds: false)
            if let last = keys.last, last.frame >= key.frame { continue }
            keys.append(key)
        }
        keys[keys.count - 1].holds = true
        return Track(keys: keys)
    }

    /// The track of a value that steps: `steps` are (recording time, value from then on),
    /// times non-decreasing; before the first step the value is `initial`. Sampled at
    /// `clock`'s frames, so there is at most one keyframe per frame, at whole frames.
    static func steps(initial: Double, _ steps: [(time: Double, value: Double)], clock: AnimationClock) -> Track {
        var keys = [Key(frame: 0, value: initial, holds: true)]
        for step in steps {
            let frame = clock.firstFrame(showing: step.time)
            guard frame <= clock.lastMovingFrame else { break }
            let key = Key(frame: Double(frame), value: step.value, holds: true)
            if keys[keys.count - 1].frame == key.frame {
                keys[keys.count - 1] = key
            } else if keys[keys.count - 1].value != key.value {
                keys.append(key)
            }
        }
        return Track(keys: keys)
    }

    /// The track with runs of held keys at whole frames whose values at every whole frame
    /// lie on a line, within `tolerance`, replaced by one linear key and the run's last:
    /// every whole frame shows the same value within `tolerance` (frames between whole ones
    /// move smoothly).
    func linearized(tolerance: Double) -> Track {
        var thinned: [Key] = []
        var start = 0
        while start < keys.count {
            var end = start + 1
            var best = start + 1
            while keys[start].holds, end < keys.count, keys[end - 1].holds,
                keys[end].frame == keys[end].frame.rounded(),
                keys[start].frame == keys[start].frame.rounded(), onLine(from: start, to: end, tolerance: tolerance)
            {
                best = end
                end += 1
            }
            var key = keys[start]
            if best > start + 1 { key.holds = false }
            thinned.append(key)
            start = best
        }
        return Track(keys: thinned)
    }

    /// Whether the held values that the whole frames from key `a`'s to key `b`'s show lie
    /// within `tolerance` of the line from the one to the other.
    private func onLine(from a: Int, to b: Int, tolerance: Double) -> Bool {
        let (first, last) = (keys[a], keys[b])
        var k = a
        var frame = first.frame
        while frame < last.frame {
            while keys[k + 1].frame <= frame { k += 1 }
            let line = first.value + (last.value - first.value) * (frame - first.frame) / (last.frame - first.frame)
            if abs(line - keys[k].value) > tolerance { return false }
            frame += 1
        }
        return true
    }

    /// The track as a player that shows whole frames alone shows it, when that takes fewer
    /// keyframes: held keys at the whole frames from the first key's (rounded down) to the
    /// last's (rounded up), each with the value there, a key repeating the one before it left
    /// out; nil when it would not be shorter.
    func heldAtWholeFrames() -> Track? {
        let first = keys[0].frame.rounded(.down)
        let last = keys[keys.count - 1].frame.rounded(.up)
        guard last - first + 1 < Double(keys.count) else { return nil }
        var held: [Key] = []
        for frame in stride(from: first, through: last, by: 1) {
            let value = value(atFrame: frame)
            if held.last?.value != value { held.append(Key(frame: frame, value: value, holds: true)) }
        }
        return held.count < keys.count ? Track(keys: held) : nil
    }

    /// The track with every value multiplied by `factor`.
    func scaled(by factor: Double) -> Track {
        Track(
            keys: keys.map {
                Key(frame: $0.frame, value: $0.value * factor, holds: $0.holds, easesOut: $0.easesOut, cubic: $0.cubic)
            })
    }

    /// The track of a loop's ending (keyframes moving linearly, the last at the loop's
    /// closing frame) as a player that shows the closing frame too should show it: the
    /// frames before it unchanged (a keyframe at the frame before it joins them), and there
    /// the value half a frame before it, a step from the last frame toward the first.
    func halfClosed() -> Track {
        guard keys.count > 1, let closing = keys.last?.frame else { return self }
        let before = closing - 1
        let inside = keys.dropLast()
        return Track(
            keys: inside.filter { $0.frame < before }
                + [Key(frame: before, value: value(atFrame: before), holds: false)]
                + inside.filter { $0.frame > before }
                + [Key(frame: closing, value: value(atFrame: closing - 0.5), holds: true)])
    }

    /// The track with every value mapped through `transform`, except that a part not yet
    /// started stays hidden when `transform(0)` is not 0: held zeros stay 0, and a track
    /// that ramps up from 0 holds 0 until the ramp starts.
    func mapped(_ transform: (Double) -> Double) -> Track {
        var mapped: [Key] = []
        for key in keys {
            if key.value == 0 && key.holds {
                mapped.append(key)
                continue
            }
            if key.value == 0 && mapped.isEmpty && key.frame > 0 {
                mapped.append(Key(frame: 0, value: 0, holds: true))
            }
            mapped.append(Key(frame: key.frame, value: transform(key.value), holds: key.holds, easesOut: key.easesOut))
        }
        return Track(keys: mapped)
    }
}
