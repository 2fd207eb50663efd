import ArgumentParser
import VineRender

/// How many threads paint a frame, `--threads N`, for `vine export`, `vine play` and `vine draw` (see
/// ``/VineRender/SceneRenderer/paintingThreads``).
struct ThreadOptions: ParsableArguments {
    @Option(
        help: Self.range.help(
            "Threads painting each frame, as far as --cache-memory holds a set of layers for each; frames are byte-identical whatever the number (default: one per available core, \(Cores.available) here; an export shares them among its render threads)",
            valueName: "N"))
    var threads: Int?

    /// What `--threads` allows.
    static let range = OptionRange.within(1...256)

    func validate() throws {
        try Self.range.check(threads.map(Double.init), "threads")
    }
}
