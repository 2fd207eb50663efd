import VineRender

/// Why an export failed, grouped the way the command line reports them: what drawing or
/// writing a file can fail with (``/VineRender/RenderError``), and what only an export meets
/// (a missing ffmpeg, ffmpeg stopping, an interrupt, a sticker's limit).
public enum ExportError: Error, Equatable, Sendable {
    /// Drawing or writing failed: Cairo, or a file that cannot be created or written.
    case render(RenderError)
    /// A needed program is missing, for example `ffmpeg`: what is missing and how to get it.
    case unavailable(String)
    /// `ffmpeg` stopped before the video at `path` was complete, after taking `framesTaken`
    /// frames; `reason` says how (killed by a signal, or its exit status and last message).
    /// The partial video was removed.
    case encoderStopped(path: String, framesTaken: Int, reason: String)
    /// The export was stopped by an interrupt (SIGINT) after `framesWritten` of its
    /// `frameCount` frames: for a PNG folder, exactly the files `frame-000000.png` … kept.
    case interrupted(framesWritten: Int, frameCount: Int)
    /// The output at `path` would break a limit of its format (a sticker's bytes, size or
    /// length): `limit` names the limit, what the output came to and by how much it is over.
    /// Nothing was written.
    case exceedsLimit(path: String, limit: String)

    /// Runs `body`, its ``/VineRender/RenderError`` becoming ``render(_:)``.
    static func rendering<T>(_ body: () throws(RenderError) -> T) throws(ExportError) -> T {
        do {
            return try body()
        } catch {
            throw .render(error)
        }
    }
}

extension ExportError: CustomStringConvertible {
    /// The error in plain words, with the path it concerns: `out.mp4: ffmpeg stopped after 12
    /// frames: …`.
    public var description: String {
        switch self {
        case .render(let error): error.description
        case .unavailable(let message): message
        case .encoderStopped(let path, let framesTaken, let reason):
            "\(path): ffmpeg stopped after \(framesTaken) frame\(framesTaken == 1 ? "" : "s"): \(reason); "
                + "the partial video was removed"
        case .interrupted(let framesWritten, let frameCount):
            "interrupted after \(framesWritten) of \(frameCount) frames"
        case .exceedsLimit(let path, let limit): "\(path): not written: \(limit)"
        }
    }
}
