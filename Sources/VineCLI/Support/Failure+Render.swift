import VineExport
import VineRender

extension Failure {
    /// Runs `body`, turning a ``/VineRender/RenderError`` into the failure the command line reports:
    /// 73 when output cannot be created, 74 for a write failing part-way, 70 for Cairo failing.
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
            case .io: .ioError
            }
        self.init(code: code, message: error.description)
    }

    /// Runs `body`, turning an ``/VineExport/ExportError`` into the failure the command line
    /// reports: a ``/VineRender/RenderError`` as for rendering alone, 74 for ffmpeg stopping, 69
    /// for a missing ffmpeg, 130 for an interrupt, 64 for an output over its format's limits
    /// (other options, or `--fit`, make it fit).
    static func exporting<T>(_ body: () throws(ExportError) -> T) throws(Failure) -> T {
        try Result(catching: body).mapError(Failure.init).get()
    }

    /// The failure for `error`, worded by its ``/VineExport/ExportError/description``.
    init(_ error: ExportError) {
        let code: Sysexit =
            switch error {
            case .render(let error): Failure(error).code
            case .encoderStopped: .ioError
            case .unavailable: .unavailable
            case .interrupted: .interrupted
            case .exceedsLimit: .usage
            }
        self.init(code: code, message: error.description)
    }
}
