import VineRender

extension Failure {
    /// Runs `body`, turning a ``/VineRender/RenderError`` into the failure the command line reports:
    /// 73 when output cannot be created, 74 for a write failing part-way (ffmpeg stopping
    /// included), 69 for a missing ffmpeg, 130 for an interrupt, 64 for an output over its
    /// format's limits (other options, or `--fit`, make it fit), 70 for anything else.
    static func mapping<T>(_ body: () throws(RenderError) -> T) throws(Failure) -> T {
        do {
            return try body()
        } catch {
            throw Failure(error)
        }
    }

    /// The failure for `error`, worded by its ``/VineRender/RenderError/description``.
    init(_ error: RenderError) {
        let code: Sysexit =
            switch error {
            case .cairo: .software
            case .cannotCreate: .cannotCreate
            case .io, .encoderStopped: .ioError
            case .unavailable: .unavailable
            case .interrupted: .interrupted
            case .exceedsLimit: .usage
            }
        self.init(code: code, message: error.description)
    }
}
