import Foundation
import Synchronization

/// SIGINT (Ctrl-C) during an export: noted, so the export stops between frames,
/// removes its partial output and reports ``ExportError/interrupted(framesWritten:frameCount:)``.
enum Interrupt {
    private static let flag = Atomic<Bool>(false)

    /// Whether SIGINT arrived since ``watch()``.
    static var requested: Bool { flag.load(ordering: .relaxed) }

    /// Starts noting SIGINT instead of dying of it.
    static func watch() {
        flag.store(false, ordering: .relaxed)
        signal(SIGINT) { _ in Interrupt.flag.store(true, ordering: .relaxed) }
    }

    /// Restores SIGINT's default action.
    static func stopWatching() {
        signal(SIGINT, SIG_DFL)
    }
}
