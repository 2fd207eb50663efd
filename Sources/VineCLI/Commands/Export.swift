import ArgumentParser

/// `vine export`: render a recording to images, video or vector stills.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a recording to images, video or vector stills.")

    func run() throws {
        try notBuiltYet("export")
    }
}
