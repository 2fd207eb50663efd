import Foundation
import VineCore
import VineGeometry
import VineRender
import VineSystem

/// A thread of its own that turns scenes into frames with one ``/VineRender/SceneRenderer``, so
/// that the main thread presents one frame while the next one renders.
///
/// One job at a time: ``submit(_:width:height:)`` a scene, then ``take()`` its frame,
/// then submit the next. A renderer paints its first frame from nothing; when that would
/// take long (a scene of ``sketchBranches`` branches or more), the job gives two frames: a
/// sketch at once (``/VineRender/SceneSketcher``, ``Rendered/isSketch``), then the exact
/// frame, which ``poll()`` finds without waiting for it.
///
/// Threads (see the Concurrency article of VineRender): the render thread owns its
/// renderer, which never leaves it; it shares with the main thread only a `Guarded`
/// mailbox, through which a scene goes one way and its frame's pixels (``FramePixels``,
/// a value) the other. The renderer renders into one of two buffers taken in turn (a
/// sketch is copied into one), so the one the main thread holds is not written and
/// neither is reallocated; an exact frame is never copied.
/// The first renderer is made with the first job, for its size, and readies its memory
/// (``/VineRender/SceneRenderer/MemoryAhead/edits``) before its first frame (after the
/// sketch, if any); it is recreated when the frame size changes (its layer cache then
/// rebuilds, its memory readied in the background). SDL is never touched here.
final class RenderThread {
    /// Earlier cached layers the window's renderer keeps (one frame of pixels each): more
    /// than an export's, since seeks and undos jump around the history. (Sixteen made seeks
    /// late in the long drawing no faster within the noise, and would double the memory
    /// made ready before the first frame.)
    static let snapshots = 8

    /// From this many branches on, a scene that a new renderer paints from nothing is
    /// sketched first (the exact frame costs about a quarter of a millisecond per branch).
    static let sketchBranches = 1500

    /// How many times smaller a sketch of `branches` branches in a frame `width` pixels
    /// wide is painted: about 320 pixels wide (240 from 20,000 branches on), where a
    /// sketch of 13,859 branches costs about 80 ms of CPU, whatever the window's size (the
    /// first frame of the 31,525-branch long drawing shows about 135 ms after the window opens).
    static func sketchReduction(width: Int, branches: Int) -> Int {
        max(1, Int((Double(width) / (branches >= 20_000 ? 240 : 320)).rounded()))
    }

    /// A rendered frame and what it shows.
    struct Rendered {
        /// The pixels, a copy of the renderer's frame.
        let frame: FramePixels
        /// The scene the frame shows.
        let scene: Scene
        /// Canvas points → frame pixels for this frame.
        let transform: VineGeometry.AffineTransform
        /// Seconds the render took.
        let seconds: Double
        /// Seconds of CPU the render used (less than ``seconds`` when other processes hold the cores).
        let cpuSeconds: Double
        /// Whether the frame is a sketch of the scene, the exact frame to follow.
        let isSketch: Bool
        /// The renderer's painting threads (``/VineRender/SceneRenderer/paintingThreads``).
        let paintingThreads: Int
    }

    private struct Job {
        let scene: Scene
        let width: Int
        let height: Int
    }

    /// What the window's main thread and the render thread share.
    private struct Mailbox {
        /// The scene to render next, until its frame is published.
        var job: Job?
        /// The last job's frame (or its sketch), until it is taken.
        var outcome: Result<Rendered, RenderError>?
        /// Whether the thread is asked to stop.
        var stopping = false
        /// Whether the thread has stopped.
        var ended = false
    }

    private let mailbox = Guarded(Mailbox())

    /// Starts the thread, for scenes of `canvas` (points), its renderer's cache within
    /// `cacheMemory` bytes, painting on at most `threads` threads (nil: one per available core).
    init(canvas: Size, cacheMemory: Int, threads: Int?) {
        let mailbox = self.mailbox
        let thread = Thread { Self.work(mailbox, canvas: canvas, cacheMemory: cacheMemory, threads: threads) }
        thread.name = "vine.render"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Stops the thread once its current job is done, and waits for it.
    func stop() {
        mailbox.withLock { $0.stopping = true }
        mailbox.wait { $0.ended ? () : nil }
    }

    /// Starts rendering `scene` into a `width` × `height` frame; the previous frame
    /// must have been taken.
    func submit(_ scene: Scene, width: Int, height: Int) {
        mailbox.withLock { mailbox in
            precondition(mailbox.job == nil && mailbox.outcome == nil, "submit before the previous frame was taken")
            mailbox.job = Job(scene: scene, width: width, height: height)
        }
    }

    /// Waits for the submitted scene's frame, or its sketch; throws the renderer's error
    /// when it could not be made (a size Cairo refuses, memory).
    func take() throws(RenderError) -> Rendered {
        let result = mailbox.wait { mailbox in
            defer { mailbox.outcome = nil }
            return mailbox.outcome
        }
        return try result.get()
    }

    /// The submitted scene's frame if it is ready, else nil at once (while a sketch is on
    /// screen and the exact frame renders); throws like ``take()``.
    func poll() throws(RenderError) -> Rendered? {
        let result = mailbox.withLock { mailbox in
            defer { mailbox.outcome = nil }
            return mailbox.outcome
        }
        return try result?.get()
    }

    /// The thread's loop: wait for a job; when the renderer is new (the first job, a new
    /// size) and the scene large, sketch it and publish the sketch; make the renderer if
    /// needed, render the job, publish the frame. The renderer never leaves this thread,
    /// only its frames do.
    private static func work(_ mailbox: Guarded<Mailbox>, canvas: Size, cacheMemory: Int, threads: Int?) {
        var renderer: SceneRenderer?
        let clock = MonotonicClock()
        var buffers: [[UInt8]] = [[], []]
        var turn = 0
        /// Pixels for the main thread, which `fill` puts in the buffer whose turn it is.
        func handOver(
            _ fill: (inout [UInt8]) throws(RenderError) -> FramePixels
        ) throws(RenderError) -> FramePixels {
            var buffer: [UInt8] = []
            swap(&buffer, &buffers[turn])
            defer {
                buffers[turn] = buffer
                turn = 1 - turn
            }
            return try fill(&buffer)
        }
        while let next = mailbox.wait(until: { $0.stopping ? .some(nil) : $0.job.map { .some($0) } }) {
            let result: Result<Rendered, RenderError>
            do throws(RenderError) {
                if renderer?.pixelWidth != next.width || renderer?.pixelHeight != next.height {
                    let first = renderer == nil
                    renderer = nil
                    let branches = next.scene.vines.reduce(0) { $0 + $1.branchCount }
                    if branches >= sketchBranches {
                        let start = clock.now
                        let cpuStart = ThreadCPUTime.now
                        let sketcher = try SceneSketcher(
                            canvas: canvas, pixelWidth: next.width, pixelHeight: next.height,
                            reduction: sketchReduction(width: next.width, branches: branches))
                        let frame = try handOver { FramePixels(copying: sketcher.render(next.scene), into: &$0) }
                        let sketch = Rendered(
                            frame: frame, scene: next.scene,
                            transform: AffineTransform.frame(
                                canvas: canvas, pixelWidth: next.width, pixelHeight: next.height),
                            seconds: clock.now - start, cpuSeconds: ThreadCPUTime.now - cpuStart, isSketch: true,
                            paintingThreads: 1)
                        mailbox.withLock { $0.outcome = .success(sketch) }
                    }
                    renderer = try SceneRenderer(
                        canvas: canvas, pixelWidth: next.width, pixelHeight: next.height,
                        snapshots: snapshots, cacheMemory: cacheMemory, memoryAhead: .edits, waitsForMemory: first,
                        threads: threads)
                }
                let start = clock.now
                let cpuStart = ThreadCPUTime.now
                let frame = try handOver { buffer throws(RenderError) in
                    try FramePixels(rendering: next.scene, with: renderer!, into: &buffer)
                }
                result = .success(
                    Rendered(
                        frame: frame, scene: next.scene, transform: renderer!.transform,
                        seconds: clock.now - start, cpuSeconds: ThreadCPUTime.now - cpuStart, isSketch: false,
                        paintingThreads: renderer!.paintingThreads))
            } catch {
                result = .failure(error)
            }
            // The sketch, if any, has been taken by now or is replaced: the exact frame wins.
            mailbox.withLock { mailbox in
                mailbox.job = nil
                mailbox.outcome = result
            }
        }
        mailbox.withLock { $0.ended = true }
    }
}
