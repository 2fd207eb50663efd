import Foundation
import VineCore
import VineGeometry
import VineRender

/// A thread of its own that turns scenes into frames with one ``/VineRender/SceneRenderer``, so
/// that the main thread presents one frame while the next one renders.
///
/// One job at a time: ``submit(_:width:height:)`` a scene, then ``take()`` its frame,
/// then submit the next. The frame's pixels belong to the renderer and stay valid
/// until the next job starts, so take, copy the pixels out (upload), then submit.
/// The first renderer is made as the thread starts, for the window's size, and readies
/// its memory (``/VineRender/SceneRenderer/MemoryAhead/edits``) before the first scene,
/// while the window opens; it is recreated when the frame size changes (its layer cache
/// then rebuilds, its memory readied in the background). SDL is never touched here.
final class RenderThread: @unchecked Sendable {
    /// Earlier cached layers the window's renderer keeps (one frame of pixels each): more
    /// than an export's, since seeks and undos jump around the history.
    static let snapshots = 8

    /// A rendered frame and what it shows.
    struct Rendered {
        /// The pixels, valid until the next job starts.
        let frame: Frame
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

    private let canvas: Size
    private let condition = NSCondition()
    private var job: Job?
    private var outcome: Result<Rendered, RenderError>?
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the thread, for scenes of `canvas` (points) in frames of `width` × `height`
    /// pixels to begin with.
    init(canvas: Size, width: Int, height: Int) {
        self.canvas = canvas
        let thread = Thread { [self] in work(width: width, height: height) }
        thread.name = "vine.render"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Stops the thread once its current job is done, and waits for it.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
        finished.wait()
    }

    /// Starts rendering `scene` into a `width` × `height` frame; the previous frame
    /// must have been taken.
    func submit(_ scene: Scene, width: Int, height: Int) {
        condition.lock()
        precondition(job == nil && outcome == nil, "submit before the previous frame was taken")
        job = Job(scene: scene, width: width, height: height)
        condition.signal()
        condition.unlock()
    }

    /// Waits for the submitted scene's frame; throws the renderer's error when it
    /// could not be made (a size Cairo refuses, memory).
    func take() throws(RenderError) -> Rendered {
        condition.lock()
        while outcome == nil { condition.wait() }
        let result = outcome!
        outcome = nil
        condition.unlock()
        return try result.get()
    }

    /// The thread's loop: make the first renderer, then wait for a job, render it, publish
    /// the frame.
    private func work(width: Int, height: Int) {
        var renderer = try? SceneRenderer(
            canvas: canvas, pixelWidth: width, pixelHeight: height, snapshots: Self.snapshots,
            memoryAhead: .edits, waitsForMemory: true)
        let clock = MonotonicClock()
        while true {
            condition.lock()
            while job == nil, !stopping { condition.wait() }
            guard let next = job, !stopping else {
                condition.unlock()
                break
            }
            condition.unlock()

            let start = clock.now
            let cpuStart = ThreadCPUTime.now
            let result: Result<Rendered, RenderError>
            do throws(RenderError) {
                if renderer?.pixelWidth != next.width || renderer?.pixelHeight != next.height {
                    renderer = nil
                    renderer = try SceneRenderer(
                        canvas: canvas, pixelWidth: next.width, pixelHeight: next.height,
                        snapshots: Self.snapshots, memoryAhead: .edits)
                }
                let frame = renderer!.render(next.scene)
                result = .success(
                    Rendered(
                        frame: frame, scene: next.scene, transform: renderer!.transform,
                        seconds: clock.now - start, cpuSeconds: ThreadCPUTime.now - cpuStart))
            } catch {
                result = .failure(error)
            }

            condition.lock()
            job = nil
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
        finished.signal()
    }
}
