import VineCore
import VineGeometry
import VineRender

/// The handle overlay: each sprouted branch's Bézier control points and handle
/// lines, the way a vector editor shows a selected curve.
///
/// For a branch from `start` to `end` with controls `c1`, `c2`: a thin line
/// `start`–`c1` and another `c2`–`end` (the handles), small squares on `start`
/// and `end` (the anchors) and small discs on `c1` and `c2`. Drawn in pixels, so
/// the marks keep their size whatever the zoom.
///
/// A branch's handles never change once it has sprouted, so the overlay keeps them
/// in a layer of its own and each frame draws only the branches that sprouted since
/// the last one, then lays the layer over the frame: the cost per frame does not
/// grow with the number of branches. The layer is redrawn from nothing when branches
/// go away (undo, clear, seeking back) or the placement changes. Not thread-safe.
final class HandleOverlay {
    private var layer: ImageSurface?
    private var placement: Placement?
    /// The branches drawn into the layer: vine identity → how many of its first branches.
    private var drawn: [Vine.Identity: Int] = [:]

    /// What the layer's pixels depend on besides the branches.
    private struct Placement: Equatable {
        var transform: AffineTransform
        var density: Double
        var width: Int
        var height: Int
    }

    /// An overlay with nothing drawn yet.
    init() {}

    /// Draws the handles of every branch sprouted in `scene` over `target`;
    /// `transform` maps canvas points to target pixels (the renderer's
    /// ``/VineGeometry/AffineTransform/frame(canvas:pixelWidth:pixelHeight:)``) and `density` scales the marks (1 on ordinary
    /// displays, 2 on high-density ones).
    func draw(_ scene: Scene, transform: AffineTransform, density: Double, on target: OverlayTarget) {
        let wanted = Placement(transform: transform, density: density, width: target.width, height: target.height)
        let present = Dictionary(
            scene.vines.map { ($0.vine.identity, $0.branchCount) }, uniquingKeysWith: { a, _ in a })
        let extendsLayer =
            placement == wanted
            && drawn.allSatisfy { vine, count in (present[vine] ?? -1) >= count }
        if !extendsLayer {
            layer = try? ImageSurface(width: target.width, height: target.height)
            placement = wanted
            drawn = [:]
        }
        guard let layer else { return }
        let fresh = scene.vines.flatMap { visible in visible.branches.dropFirst(drawn[visible.vine.identity] ?? 0) }
        if !fresh.isEmpty {
            Self.drawHandles(of: fresh, on: CairoContext(layer), transform: transform, density: density)
            layer.flush()
            for visible in scene.vines { drawn[visible.vine.identity] = visible.branchCount }
        }
        guard drawn.values.contains(where: { $0 > 0 }) else { return }
        target.drawing { context in
            context.setSource(layer, x: 0, y: 0)
            context.paint()
        }
    }

    /// Draws the handles and anchors of `branches` with `context`.
    private static func drawHandles(
        of branches: [Branch], on context: CairoContext,
        transform: AffineTransform, density: Double
    ) {
        let anchor = 2.5 * density
        let control = 2.2 * density
        let points = branches.map { branch in
            (
                transform.apply(branch.start), transform.apply(branch.c1), transform.apply(branch.c2),
                transform.apply(branch.end)
            )
        }
        context.setLineWidth(1 * density)
        context.setSource(red: 0.16, green: 0.42, blue: 0.95, alpha: 0.85)
        context.newPath()
        for (p0, p1, p2, p3) in points {
            context.appendPolyline([p0, p1])
            context.appendPolyline([p2, p3])
        }
        context.stroke()
        context.newPath()
        for (p0, _, _, p3) in points {
            for p in [p0, p3] {
                context.appendRectangle(Rect(x: p.x - anchor, y: p.y - anchor, width: 2 * anchor, height: 2 * anchor))
            }
        }
        context.setSource(red: 1, green: 1, blue: 1, alpha: 0.9)
        context.fillPreserve()
        context.setSource(red: 0.16, green: 0.42, blue: 0.95, alpha: 1)
        context.stroke()
        context.newPath()
        for (_, p1, p2, _) in points {
            for p in [p1, p2] {
                context.append(
                    BezierPath(
                        ovalIn: Rect(
                            x: p.x - control, y: p.y - control,
                            width: 2 * control, height: 2 * control)))
            }
        }
        context.fill()
    }
}
