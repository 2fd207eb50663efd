/// How a ``LayerCache`` spends its memory budget: how many sets of layers and snapshots it
/// may hold for frames of a given size, so that its memory follows the budget and the
/// frame size, never the drawing.
///
/// Everything the cache holds is frame-size: the base and each snapshot one frame of
/// pixels, each set of layers (``VineLayers``) three frames and a byte per pixel. Whatever
/// the budget, the cache keeps what painting needs at all — the base when it keeps one and
/// one set of scratch layers; the rest is added while it fits, in this order:
///
/// 1. one set of layers for a vine still changing (else such a vine is painted in full
///    through the scratch layers every frame);
/// 2. the scratch sets of painting many vines at once on two threads (a second set lets
///    two threads paint; a third lets them composite while both paint);
/// 3. a second set for changing vines (a vine drawn while the one before still grows);
/// 4. the snapshots asked for (undo, clear and seeks start from the nearest);
/// 5. a scratch set for each further painting thread asked for (the cores allow), up to
///    one more than the threads;
/// 6. more sets for changing vines, up to ``LayerCache/vineSetCeiling``.
///
/// None of it changes a pixel: pipelined, cached and from-scratch frames are byte-identical.
struct CacheBudget: Equatable {
    /// Sets of scratch layers, 1 or more.
    let scratchSets: Int
    /// Threads painting many vines at once: as many as asked for, at most one per scratch
    /// set, with two scratch sets or more; else 1.
    let threads: Int
    /// The most sets of layers kept for vines still changing (in use or spare).
    let vineSets: Int
    /// The most snapshots kept.
    let snapshots: Int
    /// Bytes of one frame of pixels (the base, a snapshot, one layer).
    let frameBytes: Int
    /// Bytes of one set of layers.
    let setBytes: Int

    /// The plan for frames of `width` × `height` pixels within `bytes`, a base when
    /// `keepsBase`, at most `threads` painting threads, `snapshots` snapshots and
    /// `vineSets` sets for changing vines.
    init(bytes: Int, width: Int, height: Int, keepsBase: Bool, threads: Int, snapshots: Int, vineSets: Int) {
        frameBytes = ImageSurface.byteCount(width: width, height: height)
        setBytes = 3 * frameBytes + ImageSurface.byteCount(width: width, height: height, format: .a8)
        var left = bytes - setBytes - (keepsBase ? frameBytes : 0)
        /// Whether `count` more bytes fit, taking them when they do.
        func take(_ count: Int) -> Bool {
            guard left >= count else { return false }
            left -= count
            return true
        }
        let wantedVineSets = keepsBase ? vineSets : 0
        var vines = 0
        var scratch = 1
        if vines < wantedVineSets, take(setBytes) { vines += 1 }
        let wantedScratch = threads > 1 ? threads + 1 : 1
        while scratch < min(wantedScratch, 3), take(setBytes) { scratch += 1 }
        if vines < wantedVineSets, take(setBytes) { vines += 1 }
        var kept = 0
        while keepsBase, kept < snapshots, take(frameBytes) { kept += 1 }
        while scratch < wantedScratch, take(setBytes) { scratch += 1 }
        while vines < wantedVineSets, take(setBytes) { vines += 1 }
        scratchSets = scratch
        self.threads = scratch >= 2 ? min(threads, scratch) : 1
        self.vineSets = vines
        self.snapshots = kept
    }

    /// The bytes the plan holds at most: the base (when kept), every set and every snapshot.
    func mostBytes(keepsBase: Bool) -> Int {
        (keepsBase ? frameBytes : 0) + (scratchSets + vineSets) * setBytes + snapshots * frameBytes
    }
}
