import ArgumentParser
import VineRender

/// The renderer's memory budget, `--cache-memory MB`, for `vine export`, `vine play` and
/// `vine draw` (see ``/VineRender/SceneRenderer/defaultCacheMemory``).
struct CacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-memory"), parsing: .unconditional,
        help: Self.range.help(
            "Memory for the renderer's cache (its cached layer, snapshots for undo and seeking, layers of the vines being drawn, the layers of each painting thread) in MiB; it never holds less than painting needs: the cached layer and one set of layers, 3¼ frames (default: \(SceneRenderer.defaultCacheMemory >> 20))",
            valueName: "MB"))
    var cacheMemory: Int?

    /// What `--cache-memory` allows, in MiB.
    static let range = OptionRange.within(1...1_048_576)

    /// The budget in bytes.
    var bytes: Int { cacheMemory.map { $0 << 20 } ?? SceneRenderer.defaultCacheMemory }

    func validate() throws {
        try Self.range.check(cacheMemory.map(Double.init), "cache-memory", unit: "MiB")
    }
}
