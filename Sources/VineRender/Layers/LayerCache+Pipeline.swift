import VineCore
import VineSystem

/// Painting many vines at once on several threads (see ``LayerCache`` and <doc:Concurrency>).
extension LayerCache {
    /// Paints `vines` in order onto `context` on ``threads`` threads: each takes a free
    /// set of scratch layers (or a vine's own) and the next vine, fills the layers, and
    /// then composites every filled vine that is next in order while no other thread does.
    ///
    /// A thread takes a set together with a vine, so every vine handed out holds a set and
    /// the vine next in order is always being filled or filled: no thread waits forever.
    /// Everything the threads share that changes is in one `Guarded` ``Pipeline``; each
    /// thread writes only the layers it holds, and the frame only with the turn to composite.
    func paintPipelined(
        _ vines: ArraySlice<Scene.VisibleVine>, onto context: CairoContext, painter: ScenePainter
    ) {
        let vines = Array(vines)
        let state = Guarded(Pipeline(free: Array(scratchLayers.indices), vineCount: vines.count))
        Threads.run(threads) { _ in
            while let (index, set) = state.wait(until: { $0.takeNextVine() }).assigned {
                let vine = vines[index]
                var holder = Pipeline.Holder.scratch(set)
                if active[vine.vine.identity] != nil {
                    state.withLock { $0.free.append(set) }
                    holder = .own
                }
                update(layers(holder, of: vine), to: vine, painter: painter.vines.matching(vine.vine), parallel: false)
                state.withLock { $0.filled[index] = holder }
                compositeInOrder(vines, state: state, painter: painter, onto: context)
            }
            compositeInOrder(vines, state: state, painter: painter, onto: context)
        }
    }

    /// Composites the filled vines of the pipeline (`state`) that are next in order onto
    /// `context`, unless another thread is compositing, and frees their scratch sets.
    private func compositeInOrder(
        _ vines: [Scene.VisibleVine], state: Guarded<Pipeline>, painter: ScenePainter, onto context: CairoContext
    ) {
        while let (index, holder) = state.withLock({ $0.takeNextFilled() }) {
            let vine = vines[index]
            draw(vine, from: layers(holder, of: vine), painter: painter.vines.matching(vine.vine), onto: context)
            state.withLock { $0.finishComposite() }
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

    /// What a painting thread gets when it asks for work.
    enum Handout: Sendable {
        /// Vine `vine` to fill, into scratch set `set` (or its own layers).
        case vine(Int, set: Int)
        /// Every vine is handed out.
        case done

        /// The vine and set handed out, nil when done.
        var assigned: (Int, Int)? {
            if case .vine(let vine, let set) = self { (vine, set) } else { nil }
        }
    }

    /// The next vine to fill and a free scratch set for it, ``Handout/done`` when every vine
    /// is handed out, or nil when a vine is left but no set is free (wait for one).
    mutating func takeNextVine() -> Handout? {
        guard next < filled.count else { return .done }
        guard let set = free.popLast() else { return nil }
        next += 1
        return .vine(next - 1, set: set)
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
