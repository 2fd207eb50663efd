import VineRender
import VineSystem

/// What an export's render threads share (in a `Guarded`, see the Concurrency article of
/// VineRender): whose turn it is to hand a frame to the output, how far the output got,
/// and why the export ends early.
///
/// A render thread renders its next frame with its own renderer, then waits for the turn
/// of that frame: frames reach the output in order, one call at a time, and a thread never
/// holds more than the frame its renderer just drew.
struct RenderTurn: Sendable {
    /// The frame whose turn it is.
    var next: Int
    /// Frames written so far.
    var written = 0
    /// The first failure to write a frame.
    var failure: ExportError?
    /// Whether the export was asked to stop (SIGINT, or the caller's frame callback).
    var stopped = false
    /// Seconds spent rendering the frames written, summed.
    var renderSeconds = 0.0
    /// Seconds spent rendering the first frame.
    var firstFrameSeconds = 0.0
    /// CPU seconds of the process while each frame rendered, summed (one render thread).
    var renderCPUSeconds = 0.0
    /// CPU seconds of the process while the first frame rendered.
    var firstFrameCPUSeconds = 0.0

    /// Whether no frame is written any more: a failure or a stop.
    var ended: Bool { stopped || failure != nil }
}
