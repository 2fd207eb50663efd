import Foundation
import VineCore
@_spi(Benchmarks) import VineRender

/// Writes frames as numbered PNG files with Cairo's own PNG writer, one after another on
/// the calling thread: the baseline `Scripts/bench` compares ``PNGSequenceWriter`` with.
///
/// Same file names and atomic writes (``AtomicFile``) as ``PNGSequenceWriter``; Cairo writes ARGB32
/// frames as RGBA at zlib's default level.
final class CairoPNGWriter: FrameSink {
    /// The folder the frames go into.
    let directory: String

    /// A writer into `directory`, created if missing.
    init(directory: String) throws(RenderError) {
        self.directory = directory
        try PNGSequenceWriter.prepare(directory: directory)
    }

    func write(_ frame: Frame, index: Int) throws(RenderError) {
        let path = directory + "/" + PNGSequenceWriter.fileName(ofFrame: index)
        let file = try AtomicFile(path: path)
        do throws(RenderError) {
            try frame.writePNGWithCairo(to: file.temporaryPath)
        } catch {
            file.discard()
            guard case .cairo(let reason) = error else { throw error }
            throw .io(path: path, reason: reason)
        }
        try file.commit()
    }

    func finish() throws(RenderError) {}

    func cancel() {}
}
