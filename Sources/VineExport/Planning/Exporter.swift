import Foundation
import VineCore
import VineGeometry
import VineLook
import VineRender
import VineSystem
import VineVector

/// Carries out an ``ExportPlan``: renders a timeline's frames, one schedule time after
/// another, into PNG files, a video or nowhere, or writes one still or one animation drawn
/// from vectors.
///
/// Frames are rendered by ``ExportPlan/renderThreadCount`` render threads (the
/// calling thread and more), each with a caching ``/VineRender/SceneRenderer`` of its own:
/// with R of them, thread r renders frames r, r + R, r + 2R, … and hands each to the output
/// in its turn, so the output receives frame after frame in order, exactly the frames one
/// thread renders. PNG frames are encoded on `jobs` other threads meanwhile, and ffmpeg
/// encodes video in its own process, so every core stays busy. Memory stays flat: frames are never
/// collected (a GIF first renders a bounded sample of frames for its palette, see
/// ``GIFPalette``). SIGINT stops the export between frames: the frames already rendered are
/// completed (no file is left half-written), a video is removed, and
/// ``ExportError/interrupted(framesWritten:frameCount:)`` says how far it got.
public struct Exporter {
    /// What the export writes, where and how.
    public let plan: ExportPlan
    /// Called after each frame is written, with the number of frames done, on the render
    /// thread that wrote it (one call at a time, in order); returning false stops the export the way SIGINT does (partial output removed,
    /// ``ExportError/interrupted(framesWritten:frameCount:)`` thrown). With it set
    /// SIGINT is left alone: the caller decides when to stop (a window exporting in the background).
    public var frameWritten: (@Sendable (Int) -> Bool)?
    /// What ``run(_:schedule:recording:)`` does.
    private let work: Work
    /// Frames rendered one after another, or one picture or document drawn whole.
    private enum Work {
        /// Every frame of the schedule (or of the plan's shard), by these renderers (made
        /// with the plan's canvas, size, caching and threads), one per render thread, into
        /// PNG files, a video or nothing.
        case frames([SceneRenderer])
        /// One still.
        case still(path: String, format: Still.Format)
        /// One animation drawn from vectors.
        case animation(path: String, format: VectorAnimation.Format)
        /// One Lottie animation, packaged.
        case package(path: String, format: PackageFormat)
    }

    /// An export carrying out `plan`. For frames, a video or nothing it makes the renderers
    /// at once, one per render thread, their memory readied as `memoryAhead` says on another
    /// thread: make the exporter before the recording loads, so that loading hides the cost
    /// of fresh memory.
    ///
    /// Throws ``/VineRender/RenderError/cairo(_:)`` when the frames cannot be had (size, memory).
    public init(_ plan: ExportPlan, memoryAhead: SceneRenderer.MemoryAhead = .firstFrame) throws(ExportError) {
        self.plan = plan
        switch plan.output {
        case .still(let path, let format): work = .still(path: path, format: format)
        case .animation(let path, let format): work = .animation(path: path, format: format)
        case .package(let path, let format): work = .package(path: path, format: format)
        case .frames, .video, .discard:
            let count = plan.renderThreadCount
            var renderers: [SceneRenderer] = []
            for _ in 0..<count {
                renderers.append(
                    try ExportError.rendering { () throws(RenderError) in
                        try SceneRenderer(
                            canvas: plan.canvas, pixelWidth: plan.width, pixelHeight: plan.height,
                            caching: plan.caching, cacheMemory: plan.cacheMemory, memoryAhead: memoryAhead,
                            threads: plan.paintingThreads(renderers: count), looks: plan.looks)
                    })
            }
            work = .frames(renderers)
        }
    }

    /// What an export did.
    public struct Summary: Sendable {
        /// Frames rendered (and written).
        public var frames: Int
        /// Threads that rendered frames, each with a renderer of its own (1 for a still or
        /// an animation).
        public var renderThreads = 1
        /// Threads that painted each frame's vines (``/VineRender/SceneRenderer/paintingThreads``;
        /// 0 for an animation drawn from vectors).
        public var paintingThreads = 0
        /// Seconds spent rendering, scene building included, summed over frames (with several
        /// render threads, each frame's time from its thread's start on it).
        public var renderSeconds: Double
        /// Seconds spent rendering the first frame alone: with caching, it builds the cached
        /// layer for everything finished before the first time, so it can be much slower.
        public var firstFrameSeconds: Double
        /// CPU seconds the whole process used while rendering (every thread: with two
        /// painting threads, up to twice the wall time), summed over frames; with several
        /// render threads, what the process used from the first frame's start to the last's end.
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

    /// Writes `timeline` at the times of `schedule` (a still: at its first time) as the plan
    /// says; an output that ``ExportPlan/Output/carriesRecording`` carries `recording` (the
    /// `.vine` text `timeline` was read from) when given, others ignore it.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` before rendering when
    /// the output cannot be created, ``ExportError/unavailable(_:)`` when ffmpeg
    /// is missing, and otherwise the first failure; partial output is removed.
    public func run(
        _ timeline: Timeline, schedule: FrameSchedule, recording: [UInt8]? = nil
    ) throws(ExportError) -> Summary {
        let clock = MonotonicClock()
        let bytes: Int
        var frames = 1
        var notes: [String] = []
        switch work {
        case .frames(let renderers):
            return try render(timeline, schedule: schedule, with: renderers)
        case .still(let path, let format):
            bytes = try ExportError.rendering { () throws(RenderError) in
                try Still.write(
                    timeline.scene(at: schedule.time(ofFrame: 0)), canvas: plan.canvas, width: plan.width,
                    height: plan.height, format: format, underlay: plan.underlay, paper: plan.paper,
                    cacheMemory: plan.cacheMemory, threads: plan.paintingThreads(renderers: 1), looks: plan.looks,
                    recording: recording, to: path)
            }
        case .animation(let path, let format):
            var document =
                format == .lottie
                ? VectorAnimation.lottie(
                    timeline, schedule: schedule, width: plan.width, height: plan.height, compat: plan.lottie.compat,
                    slots: false, looks: plan.looks)
                : VectorAnimation.document(
                    timeline, schedule: schedule, width: plan.width, height: plan.height, format: format,
                    play: plan.play, looks: plan.looks)
            if format == .svg, let recording { document = SVGRecording.embed(recording, in: document) }
            try ExportError.rendering { () throws(RenderError) in try AtomicFile.write(document, to: path) }
            bytes = document.count
        case .package(let path, let format):
            (bytes, frames, notes) = try package(
                timeline, schedule: schedule, as: format, recording: recording, to: path)
        }
        let seconds = clock.now
        return Summary(
            frames: frames, renderSeconds: seconds, firstFrameSeconds: seconds, renderCPUSeconds: 0,
            firstFrameCPUSeconds: 0, totalSeconds: seconds, bytes: bytes, notes: notes)
    }

    /// How the leaves of a recording with `header` turn a fill colour into their gradient's
    /// colours in `looks`; nil when they are filled with one colour (the flat style).
    private static func leafGradient(
        of header: RecordingHeader, looks: LookCatalog
    ) -> ((RGBA) -> (start: RGBA, end: RGBA))? {
        guard header.style.gradient else { return nil }
        let look = header.look
        return { VineLook.leafGradientColours(of: $0, look: look, looks: looks) }
    }

    /// Writes `timeline` over `schedule` as a Lottie animation packed as `format` to `path`
    /// (a dotLottie file carrying `recording` when given), checked against the plan's sticker limits first (``ExportPlan/keepingBytes(_:of:to:notes:)``):
    /// what breaks one writes nothing, except that with ``ExportPlan/fit`` a sticker too big
    /// at 60 fps is made again at 30.
    private func package(
        _ timeline: Timeline, schedule: FrameSchedule, as format: PackageFormat, recording: [UInt8]?, to path: String
    ) throws(ExportError) -> (bytes: Int, frames: Int, notes: [String]) {
        var schedule = schedule
        var notes: [String] = []
        while true {
            // A .tgs is for rlottie, Telegram's player, alone (its loop's `op`, its fade).
            let themed = format == .dotLottie && plan.lottie.dotLottieVersion == 2
            let lottie = VectorAnimation.lottie(
                timeline, schedule: schedule, width: plan.width, height: plan.height, compat: plan.lottie.compat,
                slots: themed, rlottieOnly: format == .tgs, looks: plan.looks)
            let packed = LottiePackage.bytes(
                lottie, as: format, playback: plan.playback, themes: themed ? plan.lottie.themes : [],
                initialTheme: plan.lottie.theme?.id,
                leafGradient: Self.leafGradient(of: timeline.header, looks: plan.looks),
                dotLottieVersion: plan.lottie.dotLottieVersion, recording: recording)
            if let slower = try plan.keepingBytes(packed.count, of: schedule, to: path, notes: &notes) {
                schedule = slower
                continue
            }
            try ExportError.rendering { () throws(RenderError) in try AtomicFile.write(packed, to: path) }
            return (packed.count, schedule.frameCount, notes)
        }
    }

    /// Renders the plan's frames of `schedule` (all, or its shard's) from `timeline` into
    /// the plan's frames, video or nothing: with one renderer on this thread, with several
    /// on as many render threads taking turns (``RenderTurn``).
    private func render(
        _ timeline: Timeline, schedule: FrameSchedule, with renderers: [SceneRenderer]
    ) throws(ExportError) -> Summary {
        let frames = plan.frames(of: schedule)
        let sink = try makeSink(timeline: timeline, schedule: schedule, frames: frames)
        let report = Progress(
            total: frames.count, label: plan.output.path ?? "render", style: plan.showsProgress ? nil : .quiet)
        let clock = MonotonicClock()
        let watchesInterrupt = frameWritten == nil
        if watchesInterrupt { Interrupt.watch() }
        defer { if watchesInterrupt { Interrupt.stopWatching() } }
        let threads = min(renderers.count, max(1, frames.count))
        let turn = Guarded(RenderTurn(next: frames.lowerBound))
        let cpuStart = Self.processCPUSeconds
        Threads.run(threads) { thread in
            var index = frames.lowerBound + thread
            while index < frames.upperBound {
                if watchesInterrupt && Interrupt.requested { return turn.withLock { $0.stopped = true } }
                let renderStart = clock.now
                let frameCPUStart = Self.processCPUSeconds
                let frame = Self.render(index, of: timeline, schedule: schedule, with: renderers[thread])
                plan.underlay?.draw(canvas: plan.canvas, transform: renderers[thread].transform, on: frame)
                let seconds = clock.now - renderStart
                let cpu = Self.processCPUSeconds - frameCPUStart
                let mine = turn.wait { $0.ended ? false : ($0.next == index ? true : nil) }
                guard mine else { return }
                // This thread holds the turn: no other writes to the sink until it passes it on.
                let written = index - frames.lowerBound + 1
                let outcome = Result { () throws(ExportError) in try sink.write(frame, index: index) }
                report.update(done: written)
                let goesOn = frameWritten?(written) ?? true
                turn.withLock { turn in
                    turn.next += 1
                    turn.written = written
                    turn.renderSeconds += seconds
                    if threads == 1 { turn.renderCPUSeconds += cpu }
                    if index == frames.lowerBound {
                        (turn.firstFrameSeconds, turn.firstFrameCPUSeconds) = (seconds, cpu)
                    }
                    if case .failure(let error) = outcome { turn.failure = error }
                    if !goesOn { turn.stopped = true }
                }
                index += threads
            }
        }
        let done = turn.withLock { $0 }
        let interrupted = ExportError.interrupted(framesWritten: done.written, frameCount: frames.count)
        do throws(ExportError) {
            if let failure = done.failure { throw failure }
            if done.stopped || (watchesInterrupt && Interrupt.requested) { throw interrupted }
            try sink.finish()
        } catch {
            sink.cancel()
            throw done.stopped || (watchesInterrupt && Interrupt.requested) ? interrupted : error
        }
        report.finish(done: frames.count)
        return Summary(
            frames: frames.count, renderThreads: threads, paintingThreads: renderers[0].paintingThreads,
            renderSeconds: done.renderSeconds, firstFrameSeconds: done.firstFrameSeconds,
            renderCPUSeconds: threads == 1 ? done.renderCPUSeconds : Self.processCPUSeconds - cpuStart,
            firstFrameCPUSeconds: done.firstFrameCPUSeconds, totalSeconds: clock.now)
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

    /// Where the frames in `frames` of `schedule` go: a video's key frame (a loop's last
    /// frame) counted from the first of them.
    private func makeSink(
        timeline: Timeline, schedule: FrameSchedule, frames: Range<Int>
    ) throws(ExportError) -> any FrameSink {
        let (width, height) = (plan.width, plan.height)
        let last = schedule.frameCount - 1
        switch plan.output {
        case .frames(let path, let jobs, let resume):
            return try PNGSequenceWriter(directory: path, jobs: jobs, resume: resume)
        case .video(let path, .gif):
            return try VideoEncoder(path: path, container: .gif, width: width, height: height, fps: schedule.fps) {
                () throws(ExportError) in
                try GIFPalette(timeline, plan: plan, schedule: schedule)
            }
        case .video(let path, let format):
            return try VideoEncoder(
                path: path, container: format, width: width, height: height, fps: schedule.fps,
                alpha: plan.keepsAlpha,
                keyFrame: schedule.loop == nil || !frames.contains(last) ? nil : last - frames.lowerBound)
        case .discard, .still, .animation, .package:
            return NullSink()
        }
    }
}
