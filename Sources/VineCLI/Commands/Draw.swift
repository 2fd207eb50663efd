import ArgumentParser

/// `vine draw`: draw and record vines in a window.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw and record vines in a window.")

    func run() throws {
        try notBuiltYet("draw")
    }
}
