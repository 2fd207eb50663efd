import VineCore
import VineGeometry

/// A stem cut into overlapping runs of samples for its shadow, so that the shadow of
/// the part already drawn can be kept and only the tail's is blurred again each frame.
///
/// Chunk `c` is samples `c·size … (c+1)·size`, extended at both ends along the stem by
/// at least `overlap` (canvas points) or to the first sample, so that neighbouring
/// chunks cover each other's ends by more than the blur reaches: the maximum of their
/// blurred masks then matches the blur of the whole stem. A chunk is complete once the
/// visible samples reach its extended end; the rest of the stem, from the start of the
/// first incomplete chunk's extension, is the tail. Both depend only on the visible
/// samples, not on frames rendered before.
struct StemChunks {
    /// Sample index ranges (into the vine's samples) of the complete chunks, in order.
    let complete: [ClosedRange<Int>]
    /// The index of the first sample of the tail; the tail runs to the last visible sample.
    let tailStart: Int

    /// No complete chunk: the whole stem is the tail.
    static let none = StemChunks(complete: [], tailStart: 0)

    /// Samples per chunk, before the overlap.
    static let size = 24

    /// Samples per run of the stem drawn into a layer once complete: run `r` is samples
    /// `r·drawnSize … (r+1)·drawnSize` (neighbouring runs share a sample; no overlap).
    static let drawnSize = 24

    /// Chunks from their parts.
    private init(complete: [ClosedRange<Int>], tailStart: Int) {
        self.complete = complete
        self.tailStart = tailStart
    }

    /// The chunks of the visible `samples` (a prefix of a vine's samples, at least one).
    init(_ samples: ArraySlice<Sample>, overlap: Double) {
        let start = samples.startIndex
        let end = samples.endIndex
        /// The distance from sample `i` to sample `i + 1`.
        func step(_ i: Int) -> Double { (samples[i + 1].point - samples[i].point).length }
        var complete: [ClosedRange<Int>] = []
        var lower = start
        var coreStart = start
        while true {
            let coreEnd = coreStart + Self.size
            guard coreEnd < end else { break }
            var upper = coreEnd
            var reach = 0.0
            while reach < overlap, upper + 1 < end {
                reach += step(upper)
                upper += 1
            }
            guard reach >= overlap else { break }
            complete.append(lower...upper)
            coreStart = coreEnd
            lower = coreStart
            var back = 0.0
            while back < overlap, lower > start {
                back += step(lower - 1)
                lower -= 1
            }
        }
        self.complete = complete
        tailStart = lower
    }
}
