import Foundation
import VineCore
import VineRender
import VineSystem
import VineWindow

extension Failure {
    /// The failure for a window session's `error`: no display exits 69 with a hint
    /// at `vine export`; SDL failing later or an event the timeline rejects exits 70;
    /// a renderer error as export reports it; anything else is an internal error
    /// (70, naming `file`).
    init(windowError error: any Error, file: String) {
        switch error {
        case WindowError.noDisplay(let reason):
            self.init(
                code: .unavailable,
                message:
                    "cannot open a window: no display (\(reason)); 'vine export FILE --out PATH' renders recordings without one"
            )
        case WindowError.sdl(let reason):
            self.init(code: .software, message: "window failed: \(reason)")
        case let rendering as RenderError:
            self.init(rendering)
        case let rejected as EventError:
            self.init(code: .software, message: "\(file): internal error: event rejected: \(rejected)")
        default:
            self.init(code: .software, message: "\(file): internal error: \(ErrorWording.reason(of: error))")
        }
    }

    /// Runs `body`, turning any error it throws into ``init(windowError:file:)``'s failure.
    static func mappingWindow<T>(file: String, _ body: () throws -> T) throws(Failure) -> T {
        do {
            return try body()
        } catch {
            throw Failure(windowError: error, file: file)
        }
    }
}

extension SessionMessage {
    /// Prints the message to stderr as `vine: …`.
    func print() {
        let line =
            switch self {
            case .snapshotSaved(let path, let time):
                "vine: snapshot at \(ShownNumber.seconds(time)) saved to \(path)"
            case .snapshotFailed(let path, let reason): "vine: snapshot \(path) not saved: \(reason)"
            case .recordingFailing(let path, let reason):
                "vine: cannot write to \(path): \(reason) — the drawing is kept in memory; trying again every second"
            case .recordingRecovered(let path): "vine: \(path) can be written again; it holds every event"
            case .recordingRecreated(let path): "vine: \(path) was deleted or moved; written again at its path"
            case .exportStarted(let paths): "vine: exporting to \(paths.joined(separator: " and ")) in the background"
            case .exportFinished(let paths): "vine: wrote \(paths.joined(separator: " and "))"
            case .exportFailed(let reason, let written):
                "vine: export failed: \(reason)"
                    + (written.isEmpty ? "" : " (\(written.joined(separator: ", ")) written)")
            case .exportCancelled(let written):
                "vine: export stopped as the window closed"
                    + (written.isEmpty ? "" : " (\(written.joined(separator: ", ")) written)")
            case .exportBusy: "vine: an export is already running; Ctrl+E again once it is done"
            case .playing(let path): "vine: playing \(path)"
            case .dropRefused(let path, let reason): "vine: \(path) not opened: \(reason)"
            }
        StandardError.print(line)
    }
}
