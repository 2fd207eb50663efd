import ArgumentParser

/// `vine info`: summarize a recording, or print its full scene as JSON.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Summarize a recording, or print its full scene as JSON.")

    func run() throws {
        try notBuiltYet("info")
    }
}
