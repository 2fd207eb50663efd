import Dispatch
import VineCore
import VineGeometry
import VineSystem

/// Owns every decision about what is kept between frames — what is appended, kept and
/// dropped — and paints with the painter; the painter never calls back.
///
/// What is kept, and why:
///
/// - **The base** (with `keepsBase`): the background and the longest run of settled
///   vines at the start of the scene's vine list, in one frame-size layer. A frame is the
///   base copied pixel for pixel with only the remaining vines painted on top, so a
///   frame's cost does not grow with the history. Cairo composites one operation after
///   another, so painting vines 0…k−1 into the base and k… later onto a copy is the same
///   sequence of operations on the same pixels as painting everything at once: the
///   result is identical to a from-scratch render, byte for byte. The base grows while
///   each scene's settled prefix extends the vines in it; when one of them is removed
///   (undo, clear, erase) or reseeded (vines are told apart by ``/VineCore/Vine/identity``),
///   seeking back unsettles one, or the style or parameters change, it is
///   repainted from the nearest snapshot.
/// - **Snapshots** (``BaseSnapshots``): a few earlier bases — the one an undo, clear or
///   seek replaced, the base before the latest vines joined it — spread over the
///   history, so that undo, redo, clear, erase and seeks both ways start from the
///   nearest one holding a first run of the scene's settled vines (the same pixels the
///   base had then, so the frame is still byte-identical) instead of from the background.
/// - **Layers per changing vine** (``VineLayers``): a vine that is not settled keeps its
///   grown branches, its stem's complete runs and their shadow in layers of its own,
///   which only append what finishes, so its cost does not grow with its grown branches
///   either. Once the vine joins the base or leaves the scene they are kept for the next
///   vine that needs layers, as many sets as vines ever had layers at once
///   (as many as the memory budget allows at most), so that drawing, undoing and seeking do not make and free
///   frames of memory over and over.
/// - **Scratch layers**: every other vine (settled vines painted into the base or after
///   a changing vine, and every vine without `keepsBase`) is painted through a shared
///   set of layers, filled for that vine and cleared for the next, so from-scratch and
///   cached frames paint the same structure.
///
/// Many vines at once (a from-scratch frame, the base after an undo or a late start)
/// are painted as a pipeline on several threads (``paintPipelined(_:onto:painter:)``):
/// each thread fills a free set of scratch layers with the next vine, and whichever
/// thread holds the vine next in order composites it onto the frame. The frame receives
/// exactly the operations of painting one vine after another on one thread, and a vine's
/// layers do not depend on what they held before, so the result is byte for byte the
/// single-threaded one (tested), and no shape is painted twice.
///
/// Memory: the base and each snapshot are one frame of pixels, each set of layers 3¼
/// frames; how many sets (scratch and per vine) and snapshots the cache holds, and so how
/// many threads paint, follows its memory budget (``CacheBudget``), never the drawing.
final class LayerCache {
    /// What the base layer's pixels depend on besides the vines.
    struct Look: Equatable {
        var style: Style
        var parameters: Parameters
    }

    /// The base layer's pixels; nil without `keepsBase`.
    private let base: ImageSurface?
    /// The identities (``/VineCore/Vine/identity``) of the vines painted into ``base``, in order.
    private(set) var vineIndices: [Vine.Identity] = []
    /// The settings the base was painted with; nil before the first frame.
    private var look: Look?
    /// How many times the base was repainted from the background (for tests and diagnostics).
    private(set) var rebuildCount = 0
    /// How many times the base started again from a snapshot (for tests and diagnostics).
    private(set) var snapshotRestoreCount = 0
    /// Kept copies of earlier bases.
    private let snapshots: BaseSnapshots
    /// The layers of the vines still changing, by vine identity.
    private(set) var active: [Vine.Identity: VineLayers] = [:]
    /// Sets of scratch layers for the pipeline; the first also serves single-threaded painting.
    let scratchLayers: [VineLayers]
    /// How many threads paint many vines at once.
    let threads: Int
    /// How many threads make one vine's shadow masks while it is painted: the threads asked
    /// for, whatever the budget (masks need no layers of their own).
    let maskThreads: Int
    /// New layers for another vine, or nil when memory runs out.
    private let newLayers: () -> VineLayers?
    /// Layers of vines that settled or left, kept for the next vine that needs its own:
    /// fresh frame-size memory costs more to touch the first time than painted tiles
    /// cost to clear.
    private var spareLayers: [VineLayers] = []
    /// The most vines that had layers of their own at once: with the spares, as many sets
    /// of layers are kept (never more than ``vineSetLimit``), so keeping them costs no memory
    /// the cache has not needed already.
    private var mostActive = 1
    /// At most this many sets of vine layers are ever asked of the budget.
    static let vineSetCeiling = 4
    /// At most this many sets of vine layers exist at once, in use or spare (the budget's).
    var vineSetLimit: Int { budget.vineSets }
    /// What the memory budget allows.
    let budget: CacheBudget
    /// How many sets of vine layers were made (for tests and diagnostics).
    private(set) var layerSetsMade = 0
    /// How many sets of layers made ahead for vines: one for a late start (a vine growing
    /// then), two for edits (a vine drawn while the one before it still grows).
    private static func sparesAhead(_ ahead: SceneRenderer.MemoryAhead) -> Int {
        switch ahead {
        case .none, .firstFrame: 0
        case .lateStart: 1
        case .edits: 2
        }
    }

    /// The bytes of pixels the cache holds now: the base, the snapshots (kept and made
    /// ahead) and every set of layers, in use or spare (the shadow coverage counted whole).
    var bytes: Int {
        (base == nil ? 0 : budget.frameBytes) + (snapshots.snapshots.count + snapshots.spares.count) * budget.frameBytes
            + (scratchLayers.count + active.count + spareLayers.count) * budget.setBytes
    }

    /// An empty cache for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points); `keepsBase` keeps
    /// the base, up to `snapshots` earlier bases and the changing vines' layers between
    /// frames; up to `threads` threads (1 or more) paint many vines at once; all of it as
    /// far as `budget` bytes allow (``CacheBudget``).
    init(
        width: Int, height: Int, transform: AffineTransform, canvas: Rect, keepsBase: Bool, threads: Int = 2,
        snapshots: Int = 4, budget: Int = SceneRenderer.defaultCacheMemory
    ) throws(RenderError) {
        let plan = CacheBudget(
            bytes: budget, width: width, height: height, keepsBase: keepsBase, threads: max(1, threads),
            snapshots: snapshots, vineSets: Self.vineSetCeiling)
        self.budget = plan
        self.snapshots = BaseSnapshots(capacity: plan.snapshots)
        let frame = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        newLayers = {
            try? VineLayers(width: width, height: height, transform: transform, canvas: canvas, clip: frame)
        }
        self.threads = plan.threads
        maskThreads = max(1, threads)
        var layers: [VineLayers] = []
        for _ in 0..<plan.scratchSets {
            layers.append(
                try VineLayers(width: width, height: height, transform: transform, canvas: canvas, clip: frame))
        }
        scratchLayers = layers
        base = keepsBase ? try ImageSurface(width: width, height: height, ownMemory: true) : nil
    }

    /// Makes the memory `ahead` names resident, with `frame`'s, before returning or
    /// `inBackground`: the base and the first scratch layers; for a late start every
    /// scratch set and a spare set of vine layers (made now); for edits two spare sets and
    /// the snapshots' pixels.
    func makeResidentAhead(_ ahead: SceneRenderer.MemoryAhead, with frame: ImageSurface, inBackground: Bool = true) {
        guard ahead != .none else { return }
        let spares = min(Self.sparesAhead(ahead), vineSetLimit)
        mostActive = max(mostActive, spares)
        while spareLayers.count < spares, let layers = makeLayers() { spareLayers.append(layers) }
        if ahead == .edits { snapshots.makeSpares(width: frame.width, height: frame.height) }
        let sets = ahead == .firstFrame ? scratchLayers.prefix(1) : scratchLayers[...]
        ImageSurface.makeResident(
            [frame] + [base].compactMap { $0 } + (sets + spareLayers).flatMap { $0.allSurfaces() }
                + snapshots.spares, inBackground: inBackground)
    }

    /// A new set of vine layers, counted; nil when memory runs out.
    private func makeLayers() -> VineLayers? {
        guard let layers = newLayers() else { return nil }
        layerSetsMade += 1
        return layers
    }

    /// The scratch layers for painting on one thread.
    private var scratch: VineLayers { scratchLayers[0] }

    /// Paints `scene` into `frame` with `painter`: from the base when it is kept, else
    /// from the background.
    func render(_ scene: Scene, painter: ScenePainter, into frame: ImageSurface) {
        guard let base else {
            paintSettled(scene.vines[...], onto: frame, background: true, painter: painter)
            return
        }
        let first = updateBase(for: scene, painter: painter, base: base)
        frame.copyPixels(from: base)
        let context = CairoContext(frame)
        painter.prepare(context, background: false)
        for vine in scene.vines[first...] {
            paint(vine, with: layers(for: vine), painter: painter.vines.matching(vine.vine), onto: context)
        }
        let changing = Set(scene.vines[first...].lazy.filter { !$0.isSettled }.map(\.vine.identity))
        mostActive = min(max(mostActive, active.count), vineSetLimit)
        for (vine, layers) in active where !changing.contains(vine) && spareLayers.count + changing.count < mostActive {
            spareLayers.append(layers)
        }
        active = active.filter { changing.contains($0.key) }
        frame.flush()
    }

    /// Brings the base up to date for `scene` and returns how many of the scene's vines it
    /// holds: appends the newly settled vines, or starts again from the nearest snapshot
    /// (or the background) when the base holds a vine the scene does not have settled
    /// there, or another look. A base about to be replaced, and the base before vines
    /// join it, are kept as snapshots first.
    private func updateBase(for scene: Scene, painter: ScenePainter, base: ImageSurface) -> Int {
        let settled = scene.vines.prefix { $0.isSettled }.count
        let sceneLook = Look(style: scene.style, parameters: scene.parameters)
        let kept = vineIndices.count
        let extends =
            look == sceneLook && kept <= settled
            && zip(vineIndices, scene.vines).allSatisfy { $0 == $1.vine.identity }
        guard !(extends && kept == settled) else { return settled }
        var first = extends ? kept : 0
        let nearest = snapshots.best(for: sceneLook, vines: scene.vines[..<settled].map(\.vine.identity))
        if !extends || (nearest?.vineIndices.count ?? 0) > first {
            if let look, !extends, !vineIndices.isEmpty {
                snapshots.keep(base, look: look, vineIndices: vineIndices, sparing: nearest?.pixels)
            }
            look = sceneLook
            if let nearest, nearest.vineIndices.count > first {
                base.copyPixels(from: nearest.pixels)
                vineIndices = nearest.vineIndices
                first = vineIndices.count
                snapshotRestoreCount += 1
            } else {
                vineIndices.removeAll(keepingCapacity: true)
                rebuildCount += 1
            }
        }
        if first > 0 && first < settled { snapshots.keep(base, look: sceneLook, vineIndices: vineIndices) }
        let added = scene.vines[first..<settled]
        if first == 0 || !added.isEmpty { paintSettled(added, onto: base, background: first == 0, painter: painter) }
        vineIndices.append(contentsOf: added.map(\.vine.identity))
        return settled
    }

    /// Paints `vines` onto `surface` (after the background when `background` is true),
    /// each through its own layers when it has some, else through scratch layers — as a
    /// pipeline on several threads when two or more have no layers of their own.
    private func paintSettled(
        _ vines: ArraySlice<Scene.VisibleVine>, onto surface: ImageSurface, background: Bool, painter: ScenePainter
    ) {
        let context = CairoContext(surface)
        painter.prepare(context, background: background)
        if threads > 1, vines.lazy.filter({ self.active[$0.vine.identity] == nil }).count >= 2 {
            paintPipelined(vines, onto: context, painter: painter)
        } else {
            for vine in vines {
                paint(
                    vine, with: active[vine.vine.identity] ?? scratch, painter: painter.vines.matching(vine.vine),
                    onto: context)
            }
        }
        surface.flush()
    }

    /// The layers to paint `vine` with: its own while it is not settled (made on first
    /// use, while the budget allows another set), else the scratch layers.
    private func layers(for vine: Scene.VisibleVine) -> VineLayers {
        if vine.isSettled { return scratch }
        if let layers = active[vine.vine.identity] { return layers }
        guard let layers = spareLayers.popLast() ?? (active.count < vineSetLimit ? makeLayers() : nil) else {
            return scratch
        }
        active[vine.vine.identity] = layers
        return layers
    }

    /// Paints `vine` onto `context` (set up by ``ScenePainter/prepare(_:background:)``):
    /// its shadow (the kept coverage raised to the stem tail's and growing branches'),
    /// its stem (the kept runs, the tail stroked now, every highlight above every colour
    /// stroke), its grown branches from their layer, then each growing branch.
    private func paint(
        _ vine: Scene.VisibleVine, with layers: VineLayers, painter: VinePainter, onto context: CairoContext
    ) {
        update(layers, to: vine, painter: painter)
        draw(vine, from: layers, painter: painter, onto: context)
    }

    /// Paints `vine` onto `context` from `layers`, which ``update(_:to:painter:parallel:)``
    /// brought up to date: everything ``paint(_:with:painter:onto:)`` paints after the update.
    func draw(
        _ vine: Scene.VisibleVine, from layers: VineLayers, painter: VinePainter, onto context: CairoContext
    ) {
        let growing = (layers.count..<vine.branchCount).map {
            (branch: vine.vine.branches[$0], strokeEnd: vine.strokeEnd(ofBranch: $0))
        }
        if painter.castsShadow {
            let extra = painter.growingShadowMask(
                of: vine, stemFrom: layers.stemTailStart, growing: growing, within: layers.clip)
            layers.shadow.withRaised(by: extra) { coverage, rects in
                painter.paintShadow(coverage, within: rects, of: vine.vine, into: context)
            }
        }
        let tail = (layers.stemRunCount * StemChunks.drawnSize)..<vine.sampleCount
        let tip = painter.look(of: vine.vine).tipDistance(sampleCount: vine.sampleCount)
        layers.stemColor.composite(onto: context)
        painter.paintStem(tail, tipDistance: tip, of: vine.vine, highlight: false, in: context)
        if painter.shadesStem(vine.vine) {
            layers.stemHighlight.composite(onto: context)
            painter.paintStem(tail, tipDistance: tip, of: vine.vine, highlight: true, in: context)
        }
        layers.branches.composite(onto: context)
        for (branch, strokeEnd) in growing {
            painter.paintBranch(branch, strokeEnd: strokeEnd, of: vine.vine, at: vine.time, in: context)
        }
        painter.paintBloom(of: vine, in: context)
    }

    /// Brings `layers` to `vine` as `painter` paints it — its first `vine.stillBranchCount`
    /// branches (grown and not swaying), its complete stem runs and chunks: appends what is new, or starts over
    /// when they hold another vine or look, or more. With `parallel`, a second thread
    /// makes the shadow masks while this one paints, and more threads help with them (up to
    /// ``maskThreads``, one per two masks).
    func update(_ layers: VineLayers, to vine: Scene.VisibleVine, painter: VinePainter, parallel: Bool = true) {
        let wanted = VineLayers.Key(vine: vine.vine.identity, style: painter.style, vineWidth: painter.vineWidth)
        let grown = vine.stillBranchCount
        let chunks = painter.castsShadow ? painter.stemChunks(of: vine) : StemChunks.none
        let runs = painter.stemRunCount(of: vine)
        if layers.key != wanted || layers.count > grown || layers.stemChunkCount > chunks.complete.count
            || layers.stemRunCount > runs
        {
            layers.clear()
            layers.key = wanted
        }
        let newRuns = layers.stemRunCount..<runs
        let newChunks = chunks.complete[layers.stemChunkCount...]
        let newBranches = vine.vine.branches[layers.count..<grown]
        /// Paints the new stem runs and grown branches into their layers.
        func paintLayers() {
            let highlights = painter.shadesStem(vine.vine)
            for run in newRuns {
                let (range, bounds) = painter.stemRun(run, of: vine.vine)
                guard !bounds.intersection(layers.clip).isEmpty else { continue }
                painter.paintStem(
                    range, tipDistance: .infinity, of: vine.vine, highlight: false, in: layers.stemColor.context)
                layers.stemColor.extend(bounds)
                guard highlights else { continue }
                painter.paintStem(
                    range, tipDistance: .infinity, of: vine.vine, highlight: true, in: layers.stemHighlight.context)
                layers.stemHighlight.extend(bounds)
            }
            for branch in newBranches {
                let bounds = painter.pixelBounds(of: branch, in: vine.vine)
                guard !bounds.intersection(layers.clip).isEmpty else { continue }
                painter.paintBranch(branch, strokeEnd: 1, of: vine.vine, in: layers.branches.context)
                layers.branches.extend(bounds)
            }
        }
        /// The shadow mask of new stem chunk or grown branch `job` (chunks first).
        func mask(_ job: Int) -> ShadowMask? {
            guard painter.castsShadow else { return nil }
            if job < newChunks.count {
                return painter.stemShadowMask(
                    of: vine.vine, samples: newChunks[newChunks.startIndex + job], within: layers.clip)
            }
            let branch = newBranches[newBranches.startIndex + job - newChunks.count]
            return painter.shadowMask(of: branch, in: vine.vine, within: layers.clip)
        }
        let jobs = painter.castsShadow ? newChunks.count + newBranches.count : 0
        let helpers = min(maskThreads, jobs / 2)
        if parallel, jobs >= 4, helpers >= 2 {
            // Masks are independent and their maximum is order-free: one thread paints the
            // layers and then helps with the masks, the others make masks from the start.
            let masks = UnsafeMutableBufferPointer<ShadowMask?>.allocate(capacity: jobs)
            masks.initialize(repeating: nil)
            defer { masks.deinitialize().deallocate() }
            // Each job's slot is written by the one thread that took the job.
            let next = Guarded(0)
            Threads.run(helpers) { thread in
                if thread == 0 { paintLayers() }
                while true {
                    let job = next.withLock { taken in
                        defer { taken += 1 }
                        return taken
                    }
                    guard job < jobs else { return }
                    masks[job] = mask(job)
                }
            }
            for mask in masks { layers.shadow.add(mask) }
        } else {
            paintLayers()
            for job in 0..<jobs { layers.shadow.add(mask(job)) }
        }
        layers.stemRunCount = runs
        layers.stemTailStart = chunks.tailStart
        layers.stemChunkCount = chunks.complete.count
        layers.count = grown
    }
}
