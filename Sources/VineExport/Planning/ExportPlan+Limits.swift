import VineCore
import VineRender
import VineVector

/// The one place a plan meets its output's sticker limits (``StickerRules``): what is asked
/// (size, rate, loop ending, `--fit`) when the plan is made, the schedule's length before
/// any frame, the bytes once the package or the video is made.
extension ExportPlan {
    /// Throws a ``Refusal`` naming the option when `request` asks what its output's sticker
    /// limits forbid (a size, a frame rate or a loop ending), or `--fit` for an output that
    /// has no limits.
    static func checkLimits(of request: ExportRequest) throws(Refusal) {
        guard let rules = request.output.sticker else {
            if request.fit {
                throw Refusal(message: "--fit makes a sticker keep its limits: use --format tgs or webm-sticker.")
            }
            return
        }
        if let size = request.size, let problem = rules.sizeProblem(width: size.width, height: size.height) {
            throw Refusal(message: "--size \(size.width)x\(size.height): \(problem).")
        }
        if let ending = request.loop?.ending, let problem = rules.endingProblem(ending) {
            throw Refusal(message: "--loop-end \(ending.rawValue): \(problem).")
        }
        if let fps = request.fps, let problem = rules.rateProblem(fps) {
            throw Refusal(message: "--fps \(ShownNumber.text(fps)): \(problem).")
        }
    }

    /// `schedule` as the plan's sticker limits allow: unchanged when it keeps them (or there
    /// are none), fitted with ``fit`` (with a sentence saying how), else
    /// ``ExportError/exceedsLimit(path:limit:)`` naming the limit and by how much.
    public func keepingLimits(_ schedule: FrameSchedule) throws(ExportError) -> (
        schedule: FrameSchedule, note: String?
    ) {
        guard let rules = output.sticker, let problem = rules.lengthProblem(schedule) else { return (schedule, nil) }
        guard fit, let fitted = rules.fitted(schedule) else {
            throw .exceedsLimit(
                path: output.path ?? "-", limit: problem + " (use --fit, or --speed, --from and --to)")
        }
        return (fitted.schedule, fitted.how)
    }

    /// Whether a package of `count` bytes made over `schedule` keeps the plan's sticker
    /// limits: nil when it does (or there are none); with ``fit`` and 30 fps allowed, the
    /// schedule at 30 fps to make it again with (saying so in `notes`); else
    /// ``ExportError/exceedsLimit(path:limit:)`` for `path` naming the limit
    /// broken (size, rate, length or bytes) and by how much.
    func keepingBytes(_ count: Int, of schedule: FrameSchedule, to path: String, notes: inout [String])
        throws(ExportError) -> FrameSchedule?
    {
        guard let rules = output.sticker else { return nil }
        let problem =
            rules.sizeProblem(width: width, height: height) ?? rules.rateProblem(schedule.fps)
            ?? rules.lengthProblem(schedule)
        if let problem { throw .exceedsLimit(path: path, limit: problem) }
        guard let problem = rules.bytesProblem(count) else { return nil }
        if fit, schedule.fps > 30, rules.rates.contains(30) {
            notes.append(
                "--fit: 30 fps instead of \(ShownNumber.text(schedule.fps)) (at \(ShownNumber.text(schedule.fps)) fps it had \(count) bytes, over \(rules.bytes))"
            )
            var slower = schedule
            slower.fps = 30
            slower.holdFrames = Int((Double(schedule.holdFrames) * 30 / schedule.fps).rounded())
            return slower
        }
        let tried = notes.isEmpty ? "" : " even at \(ShownNumber.text(schedule.fps)) fps"
        throw .exceedsLimit(
            path: path, limit: problem + tried + (fit ? "" : " (use --fit, a shorter --to or fewer vines)"))
    }

    /// The error for a finished video sticker at `path` of `count` bytes that `rules` do not
    /// allow, naming the limit and by how much; nil when it keeps them.
    static func videoBytesError(_ count: Int, rules: StickerRules, path: String) -> ExportError? {
        rules.bytesProblem(count).map {
            .exceedsLimit(path: path, limit: $0 + " (use a shorter --to, or --fit to shorten it)")
        }
    }
}
