import VineCore
import VineGeometry

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
///   (undo, clear, erase) or reseeded (vines are told apart by ``Vine/identity``),
///   seeking back unsettles one, or the style or parameters change, it is repainted
///   from the background.
/// - **Layers per changing vine** (``VineLayers``): a vine that is not settled keeps its
///   grown branches, its stem's complete runs and their shadow in layers of its own,
///   which only append what finishes, so its cost does not grow with its grown branches
///   either. They are dropped once the vine joins the base or leaves the scene.
/// - **Scratch layers**: every other vine (settled vines painted into the base or after
///   a changing vine, and every vine without `keepsBase`) is painted through one shared
///   set of layers, filled for that vine and cleared for the next, so from-scratch and
///   cached frames paint the same structure.
///
/// Memory: the base is one frame of pixels, each set of layers 3¼ frames.
final class LayerCache {
    /// What the base layer's pixels depend on besides the vines.
    struct Look: Equatable {
        var style: Style
        var parameters: Parameters
    }

    /// The base layer's pixels; nil without `keepsBase`.
    private let base: ImageSurface?
    /// The identities of the vines painted into ``base``, in order.
    private(set) var vineIndices: [Vine.Identity] = []
    /// The settings the base was painted with; nil before the first frame.
    private var look: Look?
    /// How many times the base was repainted from the background (for tests and diagnostics).
    private(set) var rebuildCount = 0
    /// The layers of the vines still changing, by vine identity.
    private(set) var active: [Vine.Identity: VineLayers] = [:]
    /// The layers shared by every vine without layers of its own.
    private let scratch: VineLayers
    /// Makes layers for another vine, or nil when memory runs out.
    private let makeLayers: () -> VineLayers?

    /// An empty cache for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points); `keepsBase` keeps
    /// the base and the changing vines' layers between frames.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect, keepsBase: Bool) throws(RenderError) {
        let frame = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        makeLayers = {
            try? VineLayers(width: width, height: height, transform: transform, canvas: canvas, clip: frame)
        }
        scratch = try VineLayers(width: width, height: height, transform: transform, canvas: canvas, clip: frame)
        base = keepsBase ? try ImageSurface(width: width, height: height) : nil
    }

    /// Paints `scene` into `frame` with `painter`: from the base when it is kept, else
    /// from the background.
    func render(_ scene: Scene, painter: ScenePainter, into frame: ImageSurface) {
        var first = 0
        if let base {
            first = updateBase(for: scene, painter: painter, base: base)
            frame.copyPixels(from: base)
        }
        let context = CairoContext(frame)
        painter.prepare(context, background: base == nil)
        for vine in scene.vines[first...] {
            paint(vine, with: layers(for: vine), painter: painter.vines.matching(vine.vine), onto: context)
        }
        let changing = Set(scene.vines[first...].lazy.filter { !$0.isSettled }.map(\.vine.identity))
        active = active.filter { changing.contains($0.key) }
        frame.flush()
    }

    /// Brings the base up to date for `scene` and returns how many of the scene's vines it holds.
    private func updateBase(for scene: Scene, painter: ScenePainter, base: ImageSurface) -> Int {
        let settled = scene.vines.prefix { $0.isSettled }.count
        let sceneLook = Look(style: scene.style, parameters: scene.parameters)
        let kept = vineIndices.count
        let extends =
            look == sceneLook && kept <= settled
            && zip(vineIndices, scene.vines).allSatisfy { $0 == $1.vine.identity }
        guard !(extends && kept == settled) else { return settled }
        let first = extends ? kept : 0
        if !extends {
            vineIndices.removeAll(keepingCapacity: true)
            look = sceneLook
            rebuildCount += 1
        }
        let added = scene.vines[first..<settled]
        let context = CairoContext(base)
        painter.prepare(context, background: !extends)
        for vine in added {
            paint(
                vine, with: active[vine.vine.identity] ?? scratch, painter: painter.vines.matching(vine.vine),
                onto: context)
        }
        vineIndices.append(contentsOf: added.map(\.vine.identity))
        base.flush()
        return settled
    }

    /// The layers to paint `vine` with: its own while it is not settled (made on first
    /// use), else the scratch layers.
    private func layers(for vine: Scene.VisibleVine) -> VineLayers {
        if vine.isSettled || base == nil { return scratch }
        if let layers = active[vine.vine.identity] { return layers }
        guard let layers = makeLayers() else { return scratch }
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
        let growing = (layers.count..<vine.branchCount).map { index in
            (vine.vine.branches[index], VinePainter.shape(ofBranch: index, in: vine))
        }
        if painter.castsShadow {
            let extra = painter.shadowMask(
                stemTail: vine.samples[layers.stemTailStart...], growing: growing, of: vine.vine)
            layers.shadow.withRaised(by: extra) { coverage, rect in
                painter.paintShadow(coverage, within: rect, into: context)
            }
        }
        let tail = vine.samples[(layers.stemRunCount * StemChunks.drawnSize)...].lazy.map(\.point)
        layers.stemColor.composite(onto: context)
        painter.paintStem(tail, of: vine.vine, highlight: false, in: context)
        if painter.shadesStem(vine.vine) {
            layers.stemHighlight.composite(onto: context)
            painter.paintStem(tail, of: vine.vine, highlight: true, in: context)
        }
        layers.branches.composite(onto: context)
        for (branch, shape) in growing { painter.paintBranch(shape, leaf: branch.leaf, of: vine.vine, in: context) }
    }

    /// Brings `layers` to `vine` as `painter` paints it — its first `vine.grownBranchCount`
    /// branches, its complete stem runs and chunks: appends what is new, or starts over
    /// when they hold another vine or look, or more.
    func update(_ layers: VineLayers, to vine: Scene.VisibleVine, painter: VinePainter) {
        let wanted = VineLayers.Key(vine: vine.vine.identity, style: painter.style, vineWidth: painter.vineWidth)
        let grown = vine.grownBranchCount
        let chunks = painter.castsShadow ? painter.stemChunks(of: vine) : StemChunks.none
        let runs = StemChunks.drawnRunCount(sampleCount: vine.sampleCount)
        if layers.key != wanted || layers.count > grown || layers.stemChunkCount > chunks.complete.count
            || layers.stemRunCount > runs
        {
            layers.clear()
            layers.key = wanted
        }
        let highlights = painter.shadesStem(vine.vine)
        for run in layers.stemRunCount..<runs {
            let points = vine.vine.samples[run * StemChunks.drawnSize...(run + 1) * StemChunks.drawnSize].map(\.point)
            let bounds = painter.pixelBounds(ofStem: points, of: vine.vine)
            painter.paintStem(points, of: vine.vine, highlight: false, in: layers.stemColor.context)
            layers.stemColor.extend(bounds)
            guard highlights else { continue }
            painter.paintStem(points, of: vine.vine, highlight: true, in: layers.stemHighlight.context)
            layers.stemHighlight.extend(bounds)
        }
        layers.stemRunCount = runs
        layers.stemTailStart = chunks.tailStart
        for range in chunks.complete[layers.stemChunkCount...] {
            layers.shadow.add(painter.stemShadowMask(of: vine.vine, samples: range))
        }
        layers.stemChunkCount = chunks.complete.count
        guard layers.count < grown else { return }
        for branch in vine.vine.branches[layers.count..<grown] {
            painter.paintBranch(
                BranchShape(branch, strokeEnd: 1), leaf: branch.leaf, of: vine.vine, in: layers.branches.context)
            layers.branches.extend(painter.pixelBounds(of: branch, in: vine.vine))
            if painter.castsShadow { layers.shadow.add(painter.shadowMask(of: branch, in: vine.vine)) }
        }
        layers.count = grown
    }
}
