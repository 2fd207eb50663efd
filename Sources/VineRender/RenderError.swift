/// Why rendering or exporting failed, grouped the way the command line reports them.
public enum RenderError: Error, Equatable, Sendable {
    /// Cairo refused an operation (an impossible size, no memory); the text is Cairo's.
    case cairo(String)
    /// An output file or folder cannot be created: the path and the system's reason.
    case cannotCreate(path: String, reason: String)
    /// Writing an output failed part-way, or an input picture cannot be read: the path and the reason.
    case io(path: String, reason: String)
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
}
