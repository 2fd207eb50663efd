import Foundation
import VineCore
import VineSystem

/// Where `vine draw` saves a recording whose own file cannot be written when the drawing
/// ends: the first of these folders that takes it whole.
///
/// 1. `$XDG_STATE_HOME/vine` (when `XDG_STATE_HOME` is an absolute path),
/// 2. `$HOME/.local/state/vine`,
/// 3. `$HOME`,
/// 4. `/tmp`.
///
/// The `vine` folders are created when missing. The copy keeps the recording's file name,
/// with `-2`, `-3`, … before `.vine` when that name is taken; nothing is overwritten.
enum RecordingFallback {
    /// The folders to try, in order, for `environment`.
    static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var folders: [String] = []
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { folders.append(state + "/vine") }
        if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(home + "/.local/state/vine")
            folders.append(home)
        }
        folders.append("/tmp")
        return folders
    }

    /// Saves `writer`'s whole recording, named after `name`, in the first folder of
    /// `folders` that takes it. Returns the path (nil when no folder took it) and the
    /// errors of the attempts that failed.
    static func save(_ writer: RecordingWriter, name: String, in folders: [String]) -> (
        path: String?, errors: [RecordingFileError]
    ) {
        let stem = name.hasSuffix(".vine") ? String(name.dropLast(5)) : name
        var errors: [RecordingFileError] = []
        for folder in folders {
            if folder.hasSuffix("/vine") {
                do {
                    try FileManager.default.createDirectory(
                        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                } catch {
                    errors.append(
                        RecordingFileError(
                            path: folder, action: "cannot create", reason: ErrorWording.reason(of: error)))
                    continue
                }
            }
            let free = (1...1000).lazy
                .map { folder + "/" + stem + ($0 == 1 ? "" : "-\($0)") + ".vine" }
                .first { !FileManager.default.fileExists(atPath: $0) }
            guard let path = free else { continue }
            do {
                try writer.writeCopy(to: path)
                return (path, errors)
            } catch {
                errors.append(error)
            }
        }
        return (nil, errors)
    }
}
