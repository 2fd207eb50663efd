import CSDL2
import Foundation
import Synchronization

/// A documented test hook for dropping a file on a window: xdotool cannot drag a file from a
/// file manager, so a test sets `VINE_TEST_DROP` to a path in the window's environment and
/// sends the process SIGUSR1; the window then receives that path as a real `SDL_DROPFILE`
/// event, pushed into SDL's queue, and handles it as any drop.
///
/// Without the variable SIGUSR1 keeps its default action and nothing here runs.
enum TestDrop {
    /// The environment variable naming the file to drop.
    static let variable = "VINE_TEST_DROP"

    private static let requested = Atomic<Bool>(false)

    /// Starts noting SIGUSR1 when `VINE_TEST_DROP` is set.
    static func watch() {
        guard ProcessInfo.processInfo.environment[variable] != nil else { return }
        signal(SIGUSR1) { _ in TestDrop.requested.store(true, ordering: .relaxed) }
    }

    /// Pushes the drop of `VINE_TEST_DROP`'s path into SDL's queue if SIGUSR1 asked for it.
    static func pushIfRequested() {
        guard requested.exchange(false, ordering: .relaxed),
            let path = ProcessInfo.processInfo.environment[variable]
        else { return }
        var event = SDL_Event()
        event.drop.type = SDL_DROPFILE.rawValue
        event.drop.timestamp = SDL_GetTicks()
        event.drop.file = SDL_strdup(path)
        SDL_PushEvent(&event)
    }
}
