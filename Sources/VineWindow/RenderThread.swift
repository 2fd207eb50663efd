import Foundation
import VineCore
import VineGeometry
import VineRender

/// A thread of its own that turns scenes into frames with one ``/VineRender/SceneRenderer``, so
/// that the main thread presents one frame while the next one renders.
///
/// One job at a time: ``submit(_:width:height:)`` a scene, then ``take()`` its frame,
/// then submit the next.
///
/// Threads (see the Concurrency article of VineRender): the render thread owns its
/// renderer, which never leaves it; it shares with the main thread only a `Guarded`
/// mailbox, through which a scene goes one way and its frame's pixels (``FramePixels``,
/// a value) the other. The renderer renders into one of two buffers taken in turn, so
/// the one the main thread holds is not written and neither is reallocated or copied.
/// The first renderer is made as the thread starts, for the window's size, and readies
/// its memory (``/VineRender/SceneRenderer/MemoryAhead/edits``) before the first scene,
/// while the window opens; it is recreated when the frame size changes (its layer cache
/// then rebuilds, its memory readied in the background). SDL is never touched here.
final class RenderThread {
    /// Earlier cached layers the window's renderer keeps (one frame of pixels each): more
    /// than an export's, since seeks and undos jump around the history.
    static let snapshots = 8

    /// A rendered frame and what it shows.
    struct Rendered {
        /// The pixels.
        let frame: FramePixels
        /// The scene the frame shows.
        let scene: Scene
        /// Canvas points → frame pixels for this frame.
        let transform: VineGeometry.AffineTransform
        /// Seconds the render took.
        let seconds: Double
        /// Seconds of CPU the render used (less than ``seconds`` when other processes hold the cores).
        let cpuSeconds: Double
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
        /// The last job's frame, until it is taken.
        var outcome: Result<Rendered, RenderError>?
        /// Whether the thread is asked to stop.
        var stopping = false
        /// Whether the thread has stopped.
        var ended = false
    }

    private let mailbox = Guarded(Mailbox())

    /// Starts the thread, for scenes of `canvas` (points) in frames of `width` × `height`
    /// pixels to begin with, its renderer's cache within `cacheMemory` bytes.
    init(canvas: Size, width: Int, height: Int, cacheMemory: Int) {
        let mailbox = self.mailbox
        let thread = Thread {
            Self.work(mailbox, canvas: canvas, width: width, height: height, cacheMemory: cacheMemory)
        }
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

    /// Waits for the submitted scene's frame; throws the renderer's error when it
    /// could not be made (a size Cairo refuses, memory).
    func take() throws(RenderError) -> Rendered {
        let result = mailbox.wait { mailbox in
            defer { mailbox.outcome = nil }
            return mailbox.outcome
        }
        return try result.get()
    }

    /// The thread's loop: make the first renderer, then wait for a job, render it, publish
    /// the frame; the renderer never leaves this thread, only its frames do.
    private static func work(
        _ mailbox: Guarded<Mailbox>, canvas: Size, width: Int, height: Int, cacheMemory: Int
    ) {
        var renderer = try? SceneRenderer(
            canvas: canvas, pixelWidth: width, pixelHeight: height, snapshots: snapshots, cacheMemory: cacheMemory,
            memoryAhead: .edits, waitsForMemory: true)
        let clock = MonotonicClock()
        var buffers: [[UInt8]] = [[], []]
        var turn = 0
        while let next = mailbox.wait(until: { $0.stopping ? .some(nil) : $0.job.map { .some($0) } }) {
            let start = clock.now
            let cpuStart = ThreadCPUTime.now
            let result: Result<Rendered, RenderError>
            do throws(RenderError) {
                if renderer?.pixelWidth != next.width || renderer?.pixelHeight != next.height {
                    renderer = nil
                    renderer = try SceneRenderer(
                        canvas: canvas, pixelWidth: next.width, pixelHeight: next.height,
                        snapshots: snapshots, cacheMemory: cacheMemory, memoryAhead: .edits)
                }
                var buffer: [UInt8] = []
                swap(&buffer, &buffers[turn])
                let frame = try FramePixels(rendering: next.scene, with: renderer!, into: &buffer)
                buffers[turn] = buffer
                turn = 1 - turn
                result = .success(
                    Rendered(
                        frame: frame, scene: next.scene, transform: renderer!.transform,
                        seconds: clock.now - start, cpuSeconds: ThreadCPUTime.now - cpuStart))
            } catch {
                result = .failure(error)
            }
            mailbox.withLock { mailbox in
                mailbox.job = nil
                mailbox.outcome = result
            }
        }
        mailbox.withLock { $0.ended = true }
    }
}
