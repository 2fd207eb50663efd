import VineCore

/// Keyframes of the base layer: copies of its pixels holding a known run of settled
/// vines, so that an undo, a redo, a clear, an erase or a seek repaints from the nearest
/// one instead of from the background.
///
/// Plain storage with a bounded number of frames (``capacity``); ``LayerCache`` decides
/// what to keep. When full, keeping another drops the snapshot closest (in vines) to the
/// one before it, never the newest, so the kept ones stay spread over the history.
final class BaseSnapshots {
    /// One kept base.
    struct Snapshot {
        /// The settings it was painted with.
        var look: LayerCache.Look
        /// The vines in it, in order (``/VineCore/Vine/identity``).
        var vineIndices: [Vine.Identity]
        /// Its pixels.
        var pixels: ImageSurface
    }

    /// At most this many snapshots are kept (each one frame of pixels).
    let capacity: Int
    /// The snapshots, oldest kept first.
    private(set) var snapshots: [Snapshot] = []
    /// Pixels for the next snapshots: made ahead (``makeSpares(width:height:)``) or left by
    /// a dropped one.
    private(set) var spares: [ImageSurface] = []

    /// No snapshots yet; at most `capacity` of them.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The snapshot with the most vines whose vines are the first ones of `vines` and
    /// whose look is `look`, if any.
    func best(for look: LayerCache.Look, vines: some Collection<Vine.Identity>) -> Snapshot? {
        snapshots.lazy
            .filter {
                $0.look == look && $0.vineIndices.count <= vines.count
                    && $0.vineIndices.elementsEqual(vines.prefix($0.vineIndices.count))
            }
            .max { $0.vineIndices.count < $1.vineIndices.count }
    }

    /// Keeps a copy of `base`, which holds `vineIndices` painted with `look`, never
    /// dropping the snapshot with pixels `spared` for it (nothing when the same is kept
    /// already, when nothing can be dropped, or when memory runs out).
    func keep(
        _ base: ImageSurface, look: LayerCache.Look, vineIndices: [Vine.Identity], sparing spared: ImageSurface? = nil
    ) {
        guard capacity > 0, !snapshots.contains(where: { $0.look == look && $0.vineIndices == vineIndices }) else {
            return
        }
        if snapshots.count >= capacity {
            guard drop(sparing: spared) else { return }
        }
        guard
            let pixels = spares.popLast()
                ?? (try? ImageSurface(width: base.width, height: base.height, ownMemory: true))
        else {
            return
        }
        pixels.copyPixels(from: base)
        snapshots.append(Snapshot(look: look, vineIndices: vineIndices, pixels: pixels))
    }

    /// Drops a snapshot of another look than the newest's if there is one, else the one
    /// (not the newest) whose vine count is closest to the one before it in vine count,
    /// keeping its pixels for reuse; never the one with pixels `spared`. Returns whether
    /// one was dropped.
    private func drop(sparing spared: ImageSurface?) -> Bool {
        let newest = snapshots.count - 1
        let candidates = snapshots.indices.filter { $0 != newest && snapshots[$0].pixels !== spared }
        if let stale = candidates.first(where: { snapshots[$0].look != snapshots[newest].look }) {
            spares.append(snapshots.remove(at: stale).pixels)
            return true
        }
        let order = snapshots.indices.sorted { snapshots[$0].vineIndices.count < snapshots[$1].vineIndices.count }
        guard var victim = candidates.first else { return false }
        var smallest = Int.max
        for (rank, index) in order.enumerated() where candidates.contains(index) {
            let gap = snapshots[index].vineIndices.count - (rank > 0 ? snapshots[order[rank - 1]].vineIndices.count : 0)
            if gap < smallest {
                smallest = gap
                victim = index
            }
        }
        spares.append(snapshots.remove(at: victim).pixels)
        return true
    }

    /// Makes the pixels of every snapshot not kept yet, `width` × `height` each, so that
    /// their memory can be made resident ahead of need (as far as memory allows).
    func makeSpares(width: Int, height: Int) {
        while snapshots.count + spares.count < capacity {
            guard let pixels = try? ImageSurface(width: width, height: height, ownMemory: true) else { return }
            spares.append(pixels)
        }
    }
}
