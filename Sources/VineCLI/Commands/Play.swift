import ArgumentParser

/// `vine play`: replay a recording in a window.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Replay a recording in a window.")

    func run() throws {
        try notBuiltYet("play")
    }
}
