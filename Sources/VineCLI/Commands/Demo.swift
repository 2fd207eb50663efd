import ArgumentParser

/// `vine demo`: show the built-in demo, in a window or exported headlessly.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the built-in demo, in a window or exported headlessly.")

    func run() throws {
        try notBuiltYet("demo")
    }
}
