/// Sends every frame to several sinks, in order: one render feeding, say, PNG frames and a video.
final class TeeSink: FrameSink {
    private let sinks: [any FrameSink]

    /// A sink that forwards to each of `sinks`.
    init(_ sinks: [any FrameSink]) {
        self.sinks = sinks
    }

    func write(_ frame: Frame, index: Int) throws(RenderError) {
        for sink in sinks { try sink.write(frame, index: index) }
    }

    func finish() throws(RenderError) {
        for sink in sinks { try sink.finish() }
    }

    func cancel() {
        for sink in sinks { sink.cancel() }
    }
}
