import ArgumentParser

/// The `vine` command: draw vines that grow, record them, replay and export them.
public struct VineCommand: ParsableCommand {
    /// The command's name, abstract, exit-code summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "vine",
        abstract: "Draw vines that grow, record them, and replay or export them.",
        discussion:
            "Exit codes follow sysexits: 0 ok, 64 usage, 65 bad recording data, 66 input missing, 69 unavailable, 70 internal error, 73 cannot create output, 74 I/O error, 130 interrupted.",
        subcommands: [Draw.self, Play.self, Export.self, Info.self, Check.self, Demo.self]
    )

    /// The root command, before argument parsing fills it in.
    public init() {}
}
