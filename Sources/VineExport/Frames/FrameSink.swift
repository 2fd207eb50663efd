import VineRender

/// Where exported frames go, one after another: a PNG folder, a video, nowhere.
protocol FrameSink: AnyObject {
    /// Takes frame number `index` of the whole export (in order: the first the export
    /// writes, 0 unless it is a shard, then one more each time); may keep a copy, never the
    /// frame itself. Calls may come from several threads, one at a time.
    func write(_ frame: Frame, index: Int) throws(ExportError)
    /// Completes the output after the last frame and reports any failure that is still pending.
    func finish() throws(ExportError)
    /// Stops after a failure or an interrupt, leaving no partial files: frames already taken
    /// are completed (PNG files) or the whole output is removed (a video).
    func cancel()
}

/// A sink that keeps nothing: for `--format null`, which times rendering alone.
final class NullSink: FrameSink {
    func write(_ frame: Frame, index: Int) throws(ExportError) {}
    func finish() throws(ExportError) {}
    func cancel() {}
}
