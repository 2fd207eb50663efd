import VineCore
import VineGeometry
import VineRender

/// The picked-vine overlay: the stem of the vine under the pointer (Alt held while
/// drawing) outlined in a bright colour, so the user sees which vine Alt+click erases
/// and Alt+R reseeds. Window only; never in exports.
struct PickOverlay: Sendable {
    /// The vine to outline, as it stands in the scene shown.
    var vine: Scene.VisibleVine

    /// Draws the outline over `target`; `transform` maps canvas points to target pixels
    /// and `density` scales the line (2 on high-density displays).
    func draw(transform: AffineTransform, density: Double, on target: OverlayTarget) {
        target.drawing { context in
            context.newPath()
            context.appendPolyline(vine.samples.lazy.map { transform.apply($0.point) })
            context.setRoundLines()
            context.setLineWidth(vine.vine.width * transform.scaleFactor + 6 * density)
            context.setSource(red: 1, green: 0.55, blue: 0.1, alpha: 0.55)
            context.stroke()
        }
    }
}
