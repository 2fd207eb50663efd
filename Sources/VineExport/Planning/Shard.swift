/// One part of an export split across processes or machines (`vine export --shard K/N`):
/// shard ``index`` of ``count`` renders a run of the frames, and the shards together
/// render each frame once.
///
/// Frames are byte-identical whoever renders them, so PNG shards written into one folder
/// (numbered as in the whole export) are exactly the folder one export writes. A video's
/// shards split it only between key frames (an MP4 has one every 60 frames and nowhere else),
/// so each segment starts where the whole video starts a group of pictures, and the
/// segments joined with ffmpeg's concat demuxer, without re-encoding, decode to the frames
/// the whole video decodes to.
public struct Shard: Equatable, Sendable {
    /// Which shard, 1…``count``.
    public let index: Int
    /// How many shards the export is split into, 1 or more.
    public let count: Int

    /// Shard `index` of `count`; nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// The frames of this shard among `frameCount`, split only at multiples of `unit`
    /// frames (1 for independent frames): the units `⌊(K−1)·U/N⌋ ..< ⌊K·U/N⌋` of the
    /// `U = ⌈frameCount/unit⌉` there are, so every frame falls in exactly one shard and a
    /// shard may be empty when there are fewer units than shards.
    public func frames(of frameCount: Int, unit: Int = 1) -> Range<Int> {
        let units = (frameCount + unit - 1) / unit
        let first = (index - 1) * units / count * unit
        let end = index * units / count * unit
        return min(first, frameCount)..<min(end, frameCount)
    }
}
