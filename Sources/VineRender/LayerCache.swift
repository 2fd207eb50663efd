import VineCore

/// The finished part of the picture, kept between frames: the background and the
/// longest run of settled vines at the start of the scene's vine list.
///
/// A frame is this base layer copied pixel for pixel, with only the remaining vines
/// drawn on top. Cairo composites one operation after another, so drawing vines
/// 0…k−1 into the base and vines k… later onto a copy is the same sequence of
/// operations on the same pixels as drawing everything at once: the result is
/// identical to a from-scratch render, byte for byte.
///
/// The base only grows while each scene's settled prefix extends the vines already in
/// it. When a vine in it is removed (undo, clear), when seeking back makes one of them
/// unsettled again, or when the style or parameters change, the base is rebuilt from
/// the background. Growing it costs the new vines once; a frame's cost then depends on
/// the unsettled vines only, not on the history.
final class LayerCache {
    /// The base layer's pixels.
    let surface: ImageSurface
    /// The indices (``Vine/index``) of the vines drawn into ``surface``, in order.
    private(set) var vineIndices: [Int] = []
    /// The settings the base was drawn with; nil before the first frame.
    private var look: Look?
    /// How many times the base was rebuilt from the background (for tests and diagnostics).
    private(set) var rebuildCount = 0

    /// What the base layer's pixels depend on besides the vines.
    struct Look: Equatable {
        var style: Style
        var parameters: Parameters
    }

    /// An empty cache for frames of `width` × `height` pixels.
    init(width: Int, height: Int) throws(RenderError) {
        surface = try ImageSurface(width: width, height: height)
    }

    /// Brings the base up to date for `scene`, painting with `painter`, and returns how
    /// many of the scene's vines the base holds (the caller draws the rest).
    func update(for scene: Scene, painter: ScenePainter) -> Int {
        let settled = scene.vines.prefix { $0.isSettled }.count
        let sceneLook = Look(style: scene.style, parameters: scene.parameters)
        let kept = vineIndices.count
        let extends = look == sceneLook && kept <= settled
            && zip(vineIndices, scene.vines).allSatisfy { $0 == $1.vine.index }
        if extends && kept == settled { return settled }

        let first = extends ? kept : 0
        if !extends {
            vineIndices.removeAll(keepingCapacity: true)
            look = sceneLook
            rebuildCount += 1
        }
        let added = scene.vines[first..<settled]
        painter.paint(into: CairoContext(surface), background: !extends, vines: added)
        vineIndices.append(contentsOf: added.map(\.vine.index))
        surface.flush()
        return settled
    }
}
