import VineCore
import VineGeometry

/// The fully grown branches of one vine, painted once each: their picture on a
/// transparent layer the size of the frame, and their shadow as the pixelwise maximum
/// of one blurred mask per branch, on the shadow's mask grid.
///
/// The content is a pure function of the vine, the number of grown branches and the
/// painter: branches `0..<count` painted in order onto a transparent layer, and their
/// masks combined (maximum is order-free). Growing it appends branches in order, which
/// is the same sequence of operations as painting them all at once, so the pixels do not
/// depend on the frames rendered before. ``VinePainter`` composites it, so cached and
/// from-scratch frames agree byte for byte.
final class GrownBranches {
    /// What the content depends on besides the number of branches.
    struct Key: Equatable {
        var vineIndex: Int
        var style: Style
        var vineWidth: Double
    }

    /// The branches' picture (premultiplied ARGB32, frame size), transparent elsewhere.
    let layer: ImageSurface
    /// Draws on ``layer`` in canvas coordinates, clipped to the canvas.
    private let context: CairoContext
    /// The shadows' coverage on the mask grid, 0 elsewhere; created with the first shadow.
    private var shadowSurface: ImageSurface?
    /// The vine and look painted so far; nil when empty.
    private(set) var key: Key?
    /// How many of the vine's first branches are painted.
    private(set) var count = 0
    /// The frame pixels ``layer`` may have painted (transparent outside).
    private(set) var bounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// The grid pixels the shadow coverage may hold (0 outside).
    private var shadowBounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// Empty layers for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points).
    ///
    /// Throws ``RenderError/cairo(_:)`` for a size outside 1…32767 or when memory runs out.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect) throws(RenderError) {
        layer = try ImageSurface(width: width, height: height)
        context = CairoContext(layer)
        context.concatenate(transform)
        context.newPath()
        context.appendRectangle(canvas)
        context.clip()
    }

    /// The shadow of the grown branches, or nil when none casts one.
    var shadow: ShadowMask? {
        guard let shadowSurface, !shadowBounds.isEmpty, let step = shadowStep else { return nil }
        return ShadowMask(surface: shadowSurface, x: 0, y: 0, step: step, used: shadowBounds)
    }

    /// The mask grid step of ``shadowSurface``.
    private var shadowStep: Int?

    /// Brings the content to the first `vine.grownBranchCount` branches of `vine` as
    /// `painter` paints them: appends the newly grown ones, or starts over when the
    /// content is of another vine or look, or holds more branches.
    func update(_ vine: Scene.VisibleVine, painter: VinePainter) {
        let wanted = Key(vineIndex: vine.vine.index, style: painter.style, vineWidth: painter.vineWidth)
        let grown = vine.grownBranchCount
        if key != wanted || count > grown {
            clear()
            key = wanted
        }
        guard count < grown else { return }
        let branches = vine.vine.branches[count..<grown]
        for branch in branches {
            painter.paintBranch(branch, of: vine.vine, in: context)
            bounds = bounds.union(painter.pixelBounds(of: branch, in: vine.vine))
        }
        layer.flush()
        if painter.castsShadow {
            for branch in branches { addShadow(of: branch, in: vine.vine, painter: painter) }
        }
        count = grown
    }

    /// Raises the shadow coverage to that of `branch`'s own shadow.
    private func addShadow(of branch: Branch, in vine: Vine, painter: VinePainter) {
        guard let mask = painter.shadowMask(of: branch, in: vine) else { return }
        if shadowSurface == nil || shadowStep != mask.step {
            let gridWidth = layer.width / mask.step + 2, gridHeight = layer.height / mask.step + 2
            guard let surface = try? ImageSurface(width: gridWidth, height: gridHeight, format: .a8) else { return }
            shadowSurface = surface
            shadowStep = mask.step
            shadowBounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        }
        guard let shadowSurface else { return }
        mask.raise(shadowSurface, origin: (0, 0))
        shadowBounds = shadowBounds.union(mask.rect).clamped(width: shadowSurface.width, height: shadowSurface.height)
    }

    /// Empties the layers (only the pixels painted are cleared).
    func clear() {
        layer.clear(bounds)
        shadowSurface?.clear(shadowBounds)
        bounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        shadowBounds = bounds
        key = nil
        count = 0
    }
}
