import Dispatch
import Synchronization
import VineCore

/// Painting many vines at once on several threads (see ``LayerCache``).
extension LayerCache {
    /// Paints `vines` in order onto `context` on ``threads`` threads: each takes a free
    /// set of scratch layers (or a vine's own) and the next vine, fills the layers, and
    /// then composites every filled vine that is next in order while no other thread does.
    ///
    /// A thread takes a set before it takes a vine, so every vine handed out holds a set
    /// and the vine next in order is always being filled or filled: no thread waits forever.
    func paintPipelined(
        _ vines: ArraySlice<Scene.VisibleVine>, onto context: CairoContext, painter: ScenePainter
    ) {
        let vines = Array(vines)
        let state = Mutex(Pipeline(free: Array(scratchLayers.indices), vineCount: vines.count))
        let freeSets = DispatchSemaphore(value: scratchLayers.count)
        let work = UncheckedSendable((self, vines, painter, context))
        Threads.run(threads) { _ in
            let (cache, vines, painter, context) = work.value
            while true {
                freeSets.wait()
                guard let (index, set) = state.withLock({ $0.takeNextVine() }) else {
                    freeSets.signal()
                    break
                }
                let vine = vines[index]
                var holder = Pipeline.Holder.scratch(set)
                if cache.active[vine.vine.identity] != nil {
                    state.withLock { $0.free.append(set) }
                    freeSets.signal()
                    holder = .own
                }
                cache.update(
                    cache.layers(holder, of: vine), to: vine, painter: painter.vines.matching(vine.vine),
                    parallel: false)
                state.withLock { $0.filled[index] = holder }
                cache.compositeInOrder(vines, state: state, freeSets: freeSets, painter: painter, onto: context)
            }
            cache.compositeInOrder(vines, state: state, freeSets: freeSets, painter: painter, onto: context)
        }
    }

    /// Composites the filled vines of the pipeline (`state`) that are next in order onto
    /// `context`, unless another thread is compositing, and frees their scratch sets.
    private func compositeInOrder(
        _ vines: [Scene.VisibleVine], state: borrowing Mutex<Pipeline>, freeSets: DispatchSemaphore,
        painter: ScenePainter, onto context: CairoContext
    ) {
        while let (index, holder) = state.withLock({ $0.takeNextFilled() }) {
            let vine = vines[index]
            draw(vine, from: layers(holder, of: vine), painter: painter.vines.matching(vine.vine), onto: context)
            state.withLock { $0.finishComposite() }
            if case .scratch = holder { freeSets.signal() }
        }
    }

    /// The layers that `holder` names for `vine`.
    private func layers(_ holder: Pipeline.Holder, of vine: Scene.VisibleVine) -> VineLayers {
        switch holder {
        case .scratch(let set): scratchLayers[set]
        case .own: active[vine.vine.identity]!
        }
    }
}

/// The shared state of ``LayerCache/paintPipelined(_:onto:painter:)``, changed only under its lock.
struct Pipeline: Sendable {
    /// Whose layers a vine is filled into.
    enum Holder: Sendable {
        /// The scratch set at this index.
        case scratch(Int)
        /// The vine's own (it is still changing elsewhere in the cache).
        case own
    }

    /// The indices of the scratch sets no vine holds.
    var free: [Int]
    /// Where each vine was filled, until it is composited.
    var filled: [Holder?]
    /// The next vine to fill.
    var next = 0
    /// How many vines are composited.
    var composited = 0
    /// Whether a thread is compositing.
    var compositing = false

    /// Nothing filled yet of `vineCount` vines, with the scratch sets `free`.
    init(free: [Int], vineCount: Int) {
        self.free = free
        filled = Array(repeating: nil, count: vineCount)
    }

    /// The next vine to fill and a free scratch set for it, or nil when every vine is handed out.
    mutating func takeNextVine() -> (Int, Int)? {
        guard next < filled.count else { return nil }
        next += 1
        return (next - 1, free.removeLast())
    }

    /// The vine next in order and where it was filled, with the turn to composite it, when
    /// it is filled and no thread is compositing.
    mutating func takeNextFilled() -> (Int, Holder)? {
        guard !compositing, composited < filled.count, let holder = filled[composited] else { return nil }
        compositing = true
        return (composited, holder)
    }

    /// Ends the turn to composite, returning the vine's scratch set to the free ones.
    mutating func finishComposite() {
        if case .scratch(let set) = filled[composited] { free.append(set) }
        filled[composited] = nil
        composited += 1
        compositing = false
    }
}
