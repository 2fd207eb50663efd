import Foundation
import VineCore
import VineExport
import VineRender
import VineSystem
import VineVector

/// Ctrl+E's export: a timeline written to an MP4 and a GIF by the ``/VineExport/Exporter`` on
/// a thread of its own, while the window goes on at its frame rate.
///
/// Threads: the export runs on one worker thread, started by ``init(timeline:outputs:)``,
/// which first lowers its own CPU priority to the lowest (nice 19). The painting threads the
/// exporter starts and the ffmpeg it spawns are started from that thread and inherit the
/// priority, so on a busy machine the window's main and render threads always come first.
/// The worker has its own renderer (the exporter's) and its own copy of the timeline (a
/// value): it never touches SDL, the window's renderer or the session.
///
/// The worker and the main thread share only a `Guarded` ``Shared`` (see the Concurrency
/// article of VineRender): the frames done, the outcome, and a request to stop. The main thread
/// polls ``status`` once a frame; nothing calls into the window (data flows one way).
/// ``cancel()`` asks the worker to stop after its current frame and waits for it; the
/// exporter then removes the unfinished file.
final class BackgroundExport {
    /// How far the export is.
    enum Status: Equatable {
        /// Writing; `fraction` of all frames of all files are done.
        case running(fraction: Double)
        /// Every file is written.
        case finished
        /// A file could not be written (`reason`) and is removed; those `written` before it are whole.
        case failed(reason: String, written: [String])
        /// Stopped by ``cancel()``: the file begun is removed; those `written` before it are whole.
        case cancelled(written: [String])
    }

    /// The files, in the order they are written.
    let paths: [String]

    private let totalFrames: Int
    private let shared = Guarded(Shared())

    /// What the worker and the main thread share.
    private struct Shared {
        /// Frames written, across the files.
        var framesDone = 0
        /// How the export ended, once it has.
        var outcome: Status?
        /// Whether the main thread asked the worker to stop.
        var stopRequested = false
    }

    /// Starts exporting `timeline` to each of `outputs`, planned as `vine export` plans them
    /// by default (``/VineExport/ExportRequest/plan(for:)``: the canvas size, the output's
    /// frame rate, from the timeline's start to the end of its growth), without progress on
    /// the terminal.
    init(timeline: Timeline, outputs: [ExportPlan.Output]) {
        paths = outputs.compactMap(\.path)
        let range = ExportPlan.range(of: timeline, from: nil, to: nil)
        let schedules = outputs.map {
            try? Self.plan(of: $0, header: timeline.header).schedule(from: range.from, to: range.to)
        }
        totalFrames = schedules.reduce(0) { $0 + ($1?.frameCount ?? 0) }
        let shared = shared
        let thread = Thread { Self.work(timeline, outputs: outputs, from: range.from, to: range.to, shared: shared) }
        thread.name = "vine.export"
        thread.start()
    }

    /// How far the export is now.
    var status: Status {
        let total = Double(max(1, totalFrames))
        return shared.withLock { $0.outcome ?? .running(fraction: Double($0.framesDone) / total) }
    }

    /// Stops the export after its current frame and waits until the worker has ended.
    func cancel() {
        shared.withLock { $0.stopRequested = true }
        shared.wait { $0.outcome != nil ? () : nil }
    }

    /// How `output` is written: as `vine export` plans it by default, with no progress on the terminal.
    private static func plan(of output: ExportPlan.Output, header: RecordingHeader) throws(ExportPlan.Refusal)
        -> ExportPlan
    {
        var request = ExportRequest(output: output)
        request.showsProgress = false
        return try request.plan(for: header)
    }

    /// The worker: each output in turn from recording time `from` to `to`, counting frames across them.
    private static func work(
        _ timeline: Timeline, outputs: [ExportPlan.Output], from: Double, to: Double, shared: Guarded<Shared>
    ) {
        // On Linux a nice value belongs to a thread, and `who` 0 is the calling one.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        var result = Status.finished
        var written: [String] = []
        var before = 0
        for output in outputs {
            let offset = before
            let schedule: FrameSchedule
            do throws(ExportError) {
                let plan: ExportPlan
                do {
                    plan = try Self.plan(of: output, header: timeline.header)
                } catch {
                    result = .failed(reason: error.message, written: written)
                    break
                }
                schedule = plan.schedule(from: from, to: to)
                var exporter = try Exporter(plan, memoryAhead: .none)
                exporter.frameWritten = { done in
                    shared.withLock { shared in
                        shared.framesDone = offset + done
                        return !shared.stopRequested
                    }
                }
                _ = try exporter.run(timeline, schedule: schedule)
            } catch .interrupted {
                result = .cancelled(written: written)
                break
            } catch {
                result = .failed(reason: error.description, written: written)
                break
            }
            written.append(output.path ?? "-")
            before += schedule.frameCount
        }
        shared.withLock { $0.outcome = result }
    }
}
