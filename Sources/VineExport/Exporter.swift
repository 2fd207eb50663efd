import Foundation
import VineCore
import VineGeometry
import VineRender

/// Carries out an ``ExportPlan``: renders a timeline's frames, one schedule time after
/// another, into PNG files, a video or nowhere, or writes one still or one animation drawn
/// from vectors.
///
/// Rendering happens on the calling thread with a caching ``/VineRender/SceneRenderer``; PNG
/// frames are encoded on `jobs` other threads meanwhile, and ffmpeg encodes video in
/// its own process, so both cores stay busy. Memory stays flat: frames are never
/// collected (a GIF first renders a bounded sample of frames for its palette, see
/// ``GIFPalette``). SIGINT stops the export between frames: the frames already rendered are
/// completed (no file is left half-written), a video is removed, and
/// ``/VineRender/RenderError/interrupted(framesWritten:frameCount:)`` says how far it got.
public struct Exporter {
    /// What the export writes, where and how.
    public let plan: ExportPlan
    /// Called on the exporting thread after each frame is written, with the number of frames
    /// done; returning false stops the export the way SIGINT does (partial output removed,
    /// ``/VineRender/RenderError/interrupted(framesWritten:frameCount:)`` thrown). With it set
    /// SIGINT is left alone: the caller decides when to stop (a window exporting in the background).
    public var frameWritten: (@Sendable (Int) -> Bool)?
    /// What ``run(_:schedule:)`` does.
    private let work: Work
    /// Frames rendered one after another, or one picture or document drawn whole.
    private enum Work {
        /// Every frame of the schedule, by this renderer (made with the plan's canvas, size
        /// and caching), into PNG files, a video or nothing.
        case frames(SceneRenderer)
        /// One still.
        case still(path: String, format: Still.Format)
        /// One animation drawn from vectors.
        case animation(path: String, format: VectorAnimation.Format)
        /// One Lottie animation, packaged.
        case package(path: String, format: PackageFormat)
    }

    /// An export carrying out `plan`. For frames, a video or nothing it makes the renderer
    /// at once, its memory readied as `memoryAhead` says on another thread: make the
    /// exporter before the recording loads, so that loading hides the cost of fresh memory.
    ///
    /// Throws ``/VineRender/RenderError/cairo(_:)`` when the frames cannot be had (size, memory).
    public init(_ plan: ExportPlan, memoryAhead: SceneRenderer.MemoryAhead = .firstFrame) throws(RenderError) {
        self.plan = plan
        switch plan.output {
        case .still(let path, let format): work = .still(path: path, format: format)
        case .animation(let path, let format): work = .animation(path: path, format: format)
        case .package(let path, let format): work = .package(path: path, format: format)
        case .frames, .video, .discard:
            work = .frames(
                try SceneRenderer(
                    canvas: plan.canvas, pixelWidth: plan.width, pixelHeight: plan.height, caching: plan.caching,
                    cacheMemory: plan.cacheMemory, memoryAhead: memoryAhead))
        }
    }

    /// What an export did.
    public struct Summary: Sendable {
        /// Frames rendered (and written).
        public var frames: Int
        /// Seconds spent rendering, scene building included, summed over frames.
        public var renderSeconds: Double
        /// Seconds spent rendering the first frame alone: with caching, it builds the cached
        /// layer for everything finished before the first time, so it can be much slower.
        public var firstFrameSeconds: Double
        /// CPU seconds the whole process used while rendering (every thread: with two
        /// painting threads, up to twice the wall time), summed over frames.
        public var renderCPUSeconds: Double
        /// CPU seconds the whole process used while rendering the first frame.
        public var firstFrameCPUSeconds: Double
        /// Seconds from start to finish, writing included.
        public var totalSeconds: Double
        /// The bytes of a still or an animation written; 0 for frames, a video or nothing.
        public var bytes = 0
        /// What `--fit` changed while writing, one sentence each (a sticker made at 30 fps).
        public var notes: [String] = []

        /// Average rendering time per frame in milliseconds.
        public var millisecondsPerFrame: Double { frames > 0 ? 1000 * renderSeconds / Double(frames) : 0 }

        /// Average rendering time per frame after the first, in milliseconds: the steady
        /// cost once the cache is warm (0 for a single frame).
        public var steadyMillisecondsPerFrame: Double {
            frames > 1 ? 1000 * (renderSeconds - firstFrameSeconds) / Double(frames - 1) : 0
        }
    }

    /// Writes `timeline` at the times of `schedule` (a still: at its first time) as the plan says.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` before rendering when
    /// the output cannot be created, ``/VineRender/RenderError/unavailable(_:)`` when ffmpeg
    /// is missing, and otherwise the first failure; partial output is removed.
    public func run(_ timeline: Timeline, schedule: FrameSchedule) throws(RenderError) -> Summary {
        let clock = MonotonicClock()
        let bytes: Int
        var frames = 1
        var notes: [String] = []
        switch work {
        case .frames(let renderer):
            return try render(timeline, schedule: schedule, with: renderer)
        case .still(let path, let format):
            bytes = try Still.write(
                timeline.scene(at: schedule.time(ofFrame: 0)), canvas: plan.canvas, width: plan.width,
                height: plan.height, format: format, underlay: plan.underlay, cacheMemory: plan.cacheMemory,
                to: path)
        case .animation(let path, let format):
            let document = VectorAnimation.document(
                timeline, schedule: schedule, width: plan.width, height: plan.height, format: format,
                play: plan.play)
            try AtomicFile.write(document, to: path)
            bytes = document.count
        case .package(let path, let format):
            (bytes, frames, notes) = try package(timeline, schedule: schedule, as: format, to: path)
        }
        let seconds = clock.now
        return Summary(
            frames: frames, renderSeconds: seconds, firstFrameSeconds: seconds, renderCPUSeconds: 0,
            firstFrameCPUSeconds: 0, totalSeconds: seconds, bytes: bytes, notes: notes)
    }

    /// Writes `timeline` over `schedule` as a Lottie animation packed as `format` to `path`,
    /// checked against the plan's sticker limits first: what breaks one is
    /// ``/VineRender/RenderError/exceedsLimit(path:limit:)`` and writes nothing, except that
    /// with ``ExportPlan/fit`` a sticker too big at 60 fps is made again at 30.
    private func package(
        _ timeline: Timeline, schedule: FrameSchedule, as format: PackageFormat, to path: String
    ) throws(RenderError) -> (bytes: Int, frames: Int, notes: [String]) {
        var schedule = schedule
        var notes: [String] = []
        while true {
            // rlottie, Telegram's player, plays frames `ip` … `op` (both): a looping sticker
            // ends its `op` on its last frame, so the loop's closing frame never shows.
            let lottie = VectorAnimation.document(
                timeline, schedule: schedule, width: plan.width, height: plan.height, format: .lottie,
                lastFrameOut: format == .tgs && schedule.loop != nil)
            let packed = LottiePackage.bytes(lottie, as: format, playback: plan.playback)
            if let rules = plan.output.sticker {
                let problem =
                    rules.sizeProblem(width: plan.width, height: plan.height) ?? rules.rateProblem(schedule.fps)
                    ?? rules.lengthProblem(schedule)
                if let problem { throw .exceedsLimit(path: path, limit: problem) }
                if let problem = rules.bytesProblem(packed.count) {
                    if plan.fit, schedule.fps > 30, rules.rates.contains(30) {
                        notes.append(
                            "--fit: 30 fps instead of \(CanonicalNumber.text(schedule.fps)) (at \(CanonicalNumber.text(schedule.fps)) fps it had \(packed.count) bytes, over \(rules.bytes))"
                        )
                        var slower = schedule
                        slower.fps = 30
                        slower.holdFrames = Int((Double(schedule.holdFrames) * 30 / schedule.fps).rounded())
                        schedule = slower
                        continue
                    }
                    let tried = notes.isEmpty ? "" : " even at \(CanonicalNumber.text(schedule.fps)) fps"
                    throw .exceedsLimit(
                        path: path,
                        limit: problem + tried + (plan.fit ? "" : " (use --fit, a shorter --to or fewer vines)"))
                }
            }
            try AtomicFile.write(packed, to: path)
            return (packed.count, schedule.frameCount, notes)
        }
    }

    /// Renders every frame of `schedule` from `timeline` with `renderer` into the plan's
    /// frames, video or nothing.
    private func render(
        _ timeline: Timeline, schedule: FrameSchedule, with renderer: SceneRenderer
    ) throws(RenderError) -> Summary {
        let sink = try makeSink(timeline: timeline, schedule: schedule)
        let report = Progress(
            total: schedule.frameCount, label: plan.output.path ?? "render",
            style: plan.showsProgress ? nil : .quiet)
        let clock = MonotonicClock()
        var renderSeconds = 0.0
        var firstFrameSeconds = 0.0
        var renderCPUSeconds = 0.0
        var firstFrameCPUSeconds = 0.0
        let watchesInterrupt = frameWritten == nil
        if watchesInterrupt { Interrupt.watch() }
        defer { if watchesInterrupt { Interrupt.stopWatching() } }
        var stopped = false
        var framesWritten = 0
        let interrupted = { RenderError.interrupted(framesWritten: framesWritten, frameCount: schedule.frameCount) }
        do throws(RenderError) {
            for index in 0..<schedule.frameCount {
                if stopped || (watchesInterrupt && Interrupt.requested) { throw interrupted() }
                let renderStart = clock.now
                let cpuStart = Self.processCPUSeconds
                let frame = Self.render(index, of: timeline, schedule: schedule, with: renderer)
                plan.underlay?.draw(canvas: plan.canvas, transform: renderer.transform, on: frame)
                let seconds = clock.now - renderStart
                let cpu = Self.processCPUSeconds - cpuStart
                renderSeconds += seconds
                renderCPUSeconds += cpu
                if index == 0 {
                    firstFrameSeconds = seconds
                    firstFrameCPUSeconds = cpu
                }
                try sink.write(frame, index: index)
                framesWritten = index + 1
                report.update(done: index + 1)
                if let frameWritten, !frameWritten(index + 1) { stopped = true }
            }
            if stopped { throw interrupted() }
            try sink.finish()
        } catch {
            sink.cancel()
            throw stopped || (watchesInterrupt && Interrupt.requested) ? interrupted() : error
        }
        report.finish(done: schedule.frameCount)
        return Summary(
            frames: schedule.frameCount, renderSeconds: renderSeconds, firstFrameSeconds: firstFrameSeconds,
            renderCPUSeconds: renderCPUSeconds, firstFrameCPUSeconds: firstFrameCPUSeconds,
            totalSeconds: clock.now)
    }

    /// Renders frame `index` of `schedule` from `timeline` with `renderer`: the scene at
    /// its time, and within a loop's ending as far through it as the frame is. A loop
    /// leaves out the vines that have drawn nothing yet (``/VineCore/Scene/withoutUndrawnVines``).
    static func render(
        _ index: Int, of timeline: Timeline, schedule: FrameSchedule, with renderer: SceneRenderer
    ) -> Frame {
        let shown = timeline.scene(at: schedule.time(ofFrame: index))
        let scene = schedule.loop == nil ? shown : shown.withoutUndrawnVines
        guard let ending = schedule.loop?.ending, let progress = schedule.leavingProgress(ofFrame: index) else {
            return renderer.render(scene)
        }
        return renderer.render(scene, ending: ending, progress: progress)
    }

    /// CPU seconds the process has used so far, all threads together.
    private static var processCPUSeconds: Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private func makeSink(timeline: Timeline, schedule: FrameSchedule) throws(RenderError) -> any FrameSink {
        let (width, height) = (plan.width, plan.height)
        switch plan.output {
        case .frames(let path, let jobs, let resume):
            return try PNGSequenceWriter(directory: path, jobs: jobs, resume: resume)
        case .video(let path, .gif):
            return try VideoEncoder(path: path, container: .gif, width: width, height: height, fps: schedule.fps) {
                () throws(RenderError) in
                try GIFPalette(timeline, plan: plan, schedule: schedule)
            }
        case .video(let path, let format):
            return try VideoEncoder(
                path: path, container: format, width: width, height: height, fps: schedule.fps,
                alpha: plan.keepsAlpha, keyFrame: schedule.loop == nil ? nil : schedule.frameCount - 1)
        case .discard, .still, .animation, .package:
            return NullSink()
        }
    }
}
