import Foundation
import Synchronization

/// SIGINT, SIGTERM and SIGHUP while a window is open: noted instead of ending the
/// process, so the session quits the way Esc does (a drawing flushes and closes its
/// recording) and the process exits normally.
///
/// SDL's own handlers are turned off (``SDLWindow`` sets `SDL_HINT_NO_SIGNAL_HANDLERS`)
/// so one place handles all three. `SIGPIPE` is ignored as well: after a hangup, writing
/// to a terminal or pipe that has gone away fails instead of killing the process.
enum QuitSignals {
    private static let received = Atomic<Int32>(0)

    /// The signal that asked to quit since ``watch()``, or nil.
    static var pending: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Starts noting the quit signals.
    static func watch() {
        received.store(0, ordering: .relaxed)
        signal(SIGPIPE, SIG_IGN)
        for quit in [SIGINT, SIGTERM, SIGHUP] {
            signal(quit) { number in QuitSignals.received.store(number, ordering: .relaxed) }
        }
    }
}
