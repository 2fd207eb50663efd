import ArgumentParser

/// `vine check`: validate a recording.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate a recording.")

    func run() throws {
        try notBuiltYet("check")
    }
}
