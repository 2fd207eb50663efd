import VineRender

extension Failure {
    /// Runs `body`, turning a ``/VineRender/RenderError`` into the failure the command line reports:
    /// 73 when output cannot be created, 74 for a write failing part-way, 69 for a missing
    /// ffmpeg, 130 for an interrupt, 70 for anything else.
    static func mapping<T>(_ body: () throws(RenderError) -> T) throws(Failure) -> T {
        do {
            return try body()
        } catch {
            throw Failure(error)
        }
    }

    /// The failure for `error`.
    init(_ error: RenderError) {
        switch error {
        case .cairo(let message):
            self.init(code: .software, message: "rendering failed: \(message)")
        case .cannotCreate(let path, let reason):
            self.init(code: .cannotCreate, message: "\(path): cannot create: \(reason)")
        case .io(let path, let reason):
            self.init(code: .ioError, message: "\(path): write failed: \(reason)")
        case .unavailable(let message):
            self.init(code: .unavailable, message: message)
        case .encoderFailed(let status, let detail):
            self.init(
                code: .software, message: "ffmpeg failed (status \(status))" + (detail.isEmpty ? "" : ": \(detail)"))
        case .interrupted(let framesWritten, let frameCount):
            self.init(code: .interrupted, message: "interrupted after \(framesWritten) of \(frameCount) frames")
        }
    }
}
