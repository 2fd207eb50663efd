import VineCore
import VineGeometry

/// The finished part of the picture, kept between frames: the background and the
/// longest run of settled vines at the start of the scene's vine list; and, for each
/// vine still changing, its grown branches (``GrownBranches``).
///
/// A frame is this base layer copied pixel for pixel, with only the remaining vines
/// drawn on top. Cairo composites one operation after another, so drawing vines
/// 0…k−1 into the base and vines k… later onto a copy is the same sequence of
/// operations on the same pixels as drawing everything at once: the result is
/// identical to a from-scratch render, byte for byte.
///
/// The base only grows while each scene's settled prefix extends the vines already in
/// it. When a vine in it is removed (undo, clear, erase) or reseeded, when seeking back makes one of them
/// unsettled again, or when the style or parameters change, the base is rebuilt from
/// the background. Growing it costs the new vines once; a frame's cost then depends on
/// the unsettled vines only, not on the history.
///
/// A vine that is not settled keeps its grown branches, its stem's complete runs and
/// their shadow in layers of its own, which only append what finishes, so its frame
/// cost does not grow with its grown branches either. The layers are freed once the vine joins the base or
/// leaves the scene; settled vines after an unsettled one use the shared scratch layers.
final class LayerCache {
    /// The base layer's pixels.
    let surface: ImageSurface
    /// The identities of the vines drawn into ``surface``, in order.
    private(set) var vineIndices: [Vine.Identity] = []
    /// The settings the base was drawn with; nil before the first frame.
    private var look: Look?
    /// How many times the base was rebuilt from the background (for tests and diagnostics).
    private(set) var rebuildCount = 0
    /// The grown-branch layers of the unsettled vines, by vine index.
    private(set) var active: [Vine.Identity: GrownBranches] = [:]
    /// Makes layers for another vine, or nil when memory runs out.
    private let makeLayers: () -> GrownBranches?

    /// What the base layer's pixels depend on besides the vines.
    struct Look: Equatable {
        var style: Style
        var parameters: Parameters
    }

    /// An empty cache for frames of `width` × `height` pixels; `makeLayers` makes the
    /// grown-branch layers of one vine (nil when memory runs out).
    init(width: Int, height: Int, makeLayers: @escaping () -> GrownBranches?) throws(RenderError) {
        surface = try ImageSurface(width: width, height: height)
        self.makeLayers = makeLayers
    }

    /// Brings the base up to date for `scene`, painting with `painter` (settled vines
    /// without layers of their own use `scratch`), and returns how many of the scene's
    /// vines the base holds (the caller draws the rest, with ``layers(for:scratch:)``).
    func update(for scene: Scene, painter: ScenePainter, scratch: GrownBranches) -> Int {
        let settled = scene.vines.prefix { $0.isSettled }.count
        let sceneLook = Look(style: scene.style, parameters: scene.parameters)
        let kept = vineIndices.count
        let extends =
            look == sceneLook && kept <= settled
            && zip(vineIndices, scene.vines).allSatisfy { $0 == $1.vine.identity }
        if !(extends && kept == settled) {
            let first = extends ? kept : 0
            if !extends {
                vineIndices.removeAll(keepingCapacity: true)
                look = sceneLook
                rebuildCount += 1
            }
            let added = scene.vines[first..<settled]
            painter.paint(into: CairoContext(surface), background: !extends, vines: added) { vine in
                active[vine.vine.identity] ?? scratch
            }
            vineIndices.append(contentsOf: added.map(\.vine.identity))
            surface.flush()
        }
        let changing = Set(scene.vines[settled...].lazy.filter { !$0.isSettled }.map(\.vine.identity))
        active = active.filter { changing.contains($0.key) }
        return settled
    }

    /// The layers to paint `vine` (one after the base) with: its own while it is not
    /// settled (made on first use), else `scratch`.
    func layers(for vine: Scene.VisibleVine, scratch: GrownBranches) -> GrownBranches {
        if vine.isSettled { return scratch }
        if let layers = active[vine.vine.identity] { return layers }
        guard let layers = makeLayers() else { return scratch }
        active[vine.vine.identity] = layers
        return layers
    }
}
