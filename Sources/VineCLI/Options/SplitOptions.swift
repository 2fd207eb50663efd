import ArgumentParser
import VineExport

/// How `vine export` splits its frames: among render threads (`--render-threads`) and
/// among processes or machines (`--shard K/N`).
struct SplitOptions: ParsableArguments {
    @Option(
        name: .customLong("render-threads"),
        help: Self.range.help(
            "Threads rendering frames of a PNG, video or null export, each with a cache of its own within --cache-memory; frames are byte-identical whatever the number (default: one per 8 available cores, at most 8: \(ExportPlan.defaultRenderThreads) here; 1 with --underlay)",
            valueName: "N"))
    var renderThreads: Int?

    @Option(
        help: ArgumentHelp(
            "Write only shard K of N of the frames: PNG frames numbered as in the whole export, or an MP4 or MOV segment (split only between key frames, every 60 frames); the shards joined give exactly the whole export (see the Command line article of the documentation).",
            valueName: "K/N"))
    var shard: ShardArgument?

    /// What `--render-threads` allows.
    static let range = OptionRange.within(1...64)

    func validate() throws {
        try Self.range.check(renderThreads.map(Double.init), "render-threads")
    }
}

/// `K/N` on the command line: shard K of N, `1 ≤ K ≤ N ≤ 100000`.
struct ShardArgument: ExpressibleByArgument, Sendable {
    /// The shard.
    let shard: Shard

    /// Parses `K/N`; nil unless both are whole numbers with `1 ≤ K ≤ N ≤ 100000`.
    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count <= 100_000,
            let shard = Shard(index: index, count: count)
        else { return nil }
        self.shard = shard
    }
}
