import Foundation
import VineCore
import VineGeometry

/// Renders a timeline's frames, one schedule time after another, into PNG files, a
/// video, or nowhere.
///
/// Rendering happens on the calling thread with a caching ``SceneRenderer``; PNG
/// frames are encoded on `jobs` other threads meanwhile, and ffmpeg encodes video in
/// its own process, so both cores stay busy. Memory stays flat: frames are never
/// collected (a GIF first renders a bounded sample of frames for its palette, see
/// ``GIFPalette``). SIGINT stops the export between frames: the frames already rendered are
/// completed (no file is left half-written), a video is removed, and
/// ``RenderError/interrupted(framesWritten:frameCount:)`` says how far it got.
public struct Exporter {
    /// Where frames go.
    public enum Output: Sendable {
        /// Numbered PNG files (`frame-000000.png`, …) in a folder, created if missing (its
        /// parent must exist, see ``AtomicFile``), encoded on `jobs` threads. With `resume`, a
        /// frame file already there with exactly the bytes it would get is kept as it is (see
        /// ``PNGSequenceWriter``).
        case pngFolder(path: String, jobs: Int, resume: Bool = false)
        /// A video file written by ffmpeg.
        case video(path: String, format: VideoFormat)
        /// Nothing: only rendering is done (and timed).
        case discard
    }

    /// The video formats written through ffmpeg.
    public enum VideoFormat: String, CaseIterable, Sendable {
        /// H.264 in MP4.
        case mp4
        /// VP9 in WebM.
        case webm
        /// Animated GIF, 256 colours from one palette, whole-centisecond frame delays.
        case gif
        /// ProRes 4444 in QuickTime, with alpha.
        case mov

        /// Whether the format keeps a transparent background transparent: WebM (VP9 with
        /// alpha) and MOV; MP4 and GIF show it on black.
        public var carriesAlpha: Bool { self == .webm || self == .mov }
    }

    /// How progress is reported on stderr.
    public enum ProgressReport: Sendable {
        /// Nothing.
        case quiet
        /// A bar on a terminal, plain lines every few seconds otherwise.
        case automatic
    }

    /// Frame width in pixels, 1…32767.
    public var width: Int
    /// Frame height in pixels, 1…32767.
    public var height: Int
    /// Which times the frames show.
    public var schedule: FrameSchedule
    /// Whether finished vines are cached (off only to measure or test the from-scratch path).
    public var caching = true
    /// Progress on stderr.
    public var progress = ProgressReport.automatic
    /// Whether ``Summary/frameSeconds`` lists every frame's rendering time (for benchmarks).
    public var recordsFrameTimes = false
    /// A picture multiplied onto every frame (`--underlay`), or nil.
    public var underlay: Underlay?
    /// Called on the exporting thread after each frame is written, with the number of frames
    /// done; returning false stops the export the way SIGINT does (partial output removed,
    /// ``RenderError/interrupted(framesWritten:frameCount:)`` thrown). With it set SIGINT is
    /// left alone: the caller decides when to stop (a window exporting in the background).
    public var frameWritten: (@Sendable (Int) -> Bool)?
    /// Whether a PNG folder is written one frame after another by Cairo's own PNG writer on
    /// the rendering thread: the slow baseline `Scripts/bench` compares with, not an output.
    @_spi(Benchmarks) public var writesPNGWithCairo = false

    /// An export of `width` × `height` pixel frames at the times of `schedule`.
    public init(width: Int, height: Int, schedule: FrameSchedule) {
        self.width = width
        self.height = height
        self.schedule = schedule
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
        /// Each frame's rendering time in seconds, in frame order, when
        /// ``Exporter/recordsFrameTimes`` was set; empty otherwise.
        public var frameSeconds: [Double]

        /// Average rendering time per frame in milliseconds.
        public var millisecondsPerFrame: Double { frames > 0 ? 1000 * renderSeconds / Double(frames) : 0 }

        /// Average rendering time per frame after the first, in milliseconds: the steady
        /// cost once the cache is warm (0 for a single frame).
        public var steadyMillisecondsPerFrame: Double {
            frames > 1 ? 1000 * (renderSeconds - firstFrameSeconds) / Double(frames - 1) : 0
        }
    }

    /// Renders every frame of ``schedule`` from `timeline` into `output`, in order, with
    /// `renderer` or a new one. Pass a renderer made for this export's canvas, size and
    /// caching with ``SceneRenderer/MemoryAhead/firstFrame`` before the recording was
    /// loaded, so that loading hides the cost of its fresh memory.
    ///
    /// Throws ``RenderError/cannotCreate(path:reason:)`` before rendering when the output
    /// cannot be created, ``RenderError/unavailable(_:)`` when ffmpeg is missing, and
    /// otherwise the first failure; partial output is removed.
    public func run(
        _ timeline: Timeline, into output: Output, renderer: SceneRenderer? = nil
    ) throws(RenderError) -> Summary {
        let renderer =
            if let renderer { renderer } else {
                try SceneRenderer(canvas: timeline.canvas, pixelWidth: width, pixelHeight: height, caching: caching)
            }
        precondition(
            renderer.canvas == timeline.canvas && renderer.pixelWidth == width && renderer.pixelHeight == height
                && renderer.caching == caching, "the renderer was made for another export")
        let sink = try makeSink(output, timeline: timeline)
        let report = Progress(
            total: schedule.frameCount, label: Self.label(output), style: progress == .quiet ? .quiet : nil)
        let clock = MonotonicClock()
        var renderSeconds = 0.0
        var firstFrameSeconds = 0.0
        var renderCPUSeconds = 0.0
        var firstFrameCPUSeconds = 0.0
        var frameSeconds: [Double] = []
        if recordsFrameTimes { frameSeconds.reserveCapacity(schedule.frameCount) }
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
                let frame = renderer.render(timeline.scene(at: schedule.time(ofFrame: index)))
                underlay?.draw(canvas: timeline.canvas, transform: renderer.transform, on: frame)
                let seconds = clock.now - renderStart
                let cpu = Self.processCPUSeconds - cpuStart
                renderSeconds += seconds
                renderCPUSeconds += cpu
                if index == 0 {
                    firstFrameSeconds = seconds
                    firstFrameCPUSeconds = cpu
                }
                if recordsFrameTimes { frameSeconds.append(seconds) }
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
            totalSeconds: clock.now, frameSeconds: frameSeconds)
    }

    /// CPU seconds the process has used so far, all threads together.
    private static var processCPUSeconds: Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private func makeSink(_ output: Output, timeline: Timeline) throws(RenderError) -> any FrameSink {
        switch output {
        case .pngFolder(let path, _, _) where writesPNGWithCairo:
            return try CairoPNGWriter(directory: path)
        case .pngFolder(let path, let jobs, let resume):
            return try PNGSequenceWriter(directory: path, jobs: jobs, resume: resume)
        case .video(let path, .gif):
            return try VideoEncoder(path: path, container: .gif, width: width, height: height, fps: schedule.fps) {
                () throws(RenderError) in
                try GIFPalette(timeline, width: width, height: height, schedule: schedule, caching: caching)
            }
        case .video(let path, let format):
            return try VideoEncoder(
                path: path, container: format, width: width, height: height, fps: schedule.fps,
                alpha: timeline.header.style.background.a < 1)
        case .discard:
            return NullSink()
        }
    }

    private static func label(_ output: Output) -> String {
        switch output {
        case .pngFolder(let path, _, _), .video(let path, _): path
        case .discard: "render"
        }
    }
}
