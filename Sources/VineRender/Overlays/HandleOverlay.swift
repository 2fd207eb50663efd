import VineCore
import VineGeometry

/// The handle overlay: each sprouted branch's Bézier control points and handle
/// lines, the way a vector editor shows a selected curve.
///
/// For a branch from `start` to `end` with controls `c1`, `c2`: a thin line
/// `start`–`c1` and another `c2`–`end` (the handles), small squares on `start`
/// and `end` (the anchors) and small discs on `c1` and `c2`. Drawn in pixels, so
/// the marks keep their size whatever the zoom.
public struct HandleOverlay {
    /// The scene whose sprouted branches get handles.
    public let scene: Scene
    /// Canvas points → target pixels (the renderer's ``SceneRenderer/transform``).
    public let transform: AffineTransform
    /// The display density: 1 on ordinary displays, 2 on high-density ones; marks scale with it.
    public let density: Double

    /// The overlay of `scene`'s branches, placed with `transform`, marks scaled by `density`.
    public init(scene: Scene, transform: AffineTransform, density: Double = 1) {
        self.scene = scene
        self.transform = transform
        self.density = density
    }

    /// Draws every sprouted branch's handles and anchors on `target`.
    public func draw(on target: OverlayTarget) {
        let branches = scene.vines.flatMap { $0.branches }
        guard !branches.isEmpty else { return }
        let anchor = 2.5 * density, control = 2.2 * density
        target.drawing { context in
            context.setLineWidth(1 * density)
            context.setSource(red: 0.16, green: 0.42, blue: 0.95, alpha: 0.85)
            context.newPath()
            for branch in branches {
                let (p0, p1, p2, p3) = pixels(branch)
                context.appendPolyline([p0, p1])
                context.appendPolyline([p2, p3])
            }
            context.stroke()
            context.newPath()
            for branch in branches {
                let (p0, _, _, p3) = pixels(branch)
                for p in [p0, p3] {
                    context.appendRectangle(Rect(x: p.x - anchor, y: p.y - anchor, width: 2 * anchor, height: 2 * anchor))
                }
            }
            context.setSource(red: 1, green: 1, blue: 1, alpha: 0.9)
            context.fillPreserve()
            context.setSource(red: 0.16, green: 0.42, blue: 0.95, alpha: 1)
            context.stroke()
            context.newPath()
            for branch in branches {
                let (_, p1, p2, _) = pixels(branch)
                for p in [p1, p2] {
                    context.append(BezierPath(ovalIn: Rect(x: p.x - control, y: p.y - control,
                                                           width: 2 * control, height: 2 * control)))
                }
            }
            context.fill()
        }
    }

    /// A branch's four control points in target pixels.
    private func pixels(_ branch: Branch) -> (Point, Point, Point, Point) {
        (transform.apply(branch.start), transform.apply(branch.c1), transform.apply(branch.c2), transform.apply(branch.end))
    }
}
