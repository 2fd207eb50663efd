import VineCore
import VineGeometry
import VineLook
import VineRender
import VineVector

/// The limits a chat app puts on an animated sticker, and how `--fit` makes an export keep
/// them. Telegram's: an animated sticker (`.tgs`, gzipped Lottie) is exactly 512 × 512, at
/// 60 or 30 fps, at most 3 s (180 frames at 60 fps) and 64 KB, and loops; a video sticker
/// (VP9 WebM, no audio) has its longest side 512 pixels, at most 30 fps, 3 s and 256 KB.
public struct StickerRules: Sendable, Equatable {
    /// The format's name in messages.
    public let name: String
    /// The longest side in pixels.
    public let side: Int
    /// Whether both sides must be ``side`` (else only the longer one).
    public let square: Bool
    /// The frame rates allowed, the preferred first.
    public let rates: [Double]
    /// The longest animation in seconds.
    public let seconds: Double
    /// The largest file in bytes.
    public let bytes: Int
    /// Whether its players remap a precomposition's time, which a Lottie of an ungrowing
    /// loop's end needs (a video's frames need nothing of the kind).
    public let remapsTime: Bool

    /// Telegram's animated sticker (`.tgs`).
    public static let telegramAnimated = StickerRules(
        name: "a Telegram animated sticker (.tgs)", side: 512, square: true, rates: [60, 30], seconds: 3,
        bytes: 64 * 1024, remapsTime: false)
    /// Telegram's video sticker (VP9 WebM).
    public static let telegramVideo = StickerRules(
        name: "a Telegram video sticker (VP9 WebM)", side: 512, square: false, rates: [30], seconds: 3,
        bytes: 256 * 1024, remapsTime: true)

    /// The most frames at `fps`: `seconds · fps`.
    public func frames(atFPS fps: Double) -> Int { Int((seconds * fps).rounded(.down)) }

    /// The size a sticker of `canvas` gets: the square, or the canvas with its longer side ``side``.
    public func size(for canvas: Size) -> (width: Int, height: Int) {
        guard !square, canvas.width > 0, canvas.height > 0 else { return (side, side) }
        if canvas.width >= canvas.height {
            return (side, max(2, Int((Double(side) * canvas.height / canvas.width).rounded())))
        }
        return (max(2, Int((Double(side) * canvas.width / canvas.height).rounded())), side)
    }

    /// Why `width` × `height` breaks the rules, or nil when it keeps them.
    public func sizeProblem(width: Int, height: Int) -> String? {
        if square, width != side || height != side {
            return "\(name) is exactly \(side)x\(side) pixels, not \(width)x\(height)"
        }
        if !square, max(width, height) != side || min(width, height) < 1 {
            return "\(name) has its longer side exactly \(side) pixels, not \(width)x\(height)"
        }
        return nil
    }

    /// Why `fps` breaks the rules, or nil.
    public func rateProblem(_ fps: Double) -> String? {
        rates.contains(fps)
            ? nil
            : "\(name) plays at \(rates.map { ShownNumber.text($0) }.joined(separator: " or ")) fps, not \(ShownNumber.text(fps))"
    }

    /// Why a loop ending with `ending` breaks the rules, or nil: an ungrowing end in a
    /// format whose players do not remap time.
    public func endingProblem(_ ending: LoopEnding) -> String? {
        guard ending.reversesTime, !remapsTime else { return nil }
        return "\(name) cannot remap time, which an ungrowing loop needs; use --loop-end fade or wither"
    }

    /// Why `schedule` is too long, saying by how much, or nil.
    public func lengthProblem(_ schedule: FrameSchedule) -> String? {
        let most = frames(atFPS: schedule.fps)
        guard schedule.frameCount > most else { return nil }
        let seconds = Double(schedule.frameCount) / schedule.fps
        return
            "\(name) lasts at most \(ShownNumber.text(self.seconds)) s (\(most) frames at \(ShownNumber.text(schedule.fps)) fps); "
            + "this one lasts \(Self.figure(seconds)) s (\(schedule.frameCount) frames), \(Self.figure(seconds - self.seconds)) s too long"
    }

    /// Why `count` bytes are too many, saying by how much, or nil.
    public func bytesProblem(_ count: Int) -> String? {
        guard count > bytes else { return nil }
        return
            "\(name) has at most \(bytes / 1024) KB (\(bytes) bytes); this one has \(count) bytes, \(count - bytes) too many"
    }

    /// The schedule that fits `schedule` into ``seconds``, and what was changed, one sentence:
    /// a hold longer than a sixth of the length is trimmed to that, then the recording is sped
    /// up so that its frames and the hold make at most ``frames(atFPS:)``. A seamless loop
    /// stays one: its hold is trimmed to a sixth of the length and its leaving to a third,
    /// then its growth is sped up to fit beside them. Nil when it fits already, or when
    /// nothing is left for the growth.
    public func fitted(_ schedule: FrameSchedule) -> (schedule: FrameSchedule, how: String)? {
        guard lengthProblem(schedule) != nil else { return nil }
        let fps = schedule.fps
        let most = Double(frames(atFPS: fps))
        var notes: [String] = []
        /// `seconds` of output (`what`) trimmed to at most `share` of the length, said when trimmed.
        func trimmed(_ seconds: Double, toAtMost share: Double, _ what: String) -> Double {
            let longest = (most * share).rounded(.down) / fps
            guard seconds > longest else { return seconds }
            notes.append("\(what) trimmed from \(Self.figure(seconds)) s to \(Self.figure(longest)) s")
            return longest
        }
        guard var loop = schedule.loop else {
            let hold = trimmed(Double(schedule.holdFrames) / fps, toAtMost: 1.0 / 6, "the hold")
            return spedUp(schedule, growth: schedule.to - schedule.from, notes: notes) { growth, speed in
                FrameSchedule(from: schedule.from, to: schedule.from + growth, fps: fps, speed: speed, hold: hold)
            }
        }
        let leaving = loop.ending.reversesTime ? 0 : loop.leave
        let growth = schedule.to - schedule.from - (loop.hold + leaving) * schedule.speed
        loop.hold = trimmed(loop.hold, toAtMost: 1.0 / 6, "the loop's hold")
        loop.leave = trimmed(loop.leave, toAtMost: 1.0 / 3, "its \(loop.ending.rawValue)")
        return spedUp(schedule, growth: growth, notes: notes) { growth, speed in
            FrameSchedule(from: schedule.from, to: schedule.from + growth, fps: fps, speed: speed, loop: loop)
        }
    }

    /// The schedule `make` gives for `growth` recording seconds at the slowest speed, from
    /// `schedule`'s, whose frames are at most ``frames(atFPS:)``, and the sentence saying what
    /// changed (`notes`, then the speed); nil when the frames besides the growth's leave none for it.
    private func spedUp(
        _ schedule: FrameSchedule, growth: Double, notes: [String],
        making make: (_ growth: Double, _ speed: Double) -> FrameSchedule
    ) -> (schedule: FrameSchedule, how: String)? {
        let most = frames(atFPS: schedule.fps)
        // The growth's steps: floor(growth · fps / speed), beside the frames it does not move.
        let steps = most - make(0, schedule.speed).frameCount
        var speed = schedule.speed
        var notes = notes
        if make(growth, speed).frameCount > most {
            guard steps > 0 else { return nil }
            speed = growth * schedule.fps / Double(steps)
            while make(growth, speed).frameCount > most { speed *= 1 + 1e-9 }
            notes.append(
                "speed \(Self.figure(speed))× (was \(ShownNumber.text(schedule.speed))×), so \(Self.figure(growth)) s of the recording last \(Self.figure(growth / speed)) s"
            )
        }
        return (
            make(growth, speed),
            "--fit: " + notes.joined(separator: "; ") + " (\(name): at most \(ShownNumber.text(seconds)) s)"
        )
    }

    /// `value` to two decimals.
    static func figure(_ value: Double) -> String { ShownNumber.text(value, places: 2) }
}
