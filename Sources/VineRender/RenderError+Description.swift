extension RenderError: CustomStringConvertible {
    /// The error in plain words, with the path it concerns: `out/frame-000012.png: cannot write:
    /// no space left on device`.
    public var description: String {
        switch self {
        case .cairo(let message): "rendering failed: \(message)"
        case .cannotCreate(let path, let reason): "\(path): cannot create: \(reason)"
        case .io(let path, let reason): "\(path): write failed: \(reason)"
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
