import ArgumentParser
import Foundation

/// The `vine` command: draw vines that grow, record them, replay and export them.
public struct VineCommand: ParsableCommand {
    /// The version `vine --version` prints.
    public static let version = "2.0.0"

    /// The command's name, abstract, exit-code summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "vine",
        abstract: "Draw vines that grow, record them, and replay or export them.",
        discussion:
            "Exit codes follow sysexits: 0 ok, 64 usage, 65 bad recording data, 66 input missing, 69 unavailable, 70 internal error, 73 cannot create output, 74 I/O error, 130 interrupted.",
        version: version,
        subcommands: [
            Draw.self, Play.self, Export.self, Info.self, Check.self, Demo.self, Text.self, Import.self, Grow.self,
            SpeciesCommand.self,
        ]
    )

    /// The root command, before argument parsing fills it in.
    public init() {}

    /// Parses the process's arguments and runs the command they name; a mistyped command
    /// name gets a suggestion (`vine exprot` → `vine export`) and exit 64. With no arguments
    /// it opens a new drawing (`vine draw`) when there is a display — what someone who starts
    /// Vine from the desktop's menu expects — and prints the help otherwise.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty, hasDisplay(ProcessInfo.processInfo.environment) {
            main(["draw"])
            return
        }
        if let first = arguments.first, let suggestion = suggestion(for: first) {
            FileHandle.standardError.write(
                Data(
                    "vine: unknown command '\(first)'; did you mean 'vine \(suggestion)'? ('vine --help' lists them)\n"
                        .utf8))
            Foundation.exit(Sysexit.usage.rawValue)
        }
        main(arguments)
    }

    /// Whether `environment` names a display to open a window on (X11's `DISPLAY` or
    /// Wayland's `WAYLAND_DISPLAY`).
    static func hasDisplay(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The subcommand `word` probably meant: nil when `word` is a command, an option, or
    /// not within two edits (insertions, deletions, substitutions, swaps) of any command.
    static func suggestion(for word: String) -> String? {
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !word.hasPrefix("-"), !names.contains(word) else { return nil }
        let scored = names.map { (name: $0, distance: editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
        return best.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
