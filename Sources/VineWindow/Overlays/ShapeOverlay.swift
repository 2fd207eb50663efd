import VineCore
import VineGeometry
import VineRender

/// The shapes guide: the outlines of the `within` and `avoid` regions in force while
/// drawing, shown faintly (a light tint inside, a thin line along the outline), so the
/// person sees where vines may grow. Window only; never in exports.
struct ShapeOverlay: Sendable {
    /// The bounds whose regions are shown.
    var bounds: Bounds

    /// Draws the regions over `target`; `transform` maps canvas points to target pixels and
    /// `density` scales the line (2 on high-density displays).
    func draw(transform: AffineTransform, density: Double, on target: OverlayTarget) {
        let regions = [bounds.within, bounds.avoid].compactMap { $0 }
        guard !regions.isEmpty else { return }
        target.drawing { context in
            for region in regions {
                context.newPath()
                for ring in region.shapes.flatMap(\.rings) {
                    context.appendPolyline(ring.lazy.map { transform.apply($0) } + [transform.apply(ring[0])])
                }
                context.setRoundLines()
                context.setLineWidth(1.5 * density)
                context.setSource(red: 0.2, green: 0.45, blue: 0.25, alpha: 0.35)
                context.stroke()
            }
        }
    }
}
